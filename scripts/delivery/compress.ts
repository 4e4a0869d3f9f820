/**
 * Pre-compressed .br and .gz copies of every text file, so neither the CDN nor our server compresses
 * on the fly.
 *
 * Brotli's default 4 MB window made q9 cost 35–150 ms a page (allocating and zeroing the window for
 * a 34 KB input; most of a 20-minute 10k-product build was that): the window is now sized to the file.
 * Measured on product pages with their CSS inlined (59 KB each, one thread, shared 2-core machine):
 *   brotli q3 0.5 ms → 14.3 KB, q4 2.3 ms → 13.5 KB, q5/q6 ~3 ms → 12.6 KB, q11 ~60 ms → 11.9 KB;
 *   gzip -1 0.4 ms → 15.7 KB, -5 1.1 ms → 14.1 KB, -6 1.5 ms → 14.0 KB.
 * The catalogue's pages (products, categories and their listings: thousands at 10,000 products) get
 * brotli q5 (q4 is 7 % larger for every visitor) and gzip -1. The gzip copy is only for the few clients
 * without brotli (every browser since 2017 asks for brotli over https): on today's 108 KB product pages
 * -1 takes ~0.95 ms for 29.5 KB where -5 took ~1.7–2.1 ms for 26.0 KB, and brotli q5 ~3.1 ms for
 * 23.3 KB, so -5 was a third of the compressing core's work for a copy almost nobody is sent; -1 is
 * also what nginx's own on-the-fly gzip does by default. The site's own pages (home, about, contact,
 * the resource centre, blog posts…: a few dozen, whatever the catalogue's size) get brotli q11: ~9 %
 * smaller for ~75–160 ms a page, which brings the resource centre (14,586 bytes at q5, 13,257 at q11;
 * in Hindi 15,307 and 13,661) within the first round trip of a slow connection with its headers (~730
 * bytes); q10 (~40–80 ms) leaves the Hindi one ~100 bytes over. A rebuild compresses only the site
 * pages that changed. The few hashed assets, cached for a year, get q11 and -9.
 *
 * Rebuilds: a file whose content and quality are the ones recorded for the same path in the dist/
 * being replaced takes that build's .br/.gz (hard links) instead of being compressed again: a site
 * page re-rendered unchanged costs nothing. The record (.cache/compress-state/) holds path → content
 * hash and quality of what each .br/.gz was made from.
 */
import { createHash } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { defaultLocale, locales } from '../../src/lib/i18n/locale.ts';
import { linkOrCopy } from './output-files.ts';
import { writeJsonFile } from './json-file.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;
/** Smaller files fit in one packet either way; compressing them only adds a header. */
const MIN_BYTES = 1024;
/** A file name holds 255 bytes: a page of a very long name has no room for ".br" (it is served as it is). */
const MAX_NAME_BYTES = 255 - '.br'.length;

/** How a file is compressed: its brotli quality and gzip level. */
interface Compression {
  quality: number;
  gzipLevel: number;
}

/** The catalogue's pages and every other file that is neither a site page nor a hashed asset. */
export const CATALOGUE_PAGE_COMPRESSION: Compression = { quality: 5, gzipLevel: 1 };
const SITE_PAGE_COMPRESSION: Compression = { quality: 11, gzipLevel: 5 };
const ASSET_COMPRESSION: Compression = { quality: 11, gzipLevel: 9 };

/** A page the catalogue multiplies: a product's page, a category's, a listing's, in either language. */
const CATALOGUE_PAGE = new RegExp(
  `^(?:(?:${locales.filter((locale) => locale !== defaultLocale).join('|')})/)?(?:product-details|category|products)/`,
);

/**
 * Whether `path` (relative to dist/, as its file or its address without the leading slash) is a catalogue
 * page: the pages the early-compression worker compresses (astro.config.mjs), and so the only ones in its pool.
 */
export const isCataloguePage = (path: string) => CATALOGUE_PAGE.test(path);

const isHashedAsset = (path: string) => path.startsWith('_astro/') || path.startsWith('_astro\\');

/** How a file of dist/ is compressed, by its path. */
export function compressionOf(path: string): Compression {
  if (isHashedAsset(path)) return ASSET_COMPRESSION;
  if (path.endsWith('.html') && !isCataloguePage(path)) return SITE_PAGE_COMPRESSION;
  return CATALOGUE_PAGE_COMPRESSION;
}

export interface CompressStats {
  compressed: number;
  /** Compressed during rendering by the early-compression worker. */
  early: number;
  reused: number;
  skipped: number;
  ms: number;
}

const windowBits = (size: number) => Math.min(24, Math.max(16, Math.ceil(Math.log2(size + 1))));

const brotliOptions = (content: Uint8Array, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_LGWIN]: windowBits(content.length),
    [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});

/** The content hash compressed copies are recorded and pooled by. */
export const contentHash = (content: Uint8Array) => createHash('sha1').update(content).digest('hex');

/** What a file's compressed copies are recorded as made from: its content, and how it was compressed. */
const recipe = (hash: string, { quality, gzipLevel }: Compression) => `${hash} br${quality} gz${gzipLevel}`;

export async function compressFile(file: string, content: Buffer, compression: Compression): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(content, brotliOptions(content, compression.quality)),
    gzipAsync(content, { level: compression.gzipLevel }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** The same, synchronously, for the early-compression worker (./compress-worker.ts). */
export function compressSync(content: Uint8Array, compression: Compression): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(content, brotliOptions(content, compression.quality)),
    gz: gzipSync(content, { level: compression.gzipLevel }),
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

  /** What the previous output's copies of `path` were made from. */
  previous(path: string): string | undefined {
    return this.#previous.get(path);
  }

  record(path: string, made: string): void {
    this.#next.set(path, made);
  }

  /** The copies of `path` are the previous output's, carried over as they are (a page the render cache kept). */
  keep(path: string): void {
    const made = this.#previous.get(path);
    if (made) this.#next.set(path, made);
  }

  /** What this build has recorded so far (path → what its copies were made from). */
  recorded(): Map<string, string> {
    return new Map(this.#next);
  }

  /** Saved once the new output has replaced the old one. */
  save(): void {
    writeJsonFile(this.#file, this.#next, 1, { ascii: true });
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
  const compression = compressionOf(path);
  const made = recipe(hash, compression);
  options.state?.record(path, made);
  if (options.poolDir && isCataloguePage(path)) {
    // Compressed by the early-compression worker while Astro was still rendering.
    // Not pooled when it is a restored page, a dropped one, or a second file with the same content.
    if (await placeCompressedCopies(rename, join(options.poolDir, hash), file)) {
      stats.early++;
      return;
    }
  }
  if (options.previousDir && options.state?.previous(path) === made) {
    // The previous build's copies may be gone: then it is compressed again below.
    if (await placeCompressedCopies(linkOrCopy, join(options.previousDir, path), file)) {
      stats.reused++;
      return;
    }
  }
  await compressFile(file, content, compression);
  stats.compressed++;
}
