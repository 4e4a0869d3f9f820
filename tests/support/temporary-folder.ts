import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A new folder under the system's temporary folder for the running test, removed when the test ends
 * whether it passed or not: a test run leaves nothing behind on the machine that ran it.
 */
export function temporaryFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  onTestFinished(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}
