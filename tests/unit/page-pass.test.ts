import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { passOverFiles, passOverOutput, type PassContext, type PassResult } from '../../scripts/delivery/page-pass.ts';
import { CompressState } from '../../scripts/delivery/compress.ts';
import { temporaryFolder } from '../support/temporary-folder.ts';

const SITE = 'http://localhost:4321';

/** A page of `index`: its own canonical address (or another's, for an alias page), two pictures, text enough to compress. */
function page(index: number): { file: string; html: string } {
  const alias = index % 50 === 7;
  const file = alias ? `old/${index}.html` : `p/${index % 40}/${index}.html`;
  const canonical = alias ? `${SITE}/p/0/0` : `${SITE}/${file.replace(/\.html$/, '')}`;
  const robots = index % 100 === 3 ? '<meta name="robots" content="noindex">' : '';
  const picture = (n: number) => `/_img/${n.toString(16).padStart(16, '0')}-400.avif`;
  return {
    file,
    html:
      `<!doctype html><html><head><link rel="canonical" href="${canonical}">${robots}</head><body>` +
      `<img src="${picture(index % 30)}"><img src="${picture(1000)}">` +
      `<p>Product ${index}: ${'an emulsifier for EC formulations. '.repeat(40)}</p></body></html>`,
  };
}

function setUp(count: number): { context: PassContext; files: string[] } {
  const root = temporaryFolder('page-pass');
  const dir = join(root, 'staging');
  const files: string[] = [];
  for (let index = 0; index < count; index++) {
    const { file, html } = page(index);
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), html);
    files.push(join(dir, file));
  }
  process.env['COMPRESS_STATE_DIR'] = join(root, 'compress-state');
  return { context: { dir, site: SITE, outDir: join(root, 'dist') }, files };
}

/** The result and the compression record with their lists in one order, as the two threads finish theirs in any order. */
const sorted = (result: PassResult, state: CompressState) => ({
  pages: [...result.pages].sort((a, b) => a.file.localeCompare(b.file)),
  records: [...result.records].sort(([a], [b]) => a.localeCompare(b)),
  images: [...result.images].sort(),
  compression: result.compression,
  compressed: [...state.recorded()].sort(([a], [b]) => a.localeCompare(b)),
});

describe('the pass over the output', () => {
  it('gives the same facts, records and compressed copies when a worker thread takes half the files', async () => {
    // Enough files for the pass to share them with a worker thread.
    const shared = setUp(2400);
    const alone = setUp(2400);
    const sharedState = new CompressState(shared.context.outDir);
    const aloneState = new CompressState(alone.context.outDir);
    const byWorker = await passOverOutput(shared.files, shared.context, sharedState);
    const byOne = await passOverFiles(alone.files, alone.context, aloneState);

    const strip = (result: ReturnType<typeof sorted>, dir: string) =>
      JSON.parse(JSON.stringify(result).replaceAll(dir, '<dir>')) as unknown;
    expect(strip(sorted(byWorker, sharedState), shared.context.dir)).toEqual(
      strip(sorted(byOne, aloneState), alone.context.dir),
    );

    const { pages, records, images, compression } = sorted(byWorker, sharedState);
    expect(pages).toHaveLength(2400);
    expect(pages.find((facts) => facts.file === 'p/3/3.html')).toEqual({
      file: 'p/3/3.html',
      canonical: `${SITE}/p/3/3`,
      noindex: true,
    });
    expect(records).toHaveLength(2400);
    expect(images).toHaveLength(31);
    // Alias pages (48 of them) only send the visitor on: no compressed copies.
    expect(compression).toMatchObject({ compressed: 2400 - 48, skipped: 48 });
    const file = join(shared.context.dir, 'p/5/5.html');
    const original = readFileSync(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(original);
    expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(original);
    expect(existsSync(join(shared.context.dir, 'old/7.html.br'))).toBe(false);
  });
});
