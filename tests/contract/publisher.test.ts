import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mirrorStep } from '../../scripts/publish/cdn.ts';
import type { PublisherOptions } from '../../scripts/publish/server.ts';
import type { ReleaseOutcome } from '../../scripts/publish/outcome.ts';
import type { ReleaseRequest } from '../../scripts/publish/run-release.ts';
import { signBody } from '../../scripts/publish/signature.ts';
import { startTestApi } from '../support/api.ts';
import { secret, startPublisher, waitFor, type RunningPublisher } from '../support/publisher.ts';

/*
 * The publisher's contract (README, "Publishing"): a signed hook, a pause before building, one build
 * at a time with one follow-up, held and failed publishes that leave the live site, the status an
 * editor reads, the CDN step and the failure notification. Builds are stand-ins here, except in the
 * last test, which runs the real release against a failing API; tests/contract/publish-nginx.test.ts
 * publishes for real behind nginx.
 */

let work: string;
let publisher: RunningPublisher | undefined;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'publisher-'));
});
afterEach(async () => {
  await publisher?.close();
  publisher = undefined;
  rmSync(work, { recursive: true, force: true });
});

/** A release the test answers by hand. */
function standInReleases() {
  const requests: ReleaseRequest[] = [];
  const answers: Array<(outcome: ReleaseOutcome) => void> = [];
  return {
    requests,
    release: (request: ReleaseRequest) => {
      requests.push(request);
      request.onPhase('astro');
      return new Promise<ReleaseOutcome>((done) => answers.push(done));
    },
    answer: (outcome: ReleaseOutcome) => {
      answers.at(-1)!(outcome);
    },
  };
}

const live = (extra: Partial<ReleaseOutcome> = {}): ReleaseOutcome => ({
  outcome: 'live',
  products: 100,
  files: { added: [], changed: [], removed: [] },
  productChanges: [],
  leftOut: [],
  ...extra,
});

const start = (
  release: ReturnType<typeof standInReleases>,
  extra: Partial<Pick<PublisherOptions, 'quietMs' | 'maxWaitMs' | 'cdn' | 'notifyUrl'>> = {},
) =>
  startPublisher({
    liveDir: join(work, 'site'),
    stateDir: work,
    quietMs: 500,
    maxWaitMs: 30_000,
    release: release.release,
    ...extra,
  });

describe('the publisher', () => {
  it('builds nothing for a hook call without the right signature', async () => {
    const releases = standInReleases();
    publisher = await start(releases, { quietMs: 0 });
    const body = '{"changed":"product"}';
    for (const response of [
      await publisher.hook(body, null),
      await publisher.hook(body, signBody('another secret', body)),
      await publisher.hook('{"changed":"everything"}', signBody(secret, body)),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: 'Missing or wrong x-publish-signature header: nothing was built.',
      });
    }
    await new Promise((done) => setTimeout(done, 300));
    expect(releases.requests).toHaveLength(0);
    expect((await publisher.readStatus()).state).toBe('idle');
  });

  it('makes one build of five calls in a row, and shows it queued, then building, then live', async () => {
    const releases = standInReleases();
    publisher = await start(releases, { quietMs: 1500 });
    for (let call = 0; call < 5; call++) expect((await publisher.hook()).status).toBe(202);
    const queued = await publisher.readStatus();
    expect(queued.state).toBe('queued');
    expect(queued.queued?.calls).toBe(5);
    await waitFor('the build to start', () => releases.requests.length === 1);
    const building = await publisher.readStatus();
    expect(building.state).toBe('building');
    expect(building.building).toMatchObject({ step: 'astro', label: 'Rendering the changed pages' });
    releases.answer(live());
    await waitFor('the publish to be recorded', async () => (await publisher!.readStatus()).state === 'live');
    await new Promise((done) => setTimeout(done, 2000));
    expect(releases.requests).toHaveLength(1);
    expect((await publisher.readStatus()).publishes).toEqual([expect.objectContaining({ calls: 5, outcome: 'live' })]);
  });

  it('queues exactly one more build for calls made during a build', async () => {
    const releases = standInReleases();
    publisher = await start(releases, { quietMs: 100 });
    await publisher.hook();
    await waitFor('the first build', () => releases.requests.length === 1);
    for (let call = 0; call < 3; call++) await publisher.hook();
    await new Promise((done) => setTimeout(done, 500));
    expect(releases.requests).toHaveLength(1);
    expect((await publisher.readStatus()).queued).toEqual({ calls: 3 });
    releases.answer(live());
    await waitFor('the follow-up build', () => releases.requests.length === 2);
    releases.answer(live());
    await waitFor('both publishes', async () => (await publisher!.readStatus()).publishes.length === 2);
    await new Promise((done) => setTimeout(done, 500));
    expect(releases.requests).toHaveLength(2);
    expect((await publisher.readStatus()).publishes.map((record) => record.calls)).toEqual([3, 1]);
  });

  it('holds a catalogue that drops half its products until an editor confirms it on the status page', async () => {
    const releases = standInReleases();
    publisher = await start(releases, { quietMs: 0 });
    await publisher.hook();
    await waitFor('the first build', () => releases.requests.length === 1);
    releases.answer(live({ products: 100 }));
    await waitFor('the first publish', async () => (await publisher!.readStatus()).state === 'live');

    await publisher.hook();
    await waitFor('the second build', () => releases.requests.length === 2);
    expect(releases.requests[1]).toMatchObject({ previousProducts: 100, confirmed: false });
    const reason = 'the catalogue has 50 products, 50\u00a0% fewer than the 100 live now: confirm to publish it';
    releases.answer({ outcome: 'held', reason });
    await waitFor('the hold', async () => (await publisher!.readStatus()).state === 'held');

    const page = await fetch(`${publisher.url}/_publish/status`, {
      headers: { authorization: `Basic ${Buffer.from(`editor:${secret}`).toString('base64')}` },
    });
    const html = await page.text();
    expect(html).toContain('Held for your confirmation');
    expect(html).toContain(
      'The catalogue has 50 products, 50\u00a0% fewer than the 100 live now: confirm to publish it.',
    );
    expect(html).toContain('Publish this catalogue anyway');

    const confirm = (headers: Record<string, string>) =>
      fetch(`${publisher!.url}/_publish/confirm`, {
        method: 'POST',
        redirect: 'manual',
        headers: { authorization: `Bearer ${secret}`, ...headers },
      });
    // Another site's form, posting with the editor's saved password, is refused.
    expect((await confirm({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).status).toBe(403);
    expect(releases.requests).toHaveLength(2);
    const confirmed = await confirm({ 'sec-fetch-site': 'same-origin' });
    expect(confirmed.status).toBe(303);
    await waitFor('the confirmed build', () => releases.requests.length === 3);
    expect(releases.requests[2]).toMatchObject({ confirmed: true });
  });

  it('shows the status only with the password', async () => {
    publisher = await start(standInReleases());
    const anonymous = await fetch(`${publisher.url}/_publish/status`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic /);
    const wrong = await fetch(`${publisher.url}/_publish/status`, {
      headers: { authorization: `Basic ${Buffer.from('editor:guess').toString('base64')}` },
    });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${publisher.url}/_publish/status`, {
      headers: { authorization: `Basic ${Buffer.from(`editor:${secret}`).toString('base64')}` },
    });
    expect(right.status).toBe(200);
    expect(right.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await right.text()).toContain('Nothing published yet');
  });

  it('lists what a publish changed with a live link per product, and hands only changed files to the CDN', async () => {
    const releases = standInReleases();
    const cdnDir = join(work, 'cdn');
    const siteDir = join(work, 'site.a');
    mkdirSync(join(siteDir, 'product-details', 'A'), { recursive: true });
    writeFileSync(join(siteDir, 'product-details', 'A', '1.html'), 'new page');
    writeFileSync(join(siteDir, 'product-details', 'A', '1.html.br'), 'new page, compressed');
    symlinkSync('site.a', join(work, 'site'));
    publisher = await start(releases, { quietMs: 0, cdn: mirrorStep(cdnDir) });
    await publisher.hook();
    await waitFor('the build', () => releases.requests.length === 1);
    releases.answer(
      live({
        files: {
          added: [],
          changed: ['product-details/A/1.html', 'product-details/A/1.html.br'],
          removed: ['product-details/B/2.html'],
        },
        productChanges: [
          { name: 'Product A', change: 'changed', path: '/product-details/A/1', fields: ['description'] },
          { name: 'Product B', change: 'removed' },
        ],
        leftOut: [{ kind: 'product', record: 'Product C', field: 'Categories', reason: 'names no category' }],
      }),
    );
    await waitFor('the publish', async () => (await publisher!.readStatus()).state === 'live');
    const [record] = (await publisher.readStatus()).publishes;
    expect(record).toMatchObject({
      pages: {
        added: 0,
        changed: 1,
        removed: 1,
        listed: { changed: ['/product-details/A/1'], removed: ['/product-details/B/2'] },
      },
      leftOut: [{ record: 'Product C', field: 'Categories' }],
    });
    expect(record!.notes).toEqual(['CDN (mirror): 2 files uploaded, 1 removed, 2 addresses purged']);
    expect(readFileSync(join(cdnDir, 'product-details', 'A', '1.html'), 'utf8')).toBe('new page');
    expect(readFileSync(join(cdnDir, 'purged.log'), 'utf8').trim().split('\n')).toEqual([
      'https://www.example.com/product-details/A/1',
      'https://www.example.com/product-details/B/2',
    ]);
    const html = await (
      await fetch(`${publisher.url}/_publish/status`, { headers: { authorization: `Bearer ${secret}` } })
    ).text();
    expect(html).toContain(
      'Product A: changed (description) — <a href="https://www.example.com/product-details/A/1">view live</a>',
    );
    expect(html).toContain('product “Product C”, field Categories: names no category');
  });

  it('tells the notification hook when a publish fails, with the reason', async () => {
    const received: unknown[] = [];
    const receiver = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.end('ok');
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    try {
      const releases = standInReleases();
      publisher = await start(releases, {
        quietMs: 0,
        notifyUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`,
      });
      await publisher.hook();
      await waitFor('the build', () => releases.requests.length === 1);
      releases.answer({ outcome: 'failed', reason: 'a link leads nowhere: /blog → /product-details/B/2' });
      await waitFor('the notification', () => received.length === 1);
      const [notification] = received as Array<{ outcome: string; text: string }>;
      expect(notification!.outcome).toBe('failed');
      expect(notification!.text).toMatch(
        /^Publish failed: a link leads nowhere: \/blog → \/product-details\/B\/2\. The site still shows the publish before it\./,
      );
    } finally {
      receiver.close();
    }
  });
});

describe('a real release against a failing API', () => {
  const api = startTestApi();
  afterAll(async () => {
    await (await api).close();
  });

  it('leaves the live site as it was and says why', { timeout: 60_000 }, async () => {
    const { url } = await api;
    await fetch(`${url}/__control/faults`, {
      method: 'POST',
      body: JSON.stringify({ endpoint: 'GetAllProduct', mode: 'http500' }),
    });
    const release = join(work, 'site.a');
    mkdirSync(release);
    writeFileSync(join(release, 'index.html'), 'the live site');
    symlinkSync('site.a', join(work, 'site'));
    Object.assign(process.env, {
      PUBLIC_API_BASE_URL: url,
      SNAPSHOT_PATH: join(work, 'snapshot.json'),
      PULL_RETRIES: '0',
      PULL_TIMEOUT_MS: '2000',
    });
    publisher = await startPublisher({
      liveDir: join(work, 'site'),
      stateDir: join(work, 'state'),
      quietMs: 0,
      maxWaitMs: 1000,
    });
    await publisher.hook();
    await waitFor('the failed publish', async () => (await publisher!.readStatus()).state === 'failed', 50_000);
    const [record] = (await publisher.readStatus()).publishes;
    expect(record!.reason).toMatch(
      /^GET \/api\/GetAllProduct \(http:\/\/127\.0\.0\.1:\d+\/api\/GetAllProduct\) failed: HTTP 500/,
    );
    expect(readlinkSync(join(work, 'site'))).toBe('site.a');
    expect(readFileSync(join(work, 'site', 'index.html'), 'utf8')).toBe('the live site');
    expect(existsSync(join(work, 'site.b'))).toBe(false);
  });
});
