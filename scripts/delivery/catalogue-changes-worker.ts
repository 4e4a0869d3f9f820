/**
 * Worker thread of ./catalogue-changes.ts: compares the snapshot of the last successful build with this
 * build's and posts what changed (undefined when there is no last build this version can read).
 */
import { parentPort } from 'node:worker_threads';
import { lastBuildSnapshotPath, snapshotPath } from '../../src/lib/catalogue/snapshot.ts';
import { compareSnapshotFiles } from './compare-snapshots.ts';

parentPort?.postMessage(await compareSnapshotFiles(lastBuildSnapshotPath(), snapshotPath()));
