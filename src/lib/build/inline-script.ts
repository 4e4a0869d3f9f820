/**
 * `import code from './module.ts?inline-script'`: the module and everything it imports bundled into one
 * classic script, as a string, for a component to write into its page (`<script is:inline set:html>`).
 *
 * Why not a component's own `<script>`: Astro writes that into the page only when its bundle imports
 * nothing, and a module the islands share (src/islands/hydration/protocol.ts) becomes a chunk of its
 * own, so the script becomes a file, fetched before it can run: on a slow phone, seconds after the
 * button it serves is on screen. A classic script also runs where it stands in the page, as the page
 * is read, rather than once all of it has arrived. The page's Content-Security-Policy allows it by its
 * hash, which astro.config.mjs takes from {@link bundleInlineScript} of the same file.
 */
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { resolveSuffixed } from './suffixed-import.ts';

const SUFFIX = '?inline-script';
const PREFIX = '\0inline-script:';

/**
 * The module at `path` and its imports as one minified classic script, and the files it was made of.
 * With esbuild's asynchronous call the work is done in esbuild's process: in a profile of a rebuild the
 * synchronous call held the main thread ~180 ms, this one ~90 ms, most of it starting that process.
 */
async function bundle(path: string): Promise<{ code: string; inputs: string[] }> {
  const { outputFiles, metafile } = await build({
    entryPoints: [path],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    legalComments: 'none',
    metafile: true,
    write: false,
  });
  return { code: outputFiles[0]!.text.trimEnd(), inputs: Object.keys(metafile.inputs).map((input) => resolve(input)) };
}

/** The module at `path` and its imports as one minified classic script, as the page carries it. */
export async function bundleInlineScript(path: string): Promise<string> {
  return (await bundle(path)).code;
}

export function inlineScript(): Plugin {
  return {
    name: 'inline-script',
    enforce: 'pre',
    resolveId: resolveSuffixed(SUFFIX, PREFIX),
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const { code, inputs } = await bundle(id.slice(PREFIX.length));
      // esbuild read these, not Vite: watched, a change to any of them bundles the script again.
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
