import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  compressionOf,
  compressOne,
  CompressState,
  contentHash,
  isCataloguePage,
  type CompressStats,
} from '../../scripts/delivery/compress.ts';
import { temporaryFolder } from '../support/temporary-folder.ts';

const stats = (): CompressStats => ({ compressed: 0, early: 0, reused: 0, skipped: 0, ms: 0 });

/** A page with enough varied text that brotli's qualities differ in size. */
const page = (title: string) =>
  Buffer.from(
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>` +
      Array.from(
        { length: 300 },
        (_, index) =>
          `<article class="card card--${index % 7}"><h3>Emulsifier grade ${index * 37}</h3>` +
          `<p>HLB ${(index % 17) + 3}, dosage ${(index % 9) + 1} ml per litre, pack ${index % 5 ? 'drum' : 'bag'}.</p></article>`,
      ).join('') +
      '</main></body></html>',
  );

const sizeAt = (content: Buffer, quality: number) =>
  brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      // The window compress.ts sizes to the file.
      [constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(content.length + 1)))),
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  }).length;

/** One build's output folder with `files` in it. */
function output(root: string, name: string, files: Record<string, Buffer>): string {
  const dir = join(root, name);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/** Compresses the file at `path` of the output `dir` as the build does; returns what it did. */
async function compressIn(dir: string, path: string, content: Buffer, options: Parameters<typeof compressOne>[4]) {
  const done = stats();
  await compressOne(join(dir, path), path, content, done, options);
  return done;
}

describe('compression by kind of file', () => {
  it("tells the catalogue's pages, in either language, from the site's own", () => {
    for (const path of [
      'product-details/Fensil_360.html',
      'hi/product-details/Adjuvant/FX_SL_09.html',
      'category/Fertilizers.html',
      'hi/category/Agro_chemicals_&_Emulsifiers/page/3.html',
      'products/Agro_chemicals_&_Emulsifiers/0.html',
    ]) {
      expect(isCataloguePage(path), path).toBe(true);
    }
    for (const path of [
      'index.html',
      'hi.html',
      'Resourcecenter.html',
      'hi/Resourcecenter.html',
      'Blog/Neem_Oil.html',
      'products.html',
      'hi/products.html',
      'Categories.html',
      'Categories/Fertilizers.html',
    ]) {
      expect(isCataloguePage(path), path).toBe(false);
    }
  });

  it('compresses the site’s own pages harder than the catalogue’s thousands, and hashed assets, cached for a year, at least as hard', () => {
    const site = compressionOf('Resourcecenter.html');
    const catalogue = compressionOf('product-details/Fensil_360.html');
    const asset = compressionOf('_astro/client.Bx1c2d3e.js');
    expect(site.quality).toBeGreaterThan(catalogue.quality);
    expect(asset.quality).toBeGreaterThanOrEqual(site.quality);
    expect(asset.gzipLevel).toBeGreaterThan(site.gzipLevel);
    // A catalogue page's gzip copy, which only clients without brotli get, costs the least time.
    expect(catalogue.gzipLevel).toBeLessThan(site.gzipLevel);
    // Files that are not pages (the sitemap, the search index) are compressed like catalogue pages.
    expect(compressionOf('sitemap.xml')).toEqual(catalogue);
    expect(compressionOf('catalogue-index.json')).toEqual(catalogue);
  });
});

describe('compressOne', () => {
  it("writes a site page's copies at its quality, and links them in the next build while the page is unchanged", async () => {
    const root = temporaryFolder('compress');
    process.env['COMPRESS_STATE_DIR'] = join(root, 'state');
    const content = page('Resource Center');
    const outDir = join(root, 'dist');

    const first = output(root, 'first', { 'Resourcecenter.html': content });
    const firstState = new CompressState(outDir);
    const firstStats = await compressIn(first, 'Resourcecenter.html', content, { state: firstState });
    firstState.save();
    const br = readFileSync(join(first, 'Resourcecenter.html.br'));
    expect(brotliDecompressSync(br)).toEqual(content);
    expect(gunzipSync(readFileSync(join(first, 'Resourcecenter.html.gz')))).toEqual(content);
    expect(br.length).toBe(sizeAt(content, compressionOf('Resourcecenter.html').quality));
    expect(br.length).toBeLessThan(sizeAt(content, compressionOf('product-details/x.html').quality));
    expect(firstStats).toMatchObject({ compressed: 1, reused: 0 });

    // The next build renders the same bytes: the previous copies are linked, not made again.
    const second = output(root, 'second', { 'Resourcecenter.html': content });
    const secondStats = await compressIn(second, 'Resourcecenter.html', content, {
      state: new CompressState(outDir),
      previousDir: first,
    });
    expect(secondStats).toMatchObject({ compressed: 0, reused: 1 });
    expect(statSync(join(second, 'Resourcecenter.html.br')).ino).toBe(
      statSync(join(first, 'Resourcecenter.html.br')).ino,
    );
  });

  it('compresses an unchanged page again when its copies were made at another quality', async () => {
    const root = temporaryFolder('compress');
    process.env['COMPRESS_STATE_DIR'] = join(root, 'state');
    const content = page('About us');
    const outDir = join(root, 'dist');
    // An output whose record names only the content its copies were made from, as before pages differed in quality.
    const previous = output(root, 'previous', {
      'about.html': content,
      'about.html.br': brotliCompressSync(content),
      'about.html.gz': Buffer.from('not what a new build would write'),
    });
    const record = new CompressState(outDir);
    record.record('about.html', contentHash(content));
    record.save();

    const next = output(root, 'next', { 'about.html': content });
    const nextStats = await compressIn(next, 'about.html', content, {
      state: new CompressState(outDir),
      previousDir: previous,
    });
    expect(nextStats).toMatchObject({ compressed: 1, reused: 0 });
    expect(readFileSync(join(next, 'about.html.br')).length).toBe(sizeAt(content, compressionOf('about.html').quality));
  });
});
