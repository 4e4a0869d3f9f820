/**
 * What the pages and the service worker (./worker.ts) say to each other. A page asks with
 * `postMessage(message, [port])` and the worker answers on the port; the worker tells every window
 * when a queued enquiry has gone.
 */

/** A page was opened: keep what its language needs offline, send the queue, and say whether this page is saved. */
export interface VisitMessage {
  type: 'visit';
  path: string;
}

/** The visitor pressed "Save for offline". */
export interface SaveMessage {
  type: 'save';
  path: string;
  images: string[];
}

/** The connection came back, or an enquiry was queued: send the queue. */
export interface FlushMessage {
  type: 'flush';
}

/** The offline page asks what is saved; `lang` is the language it is written in. */
export interface ListMessage {
  type: 'list';
  lang: string;
}

export type PageMessage = VisitMessage | SaveMessage | FlushMessage | ListMessage;

/** The answer to a visit or a save. */
export interface SavedAnswer {
  saved: boolean;
}

/** The answer to a flush: how many enquiries are still waiting (the connection failed again). */
export interface FlushAnswer {
  left: number;
}

/** A saved page, for the offline page's list. */
export interface SavedPage {
  path: string;
  title: string;
  /**
   * The page's language where it is not the list's: a product page's title reads the same in both
   * editions, so the list names the other one's language ("हिन्दी", "English").
   */
  language?: { lang: string; name: string };
}

/** The answer to a list. */
export interface ListAnswer {
  pages: SavedPage[];
}

/** Sent to every window after a flush: what came of a queued enquiry. */
export interface SentMessage {
  type: 'sent';
  id: string;
  outcome: 'accepted' | 'refused';
}

/** Asks the active service worker and waits for its answer (undefined without a worker). */
export async function askWorker<Answer>(message: PageMessage): Promise<Answer | undefined> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return undefined;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<Answer>) => {
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}
