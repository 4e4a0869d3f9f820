import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, renderHeadersFile } from '../../scripts/delivery/headers.ts';
import { indexFileNames, placeAliasFile } from '../../scripts/delivery/file-names.ts';
import {
  parseNginxMap,
  renderNginxHttpConf,
  writeNginxMap,
  renderNginxServerConf,
} from '../../scripts/delivery/nginx.ts';
import {
  aliasOf,
  encodePath,
  isCaseOnly,
  pageUrl,
  renderRedirectsFile,
  toUrlPath,
} from '../../scripts/delivery/redirects.ts';
import {
  renderBuildReport,
  summariseBuild,
  summariseCatalogue,
  type BuildFacts,
} from '../../scripts/delivery/report.ts';
import { readCompanyFacts } from '../../src/content/company/facts.ts';
import { listSampleFacts } from '../../src/content/company/samples.ts';
import type { Product, Snapshot } from '../../src/lib/api/types.ts';
import { product, snapshot } from '../support/records.ts';
import { temporaryFolder } from '../support/temporary-folder.ts';

const site = new URL('https://www.example.com');

/** The nginx map written for `aliases`, as one text, and the aliases it leaves out. */
function nginxMap(aliases: Parameters<typeof writeNginxMap>[0], pagePaths: string[]) {
  const lines: string[] = [];
  const left = writeNginxMap(aliases, pagePaths, (line) => lines.push(line));
  return { text: lines.join(''), left };
}

describe('aliases from canonical links', () => {
  it('maps files to the paths they are served at', () => {
    expect(toUrlPath('index.html')).toBe('/');
    expect(toUrlPath('about.html')).toBe('/about');
    expect(toUrlPath('Blog/index.html')).toBe('/Blog');
  });

  it('a page whose canonical link is elsewhere is an alias of it; a page pointing at itself is not', () => {
    expect(aliasOf('Agro.html', 'https://www.example.com/category/Agro_chemicals_%26_Emulsifiers', site)).toEqual({
      from: '/Agro',
      to: '/category/Agro_chemicals_%26_Emulsifiers',
      hasFile: true,
    });
    expect(aliasOf('about.html', 'https://www.example.com/about', site)).toBeUndefined();
    // The same path spelled with and without percent-encoding is the same page.
    expect(
      aliasOf('product-details/A,B/X.html', 'https://www.example.com/product-details/A%2CB/X', site),
    ).toBeUndefined();
    expect(aliasOf('x.html', undefined, site)).toBeUndefined();
  });

  it("spells a page's URL as the URL parser does, for every character a name can hold", () => {
    const paths = [
      '/',
      '/about',
      '/product-details/Neem Oil (2)/FX-1',
      "/product-details/A,B;C=D&E+F/it's_50%_*~!",
      '/product-details/C#/Spray_Right?_WP',
      '/product-details/कीटनाशक/ζ-é/日本',
      '/Blog/"quoted" <tag> {x} `y` |z| ^w^ [v] \\u',
    ];
    for (const path of paths) expect(pageUrl(path, site), path).toBe(new URL(encodePath(path), site).href);
    expect(pageUrl('/about', new URL('http://localhost:4321/'))).toBe('http://localhost:4321/about');
  });

  it('writes plain 301s (Cloudflare ignores "301!"), rule-only and site aliases first, within the host limit', () => {
    const aliases = [
      { from: '/product-details/Zinc', to: '/product-details/Zinc/FX_1', hasFile: true },
      { from: '/Agro', to: '/category/Agro', hasFile: true },
      {
        from: '/product-details/Spray_Right%3F_WP/SR-1',
        to: '/product-details/Spray_Right~3F_WP/SR-1',
        hasFile: false,
      },
    ];
    const { text, written } = renderRedirectsFile(aliases, 2);
    expect(written).toBe(2);
    expect(text.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([
      '/product-details/Spray_Right%3F_WP/SR-1 /product-details/Spray_Right~3F_WP/SR-1 301',
      '/Agro /category/Agro 301',
    ]);
  });

  it('leaves an alias that differs from its page only by case out of _redirects: a case-insensitive host would loop', () => {
    const alias = { from: '/resourcecenter', to: '/Resourcecenter', hasFile: true };
    expect(isCaseOnly(alias)).toBe(true);
    expect(renderRedirectsFile([alias]).written).toBe(0);
    // nginx matches plain map keys ignoring case: a case-sensitive expression keeps /Resourcecenter out of it.
    const { text } = nginxMap([alias], ['/Resourcecenter', '/resourcecenter']);
    expect(text).toBe('"~^/resourcecenter$" "/Resourcecenter";\n');
    expect(parseNginxMap(text)).toEqual(new Map([['/resourcecenter', '/Resourcecenter']]));
  });

  it('writes an nginx map keyed by the decoded path nginx matches, and reads it back', () => {
    const aliases = [
      { from: '/Categories/Home-%26-Cleaning', to: '/category/Home_%26_Cleaning', hasFile: true },
      { from: '/product-details/N%2FP_%22B%22_%5C/X', to: '/product-details/N~2FP_%22B%22_%5C/X', hasFile: false },
      { from: `/Blog/${'%E0%A4%A8'.repeat(1400)}`, to: '/Blog/x', hasFile: false },
    ];
    const { text, left } = nginxMap(aliases, ['/Categories/Home-&-Cleaning', '/product-details/n/p_"b"_\\/X.html']);
    expect(text).toContain('"/Categories/Home-&-Cleaning" "/category/Home_%26_Cleaning";\n');
    expect(text).toContain('"/product-details/N/P_\\"B\\"_\\\\/X"');
    expect(text).not.toContain('~^');
    expect(parseNginxMap(text)).toEqual(
      new Map([
        ['/product-details/N/P_"B"_\\/X', '/product-details/N~2FP_%22B%22_%5C/X'],
        ['/Categories/Home-&-Cleaning', '/category/Home_%26_Cleaning'],
      ]),
    );
    // Over nginx's 4 KB token limit: left out, and the build names it.
    expect(left.map((alias) => alias.to)).toEqual(['/Blog/x']);
  });

  it('sizes nginx map buckets to the longest key and sends the headers of _headers with every answer', () => {
    expect(renderNginxHttpConf(100, 10)).toContain('map_hash_bucket_size 256;');
    expect(renderNginxHttpConf(3000, 10)).toContain('map_hash_bucket_size 4096;');
    expect(renderNginxHttpConf(10, 10)).toMatch(/~\^\/_astro\/ "public, max-age=31536000, immutable";/);
    const server = renderNginxServerConf();
    expect(server).toContain(`add_header X-Frame-Options "DENY" always;`);
    expect(server).toContain('return 301 $site_old_link$is_args$args;');
  });
});

describe('file names of dist/', () => {
  it('finds files that differ only by case, and a file named like a folder', () => {
    expect(indexFileNames(['Resourcecenter.html', 'about.html', 'resourcecenter.html']).collisions).toEqual([
      ['Resourcecenter.html', 'resourcecenter.html'],
    ]);
    expect(indexFileNames(['category/A.html', 'CATEGORY/A.HTML/x.html']).collisions).toHaveLength(1);
    // A file named like a folder further up, in either order, whatever the folders between.
    expect(indexFileNames(['Blog', 'blog/2024/post/index.html']).collisions).toEqual([
      ['Blog', 'blog/2024/post/index.html'],
    ]);
    expect(indexFileNames(['blog/2024/a.html', 'blog/2024/post/index.html', 'BLOG/2024']).collisions).toEqual([
      ['blog/2024', 'BLOG/2024'],
    ]);
    // Folders that differ only by case merge harmlessly when their files differ.
    expect(
      indexFileNames(['product-details/Neem_Oil/FX1.html', 'product-details/NEEM_OIL/FX1_(2).html']).collisions,
    ).toEqual([]);
  });

  it('puts an alias page at {path}.html, else {path}/index.html, else nowhere', () => {
    const { names } = indexFileNames([
      'Resourcecenter.html',
      'product-details/Neem_Oil.html',
      'product-details/NEEM_OIL/(2).html',
    ]);
    expect(placeAliasFile('/about-us', names)).toBe('about-us.html');
    expect(placeAliasFile('/resourcecenter', names)).toBe('resourcecenter/index.html');
    expect(placeAliasFile('/product-details/NEEM_OIL', names)).toBe('product-details/NEEM_OIL/index.html');
    // A name with "/" sits at its decoded path, where every static host looks for it.
    expect(placeAliasFile('/product-details/N%2FP_Booster/NP-1', names)).toBe('product-details/N/P_Booster/NP-1.html');
    for (const from of [
      '/product-details/Spray_Right%3F_WP',
      '/product-details/C%23',
      '/product-details/..',
      `/Blog/${'x'.repeat(251)}`,
    ]) {
      expect(placeAliasFile(from, names), from).toBeUndefined();
    }
  });
});

describe('cache headers', () => {
  it('hashed assets and resized images are immutable for a year; pages revalidate', () => {
    expect(cacheControlFor('/_astro/client.abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/_img/0123456789abcdef-400.webp')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/about')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('/images/leaf.webp')).toContain('max-age=604800');
  });

  it('the _headers file never sets Cache-Control for /* (hosts would join it to the specific rules)', () => {
    const blocks = renderHeadersFile().split('\n\n');
    const all = blocks.find((block) => block.startsWith('/*\n'));
    expect(all).toBeDefined();
    expect(all).not.toMatch(/Cache-Control/);
    expect(blocks.find((block) => block.startsWith('/_astro/*'))).toContain('immutable');
  });
});

describe('build report', () => {
  it('names every record left out and why, and every image that failed', () => {
    const report = renderBuildReport({
      finishedAt: new Date('2026-01-02T03:04:05Z'),
      outDir: 'dist',
      catalogue: summariseCatalogue(
        snapshot([product('1', 'Urea')], {
          leftOut: [{ kind: 'product', record: 'id 77 (no name)', field: 'Name', reason: 'is missing' }],
        }),
      ),
      changes: undefined,
      pages: 10,
      sitemapUrls: 8,
      rendered: 3,
      redirects: { aliases: 2, written: 2 },
      images: { published: 5, failures: new Map([['https://api.example.com/x.png', 'HTTP 404']]) },
      sampleFacts: [],
      compression: { compressed: 3, reused: 7 },
      timings: { pull: 1000, total: 5000 },
    });
    expect(report).toContain('Pages built: **10**');
    expect(report).toContain('rendered this time: 3, reused from the last build: 7');
    expect(report).toContain('Product “id 77 (no name)”: Name is missing');
    expect(report).toContain('https://api.example.com/x.png: HTTP 404');
    expect(report).toContain('No earlier build to compare with.');
  });

  it('lists the company facts still samples, in the report and in the printed summary', () => {
    const sampleFacts = listSampleFacts(readCompanyFacts('src/content/company/company.json'));
    const facts: BuildFacts = {
      finishedAt: new Date('2026-01-02T03:04:05Z'),
      outDir: 'dist',
      catalogue: summariseCatalogue(snapshot([])),
      changes: undefined,
      pages: 10,
      sitemapUrls: 8,
      rendered: 10,
      redirects: { aliases: 0, written: 0 },
      images: { published: 0, failures: new Map() },
      sampleFacts,
      compression: { compressed: 0, reused: 0 },
      timings: { total: 1000 },
    };
    const report = renderBuildReport(facts);
    expect(report).toContain(`## Company facts still samples (${sampleFacts.length})`);
    for (const sample of sampleFacts) expect(report).toContain(`- ${sample.label} [${sample.path}]: ${sample.value}`);
    expect(summariseBuild(facts, 'report.md')).toContain(
      `${sampleFacts.length} company facts are samples: legal name; `,
    );
    expect(renderBuildReport({ ...facts, sampleFacts: [] })).toContain('None: every company fact is confirmed.');
  });
});

describe('render cache (incremental rebuilds)', () => {
  const setup = () => {
    const root = temporaryFolder('render-cache');
    process.env['RENDER_STATE_DIR'] = join(root, 'state');
    const outDir = join(root, 'dist');
    mkdirSync(join(outDir, 'product-details', 'Urea'), { recursive: true });
    writeFileSync(join(outDir, 'product-details', 'Urea', 'FX_1.html'), '<html></html>');
    return { outDir };
  };

  it('reuses a page only when its key and the site fingerprint are unchanged and its file exists', async () => {
    const { RenderCache } = await import('../../scripts/delivery/render-cache.ts');
    const { outDir } = setup();
    const page = 'product-details/Urea/FX_1.html';
    const keys = (key: string, file = page) => new Map([[file, key]]);
    const first = new RenderCache(outDir, 'site-1');
    expect(first.planReuse(keys('key-a'))).toEqual([]);
    first.save(
      new Map([[page, { hash: 'h', canonical: 'https://x/p', noindex: false, images: ['0123456789abcdef-400.webp'] }]]),
    );

    const same = new RenderCache(outDir, 'site-1');
    expect(same.planReuse(keys('key-a'))).toEqual([page]);
    expect(same.reused.get(page)?.images).toEqual(['0123456789abcdef-400.webp']);
    expect(new RenderCache(outDir, 'site-1').planReuse(keys('key-b'))).toEqual([]);
    expect(new RenderCache(outDir, 'site-2').planReuse(keys('key-a'))).toEqual([]);
    expect(new RenderCache(outDir, 'site-1', { force: true }).planReuse(keys('key-a'))).toEqual([]);
    expect(new RenderCache(outDir, 'site-1').planReuse(keys('key-a', 'product-details/Gone/FX_9.html'))).toEqual([]);
  });

  it("saves each page's pictures grouped, and groups those of a state saved before grouping", async () => {
    const { RenderCache } = await import('../../scripts/delivery/render-cache.ts');
    const { outDir } = setup();
    const page = 'product-details/Urea/FX_1.html';
    const files = ['0123456789abcdef-400.webp', '0123456789abcdef-100.webp', '0123456789abcdef-100.avif'];
    const first = new RenderCache(outDir, 'site-1');
    first.planReuse(new Map([[page, 'key-a']]));
    first.save(new Map([[page, { hash: 'h', canonical: undefined, noindex: false, images: files }]]));
    const [stateFile] = readdirSync(process.env['RENDER_STATE_DIR']!);
    const saved = join(process.env['RENDER_STATE_DIR']!, stateFile!);
    // The first layout: no format, every file by name.
    const state = JSON.parse(readFileSync(saved, 'utf8')) as { format?: number; pages: Record<string, unknown> };
    delete state.format;
    writeFileSync(saved, JSON.stringify(state));

    const next = new RenderCache(outDir, 'site-1');
    expect(next.planReuse(new Map([[page, 'key-a']]))).toEqual([page]);
    expect(next.reused.get(page)?.images).toEqual(['0123456789abcdef-100,400.webp', '0123456789abcdef-100.avif']);
    next.save(new Map());
    expect(JSON.parse(readFileSync(saved, 'utf8'))).toMatchObject({
      format: 2,
      pages: { [page]: { images: ['0123456789abcdef-100,400.webp', '0123456789abcdef-100.avif'] } },
    });
  });

  it('rewrites the state only when a keyed page was rendered, added or removed', async () => {
    const { RenderCache } = await import('../../scripts/delivery/render-cache.ts');
    const { outDir } = setup();
    const page = 'product-details/Urea/FX_1.html';
    const record = { hash: 'h', canonical: undefined, noindex: false, images: [] };
    const first = new RenderCache(outDir, 'site-1');
    first.planReuse(new Map([[page, 'key-a']]));
    first.save(new Map([[page, record]]));
    const [stateFile] = readdirSync(process.env['RENDER_STATE_DIR']!);
    const saved = join(process.env['RENDER_STATE_DIR']!, stateFile!);
    // The same state written another way: a rewrite would write it compact again.
    const marked = JSON.stringify(JSON.parse(readFileSync(saved, 'utf8')), null, 1);
    writeFileSync(saved, marked);

    const kept = new RenderCache(outDir, 'site-1');
    expect(kept.planReuse(new Map([[page, 'key-a']]))).toEqual([page]);
    kept.save(new Map());
    expect(readFileSync(saved, 'utf8')).toBe(marked);

    writeFileSync(join(outDir, 'product-details', 'Urea', 'FX_2.html'), '<html></html>');
    const added = new RenderCache(outDir, 'site-1');
    added.planReuse(
      new Map([
        [page, 'key-a'],
        ['product-details/Urea/FX_2.html', 'key-b'],
      ]),
    );
    added.save(new Map([['product-details/Urea/FX_2.html', record]]));
    expect(Object.keys((JSON.parse(readFileSync(saved, 'utf8')) as { pages: object }).pages)).toHaveLength(2);

    const removed = new RenderCache(outDir, 'site-1');
    expect(removed.planReuse(new Map([[page, 'key-a']]))).toEqual([page]);
    removed.save(new Map());
    expect(Object.keys((JSON.parse(readFileSync(saved, 'utf8')) as { pages: object }).pages)).toEqual([page]);

    const edited = new RenderCache(outDir, 'site-1');
    expect(edited.planReuse(new Map([[page, 'key-c']]))).toEqual([]);
    edited.save(new Map([[page, record]]));
    expect(
      (JSON.parse(readFileSync(saved, 'utf8')) as { pages: Record<string, { key: string }> }).pages[page]?.key,
    ).toBe('key-c');
  });

  it('keys a product page by the product and its related products', async () => {
    const { keyPages } = await import('../../scripts/delivery/render-cache.ts');
    const { createSiteData } = await import('../../src/lib/site-data.ts');
    const products = [product('1', 'Urea', { code: 'U-1' }), product('2', 'Potash'), product('3', 'Gypsum')];
    const before = keyPages(createSiteData(snapshot(products)));
    expect([...before.keys()]).toEqual([
      'product-details/Urea/U-1.html',
      'hi/product-details/Urea/U-1.html',
      'product-details/Potash.html',
      'hi/product-details/Potash.html',
      'product-details/Gypsum.html',
      'hi/product-details/Gypsum.html',
      'category/Fertilizers.html',
      'hi/category/Fertilizers.html',
    ]);
    // The two editions of a page are files of their own, with keys of their own.
    expect(before.get('hi/product-details/Potash.html')).not.toBe(before.get('product-details/Potash.html'));
    const keysAfter = (edited: Product) => keyPages(createSiteData(snapshot([products[0]!, edited, products[2]!])));
    const changedFiles = (after: Map<string, string>) =>
      [...after.keys()].filter((file) => after.get(file) !== before.get(file) && !file.startsWith('hi/'));
    // Every page shows the other two as related products' cards, and their category's page lists all three:
    // a change to what a card shows changes every key.
    expect(changedFiles(keysAfter(product('2', 'Potash', { dosage: '2 ml per litre' })))).toEqual([
      'product-details/Urea/U-1.html',
      'product-details/Potash.html',
      'product-details/Gypsum.html',
      'category/Fertilizers.html',
    ]);
    // A description, instructions or a video only its own page shows: only its own pages are rendered again.
    for (const edit of [
      { description: 'changed' },
      { instructions: ['Dissolve first'] },
      { videoGuide: 'https://youtu.be/x' },
    ]) {
      expect(changedFiles(keysAfter(product('2', 'Potash', edit)))).toEqual(['product-details/Potash.html']);
    }
    expect(keyPages(createSiteData(snapshot(products)))).toEqual(before);
  });

  it('splits a product into what its listings show and what only its own page adds, every field in one part', async () => {
    const { splitProduct } = await import('../../src/lib/catalogue/products.ts');
    const { createSiteData } = await import('../../src/lib/site-data.ts');
    const [listedProduct] = createSiteData(
      snapshot([product('1', 'Urea', { code: 'U-1', description: 'Granules' })]),
    ).products;
    const { listed, ownPage } = splitProduct(listedProduct!);
    expect(Object.keys(ownPage).sort()).toEqual(['description', 'instructions', 'videoGuide']);
    expect(Object.keys(listed).filter((field) => field in ownPage)).toEqual([]);
    expect({ ...listed, ...ownPage }).toEqual(listedProduct);
  });

  it('keys a category page by the products of its node and of the nodes below it, and nothing else', async () => {
    const { keyPages } = await import('../../scripts/delivery/render-cache.ts');
    const { createSiteData } = await import('../../src/lib/site-data.ts');
    const agro = { id: 'a', name: 'Agro' };
    const emulsifiers = { id: 's', name: 'Emulsifiers' };
    const catalogue = (edit: Partial<Product>) =>
      snapshot(
        [product('1', 'Urea'), product('2', 'Emulsifier 100', { category: agro, subCategory: emulsifiers, ...edit })],
        {
          categories: [{ id: 'c', name: 'Fertilizers' }, agro],
          subCategories: [emulsifiers],
        },
      );
    const before = keyPages(createSiteData(catalogue({ description: 'd' })));
    const changedPages = (edit: Partial<Product>) => {
      const after = keyPages(createSiteData(catalogue({ description: 'd', ...edit })));
      return [...after.keys()]
        .filter((file) => after.get(file) !== before.get(file) && !file.includes('product-details'))
        .filter((file) => !file.startsWith('hi/'))
        .sort();
    };
    // The sub-category's page, the category's landing and its full listing show the product; Fertilizers does not.
    expect(changedPages({ code: 'E-100' })).toEqual([
      'category/Agro.html',
      'category/Emulsifiers.html',
      'products/Agro/0.html',
    ]);
    // None of them shows its description.
    expect(changedPages({ description: 'changed' })).toEqual([]);
  });

  it('keys each page of a long category by the products on it and the category’s count', async () => {
    const { keyPages } = await import('../../scripts/delivery/render-cache.ts');
    const { createSiteData } = await import('../../src/lib/site-data.ts');
    const { PRODUCTS_PER_PAGE } = await import('../../src/lib/catalogue/pagination.ts');
    // Two pages and one product: the last product is alone on page 2.
    const count = PRODUCTS_PER_PAGE + 1;
    const catalogue = (edit: (index: number) => Partial<Product>, length = count) =>
      snapshot(Array.from({ length }, (_, index) => product(String(index + 1), `Grade ${index + 1}`, edit(index))));
    const before = keyPages(createSiteData(catalogue(() => ({}))));
    const changedPages = (after: Map<string, string>) =>
      [...after.keys()].filter((file) => after.get(file) !== before.get(file) && file.startsWith('category/')).sort();
    expect([...before.keys()].filter((file) => file.includes('category/Fertilizers')).sort()).toEqual([
      'category/Fertilizers.html',
      'category/Fertilizers/page/2.html',
      'hi/category/Fertilizers.html',
      'hi/category/Fertilizers/page/2.html',
    ]);
    // An edit of what a listing shows: only the page the product is on.
    const dosage = (at: number) => (index: number) => (index === at ? { dosage: '2 kg per acre' } : {});
    expect(changedPages(keyPages(createSiteData(catalogue(dosage(0)))))).toEqual(['category/Fertilizers.html']);
    expect(changedPages(keyPages(createSiteData(catalogue(dosage(count - 1)))))).toEqual([
      'category/Fertilizers/page/2.html',
    ]);
    // One product fewer: the count on every page changes, and page 2 is gone.
    const fewer = keyPages(createSiteData(catalogue(() => ({}), count - 1)));
    expect(changedPages(fewer)).toEqual(['category/Fertilizers.html']);
    expect(fewer.has('category/Fertilizers/page/2.html')).toBe(false);
  });

  it('the site fingerprint follows the environment and the categories, not the products, posts or openings', async () => {
    const { siteFingerprint } = await import('../../scripts/delivery/render-cache.ts');
    const { createSiteData } = await import('../../src/lib/site-data.ts');
    const fingerprint = (data: Snapshot) => siteFingerprint(createSiteData(data));
    const base = snapshot([product('1', 'Urea'), product('2', 'Potash')]);
    const before = fingerprint(base);
    expect(fingerprint(snapshot([product('1', 'Urea', { description: 'changed' }), product('2', 'Potash')]))).toBe(
      before,
    );
    // Product pages show neither: a post published reuses them all.
    expect(fingerprint({ ...base, blogs: [{ id: 'b', title: 'New', image: null, html: '', createdAt: null }] })).toBe(
      before,
    );
    expect(fingerprint({ ...base, categories: [...base.categories, { id: 'p', name: 'Pesticides' }] })).not.toBe(
      before,
    );
    // A product placed in a category the API does not list adds that category to every page's call-back form.
    const moved = product('2', 'Potash', { category: { id: 'c-new', name: 'Zeta Agents' } });
    expect(fingerprint(snapshot([product('1', 'Urea'), moved]))).not.toBe(before);
    const site = process.env['SITE_URL'];
    process.env['SITE_URL'] = 'https://elsewhere.example';
    try {
      expect(fingerprint(base)).not.toBe(before);
    } finally {
      if (site === undefined) delete process.env['SITE_URL'];
      else process.env['SITE_URL'] = site;
    }
  });
});
