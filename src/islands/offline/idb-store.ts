/**
 * The queue's store in the browser: one IndexedDB object store, shared by the pages (which add
 * enquiries) and the service worker (which sends them). IndexedDB, not localStorage, because a
 * service worker can read it.
 */
import type { QueueStore, QueuedEnquiry } from './queue.ts';

const databaseName = 'offline';
const storeName = 'enquiries';

function request<T>(call: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    call.onsuccess = () => {
      resolve(call.result);
    };
    call.onerror = () => {
      reject(call.error ?? new Error('IndexedDB request failed'));
    };
  });
}

function open(): Promise<IDBDatabase> {
  const opening = indexedDB.open(databaseName, 1);
  opening.onupgradeneeded = () => {
    opening.result.createObjectStore(storeName, { keyPath: 'id' });
  };
  return request(opening);
}

/** Runs one call in its own transaction and waits for the transaction to commit. */
async function inStore<T>(mode: IDBTransactionMode, call: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    const transaction = db.transaction(storeName, mode);
    const result = request(call(transaction.objectStore(storeName)));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => {
        resolve();
      };
      transaction.onabort = transaction.onerror = () => {
        reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      };
    });
    return await result;
  } finally {
    db.close();
  }
}

export const idbQueueStore: QueueStore = {
  add: async (entry) => {
    await inStore('readwrite', (store) => store.add(entry));
  },
  list: () => inStore('readonly', (store) => store.getAll() as IDBRequest<QueuedEnquiry[]>),
  remove: async (id) => {
    await inStore('readwrite', (store) => store.delete(id));
  },
};
