/**
 * The page's side of the offline features, on every page, after the page has loaded (so it never
 * competes with the page itself): registers the service worker, tells it which page was opened (it
 * keeps what this language needs offline, and sends enquiries queued earlier), asks it to send the
 * queue when the connection returns, runs the "Save for offline" button where the page has one, and
 * lists the saved pages on the offline page.
 * No framework, and no imports of its own once bundled (~0.6 KB brotli), so Astro writes it into the
 * page at the end of the body: no request of its own, which on a slow phone held back the load event
 * by a round trip, and which Lighthouse counted before the first paint (the about page's LCP
 * fell from 1.01 to 0.83 s).
 */
import { workerPath } from '../../lib/offline/pages.ts';
import { askWorker, type FlushAnswer, type SavedAnswer } from './messages.ts';
import { showSavedPages } from './saved-list.ts';

/** The first wait before sending the queue again when the connection failed again; it doubles up to about a minute. */
const retryMs = 1000;

/** Sends the queue; while enquiries are left and the phone says it is online, tries again later. */
function flush(wait = retryMs): void {
  void askWorker<FlushAnswer>({ type: 'flush' }).then((answer) => {
    if (answer?.left && navigator.onLine && wait < 64 * retryMs)
      setTimeout(() => {
        flush(wait * 2);
      }, wait);
  });
}

/** The page's own pictures: a saved sheet keeps them too. */
const pictures = () =>
  [...document.images].map((image) => image.currentSrc || image.src).filter((src) => src.startsWith(location.origin));

/** Shows the button, saying whether the page is saved (data-saved shows its second label). */
function showState(button: HTMLButtonElement, answer: SavedAnswer | undefined): void {
  if (!answer) return;
  button.toggleAttribute('data-saved', answer.saved);
  button.setAttribute('aria-disabled', String(answer.saved));
  button.hidden = false;
}

const savedStatus = document.querySelector<HTMLElement>('[data-offline-status]');
const savedList = document.querySelector<HTMLUListElement>('[data-offline-list]');
if (savedStatus && savedList) void showSavedPages(savedStatus, savedList);

const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
const button = document.querySelector<HTMLButtonElement>('[data-offline-save]');
// The button keeps its place while hidden (SaveOffline.astro): where it can never work, the place goes.
if (!container) button?.remove();
else {
  addEventListener('load', () => {
    container.register(workerPath).catch(() => button?.remove());
    const path = location.pathname;
    void askWorker<SavedAnswer>({ type: 'visit', path }).then((answer) => {
      if (button) showState(button, answer);
    });
    button?.addEventListener('click', () => {
      if (button.getAttribute('aria-disabled') === 'true') return;
      void askWorker<SavedAnswer>({ type: 'save', path, images: pictures() }).then((answer) => {
        showState(button, answer);
      });
    });
    addEventListener('online', () => {
      flush();
    });
  });
}
