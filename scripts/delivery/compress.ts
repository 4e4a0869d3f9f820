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
 * few clients without brotli); the few hashed assets, cached for a year, get q11 and -9.
 *
 * Rebuilds: a file whose content hash is the one recorded for the same path in the dist/ being
 * replaced takes that build's .br/.gz (hard links) instead of being compressed again. The record
 * (.cache/compress-state/) holds path → hash of what each .br/.gz was made from.
 */
import { createHash } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { linkOrCopy } from './output-files.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;
/** Smaller files fit in one packet either way; compressing them only adds a header. */
const MIN_BYTES = 1024;
/** A file name holds 255 bytes: a page of a very long name has no room for ".br" (it is served as it is). */
const MAX_NAME_BYTES = 255 - '.br'.length;
const PAGE_QUALITY = 5;
const PAGE_GZIP_LEVEL = 5;
const ASSET_QUALITY = 11;

export interface CompressStats {
  compressed: number;
  /** Compressed during rendering by the early-compression worker. */
  early: number;
  reused: number;
  skipped: number;
  ms: number;
}

const windowBits = (size: number) => Math.min(24, Math.max(16, Math.ceil(Math.log2(size + 1))));

const brotliOptions = (content: Uint8Array, hashed: boolean) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: hashed ? ASSET_QUALITY : PAGE_QUALITY,
    [constants.BROTLI_PARAM_LGWIN]: windowBits(content.length),
    [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});
const gzipOptions = (hashed: boolean) => ({ level: hashed ? 9 : PAGE_GZIP_LEVEL });

/** The content hash compressed copies are recorded and pooled by. */
export const contentHash = (content: Uint8Array) => createHash('sha1').update(content).digest('hex');

export async function compressFile(file: string, content: Buffer, hashed: boolean): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(content, brotliOptions(content, hashed)),
    gzipAsync(content, gzipOptions(hashed)),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** The same, synchronously, for the early-compression worker (./compress-worker.ts). */
export function compressSync(content: Uint8Array, hashed: boolean): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(content, brotliOptions(content, hashed)),
    gz: gzipSync(content, gzipOptions(hashed)),
  };
}

/** Puts the .br and .gz copies of `from` beside `to` with `place`; false when either is missing. */
async function placeCompressedCopies(
  place: (from: string, to: string) => Promise<void>,
  from: string,
  to: string,
): Promise<boolean> {
  try {
    await Promise.all([place(`${from}.br`, `${to}.br`), place(`${from}.gz`, `${to}.gz`)]);
    return true;
  } catch {
    return false;
  }
}

/** What the .br/.gz of each path of one output folder were made from. */
export class CompressState {
  readonly #file: string;
  readonly #previous: Map<string, string>;
  readonly #next = new Map<string, string>();

  constructor(outDir: string) {
    const key = createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16);
    this.#file = resolve(process.env['COMPRESS_STATE_DIR'] ?? '.cache/compress-state', `${key}.json`);
    let previous: Record<string, string>;
    try {
      previous = JSON.parse(readFileSync(this.#file, 'utf8')) as Record<string, string>;
    } catch {
      previous = {};
    }
    this.#previous = new Map(Object.entries(previous));
  }

  previousHash(path: string): string | undefined {
    return this.#previous.get(path);
  }

  record(path: string, hash: string): void {
    this.#next.set(path, hash);
  }

  /** What this build has recorded so far (path → hash). */
  recorded(): Map<string, string> {
    return new Map(this.#next);
  }

  /** Saved once the new output has replaced the old one. */
  save(): void {
    mkdirSync(dirname(this.#file), { recursive: true });
    writeFileSync(this.#file, JSON.stringify(Object.fromEntries(this.#next)));
  }
}

/**
 * Writes `file`.br and `file`.gz (files under MIN_BYTES are left alone). `path` is relative to dist/.
 * With `previousDir` and `state`, a file unchanged since the last build links that build's copies.
 */
export async function compressOne(
  file: string,
  path: string,
  content: Buffer,
  stats: CompressStats,
  options: {
    previousDir?: string | undefined;
    state?: CompressState | undefined;
    poolDir?: string | undefined;
    hash?: string | undefined;
  } = {},
): Promise<void> {
  if (content.length < MIN_BYTES || Buffer.byteLength(basename(file)) > MAX_NAME_BYTES) {
    stats.skipped++;
    return;
  }
  const hash = options.hash ?? contentHash(content);
  options.state?.record(path, hash);
  if (options.poolDir) {
    // Compressed by the early-compression worker while Astro was still rendering.
    // Not pooled when it is a restored page, a dropped one, or a second file with the same content.
    if (await placeCompressedCopies(rename, join(options.poolDir, hash), file)) {
      stats.early++;
      return;
    }
  }
  if (options.previousDir && options.state?.previousHash(path) === hash) {
    // The previous build's copies may be gone: then it is compressed again below.
    if (await placeCompressedCopies(linkOrCopy, join(options.previousDir, path), file)) {
      stats.reused++;
      return;
    }
  }
  await compressFile(file, content, path.startsWith('_astro/') || path.startsWith('_astro\\'));
  stats.compressed++;
}
