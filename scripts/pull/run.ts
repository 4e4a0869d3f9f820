/** `npm run pull`: pulls from PUBLIC_API_BASE_URL (the reference API when unset) into the snapshot. */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Snapshot } from '../../src/lib/api/types.ts';
import { lastBuildSnapshotPath, snapshotPath } from '../../src/lib/catalogue/snapshot.ts';
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
 * blocking: at 10,000 products each file is 16 MB, and the pull's calls are on their way meanwhile.
 */
async function readEarlierFirstSeen(): Promise<Array<Record<string, string>>> {
  const read = async (file: string) => {
    try {
      const dates = (JSON.parse(await readFile(file, 'utf8')) as Partial<Snapshot>).jobsFirstSeen;
      return dates && typeof dates === 'object' ? [dates] : [];
    } catch {
      return [];
    }
  };
  return (await Promise.all([snapshotPath(), lastBuildSnapshotPath()].map(read))).flat();
}

/** Pulls, prints what was left out and the summary, and writes the snapshot atomically. */
export async function runPull(
  apiBase = process.env['PUBLIC_API_BASE_URL'] || defaultApiBase,
  policy = fetchPolicyFromEnv(),
): Promise<void> {
  const snapshot = await pullSnapshot(apiBase, policy, readEarlierFirstSeen());
  for (const item of snapshot.leftOut) {
    console.warn(`warning: ${item.kind} ${item.record} left out: ${item.field} ${item.reason}`);
  }
  const file = snapshotPath();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(snapshot));
  renameSync(`${file}.tmp`, file);
  console.log(`pulled from ${snapshot.source}: ${summarise(snapshot)}`);
}

if (import.meta.main) {
  try {
    await runPull();
  } catch (error) {
    console.error(error instanceof PullError ? `pull failed: ${error.message}` : error);
    process.exit(1);
  }
}
