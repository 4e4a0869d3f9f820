import { useCallback, useEffect, useRef, useState } from 'react';
import { minFillMs } from '../../lib/validation/forms.ts';
import { ensureToaster } from '../toast/Toaster.tsx';
import { notify } from '../toast/notify.ts';

/** After this long without an answer the button says the network is slow. */
export const slowAfterMs = 3000;

/** What a bot-looking submit shows: neutral, so it teaches a bot nothing. */
export const botMessages = {
  honeypot: 'Thank you. Your message has been received.',
  tooFast: 'Please take a moment to check your details, then send the form again.',
} as const;

/**
 * The sending state every form shares: one submit at a time (a ref, so even two clicks in the
 * same frame send once), a "slow network" flag after {@link slowAfterMs}, and the bot checks.
 */
export function useSubmission() {
  const [sending, setSending] = useState(false);
  const [slow, setSlow] = useState(false);
  const busy = useRef(false);
  const startedAt = useRef(0);

  useEffect(() => {
    startedAt.current = Date.now();
    ensureToaster();
  }, []);

  /** Restarts the fill-time clock, e.g. when a dialog opens again. */
  const restartClock = useCallback(() => {
    startedAt.current = Date.now();
  }, []);

  /**
   * Stops a submit that looks like a bot's (honeypot filled, or sent sooner than a person could fill
   * the form) with a neutral message; `onHoneypot` lets the form look as if it was sent. True when stopped.
   */
  const stopBot = useCallback((honeypot: string, onHoneypot?: () => void): boolean => {
    const sign = honeypot.trim() !== '' ? 'honeypot' : Date.now() - startedAt.current < minFillMs ? 'tooFast' : null;
    if (!sign) return false;
    notify({ tone: sign === 'honeypot' ? 'success' : 'warning', message: botMessages[sign] });
    if (sign === 'honeypot') onHoneypot?.();
    startedAt.current = Date.now();
    return true;
  }, []);

  /** Runs `task` unless one is already running; keeps the sending state while it runs. */
  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    try {
      await task();
    } finally {
      clearTimeout(timer);
      busy.current = false;
      setSending(false);
      setSlow(false);
    }
  }, []);

  return { sending, slow, run, stopBot, restartClock };
}
