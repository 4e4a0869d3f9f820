import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkUrl } from '../../../src/lib/build/chunk-url.ts';

/*
 * Bundles a page script that takes a module's address with `?chunk-url`, as Astro's client build does
 * with the sliders' loader, and reads what came out.
 */
const folder = mkdtempSync(join(tmpdir(), 'chunk-url-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

writeFileSync(join(folder, 'heavy.ts'), `export const heavy = () => 'the heavy part, loaded on demand';\n`);
writeFileSync(
  join(folder, 'loader.ts'),
  `import heavyUrl from './heavy.ts?chunk-url';\n` +
    `document.body.addEventListener('click', async () => {\n` +
    `  const { heavy } = await import(/* @vite-ignore */ heavyUrl);\n` +
    `  document.body.textContent = heavy();\n` +
    `});\n`,
);

async function bundle() {
  const output = await build({
    root: folder,
    configFile: false,
    logLevel: 'silent',
    plugins: [chunkUrl()],
    build: { write: false, minify: false, rolldownOptions: { input: join(folder, 'loader.ts') } },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  return chunks.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}

describe('a module taken by its address (?chunk-url)', () => {
  it('is bundled as a chunk of its own, and the script that takes it imports nothing', async () => {
    const chunks = await bundle();
    const loader = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('loader.ts'))!;
    const heavy = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('heavy.ts'))!;
    expect(chunks).toHaveLength(2);

    expect(heavy.code).toContain('the heavy part, loaded on demand');
    expect(loader.code).not.toContain('the heavy part');
    // Astro writes a page script into the page only when it has no imports of either kind.
    expect(loader.imports).toEqual([]);
    expect(loader.dynamicImports).toEqual([]);
    // The address is written in as the chunk's final path under the site's root.
    expect(loader.code).toContain(JSON.stringify(`/${heavy.fileName}`));
  });
});
