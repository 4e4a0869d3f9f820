import { atom, type WritableAtom } from 'nanostores';

/**
 * Where the toaster renders: the open modal dialog, if any, else the page. A modal <dialog>
 * makes everything outside it inert (unseen by screen readers, unclickable, under the
 * backdrop), so toasts raised while one is open must live inside it.
 */
export const $toastHost: WritableAtom<HTMLElement | null> = atom<HTMLElement | null>(null);
