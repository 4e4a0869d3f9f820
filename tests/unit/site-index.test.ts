import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeSiteIndex, siteIndexFor, type SiteIndexInputs } from '../../scripts/delivery/site-index.ts';

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

describe('the site index (alias pages, rules and sitemap from the list of pages)', () => {
  it('places alias pages, lists every alias and leaves aliases, noindex pages and the 404 page out of the sitemap', () => {
    const index = makeSiteIndex(inputs());
    expect(index.aliasPages).toEqual([
      {
        file: 'category/Fertilizers/0.html',
        source: 'category/Fertilizers.html',
        canonical: `${site}category/Fertilizers`,
        noindex: false,
      },
    ]);
    expect(index.pages).toBe(6);
    expect(index.aliases).toEqual([{ from: '/category/Fertilizers/0', to: '/category/Fertilizers', hasFile: true }]);
    expect(index.redirects.text).toContain('/category/Fertilizers/0 /category/Fertilizers 301');
    expect(index.nginxMap.text).toBe('"/category/Fertilizers/0" "/category/Fertilizers";\n');
    expect(index.sitemap.urls).toBe(3);
    expect(index.sitemap.text).toContain(`<loc>${site}category/Fertilizers</loc>`);
    expect(index.sitemap.text).not.toContain('offline');
    expect(index.sitemap.text).not.toContain('/0<');
  });

  it('refuses files that differ only by case, and an alias leading to a page the build did not write', () => {
    const clash = inputs();
    expect(() => makeSiteIndex({ ...clash, files: [...clash.files, 'About.html'] })).toThrow(
      /differ only by case: about.html and About.html/,
    );
    expect(() =>
      makeSiteIndex({ ...clash, aliases: [{ from: '/Agro', to: '/category/Agro', label: 'category Agro' }] }),
    ).toThrow(/\/Agro \(category Agro\) leads to \/category\/Agro, a page this build did not write/);
  });
});

describe('the saved site index', () => {
  let stateDir: string;
  const savedFile = () => join(stateDir, 'out.site-index.json');

  beforeEach(() => {
    stateDir = mkdtempSync(join(tmpdir(), 'site-index-'));
  });
  afterEach(() => {
    rmSync(stateDir, { recursive: true, force: true });
  });

  /** Marks the saved index, so that a later answer shows whether it came from the file. */
  const markSaved = () => {
    const saved = JSON.parse(readFileSync(savedFile(), 'utf8')) as { index: { sitemap: { text: string } } };
    saved.index.sitemap.text = 'from the saved index';
    writeFileSync(savedFile(), JSON.stringify(saved));
  };

  it('is used again for the same pages, listed in any order', () => {
    expect(siteIndexFor(savedFile(), inputs())).toEqual(makeSiteIndex(inputs()));
    markSaved();
    const same = inputs();
    const reordered = { ...same, files: [...same.files].reverse(), pages: [...same.pages].reverse() };
    expect(siteIndexFor(savedFile(), reordered).sitemap.text).toBe('from the saved index');
  });

  it('is made afresh when a page, an alias or the list of files changes', () => {
    siteIndexFor(savedFile(), inputs());
    const changes: SiteIndexInputs[] = [
      { ...inputs(), pages: inputs().pages.map((page) => ({ ...page, noindex: page.file === 'about.html' })) },
      { ...inputs(), aliases: [] },
      { ...inputs(), files: [...inputs().files, 'careers.html'] },
      { ...inputs(), site: 'https://www.example.com/' },
    ];
    for (const changed of changes) {
      markSaved();
      const index = siteIndexFor(savedFile(), changed);
      expect(index.sitemap.text).not.toBe('from the saved index');
      expect(index).toEqual(makeSiteIndex(changed));
    }
  });
});
