import { describe, expect, it } from 'vitest';
import {
  createLocalLock,
  flushQueue,
  outcomeOf,
  type QueueStore,
  type QueuedEnquiry,
  type SendOutcome,
} from '../../../src/islands/offline/queue.ts';
import { isSuccessStatus } from '../../../src/lib/api/status.ts';

/** An in-memory store with the IndexedDB store's behaviour (add refuses a duplicate id). */
function fakeStore(entries: QueuedEnquiry[] = []): QueueStore & { entries: Map<string, QueuedEnquiry> } {
  const map = new Map(entries.map((entry) => [entry.id, entry]));
  return {
    entries: map,
    add: (entry) => {
      if (map.has(entry.id)) return Promise.reject(new Error('duplicate id'));
      map.set(entry.id, entry);
      return Promise.resolve();
    },
    list: () => Promise.resolve([...map.values()]),
    remove: (id) => {
      map.delete(id);
      return Promise.resolve();
    },
  };
}

const entry = (id: string, queuedAt: number): QueuedEnquiry => ({
  id,
  url: 'https://api.example.com/api/createContact',
  payload: { name: id },
  queuedAt,
});

/** A sender that records what it sent and answers from a script (default: accepted). */
function recorder(answers: Record<string, SendOutcome> = {}) {
  const sent: string[] = [];
  const send = async (item: QueuedEnquiry): Promise<SendOutcome> => {
    sent.push(item.id);
    await new Promise((resolve) => setTimeout(resolve, 1));
    return answers[item.id] ?? 'accepted';
  };
  return { sent, send };
}

describe('flushQueue', () => {
  it('sends oldest first and removes each enquiry the API accepted', async () => {
    const store = fakeStore([entry('b', 2), entry('a', 1)]);
    const { sent, send } = recorder();
    const report = await flushQueue(store, send, createLocalLock());
    expect(sent).toEqual(['a', 'b']);
    expect(report).toEqual({ accepted: ['a', 'b'], refused: [], left: [] });
    expect(store.entries.size).toBe(0);
  });

  it('stops at the first failure to reach the API and keeps it and the rest', async () => {
    const store = fakeStore([entry('a', 1), entry('b', 2), entry('c', 3)]);
    const { sent, send } = recorder({ b: 'retry' });
    const report = await flushQueue(store, send, createLocalLock());
    expect(sent).toEqual(['a', 'b']);
    expect(report).toEqual({ accepted: ['a'], refused: [], left: ['b', 'c'] });
    expect([...store.entries.keys()]).toEqual(['b', 'c']);
  });

  it('treats a send that throws as a retry', async () => {
    const store = fakeStore([entry('a', 1)]);
    const report = await flushQueue(store, () => Promise.reject(new TypeError('Failed to fetch')), createLocalLock());
    expect(report.left).toEqual(['a']);
    expect(store.entries.size).toBe(1);
  });

  it('drops an enquiry the API refused for good, so it is not sent forever', async () => {
    const store = fakeStore([entry('a', 1)]);
    const report = await flushQueue(store, recorder({ a: 'refused' }).send, createLocalLock());
    expect(report.refused).toEqual(['a']);
    expect(store.entries.size).toBe(0);
  });

  it('sends each enquiry once when two flushes start together (two tabs, or online and a page load)', async () => {
    const store = fakeStore([entry('a', 1), entry('b', 2)]);
    const { sent, send } = recorder();
    const lock = createLocalLock();
    const reports = await Promise.all([flushQueue(store, send, lock), flushQueue(store, send, lock)]);
    expect(sent).toEqual(['a', 'b']);
    expect(reports[1]).toEqual({ accepted: [], refused: [], left: [] });
  });

  it('never resends an accepted enquiry at a later flush', async () => {
    const store = fakeStore([entry('a', 1)]);
    const { sent, send } = recorder();
    await flushQueue(store, send, createLocalLock());
    await store.add(entry('b', 2));
    await flushQueue(store, send, createLocalLock());
    expect(sent).toEqual(['a', 'b']);
  });

  it('a failed task does not block the lock', async () => {
    const lock = createLocalLock();
    await expect(lock(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lock(() => Promise.resolve(1))).resolves.toBe(1);
  });
});

describe('outcomeOf', () => {
  it('accepts a 2xx with a success status; refuses status 0 and 4xx; retries 5xx, 408 and 429', () => {
    expect(outcomeOf(200, { status: 1 }, isSuccessStatus)).toBe('accepted');
    expect(outcomeOf(200, { status: true }, isSuccessStatus)).toBe('accepted');
    expect(outcomeOf(200, { status: 0 }, isSuccessStatus)).toBe('refused');
    expect(outcomeOf(200, null, isSuccessStatus)).toBe('refused');
    expect(outcomeOf(400, { status: 0 }, isSuccessStatus)).toBe('refused');
    expect(outcomeOf(503, null, isSuccessStatus)).toBe('retry');
    expect(outcomeOf(408, null, isSuccessStatus)).toBe('retry');
    expect(outcomeOf(429, null, isSuccessStatus)).toBe('retry');
  });
});
