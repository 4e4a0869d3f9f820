/**
 * The build-time image path, for hosts that cannot resize by URL: download (or read from public/) once,
 * resize with sharp to each width, and keep the results in a persistent cache folder, so a rebuild of a
 * 10,000-product catalogue re-encodes nothing it has seen before.
 *
 * Cache layout (IMAGE_CACHE_DIR, default .cache/images):
 *   sources/<sha256(url)>.json   what the URL held when last fetched: content hash, size, validators
 *   files/<hash>-<width>.avif    the resized files, named by the content hash of their source,
 *   files/<hash>-<width>.webp    in both published formats
 * Files are named by content, not by URL, so the same picture behind several URLs (the seed shares
 * pictures across pack variants) is encoded once, and a picture that changes behind the same URL gets a
 * new file name — which is why dist/_img/ can be cached by browsers for a year.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, normalize } from 'node:path';
import { getBuildPlan } from '../build-plan.ts';
import {
  AVIF_EFFORT,
  AVIF_QUALITY,
  IMAGE_FORMATS,
  IMAGE_URL_PREFIX,
  WEBP_QUALITY,
  imageCacheDir,
  publicDir,
  revalidateAfterMs,
  type ImageFormat,
} from './config.ts';
import { widthsFor } from './widths.ts';

/** What the cache knows about one source URL (or /images/… path). */
export interface SourceRecord {
  source: string;
  /** First 16 hex digits of the SHA-256 of the source bytes. */
  hash: string;
  width: number;
  height: number;
  format: string;
  /** When the source was last fetched or confirmed unchanged (ms since epoch). */
  checkedAt: number;
  etag?: string;
  lastModified?: string;
  /** Size and mtime of a local file. */
  stamp?: string;
}

export interface PreparedImage {
  /** Intrinsic size of the source. */
  width: number;
  height: number;
  /** The published WebP files, smallest first. Empty for formats kept as they are (SVG). */
  variants: Array<{ width: number; url: string }>;
  /** The same widths in AVIF, for browsers that accept it. */
  avifVariants: Array<{ width: number; url: string }>;
}

const FETCH_TIMEOUT_MS = 20_000;
const FETCH_ATTEMPTS = 3;

/** Sources that could not be fetched or decoded in this process, with the reason. */
const failureRegistry = new Map<string, string>();

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const recordFile = (source: string) => join(imageCacheDir(), 'sources', `${sha256(source).slice(0, 32)}.json`);
/** The cached file of one width in one format. */
export const variantFile = (hash: string, width: number, format: ImageFormat) =>
  join(imageCacheDir(), 'files', `${hash}-${width}.${format}`);
const variantUrl = (hash: string, width: number, format: ImageFormat) =>
  `${IMAGE_URL_PREFIX}${hash}-${width}.${format}`;
/** The widths and formats of a source not yet in the cache. */
const missingVariants = (hash: string, widths: readonly number[], formats: readonly ImageFormat[] = IMAGE_FORMATS) =>
  widths.flatMap((width) =>
    formats.filter((format) => !existsSync(variantFile(hash, width, format))).map((format) => ({ width, format })),
  );
/** Whether every width of a source is in the cache in the given formats. */
const hasVariants = (hash: string, widths: readonly number[], formats?: readonly ImageFormat[]) =>
  missingVariants(hash, widths, formats).length === 0;

/**
 * A source whose files cannot all be made now (its host is down, and the cache was filled before AVIF):
 * what the cache has is published, WebP without AVIF if need be, rather than nothing.
 */
function fromCacheAlone(record: SourceRecord, widths: number[]): PreparedImage | undefined {
  if (!hasVariants(record.hash, widths, ['webp'])) return undefined;
  return toPrepared(record, widths, hasVariants(record.hash, widths, ['avif']));
}

/** Records read or written in this process (pages ask for the same pictures thousands of times). */
const records = new Map<string, SourceRecord | undefined>();

function readRecord(source: string): SourceRecord | undefined {
  if (records.has(source)) return records.get(source);
  let record: SourceRecord | undefined;
  try {
    record = JSON.parse(readFileSync(recordFile(source), 'utf8')) as SourceRecord;
  } catch {
    record = undefined;
  }
  records.set(source, record);
  return record;
}

async function writeAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** A tiny limiter: at most `slots` encodes or downloads at once across the whole build. */
function createLimiter(slots: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active >= slots) await new Promise<void>((resolveSlot) => waiting.push(resolveSlot));
    active++;
    try {
      return await work();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}
const limit = createLimiter(Math.max(2, availableParallelism()));

type Loaded = { bytes: Uint8Array; etag?: string; lastModified?: string; stamp?: string } | 'unchanged';

async function loadLocal(source: string, known: SourceRecord | undefined): Promise<Loaded> {
  const root = publicDir();
  const file = normalize(join(root, decodeURIComponent(source.split(/[?#]/)[0] ?? source)));
  if (!file.startsWith(`${root}/`)) throw new Error('path outside public/');
  const info = await stat(file);
  const stamp = `${info.size}:${Math.round(info.mtimeMs)}`;
  if (known?.stamp === stamp) return 'unchanged';
  return { bytes: await readFile(file), stamp };
}

async function loadRemote(source: string, known: SourceRecord | undefined): Promise<Loaded> {
  const headers: Record<string, string> = { accept: 'image/avif,image/webp,image/*;q=0.8' };
  if (known?.etag) headers['if-none-match'] = known.etag;
  if (known?.lastModified) headers['if-modified-since'] = known.lastModified;
  let lastError: unknown;
  for (let attempt = 1; attempt <= FETCH_ATTEMPTS; attempt++) {
    try {
      const response = await fetch(source, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (response.status === 304 && known) return 'unchanged';
      if (!response.ok) {
        lastError = new Error(`HTTP ${response.status}`);
        if (response.status < 500 && response.status !== 429) break;
        continue;
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      const etag = response.headers.get('etag');
      const lastModified = response.headers.get('last-modified');
      return { bytes, ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
    } catch (error) {
      lastError = error;
    }
    await new Promise((wait) => setTimeout(wait, 250 * attempt));
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

async function encodeMissing(bytes: Uint8Array | undefined, record: SourceRecord, widths: number[]): Promise<boolean> {
  const missing = missingVariants(record.hash, widths);
  if (missing.length === 0) return true;
  if (!bytes) return false;
  // Loaded on first use: a build whose images are all cached never starts libvips.
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  const decoded = sharp(bytes, { failOn: 'none' }).rotate();
  await mkdir(join(imageCacheDir(), 'files'), { recursive: true });
  for (const { width, format } of missing) {
    // A source at its own width in a published format is published as it is: re-encoding would cost
    // time and quality.
    if (width === record.width && record.format === format) {
      await writeAtomically(variantFile(record.hash, width, format), bytes);
      continue;
    }
    const resized = decoded.clone().resize({ width, withoutEnlargement: true });
    const encoded =
      format === 'avif'
        ? resized.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT })
        : resized.webp({ quality: WEBP_QUALITY, effort: 4, smartSubsample: true });
    await writeAtomically(variantFile(record.hash, width, format), await encoded.toBuffer());
  }
  return true;
}

async function prepare(source: string, candidates: readonly number[]): Promise<PreparedImage | null> {
  // What the build learnt of this source moments ago, before it ran Astro (src/lib/build-plan.ts).
  const plan = getBuildPlan();
  if (plan?.imageFailures[source] !== undefined) return null;
  const planned = plan?.images[source];
  const known = planned ?? readRecord(source);
  const local = source.startsWith('/');
  const fresh = known && (planned !== undefined || (!local && Date.now() - known.checkedAt < revalidateAfterMs()));
  if (fresh) {
    const widths = widthsFor(candidates, known.width);
    if (known.format === 'svg' || hasVariants(known.hash, widths)) {
      return toPrepared(known, widths);
    }
  }
  let loaded: Loaded;
  try {
    loaded = await limit(() => (local ? loadLocal(source, known) : loadRemote(source, known)));
  } catch (error) {
    if (known) {
      // The host is down but we have its last answer: publish that rather than nothing.
      const cached = fromCacheAlone(known, widthsFor(candidates, known.width));
      if (cached) return cached;
    }
    failureRegistry.set(source, (error as Error).message);
    return null;
  }
  let record: SourceRecord;
  let bytes: Uint8Array | undefined;
  if (loaded === 'unchanged' && known) {
    record = { ...known, checkedAt: Date.now() };
  } else if (loaded !== 'unchanged') {
    bytes = loaded.bytes;
    const { default: sharp } = await import('sharp');
    let meta: {
      width?: number | undefined;
      height?: number | undefined;
      format?: string | undefined;
      orientation?: number | undefined;
    };
    try {
      meta = await sharp(bytes, { failOn: 'none' }).metadata();
    } catch (error) {
      failureRegistry.set(source, `not an image (${(error as Error).message})`);
      return null;
    }
    if (!meta.width || !meta.height || !meta.format) {
      failureRegistry.set(source, 'not an image');
      return null;
    }
    // EXIF orientations 5–8 are rotated by a quarter turn: the displayed size is the other way round.
    const quarterTurn = (meta.orientation ?? 1) >= 5;
    record = {
      source,
      hash: sha256(bytes).slice(0, 16),
      width: quarterTurn ? meta.height : meta.width,
      height: quarterTurn ? meta.width : meta.height,
      format: meta.format,
      checkedAt: Date.now(),
      ...(loaded.etag ? { etag: loaded.etag } : {}),
      ...(loaded.lastModified ? { lastModified: loaded.lastModified } : {}),
      ...(loaded.stamp ? { stamp: loaded.stamp } : {}),
    };
  } else {
    return null;
  }
  const widths = widthsFor(candidates, record.width);
  if (record.format !== 'svg') {
    let complete = await limit(() => encodeMissing(bytes, record, widths));
    if (!complete) {
      // Validated as unchanged but a width is new: fetch the bytes once more.
      const again = await limit(() => (local ? loadLocal(source, undefined) : loadRemote(source, undefined))).catch(
        () => undefined,
      );
      if (again && again !== 'unchanged') complete = await limit(() => encodeMissing(again.bytes, record, widths));
      if (!complete) {
        const cached = fromCacheAlone(record, widths);
        if (cached) return cached;
        failureRegistry.set(source, 'could not be fetched again to add a width');
        return null;
      }
    }
  }
  await mkdir(join(imageCacheDir(), 'sources'), { recursive: true });
  await writeAtomically(recordFile(source), JSON.stringify(record));
  records.set(source, record);
  return toPrepared(record, widths);
}

function toPrepared(record: SourceRecord, widths: number[], withAvif = true): PreparedImage {
  const inFormat = (format: ImageFormat) =>
    record.format === 'svg' ? [] : widths.map((width) => ({ width, url: variantUrl(record.hash, width, format) }));
  return {
    width: record.width,
    height: record.height,
    variants: inFormat('webp'),
    avifVariants: withAvif ? inFormat('avif') : [],
  };
}

const memo = new Map<string, Promise<PreparedImage | null>>();

/**
 * Resized copies of `source` (an http(s) URL, or a /path under public/) at the candidate widths the
 * source is large enough for. Resolves null when it cannot be fetched or decoded; the caller then
 * shows the original URL. Each source is processed once per process.
 */
export function prepareImage(source: string, candidates: readonly number[]): Promise<PreparedImage | null> {
  const key = `${source}\n${candidates.join(',')}`;
  let pending = memo.get(key);
  if (!pending) {
    pending = prepare(source, candidates);
    memo.set(key, pending);
  }
  return pending;
}

/** What preparing many sources ahead of rendering found: the cache's record of each, or why it failed. */
export interface PreparedSources {
  records: Record<string, SourceRecord>;
  failures: Record<string, string>;
}

/**
 * Prepares many images at once, ahead of rendering (the build calls it with every picture the API's
 * records show), so that the pages find them ready instead of waiting on each in turn.
 */
export async function prepareImages(
  sources: Iterable<string>,
  candidates: readonly number[],
): Promise<PreparedSources> {
  const unique = [...new Set(sources)];
  await Promise.all(unique.map((source) => prepareImage(source, candidates)));
  const prepared: PreparedSources = { records: {}, failures: {} };
  for (const source of unique) {
    const failure = failureRegistry.get(source);
    const record = records.get(source);
    if (failure !== undefined) prepared.failures[source] = failure;
    else if (record) prepared.records[source] = record;
  }
  return prepared;
}

/** The content hash the cache holds for a source, without fetching (for page cache keys). */
export function cachedSourceHash(source: string): string | undefined {
  return readRecord(source)?.hash;
}
