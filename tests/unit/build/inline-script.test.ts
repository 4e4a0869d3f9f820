import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleInlineScript, inlineScript } from '../../../src/lib/build/inline-script.ts';

/*
 * A component takes a module as a script to write into its page (`?inline-script`), as the dialogs do
 * with their controller; the module imports another that the site's islands share.
 */
const folder = mkdtempSync(join(tmpdir(), 'inline-script-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

writeFileSync(join(folder, 'shared.ts'), `export const openedEvent = 'dialog:opened';\n`);
writeFileSync(
  join(folder, 'page-script.ts'),
  `import { openedEvent } from './shared.ts';\nglobalThis.seen = [openedEvent, typeof document];\n`,
);
writeFileSync(
  join(folder, 'component.ts'),
  `import code from './page-script.ts?inline-script';\nexport const script = code;\n`,
);

async function componentChunk() {
  const output = await build({
    root: folder,
    configFile: false,
    logLevel: 'silent',
    plugins: [inlineScript()],
    build: {
      write: false,
      minify: false,
      lib: { entry: join(folder, 'component.ts'), formats: ['es'], fileName: 'component' },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  return chunks.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}

describe('a module written into the page (?inline-script)', () => {
  it('is one classic script with its imports inside: nothing to fetch, and it runs where it stands', async () => {
    const code = await bundleInlineScript(join(folder, 'page-script.ts'));
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    const context: { seen?: unknown } = {};
    runInNewContext(code, context);
    expect(context.seen).toEqual(['dialog:opened', 'undefined']);
  });

  it('reaches the component as that same text, so the hash in the policy allows what the page carries', async () => {
    const [chunk, ...others] = await componentChunk();
    expect(others).toEqual([]);
    expect(chunk!.code).toContain(JSON.stringify(await bundleInlineScript(join(folder, 'page-script.ts'))));
    // The component's bundle does not import the module: its code is only in the string.
    expect(chunk!.imports).toEqual([]);
  });
});
