/**
 * `npm run build`: pull the catalogue, build the static site into a temporary folder, and only
 * then swap it into dist/. Any failure leaves the previous dist/ exactly as it was.
 * With PUBLIC_API_BASE_URL unset, the embedded reference API is started for the pull.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'astro';
import { startApi } from './api/server.ts';
import { finalizeDist } from './delivery/finalize.ts';
import { PullError } from './pull/fetch-json.ts';
import { runPull } from './pull/run.ts';

export interface BuildOptions {
  /** The API to pull from; the embedded reference API when omitted. */
  apiBase?: string;
  outDir?: string;
  skipPull?: boolean;
}

async function withApi<T>(apiBase: string | undefined, work: (base: string) => Promise<T>): Promise<T> {
  if (apiBase) return work(apiBase);
  const port = Number(process.env['API_PORT'] ?? 8787);
  const running = await fetch(`http://localhost:${port}/health`).then((response) => response.ok, () => false);
  if (running) return work(`http://localhost:${port}`);
  const api = await startApi({ port, quiet: true });
  try {
    return await work(api.url);
  } finally {
    await api.close();
  }
}

/** Pulls and builds; resolves with the folder the site was written to. */
export async function buildSite(options: BuildOptions = {}): Promise<string> {
  const outDir = resolve(options.outDir ?? 'dist');
  const stagingDir = resolve('.cache/dist-next');
  const apiBase = options.apiBase ?? (process.env['PUBLIC_API_BASE_URL'] || undefined);
  if (!options.skipPull) {
    await withApi(apiBase, async (base) => {
      await runPull(base);
      // The pages and the CSP address the API the catalogue came from.
      process.env['PUBLIC_API_BASE_URL'] = base;
    });
  }
  rmSync(stagingDir, { recursive: true, force: true });
  mkdirSync(resolve('.cache'), { recursive: true });
  const started = performance.now();
  await build({ root: process.cwd(), outDir: stagingDir, logLevel: 'warn' });
  const report = await finalizeDist(stagingDir, new URL(process.env['SITE_URL'] || 'http://localhost:4321'));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const previousDir = resolve('.cache/dist-previous');
  rmSync(previousDir, { recursive: true, force: true });
  if (existsSync(outDir)) renameSync(outDir, previousDir);
  renameSync(stagingDir, outDir);
  rmSync(previousDir, { recursive: true, force: true });
  console.log(`built ${report.pages} pages (${report.sitemapUrls} in the sitemap) into ${outDir} in ${seconds} s`);
  return outDir;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { 'skip-pull': { type: 'boolean', default: false }, 'out-dir': { type: 'string' } } });
  try {
    await buildSite({ skipPull: values['skip-pull'], ...(values['out-dir'] ? { outDir: values['out-dir'] } : {}) });
  } catch (error) {
    console.error(error instanceof PullError ? `build failed: ${error.message}` : error);
    process.exit(1);
  }
}
