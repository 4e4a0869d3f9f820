/**
 * An enquiry form's send when the phone may be offline: with no connection, the enquiry is kept on
 * the phone (./queue.ts) for the service worker to send when the connection returns, the form says
 * so and empties, and it says again when the enquiry has gone. Without a service worker to send it
 * later, the form behaves as before (the network error).
 */
import type { OfflineCopy } from '../../content/offline/types.ts';
import { postJson, type Notice, type PostResult } from '../../lib/api/client.ts';
import { notify } from '../toast/notify.ts';
import { idbQueueStore } from './idb-store.ts';
import type { SentMessage } from './messages.ts';

/** What the form does with a kept enquiry: show a notice under its button, and empty itself. */
export interface Queueing {
  /** The notices in the form's language. */
  words: OfflineCopy['enquiry'];
  setOutcome: (notice: Notice) => void;
  sent: () => void;
}

/** Keeps the enquiry for the worker; false when there is no worker to send it later, or no storage. */
async function queue(url: string, payload: Record<string, unknown>, form: Queueing): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const worker = registration?.active;
  if (!worker) return false;
  const id = crypto.randomUUID();
  try {
    await idbQueueStore.add({ id, url, payload, queuedAt: Date.now() });
  } catch {
    return false;
  }
  const copy = form.words;
  const show = (notice: Notice) => {
    notify(notice);
    form.setOutcome(notice);
  };
  const onSent = (event: MessageEvent<SentMessage | undefined>) => {
    if (event.data?.type !== 'sent' || event.data.id !== id) return;
    navigator.serviceWorker.removeEventListener('message', onSent);
    show(
      event.data.outcome === 'accepted'
        ? { tone: 'success', message: copy.delivered }
        : { tone: 'warning', message: copy.refused },
    );
  };
  navigator.serviceWorker.addEventListener('message', onSent);
  navigator.serviceWorker.startMessages();
  show({ tone: 'warning', message: copy.queued });
  form.sent();
  worker.postMessage({ type: 'flush' });
  return true;
}

/**
 * Posts `payload` as JSON (see postJson), or, when the phone is offline before or during the send,
 * keeps it to be sent later and answers `queued`.
 */
export async function postOrQueue(
  url: string,
  payload: Record<string, unknown>,
  form: Queueing,
): Promise<PostResult | { kind: 'queued' }> {
  const canQueue = 'serviceWorker' in navigator;
  if (canQueue && !navigator.onLine && (await queue(url, payload, form))) return { kind: 'queued' };
  const result = await postJson(url, payload);
  if (canQueue && result.kind === 'network' && !navigator.onLine && (await queue(url, payload, form)))
    return { kind: 'queued' };
  return result;
}
