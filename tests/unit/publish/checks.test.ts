import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CheckFailure,
  checkOutput,
  diffOutputs,
  findUndefinedText,
  HeldForConfirmation,
  linkChecker,
  productDropReason,
} from '../../../scripts/publish/checks.ts';

const site = new URL('https://example.com/');
let work: string;
let live: string;
let next: string;

const page = (body: string) => `<!doctype html><html><head><title>T</title></head><body>${body}</body></html>`;

function write(dir: string, files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'publish-checks-'));
  live = join(work, 'live');
  next = join(work, 'next');
  write(live, {
    'index.html': page('<a href="/about">About</a>'),
    'about.html': page('<p>We make emulsifiers.</p>'),
    'old.html': page('<p>Gone soon.</p>'),
    '_astro/app.1.js': 'console.log(undefined)',
  });
  write(next, {
    'index.html': page('<a href="/about">About</a> <a href="/product-details/A/1">A</a>'),
    'product-details/A/1.html': page('<p>Product A</p>'),
    '_astro/app.1.js': 'console.log(undefined)',
    '_nginx/redirects.map': '"/product-details/A" "/product-details/A/1";\n',
  });
  // Kept pages are links of the live files (the assembled output): the same file is never read.
  linkSync(join(live, 'about.html'), join(next, 'about.html'));
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('what changed between the live output and the new one', () => {
  it('lists files added, changed and removed; a same-content file is unchanged', () => {
    const diff = diffOutputs(live, next);
    expect(diff.added.sort()).toEqual(['_nginx/redirects.map', 'product-details/A/1.html']);
    expect(diff.changed).toEqual(['index.html']);
    expect(diff.removed).toEqual(['old.html']);
  });

  it('everything is added when nothing is live', () => {
    expect(diffOutputs(undefined, next).added).toHaveLength(5);
  });
});

describe('the checks before going live', () => {
  it('finds links that lead nowhere, and accepts pages, files, redirects and other sites', () => {
    write(next, {
      'blog.html': page(
        [
          '<a href="/about">ok</a>',
          '<a href="product-details/A">redirect</a>',
          '<a href="/product-details/A/1?x=1#top">query</a>',
          '<a href="https://other.example/x">elsewhere</a>',
          '<a href="mailto:sales@example.com">mail</a>',
          '<a href="#main">anchor</a>',
          '<script src="/_astro/app.1.js"></script>',
          '<a href="/product-details/B/2">missing</a>',
          '<img src="/images/missing.webp" alt="">',
        ].join(''),
      ),
    });
    expect(linkChecker(next, site)('blog.html', readFileSync(join(next, 'blog.html'), 'utf8'))).toEqual([
      '/blog → /product-details/B/2',
      '/blog → /images/missing.webp',
    ]);
  });

  it('finds "undefined" and "NaN" where a visitor reads them, not in scripts', () => {
    expect(findUndefinedText(page('<p>Dose: NaN ml per litre</p>'))).toMatch(/Dose: NaN ml/);
    expect(findUndefinedText(page('<img src="/a.webp" alt="undefined">'))).toMatch(/undefined/);
    expect(findUndefinedText(page('<script>if (x === undefined) y = NaN;</script><p>Fine</p>'))).toBeUndefined();
    expect(findUndefinedText(page('<p>Undefinedness is not a word we use; nano-emulsions are.</p>'))).toBeUndefined();
  });

  it('holds a catalogue that lost more than a fifth of its products until an editor confirms', () => {
    expect(productDropReason(100, 81)).toBeUndefined();
    expect(productDropReason(100, 50)).toBe(
      'the catalogue has 50 products, 50\u00a0% fewer than the 100 live now: confirm to publish it',
    );
    expect(productDropReason(undefined, 0)).toBeUndefined();
    expect(productDropReason(10_000, 5000)).toMatch(
      /^the catalogue has 5,000 products, 50\u00a0% fewer than the 10,000 live/,
    );
    const options = { site, previousProducts: 100, confirmed: false };
    expect(() => checkOutput(next, live, 50, options)).toThrow(HeldForConfirmation);
    expect(checkOutput(next, live, 50, { ...options, confirmed: true }).changed).toEqual(['index.html']);
  });

  it('refuses an output whose new or changed page shows undefined or links nowhere, naming the page', () => {
    const options = { site, previousProducts: undefined, confirmed: false };
    write(next, { 'product-details/A/1.html': page('<p>Price: undefined</p>') });
    expect(() => checkOutput(next, live, 1, options)).toThrow(CheckFailure);
    expect(() => checkOutput(next, live, 1, options)).toThrow(/^\/product-details\/A\/1 shows ".*Price: undefined …"$/);
    write(next, { 'product-details/A/1.html': page('<a href="/nowhere">x</a><a href="/nowhere-else">y</a>') });
    expect(() => checkOutput(next, live, 1, options)).toThrow(
      new CheckFailure('a link leads nowhere: /product-details/A/1 → /nowhere (and 1 more broken links)'),
    );
  });
});
