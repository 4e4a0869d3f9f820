import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { runBuildScript, type BuildRun } from '../support/build.ts';

/*
 * The real `node scripts/build.ts` against a reference API told to misbehave: a transport
 * fault must stop the build with one line and leave the previous dist/ exactly as it was; empty
 * lists must build a whole site that says so. Two full builds; the faults stop at the pull.
 * (The hostile catalogue is built and browsed in tests/e2e/security-hostile.spec.ts.)
 */

const work = mkdtempSync(join(tmpdir(), 'build-faults-'));
const outDir = join(work, 'dist');
const snapshot = join(work, 'snapshot.json');
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => fetch(`${api.url}/__control/faults`, { method: 'DELETE' }));

const fault = (endpoint: string, mode: string, extra: Record<string, unknown> = {}) =>
  fetch(`${api.url}/__control/faults`, { method: 'POST', body: JSON.stringify({ endpoint, mode, ...extra }) });

function runBuild(apiBase = api.url, options: { skipPull?: boolean; snapshotPath?: string } = {}): Promise<BuildRun> {
  return runBuildScript(['--out-dir', outDir, ...(options.skipPull ? ['--skip-pull'] : [])], {
    PUBLIC_API_BASE_URL: apiBase,
    SNAPSHOT_PATH: options.snapshotPath ?? snapshot,
    PULL_TIMEOUT_MS: '1500',
    PULL_RETRIES: '1',
  });
}

/** Every file of a folder with its size and modification time. */
function fileTree(dir: string): Record<string, string> {
  const tree: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const stat = statSync(file);
    tree[relative(dir, file)] = `${stat.size}@${stat.mtimeMs}`;
  }
  return tree;
}

/** The words a visitor reads in <main>: no tags, scripts, styles or templates. */
const mainText = (html: string) =>
  (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('build under faults', () => {
  let before: Record<string, string>;
  let snapshotBefore: string;
  let productsBefore: number;

  it('builds once from a slow but answering API', { timeout: 180_000 }, async () => {
    // 1 s is inside the 1.5 s timeout: slow is not a failure.
    await fault('GetAllProduct', 'slow', { delayMs: 1000, times: 1 });
    const run = await runBuild();
    expect(run.stderr, run.stderr).not.toMatch(/error/i);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^built \d+ pages/m);
    before = fileTree(outDir);
    snapshotBefore = `${statSync(snapshot).mtimeMs}`;
    productsBefore = (JSON.parse(readFileSync(snapshot, 'utf8')) as { products: unknown[] }).products.length;
    expect(Object.keys(before).length).toBeGreaterThan(100);
  });

  const transportFaults: Array<[string, string, Record<string, unknown>, RegExp]> = [
    ['GetAllProduct', 'status0', {}, /failed: status 0: GetAllProduct is unavailable/],
    ['GetAllProduct', 'http500', {}, /failed: HTTP 500 Internal Server Error \(after 2 tries\)/],
    ['GetAllProduct', 'reset', {}, /failed: unreachable \(.+\) \(after 2 tries\)/],
    [
      'GetAllProduct',
      'truncated',
      {},
      /failed: the connection dropped while the answer was being read.* \(after 2 tries\)/,
    ],
    ['GetAllProduct', 'malformed', {}, /failed: the body is not JSON/],
    ['GetAllProduct', 'slow', { delayMs: 4000 }, /failed: no answer within 1\.5 s \(after 2 tries\)/],
    ['GetAllProduct', 'hang', {}, /failed: no answer within 1\.5 s \(after 2 tries\)/],
    ['getAllBlogs', 'http500', {}, /GET \/api\/getAllBlogs .* failed: HTTP 500/],
    ['getAllJobPosts', 'malformed', {}, /GET \/api\/getAllJobPosts .* failed: the body is not JSON/],
    ['getAllJobPosts', 'code401', {}, /GET \/api\/getAllJobPosts .* failed: status 0: Token expired/],
  ];

  it.each(transportFaults)(
    '%s %s fails the build with one line and leaves dist/ untouched',
    async (endpoint, mode, extra, reason) => {
      expect(before, 'the first build must have run').toBeDefined();
      await fault(endpoint, mode, extra);
      const run = await runBuild();
      expect(run.code).toBe(1);
      expect(lines(run.stderr)).toHaveLength(1);
      const [line] = lines(run.stderr);
      expect(line).toMatch(
        new RegExp(`^build failed: GET /api/${endpoint} \\(http://127\\.0\\.0\\.1:\\d+/api/${endpoint}\\) failed: `),
      );
      expect(line).toMatch(reason);
      expect(fileTree(outDir)).toEqual(before);
      expect(`${statSync(snapshot).mtimeMs}`).toBe(snapshotBefore);
    },
    60_000,
  );

  it('fails with one line when the API host is unreachable, dist/ untouched', { timeout: 60_000 }, async () => {
    const run = await runBuild(`http://127.0.0.1:${await closedPort()}`);
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      expect.stringMatching(
        /^build failed: GET \/api\/GetAllProduct .* failed: unreachable \(ECONNREFUSED\) \(after 2 tries\)$/,
      ),
    ]);
    expect(fileTree(outDir)).toEqual(before);
  });

  it('a build that fails after the pull (a corrupt snapshot) leaves dist/ untouched too', async () => {
    const corrupt = join(work, 'corrupt-snapshot.json');
    writeFileSync(corrupt, '{"categories": [');
    const run = await runBuild(api.url, { skipPull: true, snapshotPath: corrupt });
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      expect.stringMatching(
        /^build failed: .*corrupt-snapshot\.json is not a catalogue snapshot of this site \(it is not JSON\): run the pull again/,
      ),
    ]);
    expect(fileTree(outDir)).toEqual(before);
  }, 120_000);

  it('a snapshot an older version wrote stops the build with one line that asks for a new pull, dist/ untouched', async () => {
    const old = join(work, 'old-snapshot.json');
    const { format: _format, ...withoutFormat } = JSON.parse(readFileSync(snapshot, 'utf8')) as Record<string, unknown>;
    writeFileSync(old, JSON.stringify(withoutFormat));
    const run = await runBuild(api.url, { skipPull: true, snapshotPath: old });
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      expect.stringMatching(
        /^build failed: The catalogue snapshot .*old-snapshot\.json has no format number \(an older version wrote it\); this version of the site reads format \d+: run the pull again/,
      ),
    ]);
    expect(fileTree(outDir)).toEqual(before);
  }, 120_000);

  it('builds a whole site from empty lists and replaces dist/ only when done', { timeout: 180_000 }, async () => {
    for (const endpoint of ['GetAllProduct', 'getAllBlogs', 'getAllJobPosts']) await fault(endpoint, 'empty');
    const run = await runBuild();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/0 categories, 0 sub-categories, 0 products, 0 blogs, 0 jobs; 0 records left out/);
    // The report compares with the last build that succeeded (the first), not with the failed ones since.
    expect(run.stdout).toMatch(
      new RegExp(`^0 products added, ${productsBefore} removed, 0 changed since the last build`, 'm'),
    );
    const after = fileTree(outDir);
    // The swap happened: pages of the old catalogue are gone, none of the new site is missing.
    expect(Object.keys(after).some((file) => file.startsWith('product-details/'))).toBe(false);
    expect(existsSync(join(outDir, '404.html'))).toBe(true);
    expect(existsSync(resolve('.cache/dist-next'))).toBe(false);

    const pages = Object.keys(after).filter((file) => file.endsWith('.html'));
    const problems: string[] = [];
    for (const page of pages) {
      const html = readFileSync(join(outDir, page), 'utf8');
      const text = html
        .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
      const main = mainText(html);
      if (/\bundefined\b|\bNaN\b|\[object Object\]|\bnull\b/.test(text))
        problems.push(`${page}: shows undefined/NaN/null`);
      if (main.length < 20) problems.push(`${page}: empty main`);
    }
    expect(problems).toEqual([]);

    // Pages that list API records tell the visitor there are none, in words.
    const polite =
      /\b(no|none|not any|nothing)\b[^.]{0,80}\b(products?|posts?|articles?|blogs?|openings?|vacanc(y|ies)|jobs?|positions?|results?)\b|\b(products?|posts?|articles?|blogs?|openings?|vacanc(y|ies)|jobs?|positions?)\b[^.]{0,60}\b(yet|soon|right now|at the moment|currently)\b/i;
    const listPages = ['Categories.html', 'Resourcecenter.html', 'career.html'].filter((page) =>
      existsSync(join(outDir, page)),
    );
    for (const page of listPages) {
      const main = mainText(readFileSync(join(outDir, page), 'utf8'));
      expect(main, `${page} should say politely that there is nothing to list`).toMatch(polite);
    }
  });
});
