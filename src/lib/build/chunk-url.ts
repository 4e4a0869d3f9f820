/**
 * `import url from './module.ts?chunk-url'`: the address of `module.ts` bundled as a chunk of its own,
 * for a page script to `import(url)` when it needs it.
 *
 * Why not a plain `import('./module.ts')`: Astro writes a page script into the page only when it imports
 * nothing, statically or dynamically; any other script is a file the page fetches before its first paint
 * on a slow phone. The sliders' loader (src/components/carousel/Carousel.astro) is 1 KB that only waits
 * for a slider to come near, and Swiper itself is needed only then: with the runtime's address written
 * in as a string, the loader goes into the page and Swiper stays a file fetched on demand.
 */
import type { Plugin } from 'vite';
import { resolveSuffixed } from './suffixed-import.ts';

const SUFFIX = '?chunk-url';
const PREFIX = '\0chunk-url:';

export function chunkUrl(): Plugin {
  let serving = false;
  return {
    name: 'chunk-url',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: resolveSuffixed(SUFFIX, PREFIX),
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const path = id.slice(PREFIX.length);
      // The dev server serves any source file by its path, transformed as the browser needs it.
      if (serving) return `export default ${JSON.stringify(`/@fs${path}`)};`;
      // Its exports are what the page script takes from it: kept as they are, whatever the build's
      // setting for entry chunks (a site's build may drop an entry's exports).
      const reference = this.emitFile({ type: 'chunk', id: path, preserveSignature: 'strict' });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
