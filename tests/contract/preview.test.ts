import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const empty = mkdtempSync(join(tmpdir(), 'preview-no-build-'));
afterAll(() => {
  rmSync(empty, { recursive: true, force: true });
});

it('`npm run preview` before any build says so in one line and exits, without a stack trace', () => {
  const run = spawnSync(process.execPath, [resolve('scripts/serve.ts')], {
    cwd: empty,
    encoding: 'utf8',
    timeout: 20_000,
    env: { ...process.env, PORT: '0' },
  });
  expect(run.status).toBe(1);
  const lines = `${run.stdout}${run.stderr}`.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/dist\/ has not been built yet.*npm run build/);
});
