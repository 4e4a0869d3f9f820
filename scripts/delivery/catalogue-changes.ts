/**
 * What changed in the catalogue since the last successful build, for the build report, worked out on
 * another thread while the site builds. Reading, checking and comparing the two snapshots (16 MB each
 * at 10,000 products) cost ~0.3 s of the main thread at the end of every build, after the new site was
 * already live: an editor's rebuild waited for its own report.
 *
 * The thread reads the snapshot files themselves, so this starts once the pull has written this build's.
 */
import { Worker } from 'node:worker_threads';
import type { CatalogueChanges } from './report.ts';

/** undefined when there is no last build this version can read (the first build, or an older format). */
export type ChangesSinceLastBuild = CatalogueChanges | undefined;

/** Starts the comparison; its answer is awaited when the report is written. */
export function compareWithLastBuild(): Promise<ChangesSinceLastBuild> {
  return new Promise((resolve, reject) => {
    // Not unref'd: the build awaits this answer at its very end, when nothing else may keep Node running.
    const worker = new Worker(new URL('./catalogue-changes-worker.ts', import.meta.url));
    worker.once('message', (changes: ChangesSinceLastBuild) => {
      resolve(changes);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      reject(new Error(`comparing the catalogue with the last build's stopped (exit code ${code})`));
    });
  });
}
