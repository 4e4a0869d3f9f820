import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateReadme } from '../../scripts/dev/bench/readme.ts';
import { saveResult } from '../../scripts/dev/bench/lib/table.ts';

const README = `# Site

Intro.

<!-- bench:start -->

#### Lighthouse (\`npm run bench:lighthouse\`)

Measured 2026-11-26 20:49 UTC on the old machine.

| Page type | LCP    |
| --------- | ------ |
| home      | 1.15 s |

##### Side by side with the old client-rendered architecture

| home | 0.42 |

#### Bytes per page type (\`npm run bench:size\`)

Measured 2026-11-27 14:27 UTC on the old machine.

| home | 24.0 KB |

#### Build time and memory (\`npm run bench:build\`)

Measured 2026-11-27 10:14 UTC on the old machine.

| 10,000 | 124.9 s |

<!-- bench:end -->

## After
`;

describe('npm run bench:readme', () => {
  let dir: string;
  const previous = process.env['BENCH_RESULTS_DIR'];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bench-readme-'));
    process.env['BENCH_RESULTS_DIR'] = join(dir, 'results');
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    if (previous === undefined) delete process.env['BENCH_RESULTS_DIR'];
    else process.env['BENCH_RESULTS_DIR'] = previous;
  });

  it('replaces the sections of the benches it has results of, and keeps the others as the README has them', () => {
    const file = join(dir, 'README.md');
    writeFileSync(file, README);
    saveResult('lighthouse', '| Page type | LCP    | Largest element |\n| home | 1.31 s | `picture img` |', {});

    expect(updateReadme(file)).toEqual(['lighthouse']);
    const updated = readFileSync(file, 'utf8');
    expect(updated).toContain('| home | 1.31 s | `picture img` |');
    expect(updated).not.toContain('| home      | 1.15 s |');
    expect(updated).not.toContain('Side by side');
    // Kept word for word, each once, in their places.
    expect(updated).toContain(
      '#### Bytes per page type (`npm run bench:size`)\n\nMeasured 2026-11-27 14:27 UTC on the old machine.\n\n| home | 24.0 KB |\n\n#### Build time',
    );
    expect(updated).toContain('| 10,000 | 124.9 s |\n\n#### From the hook to the page served');
    expect(updated.match(/Measured 2026-11-27 14:27 UTC/g)).toHaveLength(1);
    // A bench neither measured nor in the README yet says how to measure it.
    expect(updated).toContain('Not measured yet: run `npm run bench:publish`.');
    expect(updated).toMatch(/<!-- bench:end -->\n\n## After\n$/);
  });
});
