/**
 * How many pages Astro's incremental build reused, read from its manifest
 * (cacheDir/incremental-build.json) before and after a build: a page is reused when its route's code
 * hash and its cache key are what they were.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface Manifest {
  configHash: string;
  lockfileHash: string;
  routes: Record<string, { dependencyHash: string; paths: Record<string, { cacheKey: string }> }>;
}

const manifestFile = () => resolve(process.env['ASTRO_CACHE_DIR'] ?? '.cache/astro', 'incremental-build.json');

/** The manifest as it is now (read it before a build to compare after). */
export function readManifest(): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(manifestFile(), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** Pages reused from the previous build; undefined when incremental builds are off. */
export function countReusedPages(before: Manifest | undefined): number | undefined {
  const after = readManifest();
  if (!after) return undefined;
  // A new config or lockfile makes Astro ignore the old manifest: everything was rendered.
  if (!before || before.configHash !== after.configHash || before.lockfileHash !== after.lockfileHash) return 0;
  let reused = 0;
  for (const [component, route] of Object.entries(after.routes)) {
    const previous = before?.routes[component];
    if (!previous || previous.dependencyHash !== route.dependencyHash) continue;
    for (const [path, entry] of Object.entries(route.paths)) {
      if (previous.paths[path]?.cacheKey === entry.cacheKey) reused++;
    }
  }
  return reused;
}
