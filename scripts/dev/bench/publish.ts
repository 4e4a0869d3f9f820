/**
 * `npm run bench:publish`: how long an editor waits, from the back office's hook call to the changed
 * product page served by nginx (Debian's, with the config the project ships, its root on the
 * publisher's live link), over 20 publishes of one product's description, at the seed's size and at
 * 10,000 products. The publisher runs with its default pause (DEFAULT_QUIET_MS), the real incremental
 * build in its own process and its checks; the reference API plays the back office.
 *
 *   BENCH_PUBLISH_PRODUCTS="118,10000"   catalogue sizes (118: the seed as written)
 *   BENCH_PUBLISH_COUNT=20               publishes per size
 *
 * Each size keeps its caches under .cache/bench/publish-N/ (images, compile cache) between runs; its
 * live site starts afresh with a full publish, which is not counted. The first counted publish is the
 * first after a full build, which has no spare output to assemble in yet; it is in the figures.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getProductCardPath } from '../../../src/lib/paths.ts';
import { DEFAULT_QUIET_MS } from '../../publish/publishing.ts';
import { createPublisher } from '../../publish/server.ts';
import { signBody, SIGNATURE_HEADER } from '../../publish/signature.ts';
import { startNginx } from '../test-tools/nginx.ts';
import { markdownTable, resultsDir, saveResult } from './lib/table.ts';

const sizes = (process.env['BENCH_PUBLISH_PRODUCTS'] ?? '118,10000').split(',').map(Number);
const count = Number(process.env['BENCH_PUBLISH_COUNT'] ?? 20);
const apiPort = Number(process.env['API_PORT'] ?? 8797);
const secret = 'bench-publish-secret-0123456789';

interface SizeResult {
  products: number;
  /** Hook call to the new page served, seconds, in order. */
  served: number[];
  /** The publishes' own durations (build, checks, swap), seconds. */
  publishes: number[];
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

async function benchSize(products: number): Promise<SizeResult> {
  const base = join(resultsDir(), `publish-${products}`);
  const liveDir = join(base, 'site');
  for (const stale of ['site', 'site.a', 'site.b', 'site.next', 'publishes.json'])
    rmSync(join(base, stale), { recursive: true, force: true });
  mkdirSync(base, { recursive: true });
  Object.assign(process.env, {
    SNAPSHOT_PATH: join(base, 'snapshot.json'),
    ASTRO_CACHE_DIR: join(base, 'astro'),
    IMAGE_CACHE_DIR: join(base, 'images'),
    BUILD_REPORT_PATH: join(base, 'build-report.md'),
    NODE_COMPILE_CACHE: join(base, 'node-compile'),
    PUBLIC_API_BASE_URL: `http://localhost:${apiPort}`,
  });
  const api = spawn(
    process.execPath,
    ['scripts/dev/api/server.ts', '--products', String(products), '--port', String(apiPort), '--control'],
    { env: { ...process.env, API_DATA_DIR: join(base, 'api-data') }, stdio: 'ignore' },
  );
  const publisher = createPublisher({
    secret,
    liveDir,
    stateDir: base,
    site: new URL('http://localhost:4321'),
    quietMs: DEFAULT_QUIET_MS,
    maxWaitMs: 30_000,
  });
  await new Promise<void>((done) => publisher.server.listen(0, '127.0.0.1', done));
  const publisherUrl = `http://127.0.0.1:${(publisher.server.address() as AddressInfo).port}`;
  const hook = () => {
    const body = JSON.stringify({ changed: 'product' });
    return fetch(`${publisherUrl}/_publish/hook`, {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: signBody(secret, body) },
      body,
    });
  };
  // The history keeps the last 20: publishes are counted by the newest one's number.
  const publishesDone = () => publisher.history.records[0]?.id ?? 0;
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    await until('the API', async () => (await fetch(`http://localhost:${apiPort}/health`)).ok, 180_000);
    const { products: served } = (await (await fetch(`http://localhost:${apiPort}/api/GetAllProduct`)).json()) as {
      products: Array<{ Name: string; ProductCode: string | null }>;
    };
    if (served.length !== products)
      throw new Error(`The API on port ${apiPort} serves ${served.length} products, not ${products}.`);
    console.log(`${products} products: the first, full publish…`);
    await hook();
    await until('the first publish', () => Promise.resolve(publishesDone() === 1), 1_800_000);
    if (publisher.history.records[0]!.outcome !== 'live')
      throw new Error(
        `the first publish ${publisher.history.records[0]!.outcome}: ${publisher.history.records[0]!.reason}`,
      );
    nginx = await startNginx(liveDir);
    const product = served[Math.floor(served.length / 2)]!;
    const pageUrl = `${nginx.url}${getProductCardPath({ name: product.Name, code: product.ProductCode })}`;
    const result: SizeResult = { products, served: [], publishes: [] };
    for (let run = 1; run <= count; run++) {
      const token = `Publish ${run} of the bench, ${Date.now()}.`;
      const edited = await fetch(`http://localhost:${apiPort}/__control/products`, {
        method: 'POST',
        body: JSON.stringify({ name: product.Name, fields: { description: `Edited for the publish bench. ${token}` } }),
      });
      if (!edited.ok) throw new Error(`the API refused the edit: HTTP ${edited.status}`);
      const before = publishesDone();
      const calledAt = performance.now();
      await hook();
      await until('the new page', async () => (await (await fetch(pageUrl)).text()).includes(token), 600_000);
      const seconds = (performance.now() - calledAt) / 1000;
      await until('the publish record', () => Promise.resolve(publishesDone() > before), 60_000);
      const record = publisher.history.records[0]!;
      result.served.push(seconds);
      result.publishes.push(record.durationMs / 1000);
      console.log(
        `${products} products, publish ${run}: served after ${seconds.toFixed(1)} s (publish ${(record.durationMs / 1000).toFixed(1)} s)`,
      );
    }
    return result;
  } finally {
    await nginx?.stop();
    await publisher.close();
    api.kill();
  }
}

export async function runPublishBench(): Promise<string> {
  const results: SizeResult[] = [];
  for (const products of sizes) results.push(await benchSize(products));
  const seconds = (value: number) => `${value.toFixed(1)} s`;
  const markdown = [
    markdownTable(
      [
        'Products',
        'Publishes',
        'Hook → page served: median',
        '95th percentile',
        'Max',
        'First after the full build',
        'Publish alone (median)',
        'Goal (95th)',
      ],
      results.map((result) => [
        result.products.toLocaleString('en'),
        result.served.length,
        seconds(percentile(result.served, 0.5)),
        seconds(percentile(result.served, 0.95)),
        seconds(Math.max(...result.served)),
        seconds(result.served[0]!),
        seconds(percentile(result.publishes, 0.5)),
        result.products > 1000 ? '≤ 10 s' : '≤ 5 s',
      ]),
    ),
    '',
    `Hook → page served includes the publisher's pause of ${DEFAULT_QUIET_MS / 1000} s (PUBLISH_QUIET_MS), which lets a burst of saves make one build; "publish alone" is the build, its checks and the swap.`,
  ].join('\n');
  saveResult('publish', markdown, results);
  return markdown;
}

if (import.meta.main) {
  console.log(await runPublishBench());
  process.exit(0);
}
