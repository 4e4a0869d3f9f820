/**
 * Finalize's one pass over the files Astro wrote (./finalize.ts): each page is read once, as bytes, and
 * what the later steps need (its canonical link, noindex, the images it shows, its content hash) is
 * copied out of it, so no page stays in memory (slices of 19,000 page strings kept 3 GB alive at
 * 10,000 products); each text file gets its compressed copies.
 *
 * Reading the facts and hashing is JavaScript on one thread, ~0.5 ms a page, while the other core had
 * little to do: a full build's thousands of pages are shared with a worker thread
 * (./page-pass-worker.ts), and each half runs this same pass.
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { IMAGE_FILE_URL } from '../../src/lib/images/config.ts';
import { compressOne, COMPRESSIBLE, CompressState, contentHash, type CompressStats } from './compress.ts';
import { groupImageFiles } from './image-groups.ts';
import { relativeFile } from './output-files.ts';
import { aliasOf } from './redirects.ts';
import type { PageRecord } from './render-cache.ts';
import type { PageFacts } from './site-index.ts';

const CANONICAL = /<link rel="canonical" href="([^"]+)"/;
const NOINDEX = /<meta name="robots" content="[^"]*noindex/;

/** Facts of one page. Strings are copied out of the bytes, so the page itself can be collected. */
function readFacts(file: string, bytes: Buffer, images: Set<string>): PageFacts {
  // latin1: one byte per character, so string offsets are byte offsets.
  const text = bytes.toString('latin1');
  const headEnd = text.indexOf('</head>');
  const head = headEnd < 0 ? text : text.slice(0, headEnd);
  const canonical = CANONICAL.exec(head);
  let href: string | undefined;
  if (canonical) {
    const start = canonical.index + canonical[0].length - canonical[1]!.length - 1;
    href = bytes
      .subarray(start, start + Buffer.byteLength(canonical[1]!, 'latin1'))
      .toString('utf8')
      .replaceAll('&amp;', '&');
  }
  for (const match of text.matchAll(IMAGE_FILE_URL)) {
    const name = match[1]!;
    if (!images.has(name)) images.add(Buffer.from(name, 'latin1').toString('latin1'));
  }
  return { file, canonical: href, noindex: NOINDEX.test(head) };
}

export interface PassContext {
  /** The folder Astro wrote. */
  dir: string;
  /** The site's origin (a URL's href), to tell alias pages from pages. */
  site: string;
  /** Where `dir` will be moved: the compression record is kept per output folder (./compress.ts). */
  outDir: string;
  previousDir?: string | undefined;
  poolDir?: string | undefined;
}

export interface PassResult {
  pages: PageFacts[];
  /** Hash and facts of every page (for the render cache). */
  records: Map<string, Omit<PageRecord, 'key'>>;
  /** The resized image files the pages reference. */
  images: Set<string>;
  compression: CompressStats;
}

/** What the worker thread posts: its pass, and what its compression record holds (path → content hash). */
export interface SharedPassResult extends PassResult {
  compressed: Map<string, string>;
}

/**
 * Runs the pass over `files` (absolute paths under `context.dir`) on this thread, recording what each
 * compressed copy was made from in `state`.
 */
export async function passOverFiles(
  files: readonly string[],
  context: PassContext,
  state: CompressState,
): Promise<PassResult> {
  const site = new URL(context.site);
  const result: PassResult = {
    pages: [],
    records: new Map(),
    images: new Set(),
    compression: { compressed: 0, early: 0, reused: 0, skipped: 0, ms: 0 },
  };
  const queue = [...files];
  // zlib runs on libuv's thread pool: a few more workers than cores keep every core busy while
  // others wait on the disk.
  const lane = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const bytes = await readFile(file);
      const path = relativeFile(context.dir, file);
      let alias = false;
      let hash: string | undefined;
      if (file.endsWith('.html')) {
        const pageImages = new Set<string>();
        const facts = readFacts(path, bytes, pageImages);
        for (const name of pageImages) result.images.add(name);
        result.pages.push(facts);
        hash = contentHash(bytes);
        result.records.set(path, {
          hash,
          canonical: facts.canonical,
          noindex: facts.noindex,
          images: groupImageFiles(pageImages),
        });
        alias = path !== '404.html' && aliasOf(path, facts.canonical, site) !== undefined;
      }
      // An alias page only sends the visitor on (and the CDN answers it with a 301): not worth two more files.
      if (alias) result.compression.skipped++;
      else if (COMPRESSIBLE.test(file)) {
        await compressOne(file, path, bytes, result.compression, {
          previousDir: context.previousDir,
          state,
          poolDir: context.poolDir,
          hash,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(4, availableParallelism() * 2) }, lane));
  return result;
}

/**
 * Below this many files a worker thread costs more to start (~0.2 s, loading these modules again)
 * than it saves: a rebuild's few pages stay on the main thread.
 */
const SHARE_FROM_FILES = 2000;

/**
 * The pass over every file, recording what each compressed copy was made from in `state`: shared with a
 * worker thread when there are many and a core to spare.
 */
export async function passOverOutput(
  files: readonly string[],
  context: PassContext,
  state: CompressState,
): Promise<PassResult> {
  if (files.length < SHARE_FROM_FILES || availableParallelism() < 2) return passOverFiles(files, context, state);
  // Every other file, so both halves hold as many pages, listings and assets.
  const shared = files.filter((_, index) => index % 2 === 1);
  const own = files.filter((_, index) => index % 2 === 0);
  const elsewhere = passOnWorker(shared, context);
  // Awaited below; a failing pass here must not leave that rejection unhandled as well.
  elsewhere.catch(() => undefined);
  const here = await passOverFiles(own, context, state);
  const there = await elsewhere;
  for (const [path, hash] of there.compressed) state.record(path, hash);
  return {
    pages: [...here.pages, ...there.pages],
    records: new Map([...here.records, ...there.records]),
    images: new Set([...here.images, ...there.images]),
    compression: {
      compressed: here.compression.compressed + there.compression.compressed,
      early: here.compression.early + there.compression.early,
      reused: here.compression.reused + there.compression.reused,
      skipped: here.compression.skipped + there.compression.skipped,
      ms: 0,
    },
  };
}

function passOnWorker(files: readonly string[], context: PassContext): Promise<SharedPassResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./page-pass-worker.ts', import.meta.url), { workerData: { files, context } });
    worker.once('message', (result: SharedPassResult) => {
      resolve(result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      reject(new Error(`the pass over the output's files stopped (exit code ${code})`));
    });
  });
}
