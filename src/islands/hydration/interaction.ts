import type { ClientDirective } from 'astro';
import { holdsVisitorInput, restoreDraft, saveDraftFields } from '../forms/draft.ts';
import {
  fallbackAttribute,
  fallbackReasonAttribute,
  heldAttribute,
  readyAttribute,
  retryAttribute,
  wakeEvent,
} from './protocol.ts';

/*
 * `client:interaction`: an island that ships no JavaScript until the visitor touches it. The page's
 * HTML is the state: the form is there and can be filled before any island script arrives.
 * Astro inlines this directive into the page, so all of it works while the island's scripts
 * are still on their way (or never come):
 * - the first focus, press, key or input inside the island (or a `island:wake` event, sent when a
 *   dialog's trigger is hovered) starts hydration, and so does a form that a draft or the browser filled;
 * - a Send pressed before the island is ready never makes a native submission: it is held, and
 *   the island sends it as soon as it wakes;
 * - what is typed is saved as a draft on the device, and a saved draft is put back on load;
 * - if the island's scripts cannot load, the message beside it offers other ways to reach us,
 *   and nothing typed is touched.
 * A dialog around an island is opened by its own script (../mounts/FormDialog.astro), which only
 * pages with a dialog carry: this directive is in every page with a form.
 */

const wakeOn = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

const saveDelayMs = 400;

function forms(island: HTMLElement): HTMLFormElement[] {
  return [...island.querySelectorAll('form')];
}

/** The fallback message that belongs to this island: the nearest one in the island's own wrapper. */
function findFallback(island: HTMLElement): HTMLElement | null {
  for (let scope = island.parentElement; scope; scope = scope.parentElement) {
    const found = scope.querySelector<HTMLElement>(`[${fallbackAttribute}]`);
    if (found) return found;
    if (scope.matches('dialog, body')) break;
  }
  return null;
}

/**
 * The reason a script failed to load, in words: the browser's message without the script's address;
 * empty when it gave none (the fallback then keeps its own words, in the page's language).
 */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.replace(/\s*\(?https?:\/\/\S+\)?/g, '').replace(/[\s:]+$/, '');
}

const interaction: ClientDirective = (load, _options, island) => {
  let waking: Promise<void> | null = null;

  const wake = (): Promise<void> => {
    waking ??= load().then((hydrate) => hydrate());
    return waking;
  };

  // Drafts first: a reload gives back what was typed before anything else runs.
  for (const form of forms(island)) restoreDraft(form);
  // A form that holds the visitor's input once the page is shown wakes its island, so that it shows what
  // that input implies: the products a draft chose, the finder's product list for its category. The browser
  // puts fields back just before 'pageshow' when Back loads the page again, as a phone short of memory does.
  addEventListener(
    'pageshow',
    () => {
      if (forms(island).some(holdsVisitorInput)) void wake();
    },
    { once: true },
  );
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const saveSoon = (event: Event) => {
    const target = event.target;
    const form = target instanceof Element ? target.closest('form') : null;
    if (!form) return;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => {
      saveDraftFields(form);
    }, saveDelayMs);
  };
  island.addEventListener('input', saveSoon);
  island.addEventListener('change', saveSoon);
  // A tab closed or sent to the background within the save delay still keeps its last keystrokes.
  addEventListener('pagehide', () => {
    forms(island).forEach(saveDraftFields);
  });

  for (const type of wakeOn) island.addEventListener(type, () => void wake(), { once: true, passive: true });
  island.addEventListener(wakeEvent, () => void wake());

  // Capture, so this runs before React's own listener on the island: until the island says it is
  // ready, a submit is held here and never reaches the network or the address bar.
  island.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute(readyAttribute)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      form.setAttribute(heldAttribute, '');
      void wake();
    },
    true,
  );

  // Astro reports an island whose scripts failed to load (after its own retry) with this event. A
  // held Send is paused (its "sends in a moment" would no longer be true) until the visitor tries again.
  island.addEventListener('astro:hydration-error', (event) => {
    waking = null;
    const paused = forms(island).filter((form) => form.hasAttribute(heldAttribute));
    paused.forEach((form) => {
      form.removeAttribute(heldAttribute);
    });
    const fallback = findFallback(island);
    if (!fallback) return;
    const reason = fallback.querySelector(`[${fallbackReasonAttribute}]`);
    const words = describe((event as CustomEvent<{ error?: unknown } | null>).detail?.error);
    // The browser's own message is English, whatever the page's language.
    if (reason && words) {
      reason.textContent = words;
      reason.setAttribute('lang', 'en');
    }
    fallback.hidden = false;
    const retry = fallback.querySelector<HTMLButtonElement>(`[${retryAttribute}]`);
    if (retry) {
      retry.onclick = () => {
        fallback.hidden = true;
        paused.forEach((form) => {
          form.setAttribute(heldAttribute, '');
        });
        void wake();
      };
    }
  });
  // Back online after a failed load: try again on the visitor's next touch.
  addEventListener('online', () => {
    if (!waking)
      for (const type of wakeOn) island.addEventListener(type, () => void wake(), { once: true, passive: true });
  });
};

export default interaction;
