import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { Store } from '../../scripts/dev/api/store.ts';
import { makeEnquiry, spawnApi } from '../../scripts/dev/test-tools/load-test.ts';

/*
 * `node scripts/dev/api/server.ts` as a child process with its own API_DATA_DIR: enquiries are
 * posted in a loop, the process is killed with SIGKILL mid-run (no shutdown code runs), then
 * restarted on the same folder. Every enquiry the server acknowledged must be there, once,
 * with its content, and the restarted server must go on taking new ones.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'durability-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

interface Acknowledged {
  id: number;
  payload: Record<string, unknown>;
}

/** Posts from `loops` parallel loops until stopped; resolves with what was acknowledged. */
function postUntilStopped(url: string, run: string, loops: number) {
  const acknowledged: Acknowledged[] = [];
  let failed = 0;
  let stopped = false;
  let counter = 0;
  const loop = async () => {
    while (!stopped) {
      const payload = makeEnquiry(counter++, run);
      try {
        const response = await fetch(`${url}/api/createContact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
        const answer = (await response.json()) as { status?: unknown; id?: unknown };
        if (answer.status === 1 && typeof answer.id === 'number') acknowledged.push({ id: answer.id, payload });
      } catch {
        // The server is gone: what was in flight was never acknowledged.
        failed++;
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- stop() sets it while this loop awaits; TypeScript keeps the while condition's narrowing across the await
        if (stopped) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const running = Promise.all(Array.from({ length: loops }, loop));
  return {
    acknowledged,
    failed: () => failed,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

function stored(): Map<number, Record<string, unknown>> {
  const store = new Store(join(dataDir, 'api.sqlite'));
  try {
    return new Map(store.listSubmissions().map((row) => [row.id, row.payload]));
  } finally {
    store.close();
  }
}

describe('reference API durability', () => {
  it('loses nothing it acknowledged when SIGKILLed mid-run, and goes on after a restart', async () => {
    const everAcknowledged: Acknowledged[] = [];
    for (const round of [1, 2]) {
      const { url, child } = await spawnApi(dataDir);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const poster = postUntilStopped(url, `kill${round}`, 8);
      // Kill once a good number of enquiries went through, while more are in flight.
      const until = Date.now() + 20_000;
      while (poster.acknowledged.length < 150 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 10));
      child.kill('SIGKILL');
      await exited;
      await poster.stop();
      expect(child.signalCode).toBe('SIGKILL');
      expect(poster.acknowledged.length).toBeGreaterThanOrEqual(150);
      everAcknowledged.push(...poster.acknowledged);

      const rows = stored();
      const missing = everAcknowledged.filter(({ id, payload }) => !isDeepStrictEqual(rows.get(id), payload));
      expect(missing.map(({ id }) => id)).toEqual([]);
      // Nothing stored twice: ids are unique by construction, so compare the e-mails (unique per enquiry).
      const emails = [...rows.values()].map((payload) => payload['email']);
      expect(new Set(emails).size).toBe(emails.length);
    }

    // The restarted server takes new enquiries after the old ones; ids are never reused.
    const { url, child } = await spawnApi(dataDir);
    try {
      const response = await fetch(`${url}/api/createContact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(makeEnquiry(0, 'after')),
      });
      const answer = (await response.json()) as { status: number; id: number };
      expect(answer.status).toBe(1);
      expect(answer.id).toBeGreaterThan(Math.max(...everAcknowledged.map(({ id }) => id)));
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    expect(stored().size).toBeGreaterThanOrEqual(everAcknowledged.length + 1);
  }, 120_000);
});
