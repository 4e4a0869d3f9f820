import { useEffect, type RefObject } from 'react';
import { heldAttribute, readyAttribute } from './protocol.ts';

/**
 * Called by a form island as it mounts: tells the interaction directive that the form's submits
 * are the island's now, and sends a Send that was pressed while the island was still asleep — after
 * this render's other effects (a draft's products, a dialog's product), as a real press would.
 */
export function useWokenForm(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.setAttribute(readyAttribute, '');
    if (!element.hasAttribute(heldAttribute)) return;
    element.removeAttribute(heldAttribute);
    const timer = setTimeout(() => {
      element.requestSubmit();
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [form]);
}
