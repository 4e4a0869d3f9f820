/** `npm run pull`: pulls from PUBLIC_API_BASE_URL (the reference API when unset) into the snapshot. */
import { readFile } from 'node:fs/promises';
import type { Snapshot } from '../../src/lib/api/types.ts';
import { lastBuildSnapshotPath, snapshotPath } from '../../src/lib/catalogue/snapshot.ts';
import { writeJsonFile } from '../delivery/json-file.ts';
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
 * build's (the one CI keeps between runs). A missing or unreadable file counts as none. Read without
 * blocking: at 10,000 products each file is 16 MB, and the pull's calls are on their way meanwhile. After a
 * successful build the two files are the same bytes, and then only one is parsed (~0.15 s at that size).
 */
async function readEarlierFirstSeen(): Promise<Array<Record<string, string>>> {
  const files = await Promise.all(
    [snapshotPath(), lastBuildSnapshotPath()].map((file) => readFile(file).catch(() => undefined)),
  );
  const distinct: Buffer[] = [];
  for (const bytes of files) if (bytes && !distinct.some((seen) => seen.equals(bytes))) distinct.push(bytes);
  return distinct.flatMap((bytes) => {
    try {
      const dates = (JSON.parse(bytes.toString('utf8')) as Partial<Snapshot>).jobsFirstSeen;
      return dates && typeof dates === 'object' ? [dates] : [];
    } catch {
      return [];
    }
  });
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
  // ASCII where that is smaller to read back: the report's comparison reads this snapshot and the last
  // build's while the plan is made, and the next pull reads it for the jobs' dates (at 100,000 products,
  // ~320 MB of text each where one Hindi name makes it two bytes a character, ~160 MB in ASCII).
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
