/** `npm run pull`: pulls from PUBLIC_API_BASE_URL (the reference API when unset) into the snapshot. */
import type { Snapshot } from '../../src/lib/api/types.ts';
import { lastBuildSnapshotPath, snapshotPath } from '../../src/lib/catalogue/snapshot.ts';
import { writeJsonFile } from '../delivery/json-file.ts';
import { readSnapshotOutline } from '../delivery/snapshot-by-product.ts';
import { defaultFetchPolicy, PullError, type FetchPolicy } from './fetch-json.ts';
import { pullSnapshot, summarise } from './pull.ts';

export const defaultApiBase = `http://localhost:${process.env['API_PORT'] ?? 8787}`;

/** The fetch policy, with PULL_TIMEOUT_MS and PULL_RETRIES overriding the defaults. */
export function fetchPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): FetchPolicy {
  const number = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] !== undefined && env[name] !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    ...defaultFetchPolicy,
    timeoutMs: number('PULL_TIMEOUT_MS', defaultFetchPolicy.timeoutMs),
    retries: number('PULL_RETRIES', defaultFetchPolicy.retries),
  };
}

/**
 * The job first-seen dates of the snapshots already on disk: the last pull's and the last successful
 * build's (the one CI keeps between runs), whatever their format. A missing or unreadable file counts as
 * none. Only each file's outline is parsed, its products skipped (../delivery/snapshot-by-product.ts): at
 * 100,000 products ~0.8 s a file, where parsing one whole took ~2.5 s and ~0.5 GB of the pull's memory.
 */
async function readEarlierFirstSeen(): Promise<Array<Record<string, string>>> {
  const found: Array<Record<string, string>> = [];
  // One file after the other: each is read a few megabytes at a time, between the API's answers.
  for (const file of [snapshotPath(), lastBuildSnapshotPath()]) {
    const outline = await readSnapshotOutline(file).catch(() => undefined);
    const dates = (outline as Partial<Snapshot> | null | undefined)?.jobsFirstSeen;
    if (dates && typeof dates === 'object') found.push(dates);
  }
  return found;
}

/**
 * Pulls, prints what was left out and the summary, and writes the snapshot atomically. Resolves with the
 * snapshot it wrote, so that the build need not read and check the 16 MB file again (a snapshot equals its
 * own JSON: tests/contract/pull.test.ts).
 */
export async function runPull(
  apiBase = process.env['PUBLIC_API_BASE_URL'] || defaultApiBase,
  policy = fetchPolicyFromEnv(),
): Promise<Snapshot> {
  const snapshot = await pullSnapshot(apiBase, policy, readEarlierFirstSeen());
  for (const item of snapshot.leftOut) {
    console.warn(`warning: ${item.kind} ${item.record} left out: ${item.field} ${item.reason}`);
  }
  // Two levels: the snapshot, then its lists, each record written whole (~160 MB at 100,000 products). In
  // ASCII where that is smaller to read back: a build from the snapshot on disk (--skip-pull) and a plain
  // `astro build` read it whole (at 100,000 products ~320 MB of text where one Hindi name makes it two
  // bytes a character, ~160 MB in ASCII).
  writeJsonFile(snapshotPath(), snapshot, 2, { ascii: true });
  console.log(`pulled from ${snapshot.source}: ${summarise(snapshot)}`);
  return snapshot;
}

if (import.meta.main) {
  try {
    await runPull();
  } catch (error) {
    console.error(error instanceof PullError ? `pull failed: ${error.message}` : error);
    process.exit(1);
  }
}
