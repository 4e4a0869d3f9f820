import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from '@playwright/test';
import { indexFileNames } from '../../scripts/delivery/file-names.ts';
import type { Snapshot } from '../../src/lib/api/types.ts';
import type { OldLink, OldLinkFamily } from '../../src/lib/catalogue/old-links.ts';
import { decodePath, isFileSegment } from '../../src/lib/paths.ts';
import { createSiteData } from '../../src/lib/site-data.ts';
import { cdnHost, followLink, httpHost, staticHost, type LinkHost, type Outcome } from './link-hosts.ts';
import { startNginx } from '../../scripts/dev/test-tools/nginx.ts';

/** One host's answers to every old address, by route family. */
export interface HostResult {
  host: string;
  /** Per family: how many addresses answered by which chain of statuses, and the failures. */
  families: Map<OldLinkFamily, { chains: Map<string, number>; failures: Array<{ link: OldLink; reason: string }> }>;
  answered: number;
  total: number;
}

/**
 * Addresses no client sends as written: the segments "." and ".." are folded away by every browser
 * (and fetch) before the request, so the old app's own link to a record named ".." never reached it.
 */
export const isFoldedByClients = (link: OldLink) => new URL(link.path, 'http://site.test').pathname !== link.path;

/** Requests every old address on a host (a few at a time) and follows it to its page. */
export async function checkOldLinks(host: LinkHost, links: readonly OldLink[]): Promise<HostResult> {
  const outcomes = new Array<Outcome>(links.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < links.length; index = next++) {
      const link = links[index]!;
      outcomes[index] = await followLink(host, link.path, link.canonical).catch((error: unknown) => ({
        ok: false as const,
        reason: error instanceof Error ? error.message : String(error),
      }));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const result: HostResult = { host: host.name, families: new Map(), answered: 0, total: links.length };
  links.forEach((link, index) => {
    let family = result.families.get(link.family);
    if (!family) result.families.set(link.family, (family = { chains: new Map(), failures: [] }));
    const outcome = outcomes[index]!;
    if (outcome.ok) {
      result.answered++;
      family.chains.set(outcome.chain, (family.chains.get(outcome.chain) ?? 0) + 1);
    } else family.failures.push({ link, reason: outcome.reason });
  });
  return result;
}

/** Every answer of a host, as `(failure) family label path: reason` lines. */
export const listFailures = (result: HostResult) =>
  [...result.families.values()].flatMap((family) =>
    family.failures.map(({ link, reason }) => `${link.family} ${JSON.stringify(link.label)} ${link.path}: ${reason}`),
  );

/**
 * Whether a plain host may miss an address: one that is not a page's own and that no file can
 * carry (a character a file name cannot hold, a leading dot, a name too long for a file).
 */
export function needsRules(link: OldLink): boolean {
  return !link.page && !decodePath(link.path).split('/').slice(1).every(isFileSegment);
}

/** Whether Cloudflare Pages ignores the address's `_redirects` line (over 1,000 characters). */
export function exceedsCloudflareLine(dist: string, link: OldLink): boolean {
  const line = readFileSync(join(dist, '_redirects'), 'utf8')
    .split('\n')
    .find((each) => each.startsWith(`${link.path} `));
  return line !== undefined && line.length > 1000;
}

/** The host matrix: host × route family → answers, with counts by status chain. */
export function renderMatrix(catalogue: string, results: readonly HostResult[], folded: readonly OldLink[]): string {
  const families = [...new Set(results.flatMap((result) => [...result.families.keys()]))];
  const cell = (result: HostResult, family: OldLinkFamily) => {
    const entry = result.families.get(family);
    if (!entry) return '–';
    const total = [...entry.chains.values()].reduce((sum, count) => sum + count, 0) + entry.failures.length;
    const chains = [...entry.chains].map(([chain, count]) => `${chain}: ${count}`).join(', ');
    return `${total - entry.failures.length}/${total} (${chains}${entry.failures.length ? `; failed: ${entry.failures.length}` : ''})`;
  };
  const lines = [`Host matrix, ${catalogue} catalogue (answered/requested, by status chain):`];
  for (const result of results) {
    lines.push(`  ${result.host}: ${result.answered} of ${result.total}`);
    for (const family of families) lines.push(`    ${family.padEnd(15)} ${cell(result, family)}`);
  }
  if (folded.length)
    lines.push(
      `  not requestable (every client folds "." and ".." away): ${folded.map((link) => link.path).join(', ')}`,
    );
  return lines.join('\n');
}

const allFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

/**
 * The link-compatibility check of one build: no two files differ only by case, and every old address
 * of the snapshot answers on our server (at `siteUrl`) and on nginx with the shipped config with the
 * record's page (200, or 301 → 200); a `_redirects` CDN and a plain host miss only what their rules or
 * file names cannot carry. Prints the host matrix and the `old links:` lines.
 */
export async function checkCatalogueLinks(
  catalogue: string,
  dist: string,
  snapshot: Snapshot,
  siteUrl: string,
): Promise<void> {
  expect(indexFileNames(allFiles(dist)).collisions, 'files that differ only by case').toEqual([]);
  const links = createSiteData(snapshot).oldLinks;
  const folded = links.filter(isFoldedByClients);
  const requested = links.filter((link) => !isFoldedByClients(link));
  const nginx = await startNginx(dist);
  try {
    const servers = [
      await checkOldLinks(httpHost('our server (scripts/serve.ts)', siteUrl), requested),
      await checkOldLinks(httpHost('nginx (shipped config)', nginx.url), requested),
    ];
    const netlify = await checkOldLinks(cdnHost(dist, 'netlify'), requested);
    const cloudflare = await checkOldLinks(cdnHost(dist, 'cloudflare'), requested);
    const plain = await checkOldLinks(staticHost(dist), requested);
    console.log(renderMatrix(catalogue, [...servers, netlify, cloudflare, plain], folded));

    for (const result of servers) {
      const oneHop = [...result.families.values()]
        .flatMap((family) => [...family.chains.keys()])
        .filter((chain) => chain !== '200' && chain !== '301 → 200');
      console.log(
        `${catalogue} catalogue, ${result.host}: old links: ${result.answered} of ${result.total} answer (200 or 301 → 200)`,
      );
      expect(listFailures(result), `${result.host}: old links that do not answer`).toEqual([]);
      expect(oneHop, `${result.host}: answers other than 200 or 301 → 200`).toEqual([]);
    }
    expect(listFailures(netlify), 'CDN (Netlify reading): old links that do not answer').toEqual([]);
    const cloudflareMisses = [...cloudflare.families.values()]
      .flatMap((family) => family.failures)
      .filter(({ link }) => !exceedsCloudflareLine(dist, link));
    expect(
      cloudflareMisses.map(({ link, reason }) => `${link.path}: ${reason}`),
      'CDN (Cloudflare reading): misses besides rules over its line limit',
    ).toEqual([]);
    const plainMisses = [...plain.families.values()]
      .flatMap((family) => family.failures)
      .filter(({ link }) => !needsRules(link));
    expect(
      plainMisses.map(({ link, reason }) => `${link.path}: ${reason}`),
      'plain static host: misses of addresses a file can carry',
    ).toEqual([]);
  } finally {
    await nginx.stop();
  }
}
