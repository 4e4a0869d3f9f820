import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LockedError, takeLock } from '../../../scripts/publish/lock.ts';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'publish-lock-'));
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('the publish lock', () => {
  it('lets one publish in at a time, naming the one that holds it', () => {
    const file = join(work, 'site.lock');
    const release = takeLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    expect(() => takeLock(file)).toThrow(
      new LockedError(`another publish of this site is running (process ${process.pid})`),
    );
    release();
    expect(existsSync(file)).toBe(false);
    takeLock(file)();
  });

  it('takes over a lock left by a process that died', () => {
    const file = join(work, 'site.lock');
    // Far above any pid this machine hands out (pid_max is at most 4,194,304).
    writeFileSync(file, '99999999');
    const release = takeLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });
});
