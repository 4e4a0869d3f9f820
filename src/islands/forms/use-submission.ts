import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormsCopy } from '../../content/forms/types.ts';
import { minFillMs } from '../../lib/validation/forms.ts';
import { openedAtAttribute, restoredAttribute } from '../hydration/protocol.ts';
import { ensureToaster } from '../toast/Toaster.tsx';
import { notify } from '../toast/notify.ts';

/** After this long without an answer the button says the network is slow. */
export const slowAfterMs = 3000;

/** What a bot-looking submit can look like; each shows its neutral message (FormsCopy.bot), which teaches a bot nothing. */
type BotSign = keyof FormsCopy['bot'];

/** When the form was shown, on the page's clock: when its dialog opened, else when the page did (0). */
function shownAt(form: HTMLFormElement): number {
  return Number(form.closest('dialog')?.getAttribute(openedAtAttribute) ?? 0) || 0;
}

/**
 * True when the browser filled a field in from its saved details, or the form came back from the
 * visitor's own saved draft: a person, however fast the send.
 */
function isFilledForThePerson(form: HTMLFormElement): boolean {
  if (form.hasAttribute(restoredAttribute)) return true;
  for (const selector of [':autofill', ':-webkit-autofill']) {
    try {
      if (form.querySelector(selector)) return true;
    } catch {
      // This browser does not know the selector.
    }
  }
  return false;
}

/**
 * What a submit looks like: a bot's when the hidden field is filled (`honeypot`), or when it came
 * sooner after the form was shown than a person could fill it (`tooFast`) — unless the browser or
 * the visitor's own draft filled the form in. Null for a person.
 */
export function botSign(submit: { honeypot: string; elapsedMs: number; filledForThePerson: boolean }): BotSign | null {
  if (submit.honeypot.trim() !== '') return 'honeypot';
  return submit.elapsedMs < minFillMs && !submit.filledForThePerson ? 'tooFast' : null;
}

/**
 * The sending state every form shares: one submit at a time (a ref, so even two clicks in the
 * same frame send once), a "slow network" flag after {@link slowAfterMs}, and the bot checks,
 * which speak the page's language (`copy`).
 */
export function useSubmission(copy: FormsCopy) {
  const [sending, setSending] = useState(false);
  const [slow, setSlow] = useState(false);
  const busy = useRef(false);
  const lastSentAt = useRef(0);

  useEffect(() => {
    ensureToaster(copy.toast);
  }, [copy]);

  /** Restarts the fill-time clock after a send: the next message needs its own time. */
  const markSent = useCallback(() => {
    lastSentAt.current = performance.now();
  }, []);

  /**
   * Stops a submit that looks like a bot's with a neutral message, and returns true: the hidden
   * field filled in (`onHoneypot` then makes the form look sent), or a send sooner than a person
   * could fill the form. That time counts from when the form was shown, not from when its island
   * woke, and a form the browser autofilled or a saved draft refilled always passes. What was typed is kept.
   */
  const stopBot = useCallback(
    (form: HTMLFormElement, onHoneypot?: () => void): boolean => {
      // The trap is a text input, so its entry is a string (null if a page lacks the trap).
      const trap = new FormData(form).get('website');
      const sign = botSign({
        honeypot: typeof trap === 'string' ? trap : '',
        elapsedMs: performance.now() - Math.max(shownAt(form), lastSentAt.current),
        filledForThePerson: isFilledForThePerson(form),
      });
      if (!sign) return false;
      notify({ tone: sign === 'honeypot' ? 'success' : 'warning', message: copy.bot[sign] });
      if (sign === 'honeypot') onHoneypot?.();
      return true;
    },
    [copy],
  );

  /** Runs `task` unless one is already running; keeps the sending state while it runs. */
  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    const timer = setTimeout(() => {
      setSlow(true);
    }, slowAfterMs);
    try {
      await task();
    } finally {
      clearTimeout(timer);
      busy.current = false;
      setSending(false);
      setSlow(false);
    }
  }, []);

  return { sending, slow, run, stopBot, markSent };
}
