/**
 * Incremental builds: scripts/build.ts registers a function here that says whether a keyed page can be
 * taken from the previous build instead of rendered (scripts/delivery/render-cache.ts decides, from the
 * page's cache key and a fingerprint of the code). Without a build (astro dev, astro check) every
 * page renders.
 */
const REUSE = Symbol.for('site.reusePage');

type Reuse = (file: string, key: string) => boolean;

/** True when the build will restore `file` (path in dist/) from its last output; records `key` either way. */
export function isPageReused(file: string, key: string): boolean {
  const reuse = (globalThis as Record<symbol, Reuse | undefined>)[REUSE];
  return reuse ? reuse(file, key) : false;
}

/** Called by the build around `astro build`. */
export function setPageReuse(reuse: Reuse | undefined): void {
  (globalThis as Record<symbol, Reuse | undefined>)[REUSE] = reuse;
}
