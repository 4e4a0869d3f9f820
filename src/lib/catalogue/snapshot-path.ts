import { resolve } from 'node:path';

/** Where the pull writes and the build reads the snapshot (SNAPSHOT_PATH overrides). */
export function snapshotPath(): string {
  return resolve(process.env['SNAPSHOT_PATH'] ?? '.cache/snapshot.json');
}
