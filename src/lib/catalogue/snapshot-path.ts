import { resolve } from 'node:path';

/** Where the pull writes and the build reads the snapshot (SNAPSHOT_PATH overrides). */
export function snapshotPath(): string {
  return resolve(process.env['SNAPSHOT_PATH'] ?? '.cache/snapshot.json');
}

/** The copy of the snapshot of the last successful build, beside {@link snapshotPath}. */
export function lastBuildSnapshotPath(): string {
  return snapshotPath().replace(/(\.json)?$/, '.last-build.json');
}
