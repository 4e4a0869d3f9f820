/**
 * The service worker (/sw.js), bundled by the build with that build's version and precache lists
 * (scripts/delivery/service-worker.ts). What it does for a visitor with a patchy connection:
 * - pages: network first, so an online visitor always gets the current build; a product sheet or a
 *   kept page is stored as it arrives; without a connection the stored copy, else the offline page;
 * - /_astro/ and /_img/ files: cache first (their names are their content hashes);
 * - at the first visit of a language: the calculator, the fixed product pages and the contact page;
 * - enquiries made offline (./queue.ts): sent when a page says the connection is back, and at every
 *   page load.
 * Caches are named by the build's version: a new build installs a new worker, which fetches fresh
 * copies of every kept page, and the old caches are deleted when it takes over.
 */
import { isSuccessStatus } from '../../lib/api/status.ts';
import { localeOfPath, localeTags, type Locale } from '../../lib/i18n/locale.ts';
import { isProductSheet, offlinePageFor } from '../../lib/offline/pages.ts';
import { unbreakableText } from '../../lib/text.ts';
import { idbQueueStore } from './idb-store.ts';
import type { FlushAnswer, ListAnswer, PageMessage, SavedAnswer, SentMessage } from './messages.ts';
import { browserLock, flushQueue, outcomeOf, type FlushReport, type QueuedEnquiry, type SendOutcome } from './queue.ts';

/** Written by the build. */
interface OfflineBuild {
  version: string;
  /** Per language: its pages to keep at the first visit, and the script files those pages run. */
  precache: Record<Locale, { pages: string[]; assets: string[] }>;
}
declare const __OFFLINE_BUILD__: OfflineBuild;

/* The few service worker types used here (the project's TypeScript lib is the DOM's). */
interface ExtendableEvent extends Event {
  waitUntil: (promise: Promise<unknown>) => void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith: (response: Promise<Response>) => void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: PageMessage | undefined;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  addEventListener: ((type: 'install' | 'activate', listener: (event: ExtendableEvent) => void) => void) &
    ((type: 'fetch', listener: (event: FetchEvent) => void) => void) &
    ((type: 'message', listener: (event: ExtendableMessageEvent) => void) => void);
  skipWaiting: () => Promise<void>;
  clients: {
    matchAll: (options: { includeUncontrolled: boolean; type: 'window' }) => Promise<
      Array<{
        url: string;
        postMessage: (message: SentMessage) => void;
      }>
    >;
  };
  location: Location;
  navigator: { locks?: LockManager };
}

const build = __OFFLINE_BUILD__;
const scope = self as unknown as WorkerScope;
const pagesCache = `pages-${build.version}`;
const assetsCache = `assets-${build.version}`;
const ownCaches = new Set([pagesCache, assetsCache]);
const origin = scope.location.origin;
const withLock = browserLock(scope.navigator.locks);

/** How long a queued enquiry's send may take before it is left for the next flush. */
const sendTimeoutMs = 20_000;

const isCacheable = (response: Response) => response.ok && response.type === 'basic';
const isAsset = (path: string) => path.startsWith('/_astro/') || path.startsWith('/_img/');
const isSameOrigin = (address: string) => new URL(address, origin).origin === origin;

/** Stores `path` fetched fresh; false when it could not be fetched. */
async function keep(cacheName: string, path: string): Promise<boolean> {
  try {
    const response = await fetch(path, { cache: 'no-cache' });
    if (!isCacheable(response)) return false;
    await (await caches.open(cacheName)).put(path, response);
    return true;
  } catch {
    return false;
  }
}

/** Keeps every page and script of a language's list that is not kept yet. Failures wait for the next visit. */
async function precache(locale: Locale): Promise<void> {
  const [pages, assets] = await Promise.all([caches.open(pagesCache), caches.open(assetsCache)]);
  const { pages: pagePaths, assets: assetPaths } = build.precache[locale];
  await Promise.all([
    ...pagePaths.map(async (path) => (await pages.match(path)) ?? keep(pagesCache, path)),
    ...assetPaths.map(async (path) => (await assets.match(path)) ?? keep(assetsCache, path)),
  ]);
}

/** The pages kept by the caches of other builds: the new build keeps fresh copies of them. */
async function pagesOfOtherBuilds(): Promise<string[]> {
  const paths = new Set<string>();
  for (const name of await caches.keys()) {
    if (!name.startsWith('pages-') || ownCaches.has(name)) continue;
    for (const request of await (await caches.open(name)).keys()) paths.add(new URL(request.url).pathname);
  }
  return [...paths];
}

scope.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const windows = await scope.clients.matchAll({ includeUncontrolled: true, type: 'window' });
      const kept = await pagesOfOtherBuilds();
      const locales = new Set([...windows.map((client) => new URL(client.url).pathname), ...kept].map(localeOfPath));
      await Promise.all([...locales].map(precache));
      await Promise.all(kept.map((path) => keep(pagesCache, path)));
      await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!ownCaches.has(name)) await caches.delete(name);
    })(),
  );
});

/** Network first; a product sheet or a kept page is stored as it arrives; offline: the stored copy, else the offline page. */
async function navigate(request: Request, path: string): Promise<Response> {
  const pages = await caches.open(pagesCache);
  try {
    const response = await fetch(request);
    if (isCacheable(response) && !response.redirected && (isProductSheet(path) || (await pages.match(path))))
      await pages.put(path, response.clone());
    return response;
  } catch (error) {
    const stored = (await pages.match(path)) ?? (await pages.match(offlinePageFor(path)));
    if (stored) return stored;
    throw error;
  }
}

/** Cache first: hashed names never change content. */
async function cacheFirst(request: Request): Promise<Response> {
  const assets = await caches.open(assetsCache);
  const stored = await assets.match(request);
  if (stored) return stored;
  const response = await fetch(request);
  if (isCacheable(response)) await assets.put(request, response.clone());
  return response;
}

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !isSameOrigin(request.url)) return;
  const path = new URL(request.url).pathname;
  if (request.mode === 'navigate') event.respondWith(navigate(request, path));
  else if (isAsset(path)) event.respondWith(cacheFirst(request));
});

/** Whether a page is kept (it then opens offline; its pictures are kept as far as they were seen or saved). */
async function isSaved(path: string): Promise<boolean> {
  return Boolean(await caches.match(path));
}

/** Keeps a page with its pictures (what "Save for offline" does). */
async function save(path: string, images: readonly string[]): Promise<boolean> {
  await Promise.all([
    keep(pagesCache, path),
    ...images.map(async (image) => (await caches.match(image)) ?? keep(assetsCache, image)),
  ]);
  return isSaved(path);
}

/**
 * A page's title from its HTML (the few entities a title can hold are decoded), as the offline page
 * lists it: a product's code or a name such as "2,4-D" does not break across lines on a phone.
 */
function titleOf(html: string, fallback: string): string {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
  if (!raw) return fallback;
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
  return unbreakableText(raw.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name] ?? _));
}

/** What is saved, for the offline page in `listLang` (none from a page of a build before it was sent). */
async function listSaved(listLang: string | undefined): Promise<ListAnswer> {
  const pages = await caches.open(pagesCache);
  const saved = await Promise.all(
    (await pages.keys()).map(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === offlinePageFor(path)) return undefined;
      const html = (await (await pages.match(request))?.text()) ?? '';
      const { lang, name } = localeTags[localeOfPath(path)];
      return {
        path,
        title: titleOf(html, decodeURIComponent(path)),
        ...(listLang === undefined || lang === listLang ? {} : { language: { lang, name } }),
      };
    }),
  );
  return { pages: saved.filter((page) => page !== undefined).sort((a, b) => a.title.localeCompare(b.title)) };
}

/** Sends one queued enquiry; any failure to get an answer is a `retry`. */
async function send(entry: QueuedEnquiry): Promise<SendOutcome> {
  const response = await fetch(entry.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(entry.payload),
    signal: AbortSignal.timeout(sendTimeoutMs),
  });
  const body: unknown = await response.json().catch(() => null);
  return outcomeOf(response.status, body, isSuccessStatus);
}

/** Sends the queue and tells every window what came of each enquiry. */
async function flush(): Promise<FlushReport> {
  const report = await flushQueue(idbQueueStore, send, withLock);
  if (report.accepted.length + report.refused.length === 0) return report;
  const windows = await scope.clients.matchAll({ includeUncontrolled: true, type: 'window' });
  for (const client of windows) {
    for (const id of report.accepted) client.postMessage({ type: 'sent', id, outcome: 'accepted' });
    for (const id of report.refused) client.postMessage({ type: 'sent', id, outcome: 'refused' });
  }
  return report;
}

/** Does what a page asked, answering on `reply` as soon as the answer is known. */
async function handle(
  message: PageMessage,
  reply: (answer: SavedAnswer | ListAnswer | FlushAnswer) => void,
): Promise<void> {
  switch (message.type) {
    case 'visit': {
      await Promise.all([
        precache(localeOfPath(message.path)),
        isProductSheet(message.path) && !(await caches.match(message.path)) ? keep(pagesCache, message.path) : null,
      ]);
      reply({ saved: await isSaved(message.path) });
      // Every page load sends what was queued.
      await flush();
      return;
    }
    case 'save':
      reply({ saved: await save(message.path, message.images.filter(isSameOrigin)) });
      return;
    case 'flush':
      reply({ left: (await flush()).left.length });
      return;
    case 'list':
      reply(await listSaved(message.lang));
      return;
  }
}

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (!message || typeof message !== 'object') return;
  event.waitUntil(
    handle(message, (reply) => {
      event.ports[0]?.postMessage(reply);
    }),
  );
});
