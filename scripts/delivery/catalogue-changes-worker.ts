/**
 * Worker thread of ./catalogue-changes.ts: compares the snapshot of the last successful build with this
 * build's and posts what changed (undefined when there is no last build this version can read).
 */
import { existsSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import type { Snapshot } from '../../src/lib/api/types.ts';
import { lastBuildSnapshotPath, readSnapshot, SnapshotError } from '../../src/lib/catalogue/snapshot.ts';
import { compareSnapshots } from './report.ts';

/** The snapshot of the last successful build, if there is one this version can read. */
function readLastBuildSnapshot(): Snapshot | undefined {
  try {
    return existsSync(lastBuildSnapshotPath()) ? readSnapshot(lastBuildSnapshotPath()) : undefined;
  } catch (error) {
    if (error instanceof SnapshotError) return undefined;
    throw error;
  }
}

const lastBuild = readLastBuildSnapshot();
parentPort?.postMessage(lastBuild ? compareSnapshots(lastBuild, readSnapshot()) : undefined);
