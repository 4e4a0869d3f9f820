import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_LENGTH, PublishHistory, type PublishRecord } from '../../../scripts/publish/history.ts';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'publish-history-'));
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

const record = (id: number, outcome: PublishRecord['outcome'], durationMs: number): PublishRecord => ({
  id,
  requestedAt: '2026-11-27T05:00:00.000Z',
  startedAt: '2026-11-27T05:00:01.000Z',
  finishedAt: '2026-11-27T05:00:08.000Z',
  durationMs,
  calls: 1,
  outcome,
});

describe('the publish history', () => {
  it('keeps the last 20, newest first, across a restart', () => {
    const file = join(work, 'publishes.json');
    const history = new PublishHistory(file);
    for (let id = 1; id <= 25; id++) history.add(record(id, 'live', 7000));
    const reopened = new PublishHistory(file);
    expect(reopened.records).toHaveLength(HISTORY_LENGTH);
    expect(reopened.records[0]!.id).toBe(25);
    expect(reopened.nextId).toBe(26);
  });

  it('the usual duration is not set by one full build, nor by failures', () => {
    const history = new PublishHistory(join(work, 'publishes.json'));
    history.add(record(1, 'live', 270_000));
    history.add(record(2, 'live', 7000));
    history.add(record(3, 'failed', 500));
    expect(history.typicalMs).toBe(7000);
    expect(history.lastLive?.id).toBe(2);
  });
});
