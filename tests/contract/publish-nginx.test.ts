import { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProductCardPath } from '../../src/lib/paths.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { startNginx, type RunningNginx } from '../../scripts/dev/test-tools/nginx.ts';
import { startPublisher, waitFor, type RunningPublisher } from '../support/publisher.ts';

/*
 * The publisher for real: the reference API as the back office, Debian's nginx serving the live link
 * with the config the project ships, and the real incremental build. An editor changes a product's
 * description, the back office calls the hook, and the new page is served, while a loop of requests
 * runs throughout the swap and every one of them is answered 200.
 */

const work = mkdtempSync(join(tmpdir(), 'publish-nginx-'));
const liveDir = join(work, 'site');
let api: TestApi;
let publisher: RunningPublisher;
let nginx: RunningNginx | undefined;

beforeAll(async () => {
  api = await startTestApi();
  Object.assign(process.env, { PUBLIC_API_BASE_URL: api.url, SNAPSHOT_PATH: join(work, 'snapshot.json') });
  publisher = await startPublisher({ liveDir, stateDir: work, quietMs: 200, maxWaitMs: 5000 });
});
afterAll(async () => {
  await nginx?.stop();
  await publisher.close();
  await api.close();
  rmSync(work, { recursive: true, force: true });
});

describe('publishing behind nginx', () => {
  it('publishes the first site into the live link nginx serves', { timeout: 300_000 }, async () => {
    await publisher.hook();
    await waitFor('the first publish', async () => (await publisher.readStatus()).state === 'live', 280_000);
    expect(readlinkSync(liveDir)).toBe('site.a');
    nginx = await startNginx(liveDir);
    expect((await fetch(`${nginx.url}/`)).status).toBe(200);
  });

  it(
    'serves a product edited in the back office within seconds of the hook, failing no request meanwhile',
    { timeout: 120_000 },
    async () => {
      expect(nginx, 'the first publish must have run').toBeDefined();
      const { products } = (await (await fetch(`${api.url}/api/GetAllProduct`)).json()) as {
        products: Array<{ Name: string; ProductCode: string | null }>;
      };
      const product = products[7]!;
      const path = getProductCardPath({ name: product.Name, code: product.ProductCode });
      const pageUrl = `${nginx!.url}${path}`;
      const description = `Now also in 5-litre cans, from ${new Date().toISOString()}.`;
      expect(await (await fetch(pageUrl)).text()).not.toContain(description);

      // A visitor's browsing, throughout: the home page, the product, a category and a script.
      const addresses = ['/', path, '/category/Fertilizers', '/sitemap.xml'].map(
        (address) => `${nginx!.url}${address}`,
      );
      const answers: string[] = [];
      const visitor = { browsing: true };
      const browse = (async () => {
        while (visitor.browsing) {
          for (const address of addresses) {
            const response = await fetch(address, { redirect: 'manual' });
            await response.arrayBuffer();
            answers.push(`${response.status} ${address}`);
          }
        }
      })();

      const edited = await fetch(`${api.url}/__control/products`, {
        method: 'POST',
        body: JSON.stringify({ name: product.Name, fields: { description } }),
      });
      expect(edited.status).toBe(200);
      const calledAt = Date.now();
      expect((await publisher.hook()).status).toBe(202);
      await waitFor(
        'the new description on the served page',
        async () => (await (await fetch(pageUrl)).text()).includes(description),
        100_000,
      );
      const seconds = (Date.now() - calledAt) / 1000;
      visitor.browsing = false;
      await browse;

      expect(readlinkSync(liveDir)).toBe('site.b');
      expect(answers.length).toBeGreaterThan(20);
      expect(answers.filter((answer) => !answer.startsWith('200 '))).toEqual([]);
      // The page is served from the moment of the flip; the publisher records the publish just after.
      await waitFor('the record of the publish', async () => (await publisher.readStatus()).publishes.length === 2);
      const [record] = (await publisher.readStatus()).publishes;
      expect(record).toMatchObject({
        outcome: 'live',
        productChanges: [{ name: product.Name, change: 'changed', path, fields: ['description'] }],
      });
      expect(record!.pages!.listed.changed).toContain(path);
      console.log(`hook to served page: ${seconds.toFixed(1)} s, ${answers.length} requests answered 200 meanwhile`);
    },
  );
});
