/**
 * Enquiries made without a connection, kept on the phone until the API takes them. Pure logic over
 * a store (IndexedDB in the browser, ./idb-store.ts; a fake in the unit tests): the page adds an
 * entry, the service worker sends them when the connection returns (./worker.ts).
 *
 * Each entry is sent at most once per flush and only by one flush at a time (the lock spans every
 * tab and the worker), it is re-read inside the lock (another flush may have sent it meanwhile),
 * and it is removed as soon as the API accepted it, so an accepted enquiry is never sent again.
 * The one case no browser can rule out without the API's help is an answer lost on the way back
 * after the API stored the enquiry; that entry is sent again at the next flush.
 */

/** One enquiry waiting for a connection. */
export interface QueuedEnquiry {
  /** Unique per enquiry (crypto.randomUUID()): what the lock, the removal and the page's notice go by. */
  id: string;
  /** The API address the form posts to. */
  url: string;
  payload: Record<string, unknown>;
  /** Milliseconds since the epoch; entries are sent oldest first. */
  queuedAt: number;
}

export interface QueueStore {
  add: (entry: QueuedEnquiry) => Promise<void>;
  list: () => Promise<QueuedEnquiry[]>;
  remove: (id: string) => Promise<void>;
}

/**
 * What came of one send: the API took it (`accepted`), refused it for good (a 4xx, or status 0:
 * sending it again would be refused again), or gave no usable answer (`retry`: offline, a timeout, a 5xx).
 */
export type SendOutcome = 'accepted' | 'refused' | 'retry';

/** Runs `task` while holding the queue's lock. */
export type WithLock = <T>(task: () => Promise<T>) => Promise<T>;

export interface FlushReport {
  accepted: string[];
  refused: string[];
  /** Still queued: the connection failed again. */
  left: string[];
}

/** The name of the lock every tab and the worker take to send the queue. */
export const queueLockName = 'offline-enquiries';

/** A lock held by one task at a time in this realm (where the Web Locks API is missing). */
export function createLocalLock(): WithLock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The browser's lock across tabs and workers (navigator.locks), else one local to this realm. */
export function browserLock(locks: LockManager | undefined): WithLock {
  if (!locks) return createLocalLock();
  return <T>(task: () => Promise<T>) => locks.request(queueLockName, task);
}

/** Sorts an HTTP answer of the API into a {@link SendOutcome}. */
export function outcomeOf(httpStatus: number, body: unknown, isSuccess: (status: unknown) => boolean): SendOutcome {
  if (httpStatus >= 500 || httpStatus === 408 || httpStatus === 429) return 'retry';
  if (httpStatus < 200 || httpStatus >= 300) return 'refused';
  const status = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['status'] : undefined;
  return isSuccess(status) ? 'accepted' : 'refused';
}

/**
 * Sends every queued enquiry, oldest first, under the lock. Stops at the first `retry` (the
 * connection is gone again: the rest would fail too) and leaves it and the rest queued.
 */
export async function flushQueue(
  store: QueueStore,
  send: (entry: QueuedEnquiry) => Promise<SendOutcome>,
  withLock: WithLock,
): Promise<FlushReport> {
  return withLock(async () => {
    const report: FlushReport = { accepted: [], refused: [], left: [] };
    const entries = (await store.list()).sort((a, b) => a.queuedAt - b.queuedAt);
    for (const [index, entry] of entries.entries()) {
      const outcome = await send(entry).catch((): SendOutcome => 'retry');
      if (outcome === 'retry') {
        report.left.push(...entries.slice(index).map((left) => left.id));
        break;
      }
      await store.remove(entry.id);
      report[outcome].push(entry.id);
    }
    return report;
  });
}
