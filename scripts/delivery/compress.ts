/**
 * Pre-compressed .br and .gz copies of every text file, so neither the CDN nor our server compresses
 * on the fly.
 *
 * Measured on this project's product pages (34 KB of HTML each, 2-core machine, one thread):
 *   brotli q5 0.6 ms → 6.82 KB, q9 1.2 ms → 6.78 KB, q11 57 ms → 6.23 KB;
 *   gzip -6 0.44 ms → 7.37 KB, -9 0.42 ms → 7.35 KB.
 * Brotli's default 4 MB window made q9 cost 35–150 ms a page (allocating and zeroing the window for a
 * 34 KB input; most of a 20-minute 10k-product build was that): the window is now sized to the file.
 * Pages get q6 (within 0.5% of q9, half the time); the few hashed assets, cached for a year by every
 * visitor, get q11. A file identical to the one in the previous dist/ reuses its compressed copies.
 */
import { link, readFile, stat, writeFile, copyFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;
/** Smaller files fit in one packet either way; compressing them only adds a header. */
const MIN_BYTES = 1024;
const PAGE_QUALITY = 6;
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
    gzipAsync(content, { level: hashed ? 9 : 6 }),
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
 * Compresses `files` of `dir`. With `previousDir` (the dist/ being replaced), unchanged files take
 * their compressed copies from there.
 */
export async function compressAll(dir: string, files: string[], previousDir?: string): Promise<CompressStats> {
  const started = performance.now();
  const queue = files.filter((file) => COMPRESSIBLE.test(file));
  const stats: CompressStats = { compressed: 0, reused: 0, skipped: 0, ms: 0 };
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) {
        stats.skipped++;
        continue;
      }
      const path = relative(dir, file);
      if (previousDir && (await reusePrevious(file, content, join(previousDir, path)))) {
        stats.reused++;
        continue;
      }
      await compressFile(file, content, path.startsWith('_astro/') || path.startsWith('_astro\\'));
      stats.compressed++;
    }
  };
  // zlib runs on libuv's thread pool: a few more workers than cores keeps every core busy while
  // others wait on the disk.
  await Promise.all(Array.from({ length: Math.max(4, availableParallelism() * 2) }, worker));
  stats.ms = performance.now() - started;
  return stats;
}
