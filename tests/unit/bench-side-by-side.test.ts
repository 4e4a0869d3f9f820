import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunSummary } from '../../scripts/dev/bench/lib/lighthouse-run.ts';
import { comparePair, sideBySideTable } from '../../scripts/dev/bench/lib/side-by-side.ts';
import { createBenchServer, pickWidth, type BenchServer } from '../../scripts/dev/bench/old-spa/server.ts';

const run = (lcp: number, performance: number): RunSummary => ({
  scores: { performance },
  metrics: { LCP: lcp },
  failing: {},
});

describe('the side-by-side figures', () => {
  it('compares the medians of each side: our LCP over the old one', () => {
    const figures = comparePair({
      type: 'product',
      ours: [run(1200, 100), run(1300, 99), run(9000, 90)],
      old: [run(2600, 80), run(2400, 85), run(2500, 70)],
    });
    expect(figures).toEqual({
      type: 'product',
      oldLcp: 2500,
      oursLcp: 1300,
      ratio: 0.52,
      oldPerformance: 80,
      oursPerformance: 99,
    });
  });

  it('prints old and ours side by side, the ratio with two decimals', () => {
    const table = sideBySideTable([
      { type: 'home', oldLcp: 3500, oursLcp: 1890, ratio: 0.54, oldPerformance: 78, oursPerformance: 100 },
    ]);
    expect(table.split('\n')[0]).toMatch(/Page type \| Old LCP \| Ours LCP \| LCP ratio \(ours \/ old\) \| Perf/);
    expect(table.split('\n')[2]).toMatch(/home +\| 3\.50 s +\| 1\.89 s +\| 0\.54 +\| 78 \/ 100/);
  });
});

describe('the old page’s pictures', () => {
  it('are the width asked for, else the next larger our build made, else its largest', () => {
    expect(pickWidth([800, 100, 400], 400)).toBe(400);
    expect(pickWidth([100, 400, 800], 600)).toBe(800);
    expect(pickWidth([100, 400, 800], 1200)).toBe(800);
    expect(pickWidth([], 400)).toBeUndefined();
  });
});

describe('the bench server', () => {
  let bench: BenchServer;
  let origin: string;
  const folders: string[] = [];

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'bench-dist-'));
    folders.push(dist);
    writeFileSync(join(dist, 'index.html'), '<h1>ours</h1>');
    writeFileSync(join(dist, '404.html'), 'not found');
    const spa = mkdtempSync(join(tmpdir(), 'bench-spa-'));
    folders.push(spa);
    mkdirSync(join(spa, '__old-spa', 'assets'), { recursive: true });
    writeFileSync(join(spa, '__old-spa', 'index.html'), '<div id="root"></div>');
    writeFileSync(join(spa, '__old-spa', 'assets', 'main-abc.js'), 'console.log(1)');
    const floor = mkdtempSync(join(tmpdir(), 'bench-floor-'));
    folders.push(floor);
    mkdirSync(join(floor, '__floor'));
    writeFileSync(join(floor, '__floor', 'index.html'), '<h1>floor</h1>');
    bench = createBenchServer(dist, { oldSpaRoot: spa, floorRoot: floor });
    await new Promise<void>((done) => bench.server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(bench.server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    bench.server.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    return { status: response.status, body: await response.text() };
  };

  it('serves our pages as they are', async () => {
    expect(await get('/')).toEqual({ status: 200, body: '<h1>ours</h1>' });
  });

  it('answers every route of the old app with its shell, and its files as they are', async () => {
    expect(await get('/__old-spa/product-details/A_B/C')).toEqual({ status: 200, body: '<div id="root"></div>' });
    expect(await get('/__old-spa/assets/main-abc.js')).toEqual({ status: 200, body: 'console.log(1)' });
  });

  it('serves the floor page beside ours', async () => {
    expect(await get('/__floor/')).toEqual({ status: 200, body: '<h1>floor</h1>' });
  });

  it('says which pictures it had no file for', async () => {
    expect((await get('/__old-spa/img?w=400&src=%2Fimages%2Fnowhere.webp')).status).toBe(404);
    expect([...bench.missedImages]).toEqual(['/images/nowhere.webp']);
  });
});
