/**
 * One publish at a time per live site, even across processes: the publisher's queue keeps its own
 * builds apart, but `npm run publisher -- --once` from cron, or a second publisher on the same root,
 * would otherwise build into the same release folder at once. The lock is a file beside the live link
 * holding the owner's process id; a lock whose process has died is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** Another live process holds the lock. */
export class LockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock, or throws LockedError naming the process that has it; returns its release. */
export function takeLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = openSync(file, 'wx');
      writeSync(handle, String(process.pid));
      closeSync(handle);
      return () => {
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner))
        throw new LockedError(`another publish of this site is running (process ${owner})`);
      // Left by a process that died mid-publish.
      rmSync(file, { force: true });
    }
  }
  throw new LockedError(`${file} keeps coming back: another publish is starting`);
}
