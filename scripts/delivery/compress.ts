/**
 * Pre-compressed .br and .gz copies of every text file, so neither the CDN nor our server compresses
 * on the fly.
 *
 * Brotli's default 4 MB window made q9 cost 35–150 ms a page (allocating and zeroing the window for
 * a 34 KB input; most of a 20-minute 10k-product build was that): the window is now sized to the file.
 * Measured on product pages with their CSS inlined (59 KB each, one thread, shared 2-core machine):
 *   brotli q3 0.5 ms → 14.3 KB, q4 2.3 ms → 13.5 KB, q5/q6 ~3 ms → 12.6 KB, q11 ~60 ms → 11.9 KB;
 *   gzip -1 0.4 ms → 15.7 KB, -5 1.1 ms → 14.1 KB, -6 1.5 ms → 14.0 KB.
 * Pages get brotli q5 (q4 and below would push a product page past 14 KB) and gzip -5 (only for the
 * few clients without brotli); the few hashed assets, cached for a year, get q11 and -9. A file
 * identical to the one in the previous dist/ reuses its compressed copies (rebuilds).
 */
import { link, readFile, stat, writeFile, copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;
/** Smaller files fit in one packet either way; compressing them only adds a header. */
const MIN_BYTES = 1024;
const PAGE_QUALITY = 5;
const PAGE_GZIP_LEVEL = 5;
const ASSET_QUALITY = 11;

export interface CompressStats {
  compressed: number;
  reused: number;
  skipped: number;
  ms: number;
}

const windowBits = (size: number) => Math.min(24, Math.max(16, Math.ceil(Math.log2(size + 1))));

export async function compressFile(file: string, content: Buffer, hashed: boolean): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: hashed ? ASSET_QUALITY : PAGE_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: windowBits(content.length),
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(content, { level: hashed ? 9 : PAGE_GZIP_LEVEL }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/** Reuses the previous build's .br/.gz of a byte-identical file; false when there is nothing to reuse. */
async function reusePrevious(file: string, content: Buffer, previous: string): Promise<boolean> {
  try {
    const [before, br, gz] = await Promise.all([stat(previous), stat(`${previous}.br`), stat(`${previous}.gz`)]);
    if (before.size !== content.length || !br.isFile() || !gz.isFile()) return false;
    if (!content.equals(await readFile(previous))) return false;
    await Promise.all([linkOrCopy(`${previous}.br`, `${file}.br`), linkOrCopy(`${previous}.gz`, `${file}.gz`)]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes `file`.br and `file`.gz (files under MIN_BYTES are left alone). `path` is relative to dist/;
 * with `previousDir` (the dist/ being replaced), a byte-identical file takes its compressed copies
 * from there.
 */
export async function compressOne(file: string, path: string, content: Buffer, stats: CompressStats, previousDir?: string): Promise<void> {
  if (content.length < MIN_BYTES) {
    stats.skipped++;
    return;
  }
  if (previousDir && (await reusePrevious(file, content, join(previousDir, path)))) {
    stats.reused++;
    return;
  }
  await compressFile(file, content, path.startsWith('_astro/') || path.startsWith('_astro\\'));
  stats.compressed++;
}
