import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PullError } from '../../scripts/pull/fetch-json.ts';
import { pullSnapshot, summarise } from '../../scripts/pull/pull.ts';
import { runPull } from '../../scripts/pull/run.ts';
import { readSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { startTestApi, type TestApi } from '../support/api.ts';

const policy = { timeoutMs: 1500, retries: 1, backoffMs: 10 };
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
beforeEach(() => fetch(`${api.url}/__control/faults`, { method: 'DELETE' }));

const fault = (endpoint: string, mode: string, extra: Record<string, unknown> = {}) =>
  fetch(`${api.url}/__control/faults`, { method: 'POST', body: JSON.stringify({ endpoint, mode, ...extra }) });

describe('pullSnapshot', () => {
  it('pulls the catalogue, blogs and jobs and summarises them', async () => {
    const snapshot = await pullSnapshot(api.url, policy);
    expect(snapshot.products.length).toBeGreaterThanOrEqual(100);
    expect(snapshot.leftOut).toEqual([]);
    expect(summarise(snapshot)).toMatch(
      /^\d+ categories, \d+ sub-categories, \d+ products, \d+ blogs, \d+ jobs; 0 records left out$/,
    );
  });

  it.each([
    [
      'http500',
      /GET \/api\/GetAllProduct \(http:\/\/127\.0\.0\.1:\d+\/api\/GetAllProduct\) failed: HTTP 500 Internal Server Error \(after 2 tries\)/,
    ],
    ['malformed', /GET \/api\/GetAllProduct .* failed: the body is not JSON/],
    ['status0', /GET \/api\/GetAllProduct .* failed: status 0: GetAllProduct is unavailable/],
    ['hang', /GET \/api\/GetAllProduct .* failed: no answer within 1\.5 s \(after 2 tries\)/],
  ])('fails with one line naming the call, the URL and the reason on %s', async (mode, message) => {
    await fault('GetAllProduct', mode);
    const error = await pullSnapshot(api.url, policy).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PullError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('retries a transient failure and then succeeds', async () => {
    await fault('getAllJobPosts', 'http500', { times: 1 });
    const snapshot = await pullSnapshot(api.url, policy);
    expect(snapshot.jobs.length).toBeGreaterThan(0);
  });

  it('fails when the host is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(pullSnapshot(`http://127.0.0.1:${port}`, policy)).rejects.toThrow(
      /failed: unreachable \(ECONNREFUSED\)/,
    );
  });

  it('builds from empty lists', async () => {
    await fault('GetAllProduct', 'empty');
    await fault('getAllBlogs', 'empty');
    const snapshot = await pullSnapshot(api.url, policy);
    expect(snapshot.products).toEqual([]);
    expect(snapshot.blogs).toEqual([]);
  });

  it('leaves out the hostile records by name and keeps the rest', async () => {
    await fault('GetAllProduct', 'hostile');
    const snapshot = await pullSnapshot(api.url, policy);
    const names = snapshot.products.map((product) => product.name);
    expect(names).toEqual(
      expect.arrayContaining([
        '50% EC / Emulsifier',
        'नीम तेल 1500 ppm',
        'Script </script><img src=x onerror=alert(1)>',
      ]),
    );
    expect(names).not.toContain('Orphan Product');
    expect(snapshot.leftOut).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'product', record: '"Orphan Product"', field: 'Categories' }),
        expect.objectContaining({ kind: 'product', record: '"Wrong Category Product"', field: 'Categories' }),
        expect.objectContaining({ kind: 'product', record: '"Numeric Features Product"', field: 'General_Features' }),
        expect.objectContaining({ kind: 'product', field: 'Name', reason: 'missing' }),
        expect.objectContaining({ kind: 'category', field: 'Name' }),
      ]),
    );
  });

  // The build takes the snapshot as the pull made it, not as it reads back from the file: they must not differ
  // (no undefined field, which JSON drops; no value JSON would turn into another).
  it.each(['none', 'hostile'])('makes a snapshot that equals its own JSON (faults: %s)', async (mode) => {
    if (mode !== 'none') {
      for (const endpoint of ['GetAllProduct', 'getAllBlogs', 'getAllJobPosts']) await fault(endpoint, mode);
    }
    const snapshot = await pullSnapshot(api.url, policy);
    expect(snapshot.products.length).toBeGreaterThan(0);
    expect(snapshot.blogs.length).toBeGreaterThan(0);
    expect(snapshot.jobs.length).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(snapshot))).toStrictEqual(snapshot);
  });
});

describe('runPull', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pull-'));
    vi.stubEnv('SNAPSHOT_PATH', join(dir, 'snapshot.json'));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps each opening's earliest first-seen date from the last pull's and the last build's snapshots", async () => {
    const [first, second] = (await pullSnapshot(api.url, policy)).jobs.map((job) => job.id);
    const write = (file: string, dates: Record<string, string>) => {
      writeFileSync(join(dir, file), JSON.stringify({ jobsFirstSeen: dates }));
    };
    write('snapshot.json', { [first!]: '2026-03-01', [second!]: '2026-06-01' });
    write('snapshot.last-build.json', { [first!]: '2026-05-01', [second!]: '2026-02-01' });
    const snapshot = await runPull(api.url, policy);
    // What the build uses without reading the file is what the file reads back as, down to the order of fields.
    expect(JSON.stringify(readSnapshot())).toBe(JSON.stringify(snapshot));
    expect(snapshot.jobsFirstSeen).toMatchObject({ [first!]: '2026-03-01', [second!]: '2026-02-01' });
  });

  it("keeps the date when both files hold the same one, of no known format, and takes the pull's own date without them", async () => {
    const [first] = (await pullSnapshot(api.url, policy)).jobs.map((job) => job.id);
    const fresh = await runPull(api.url, policy);
    expect(fresh.jobsFirstSeen[first!]).toBe(fresh.pulledAt.slice(0, 10));
    const same = JSON.stringify({ jobsFirstSeen: { [first!]: '2026-04-01' } });
    writeFileSync(join(dir, 'snapshot.json'), same);
    writeFileSync(join(dir, 'snapshot.last-build.json'), same);
    expect((await runPull(api.url, policy)).jobsFirstSeen[first!]).toBe('2026-04-01');
  });
});
