/**
 * `npm run test:load`: a bounded load test of the reference API on loopback.
 *
 * Starts `node scripts/dev/api/server.ts` as its own process on 127.0.0.1 with a fresh data folder,
 * sends 2,000 enquiries to /api/createContact with 50 in flight at a time, then stops the server
 * and reads its SQLite database: every acknowledged enquiry must be stored exactly once with
 * exactly the content that was sent, and nothing else may be stored. Prints requests per second
 * and latency percentiles; exits 1 on any failed request or any difference.
 *
 * Flags: --requests N (default 2000, at most 20000), --concurrency N (default 50, at most 200).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { Store } from '../api/store.ts';

export interface LoadResult {
  requests: number;
  concurrency: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  failures: string[];
  storage: string[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => {
        resolve(port);
      });
    });
  });

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not answer ${url}/health within ${timeoutMs / 1000} s`);
}

/** Starts the reference API as a child process on loopback with its own data folder. */
export async function spawnApi(dataDir: string, port?: number): Promise<{ url: string; child: ChildProcess }> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ['scripts/dev/api/server.ts', '--port', String(chosen)], {
    env: { ...process.env, API_DATA_DIR: dataDir, API_SEED_IMAGES: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${chosen}`;
  await waitForHealth(url, child);
  return { url, child };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => {
      resolve();
    });
    child.kill('SIGTERM');
  });

/** The enquiry number i: unique, with text that must survive the round trip unchanged. */
export function makeEnquiry(i: number, run: string): Record<string, unknown> {
  return {
    name: `Load Tester ${i}`,
    email: `load.${run}.${i}@example.com`,
    phoneNumber: `+91 98${String(i).padStart(8, '0')}`,
    query: 'Product Enquiry',
    message: `Enquiry ${i} of run ${run}: 200 kg of FX SL 09 — नीम तेल — "quoted" <b>&amp;</b> 🌱`,
    selectedProducts: [{ id: `p-${i % 17}`, name: `Product ${i % 17}`, code: `FX ${i % 17}` }],
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs the load against a fresh API and checks its database afterwards. */
export async function runLoad(options: { requests?: number; concurrency?: number } = {}): Promise<LoadResult> {
  const total = Math.min(Math.max(1, options.requests ?? 2000), 20_000);
  const concurrency = Math.min(Math.max(1, options.concurrency ?? 50), 200);
  const run = Date.now().toString(36);
  const dataDir = mkdtempSync(join(tmpdir(), 'load-test-'));
  const { url, child } = await spawnApi(dataDir);
  const latencies: number[] = [];
  const failures: string[] = [];
  const acknowledged = new Map<number, number>(); // enquiry number → stored id
  let next = 0;
  const started = performance.now();
  try {
    const worker = async () => {
      for (let i = next++; i < total; i = next++) {
        const body = JSON.stringify(makeEnquiry(i, run));
        const sent = performance.now();
        try {
          const response = await fetch(`${url}/api/createContact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          });
          const answer = (await response.json()) as { status?: unknown; id?: unknown; message?: unknown };
          latencies.push(performance.now() - sent);
          if (response.status !== 200 || answer.status !== 1 || typeof answer.id !== 'number') {
            failures.push(`#${i}: HTTP ${response.status} ${JSON.stringify(answer).slice(0, 120)}`);
          } else {
            acknowledged.set(i, answer.id);
          }
        } catch (error) {
          failures.push(`#${i}: ${(error as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await stop(child);
  }
  const seconds = (performance.now() - started) / 1000;

  // The database as the restarted server would read it.
  const storage: string[] = [];
  const store = new Store(join(dataDir, 'api.sqlite'));
  try {
    const rows = store.listSubmissions();
    if (rows.length !== acknowledged.size)
      storage.push(`${rows.length} rows stored for ${acknowledged.size} acknowledged enquiries`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    if (byId.size !== rows.length) storage.push('two rows share an id');
    const seen = new Set<string>();
    for (const row of rows) {
      const key = String(row.payload['email']);
      if (seen.has(key)) storage.push(`${key} is stored twice`);
      seen.add(key);
    }
    for (const [i, id] of acknowledged) {
      const row = byId.get(id);
      const expected = makeEnquiry(i, run);
      if (!row) storage.push(`enquiry #${i} (id ${id}) was acknowledged but is not stored`);
      else if (row.kind !== 'enquiry') storage.push(`enquiry #${i} is stored as ${row.kind}`);
      else if (!isDeepStrictEqual(row.payload, expected))
        storage.push(`enquiry #${i} is stored with different content: ${JSON.stringify(row.payload).slice(0, 160)}`);
    }
  } finally {
    store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requests: total,
    concurrency,
    seconds: round(seconds),
    requestsPerSecond: Math.round(total / seconds),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    },
    failures,
    storage,
  };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { requests: { type: 'string' }, concurrency: { type: 'string' } } });
  const result = await runLoad({
    ...(values.requests ? { requests: Number(values.requests) } : {}),
    ...(values.concurrency ? { concurrency: Number(values.concurrency) } : {}),
  });
  console.log(
    `load test: ${result.requests} enquiries, ${result.concurrency} at a time, against the reference API on 127.0.0.1`,
  );
  console.log(`  ${result.requestsPerSecond} requests/s over ${result.seconds} s`);
  console.log(
    `  latency p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms, p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms`,
  );
  const problems = [...result.failures, ...result.storage];
  if (problems.length) {
    console.error(`✖ ${result.failures.length} failed requests, ${result.storage.length} storage differences:`);
    for (const problem of problems.slice(0, 20)) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(`  ✔ every one of the ${result.requests} enquiries is stored exactly once, with the content sent`);
}
