import { useEffect, useId, useRef, type ReactNode } from 'react';
import { $toastHost } from '../toast/host.ts';

/**
 * A modal on the native <dialog> with showModal(): the rest of the page is inert (focus stays
 * inside), Escape closes it, and so do the × button and a click on the backdrop. Focus goes to
 * the first field on opening and back to the trigger on closing.
 */
export function DialogShell({
  open,
  onClose,
  returnFocusTo,
  title,
  intro,
  children,
}: {
  open: boolean;
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const focusRef = useRef(returnFocusTo);
  focusRef.current = returnFocusTo;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      $toastHost.set(element);
      const first = element.querySelector<HTMLElement>('input:not([tabindex="-1"]):not([type="hidden"]), select, textarea');
      first?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const handleClose = () => {
      if ($toastHost.get() === element) $toastHost.set(null);
      const target = focusRef.current;
      closeRef.current();
      if (target && target.isConnected) target.focus();
    };
    element.addEventListener('close', handleClose);
    return () => element.removeEventListener('close', handleClose);
  }, []);

  return (
    <dialog
      ref={dialog}
      className="fm-dialog"
      aria-labelledby={titleId}
      // A click whose press and release both land on the backdrop (the <dialog> box itself, outside the panel) closes it.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === dialog.current;
      }}
      onClick={(event) => {
        if (event.target === dialog.current && pressedOnBackdrop.current) dialog.current?.close();
        pressedOnBackdrop.current = false;
      }}
    >
      <div className="fm-dialog__panel">
        <div className="fm-dialog__head">
          <h2 className="fm-dialog__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="fm-dialog__close" aria-label="Close" onClick={() => dialog.current?.close()}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
            </svg>
          </button>
        </div>
        {intro && <div className="fm-dialog__intro">{intro}</div>}
        {children}
      </div>
    </dialog>
  );
}
