import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { finalizeDist } from '../../scripts/delivery/finalize.ts';
import { readSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { createSiteData } from '../../src/lib/site-data.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { runBuildScript } from '../support/build.ts';

/*
 * `npm run build` plans Astro's pass (src/lib/build-plan.ts): it restores unchanged product pages from
 * its last output instead of rendering them, hands Astro what it knows of every picture, and has pages
 * compressed while Astro renders. A plain `astro build` of the same snapshot, with no plan, followed by
 * the same delivery step, must publish the same site: every file, byte for byte.
 */

const work = mkdtempSync(join(tmpdir(), 'plain-build-'));
const planned = join(work, 'planned');
const plain = join(work, 'plain');
const env = {
  SNAPSHOT_PATH: join(work, 'snapshot.json'),
  ASTRO_CACHE_DIR: join(work, 'astro-cache'),
  RENDER_STATE_DIR: join(work, 'render-state'),
  COMPRESS_STATE_DIR: join(work, 'compress-state'),
  BUILD_REPORT_PATH: join(work, 'build-report.md'),
};

function runPlainAstroBuild(outDir: string, api: TestApi): Promise<{ code: number | null; output: string }> {
  const child = spawn('npx', ['astro', 'build', '--outDir', outDir], {
    env: { ...process.env, ...env, PUBLIC_API_BASE_URL: api.url, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      resolve({ code, output });
    }),
  );
}

const listFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

describe('a plain astro build', () => {
  it('publishes the same site as npm run build, whose rebuild reuses pages', { timeout: 900_000 }, async () => {
    const api = await startTestApi();
    onTestFinished(async () => {
      await api.close();
      rmSync(work, { recursive: true, force: true });
    });
    const first = await runBuildScript(['--out-dir', planned], { ...env, PUBLIC_API_BASE_URL: api.url });
    expect(first.code, first.stderr).toBe(0);
    // The catalogue's pages were compressed on the other core while Astro rendered.
    expect(readFileSync(env.BUILD_REPORT_PATH, 'utf8')).toMatch(/compressed \d+ files \([1-9]\d* while rendering\)/);
    // Nothing changed: the rebuild restores every product page and renders only the pages that have no cache key.
    const rebuild = await runBuildScript(['--out-dir', planned, '--skip-pull'], {
      ...env,
      PUBLIC_API_BASE_URL: api.url,
    });
    expect(rebuild.code, rebuild.stderr).toBe(0);
    const [, reused] = /, (\d+) reused/.exec(rebuild.stdout) ?? [];
    expect(Number(reused)).toBeGreaterThan(100);
    // The pages it rendered again are the same bytes: their compressed copies are the last build's.
    expect(readFileSync(env.BUILD_REPORT_PATH, 'utf8')).toMatch(/compressed 0 files \(0 while rendering\), reused \d+/);

    const astro = await runPlainAstroBuild(plain, api);
    expect(astro.code, astro.output).toBe(0);
    // The delivery step npm run build ends with (its compression record kept apart from the real one).
    process.env['COMPRESS_STATE_DIR'] = env.COMPRESS_STATE_DIR;
    try {
      await finalizeDist(plain, new URL('http://localhost:4321'), {
        outDir: plain,
        aliases: createSiteData(readSnapshot(env.SNAPSHOT_PATH)).pageAliases,
      });
    } finally {
      delete process.env['COMPRESS_STATE_DIR'];
    }

    const files = listFiles(planned);
    expect(listFiles(plain)).toEqual(files);
    const differing = files.filter(
      (file) => !readFileSync(join(plain, file)).equals(readFileSync(join(planned, file))),
    );
    expect(differing).toEqual([]);
    expect(files.length).toBeGreaterThan(1000);
  });
});
