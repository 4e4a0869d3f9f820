/**
 * Each script the browser starts from (an island's component, the React renderer, a page script) names
 * every file it needs, directly or not, so they are all fetched in one go.
 *
 * Why: a browser learns of a module's imports only when the module has arrived, so a tree of chunks
 * comes level by level, one round trip each. The contact form's 14 files came in three waves; a
 * Send held while the form woke waited for all three. Rollup does this by itself
 * (`hoistTransitiveImports`), Rolldown not yet.
 *
 * The names go at the end of the entry, after its own imports: modules run in the order their imports
 * are written, and every file named here is already run by then through those imports, so nothing
 * runs in another order. The file names stay right: a chunk's hash covers those of the chunks it imports.
 */
import type { Plugin } from 'vite';

/** The static imports of each chunk, by file name as the bundle writes it (_astro/name.hash.js). */
export type ChunkGraph = ReadonlyMap<string, readonly string[]>;

/** The files `entry` imports through others, not directly, in the order a browser would find them. */
export function listTransitiveImports(graph: ChunkGraph, entry: string): string[] {
  const direct = graph.get(entry) ?? [];
  const seen = new Set([entry, ...direct]);
  const found: string[] = [];
  for (let level = [...direct]; level.length > 0;) {
    const next: string[] = [];
    for (const file of level)
      for (const imported of graph.get(file) ?? []) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        found.push(imported);
        next.push(imported);
      }
    level = next;
  }
  return found;
}

/** The import statements to append to `entry`: each file as a path relative to the entry's folder. */
export function hoistedImports(entry: string, files: readonly string[]): string {
  const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
  return files
    .map((file) => {
      const relative = file.startsWith(folder) ? `./${file.slice(folder.length)}` : null;
      if (!relative) throw new Error(`hoist-imports: ${file} is outside ${folder}, the folder of ${entry}`);
      return `import"${relative}";`;
    })
    .join('');
}

/** The Vite plugin: hoists the imports of every entry chunk of the client bundle. */
export function hoistImports(): Plugin {
  return {
    name: 'hoist-imports',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const graph = new Map<string, string[]>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') graph.set(output.fileName, output.imports);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !(output.isEntry || output.isDynamicEntry)) continue;
        const hoisted = listTransitiveImports(graph, output.fileName);
        if (hoisted.length > 0) output.code += `\n${hoistedImports(output.fileName, hoisted)}\n`;
      }
    },
  };
}
