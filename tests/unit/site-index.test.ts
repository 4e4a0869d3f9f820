import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  makeSiteIndex,
  siteIndexFiles,
  siteIndexFor,
  type SiteIndexFiles,
  type SiteIndexInputs,
} from '../../scripts/delivery/site-index.ts';

const site = 'https://example.com/';

/** A small site: two pages, a category alias page, an old address of a product, a noindex page and the 404 page. */
const inputs = (): SiteIndexInputs => ({
  files: ['index.html', 'about.html', 'category/Fertilizers.html', 'offline.html', '404.html', '_astro/app.1234.js'],
  pages: [
    { file: 'index.html', canonical: site, noindex: false },
    { file: 'about.html', canonical: `${site}about`, noindex: false },
    { file: 'category/Fertilizers.html', canonical: `${site}category/Fertilizers`, noindex: false },
    { file: 'offline.html', canonical: `${site}offline`, noindex: true },
    { file: '404.html', canonical: undefined, noindex: true },
  ],
  aliases: [{ from: '/category/Fertilizers/0', to: '/category/Fertilizers', label: 'category Fertilizers' }],
  site,
});

/** A folder for the files an index writes, removed after each test. */
let stateDir: string;
beforeEach(() => {
  stateDir = mkdtempSync(join(tmpdir(), 'site-index-'));
});
afterEach(() => {
  rmSync(stateDir, { recursive: true, force: true });
});

const read = (files: SiteIndexFiles) => ({
  redirects: readFileSync(files.redirects, 'utf8'),
  nginxMap: readFileSync(files.nginxMap, 'utf8'),
  sitemap: readFileSync(files.sitemap, 'utf8'),
});

/** The index made afresh into a folder of its own, and the text of its files. */
function madeAfresh(from: SiteIndexInputs) {
  const files = siteIndexFiles(join(mkdtempSync(join(stateDir, 'afresh-')), 'index.json'));
  return { index: makeSiteIndex(from, files), ...read(files) };
}

describe('the site index (alias pages, rules and sitemap from the list of pages)', () => {
  it('places alias pages, lists every alias and leaves aliases, noindex pages and the 404 page out of the sitemap', () => {
    const { index, redirects, nginxMap, sitemap } = madeAfresh(inputs());
    expect(index.aliasPages).toEqual([
      {
        file: 'category/Fertilizers/0.html',
        source: 'category/Fertilizers.html',
        canonical: `${site}category/Fertilizers`,
        noindex: false,
      },
    ]);
    expect(index.pages).toBe(6);
    expect(index.aliases).toBe(1);
    expect(index.redirects).toBe(1);
    expect(redirects).toContain('\n/category/Fertilizers/0 /category/Fertilizers 301\n');
    expect(nginxMap).toBe('"/category/Fertilizers/0" "/category/Fertilizers";\n');
    expect(index.sitemapUrls).toBe(3);
    expect(sitemap).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `  <url><loc>${site}</loc></url>\n` +
        `  <url><loc>${site}about</loc></url>\n` +
        `  <url><loc>${site}category/Fertilizers</loc></url>\n` +
        '</urlset>\n',
    );
  });

  it('refuses files that differ only by case, and an alias leading to a page the build did not write', () => {
    const clash = inputs();
    expect(() => madeAfresh({ ...clash, files: [...clash.files, 'About.html'] })).toThrow(
      /differ only by case: about.html and About.html/,
    );
    expect(() =>
      madeAfresh({ ...clash, aliases: [{ from: '/Agro', to: '/category/Agro', label: 'category Agro' }] }),
    ).toThrow(/\/Agro \(category Agro\) leads to \/category\/Agro, a page this build did not write/);
  });
});

describe('the saved site index', () => {
  const savedFile = () => join(stateDir, 'out.site-index.json');
  /** The index and its files as the build gets them: saved, or made afresh and saved. */
  const indexFor = (from: SiteIndexInputs) => {
    const index = siteIndexFor(savedFile(), from);
    return { index, ...read(siteIndexFiles(savedFile())) };
  };

  /** Marks the saved sitemap, so that a later answer shows whether it came from the saved files. */
  const markSaved = () => {
    writeFileSync(siteIndexFiles(savedFile()).sitemap, 'from the saved index');
  };

  it('is used again for the same pages, listed in any order', () => {
    expect(indexFor(inputs())).toEqual(madeAfresh(inputs()));
    markSaved();
    const same = inputs();
    const reordered = { ...same, files: [...same.files].reverse(), pages: [...same.pages].reverse() };
    expect(indexFor(reordered).sitemap).toBe('from the saved index');
  });

  it('is made afresh when a page, an alias or the list of files changes', () => {
    indexFor(inputs());
    const changes: SiteIndexInputs[] = [
      { ...inputs(), pages: inputs().pages.map((page) => ({ ...page, noindex: page.file === 'about.html' })) },
      { ...inputs(), aliases: [] },
      { ...inputs(), files: [...inputs().files, 'careers.html'] },
      { ...inputs(), site: 'https://www.example.com/' },
    ];
    for (const changed of changes) {
      markSaved();
      const now = indexFor(changed);
      expect(now.sitemap).not.toBe('from the saved index');
      expect(now).toEqual(madeAfresh(changed));
    }
  });

  it("is saved in a state folder the build has not made yet (a fresh checkout's first build)", () => {
    const file = join(stateDir, 'render-state', 'out.site-index.json');
    const index = siteIndexFor(file, inputs());
    expect(readFileSync(siteIndexFiles(file).redirects, 'utf8')).toContain('/category/Fertilizers/0');
    expect(siteIndexFor(file, inputs())).toEqual(index);
  });

  it('is made afresh when one of its files is gone, and not used when a build stopped while writing them', () => {
    indexFor(inputs());
    rmSync(siteIndexFiles(savedFile()).nginxMap);
    expect(indexFor(inputs())).toEqual(madeAfresh(inputs()));

    // A build with other pages stops before its index is saved, and may have rewritten the files (the
    // mark stands for those): the next build, with the first pages again, must not take them as the old index's.
    markSaved();
    const broken = { ...inputs(), aliases: [{ from: '/Agro', to: '/category/Agro', label: 'category Agro' }] };
    expect(() => indexFor(broken)).toThrow(/a page this build did not write/);
    expect(existsSync(savedFile())).toBe(false);
    expect(indexFor(inputs())).toEqual(madeAfresh(inputs()));
  });
});
