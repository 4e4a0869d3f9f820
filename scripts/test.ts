/**
 * `npm test`: type checks, unit and contract tests, a build against a reference API started for
 * the tests, then the end-to-end tests in Chromium against that build (and, for the old-link test,
 * nginx with the config the project ships).
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { startApi } from './dev/api/server.ts';
import { buildSite } from './build-site.ts';
import { ensureHindiFont } from './dev/test-tools/ensure-hindi-font.ts';
import { findChromium } from './dev/test-tools/find-chromium.ts';
import { findNginx } from './dev/test-tools/find-nginx.ts';
import { createSiteServer } from './serve.ts';

const sitePort = Number(process.env['E2E_SITE_PORT'] ?? 4322);
const apiPort = Number(process.env['E2E_API_PORT'] ?? 8788);
const onlyE2e = process.argv.includes('--e2e');

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n▶ ${step}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✖ ${step} failed`);
    process.exit(result.status ?? 1);
  }
}

const chromePath = findChromium();
ensureHindiFont();
const nginxPath = findNginx();
const npx = 'npx';
if (!onlyE2e) {
  run('type check (astro check)', npx, ['astro', 'check', '--minimumSeverity', 'warning']);
  run('type check of scripts/ (their own tsconfig, as Node runs them)', npx, ['tsc', '-p', 'scripts']);
  run('type check of the old client-rendered page of bench:lighthouse (browser code)', npx, [
    'tsc',
    '-p',
    'scripts/dev/bench/old-spa/app',
  ]);
  run('lint (ESLint)', npx, ['eslint', '--config', '.config/eslint.config.js', '.']);
  run('format (Prettier)', npx, ['prettier', '--check', '.']);
  run('unit and contract tests (vitest)', npx, ['vitest', 'run', '--config', 'tests/vitest.config.ts']);
}

console.log('\n▶ build against a fresh reference API');
const dataDir = resolve('.cache/e2e-data');
// The test build keeps its own snapshot, so a test run never changes what `npm start` built from.
process.env['SNAPSHOT_PATH'] = resolve('.cache/e2e-snapshot.json');
rmSync(dataDir, { recursive: true, force: true });
process.env['PORT'] = String(sitePort);
const api = await startApi({ port: apiPort, dataDir, control: true });
const outDir = resolve('.cache/e2e-dist');
let status: number;
try {
  await buildSite({ apiBase: api.url, outDir });
  const site = createSiteServer(outDir);
  await new Promise<void>((done) => site.listen(sitePort, done));
  console.log(`\n▶ end-to-end tests (Chromium: ${chromePath})`);
  // Asynchronous: the site and the API answer from this process while Playwright runs.
  const child = spawn(
    npx,
    [
      'playwright',
      'test',
      '--config',
      'tests/playwright.config.ts',
      ...process.argv.slice(2).filter((arg) => arg !== '--e2e'),
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        CHROME_PATH: chromePath,
        NGINX_PATH: nginxPath,
        E2E_SITE_URL: `http://localhost:${sitePort}`,
        E2E_API_URL: api.url,
        E2E_DATA_DIR: dataDir,
        E2E_DIST_DIR: outDir,
      },
    },
  );
  status = await new Promise<number>((done) =>
    child.on('exit', (code) => {
      done(code ?? 1);
    }),
  );
  site.closeAllConnections();
  site.close();
} finally {
  await api.close();
}
process.exit(status);
