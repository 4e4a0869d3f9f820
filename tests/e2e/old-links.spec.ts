import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { awkwardNames } from '../../scripts/api/hostile.ts';
import { indexFileNames } from '../../scripts/delivery/file-names.ts';
import { createSiteServer } from '../../scripts/serve.ts';
import type { Snapshot } from '../../src/lib/api/types.ts';
import { createOldLinks } from '../../src/lib/catalogue/old-links.ts';
import { buildHostileSite } from '../support/hostile-build.ts';
import { cdnHost, httpHost, staticHost } from '../support/link-hosts.ts';
import { startNginx } from '../support/nginx.ts';
import { checkOldLinks, exceedsCloudflareLine, isFoldedByClients, listFailures, needsRules, renderMatrix } from '../support/old-link-check.ts';
import { distDir, readSnapshot } from '../support/site.ts';

/*
 * The link-compatibility check (SPEC.md §2): every address the old single-page app gave out for a
 * record of the snapshot — products with and without their code, categories and sub-categories with
 * and without their value, listings, blogs, and the site's own routes and their case variants — is
 * requested on our server and on nginx with the config the project ships, and must answer with the
 * record's page (200, or 301 → 200). The same addresses go to a CDN reading `_redirects` and to a
 * plain static host, which may miss only what their rules or file names cannot carry.
 */

const allFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

async function checkCatalogue(catalogue: string, dist: string, snapshot: Snapshot, siteUrl: string): Promise<void> {
  expect(indexFileNames(allFiles(dist)).collisions, 'files that differ only by case').toEqual([]);
  const links = createOldLinks(snapshot);
  const folded = links.filter(isFoldedByClients);
  const requested = links.filter((link) => !isFoldedByClients(link));
  const nginx = await startNginx(dist);
  try {
    const servers = [await checkOldLinks(httpHost('our server (scripts/serve.ts)', siteUrl), requested), await checkOldLinks(httpHost('nginx (shipped config)', nginx.url), requested)];
    const netlify = await checkOldLinks(cdnHost(dist, 'netlify'), requested);
    const cloudflare = await checkOldLinks(cdnHost(dist, 'cloudflare'), requested);
    const plain = await checkOldLinks(staticHost(dist), requested);
    console.log(renderMatrix(catalogue, [...servers, netlify, cloudflare, plain], folded));

    for (const result of servers) {
      const oneHop = [...result.families.values()].flatMap((family) => [...family.chains.keys()]).filter((chain) => chain !== '200' && chain !== '301 → 200');
      console.log(`${catalogue} catalogue, ${result.host}: old links: ${result.answered} of ${result.total} answer (200 or 301 → 200)`);
      expect(listFailures(result), `${result.host}: old links that do not answer`).toEqual([]);
      expect(oneHop, `${result.host}: answers other than 200 or 301 → 200`).toEqual([]);
    }
    expect(listFailures(netlify), 'CDN (Netlify reading): old links that do not answer').toEqual([]);
    const cloudflareMisses = [...cloudflare.families.values()].flatMap((family) => family.failures).filter(({ link }) => !exceedsCloudflareLine(dist, link));
    expect(cloudflareMisses.map(({ link, reason }) => `${link.path}: ${reason}`), 'CDN (Cloudflare reading): misses besides rules over its line limit').toEqual([]);
    const plainMisses = [...plain.families.values()].flatMap((family) => family.failures).filter(({ link }) => !needsRules(link));
    expect(plainMisses.map(({ link, reason }) => `${link.path}: ${reason}`), 'plain static host: misses of addresses a file can carry').toEqual([]);
  } finally {
    await nginx.stop();
  }
}

test('every old link of the seed catalogue answers on our server, nginx, a _redirects CDN and a plain host', async ({ baseURL }) => {
  test.setTimeout(120_000);
  await checkCatalogue('seed', distDir, readSnapshot(), baseURL!);
});

test('every old link of the hostile catalogue answers on our server, nginx, a _redirects CDN and a plain host', async () => {
  test.setTimeout(300_000);
  const build = await buildHostileSite('old-links-');
  const site: Server = createSiteServer(build.dist);
  try {
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    expect(awkwardNames.length).toBeGreaterThanOrEqual(60);
    expect(build.snapshot.products.map((product) => product.name)).toEqual(expect.arrayContaining(awkwardNames.map((name) => name.trim())));
    await checkCatalogue('hostile', build.dist, build.snapshot, `http://127.0.0.1:${(site.address() as AddressInfo).port}`);
  } finally {
    site.closeAllConnections();
    await new Promise((done) => site.close(done));
    await build.close();
  }
});
