import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { hoistImports, hoistedImports, listTransitiveImports } from '../../../src/lib/build/hoist-imports.ts';

/*
 * Two island-like entries over a shared tree of chunks, bundled as Astro's client build does, with and
 * without the hoisting: each entry must name its whole tree, and the modules must run in the same order.
 */
const folder = mkdtempSync(join(tmpdir(), 'hoist-imports-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const source = (name: string, imports: string[]) =>
  imports.map((file) => `import { ${file} } from './${file}.ts';\n`).join('') +
  `(globalThis.ran ??= []).push('${name}');\n` +
  `export const ${name} = () => [${imports.map((file) => `${file}()`).join(', ')}];\n`;

// form-a and form-b share store, which imports runtime, which imports base; form-b also imports toast.
writeFileSync(join(folder, 'base.ts'), source('base', []));
writeFileSync(join(folder, 'runtime.ts'), source('runtime', ['base']));
writeFileSync(join(folder, 'store.ts'), source('store', ['runtime']));
writeFileSync(join(folder, 'toast.ts'), source('toast', ['base']));
writeFileSync(join(folder, 'formA.ts'), source('formA', ['store']));
writeFileSync(join(folder, 'formB.ts'), source('formB', ['toast', 'store']));

async function bundle(plugins: Plugin[], outDir: string) {
  const output = await build({
    root: folder,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      outDir,
      minify: false,
      rolldownOptions: {
        input: { formA: join(folder, 'formA.ts'), formB: join(folder, 'formB.ts') },
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: '[name].js',
          // One chunk per shared module, as deep as an island's tree.
          advancedChunks: {
            groups: ['base', 'runtime', 'store', 'toast'].map((name) => ({ name, test: new RegExp(`/${name}\\.ts$`) })),
          },
        },
      },
    },
  });
  return (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}

/** The order the modules of an entry run in, importing the written bundle. */
async function runOrder(outDir: string, entry: string): Promise<string[]> {
  const global = globalThis as { ran?: string[] };
  global.ran = [];
  await import(pathToFileURL(join(outDir, entry)).href);
  return global.ran;
}

describe('the imports of an entry chunk, hoisted', () => {
  it('lists what an entry imports through others, level by level, without its direct imports', () => {
    const graph = new Map([
      ['_astro/a.js', ['_astro/b.js', '_astro/c.js']],
      ['_astro/b.js', ['_astro/d.js', '_astro/c.js']],
      ['_astro/c.js', ['_astro/e.js']],
      ['_astro/d.js', ['_astro/e.js', '_astro/a.js']],
      ['_astro/e.js', []],
    ]);
    expect(listTransitiveImports(graph, '_astro/a.js')).toEqual(['_astro/d.js', '_astro/e.js']);
    expect(listTransitiveImports(graph, '_astro/e.js')).toEqual([]);
    expect(hoistedImports('_astro/a.js', ['_astro/d.js', '_astro/e.js'])).toBe('import"./d.js";import"./e.js";');
    expect(() => hoistedImports('_astro/a.js', ['other/d.js'])).toThrow(/outside _astro\//);
  });

  it('makes each entry name its whole tree, and every module still runs in the same order', async () => {
    const plain = await bundle([], join(folder, 'plain'));
    const hoisted = await bundle([hoistImports()], join(folder, 'hoisted'));
    const formB = hoisted.find((chunk) => chunk.fileName === 'formB.js')!;
    const named = [...formB.code.matchAll(/import\s*(?:[^'"]*from\s*)?"\.\/([\w-]+)\.js"/g)].map((match) => match[1]);
    expect(new Set(named)).toEqual(new Set(['toast', 'store', 'runtime', 'base']));
    expect(plain.find((chunk) => chunk.fileName === 'formB.js')!.code).not.toContain('./runtime.js');

    // The first import of each bundle, so every module of formB's tree runs (a module runs once per process).
    const order = await runOrder(join(folder, 'hoisted'), 'formB.js');
    expect(order).toEqual(await runOrder(join(folder, 'plain'), 'formB.js'));
    expect(order).toEqual(['base', 'toast', 'runtime', 'store', 'formB']);
  });
});
