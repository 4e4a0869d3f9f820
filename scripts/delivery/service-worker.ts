/**
 * Writes the service worker (/sw.js) of a finished build: src/islands/offline/worker.ts bundled with
 * this build's version and, per language, the pages to keep at the first visit and every script
 * file they run (so the calculator works offline). The address stays /sw.js, served with
 * `Cache-Control: no-cache` (./headers.ts), so the browser sees each new build at the next visit.
 *
 * The version is a hash of every page of the build, the precache lists and the worker's code: a
 * rebuild that changed any page gives returning visitors a new worker (which fetches fresh copies of
 * what they kept), and one that changed nothing costs them nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { listPrecache, workerPath } from '../../src/lib/offline/pages.ts';

const workerSource = new URL('../../src/islands/offline/worker.ts', import.meta.url).pathname;

/** The file a page path is written to (build.format 'file'). */
const pageFile = (dir: string, path: string) => join(dir, `${path.slice(1)}.html`);

/** `/_astro/` files a page or script names: absolute in HTML, `./name.js` between chunks. */
const ASSET_NAME = /(?:\/_astro\/|\.\/)([\w.~-]+\.(?:js|css))/g;

/** Every /_astro/ file the pages load, with everything those import (statically or lazily), as site paths. */
export function listPageAssets(dir: string, pages: readonly string[]): string[] {
  const found = new Set<string>();
  const queue = pages.map((path) => readFileSync(pageFile(dir, path), 'utf8'));
  for (let text = queue.pop(); text !== undefined; text = queue.pop()) {
    for (const match of text.matchAll(ASSET_NAME)) {
      const name = match[1]!;
      const file = join(dir, '_astro', name);
      if (found.has(name) || !existsSync(file)) continue;
      found.add(name);
      if (name.endsWith('.js')) queue.push(readFileSync(file, 'utf8'));
    }
  }
  return [...found].sort().map((name) => `/_astro/${name}`);
}

/** Bundles and writes the worker; `pageHashes` are "file hash" lines of every page of the build. Returns its file name. */
export async function writeServiceWorker(dir: string, pageHashes: Iterable<string>): Promise<string> {
  const lists = listPrecache((path) => existsSync(pageFile(dir, path)));
  const precache = {
    en: { pages: lists.en, assets: listPageAssets(dir, lists.en) },
    hi: { pages: lists.hi, assets: listPageAssets(dir, lists.hi) },
  };
  const bundle = async (version: string) =>
    (
      await build({
        entryPoints: [workerSource],
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2022',
        write: false,
        legalComments: 'none',
        define: { __OFFLINE_BUILD__: JSON.stringify({ version, precache }) },
      })
    ).outputFiles[0]!.text;
  const hash = createHash('sha256');
  for (const line of [...pageHashes].sort()) hash.update(`${line}\n`);
  hash.update(JSON.stringify(precache));
  hash.update(await bundle(''));
  const file = workerPath.slice(1);
  await writeFile(join(dir, file), await bundle(hash.digest('hex').slice(0, 16)));
  return file;
}
