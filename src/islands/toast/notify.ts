import { toast } from 'react-hot-toast/headless';
import type { Notice } from '../../lib/api/client.ts';

/** How long a toast stays: 4 s, and 3 s for the finder's category warning, which only asks for a click. */
export const toastMs = 4000;
export const shortToastMs = 3000;

/**
 * Shows a toast in the page's one toaster (src/islands/toast/Toaster.tsx). Warnings and errors
 * are announced at once (role=alert); confirmations politely. The same notice again (Send pressed
 * twice over the same mistake) restarts the one on screen rather than stacking a copy over the form.
 */
export function notify(notice: Notice, durationMs: number = toastMs): string {
  const urgent = notice.tone !== 'success';
  return toast(notice.message, {
    id: `${notice.tone}:${notice.message}`,
    duration: durationMs,
    className: notice.tone,
    ariaProps: urgent ? { role: 'alert', 'aria-live': 'assertive' } : { role: 'status', 'aria-live': 'polite' },
  });
}
