import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { resolveValue, toast, useToaster, type Toast } from 'react-hot-toast/headless';
import type { FormsCopy } from '../../content/forms/types.ts';
import { dialogChangeEvent } from '../hydration/protocol.ts';

/*
 * The page's one toaster: bottom-right, light, pauses while a mouse hovers it, each toast dismissible by
 * its × button, by swiping it sideways or, on a touch screen, by a tap. It uses react-hot-toast's headless API with our own
 * CSS (src/islands/forms/forms.css), because the library's own renderer injects <style> tags
 * that the Content Security Policy blocks.
 */

const HOST_ID = 'site-toaster';
const SWIPE_PX = 80;
const TAP_PX = 10;

const icons: Record<string, string> = { success: '✓', warning: '!', error: '×' };

/** The toaster's words, in the language of the page (the first island to show a toast gives them). */
type ToastWords = FormsCopy['toast'];

function ToastItem({ item, words }: { item: Toast; words: ToastWords }) {
  const tone = item.className ?? 'success';
  const start = useRef<number | null>(null);
  const element = useRef<HTMLLIElement>(null);

  const move = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current === null || !element.current) return;
    const dx = event.clientX - start.current;
    element.current.style.transform = `translateX(${dx}px)`;
    element.current.style.opacity = String(Math.max(0.2, 1 - Math.abs(dx) / 240));
  };
  const end = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current === null || !element.current) return;
    const dx = event.clientX - start.current;
    start.current = null;
    element.current.style.transform = '';
    element.current.style.opacity = '';
    // On a touch screen a toast lies over the form's Send button: a tap on it closes it, so the
    // next tap reaches the button. (A mouse can read it while hovering, and has the × to close it.)
    const tapped = event.type === 'pointerup' && event.pointerType !== 'mouse' && Math.abs(dx) < TAP_PX;
    if (Math.abs(dx) > SWIPE_PX || tapped) toast.dismiss(item.id);
  };

  return (
    <li
      ref={element}
      className={`toast toast--${tone}`}
      onPointerDown={(event) => {
        if ((event.target as HTMLElement).closest('button')) return;
        start.current = event.clientX;
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <div className="toast__body" {...item.ariaProps}>
        <span className="toast__icon" aria-hidden="true">
          {icons[tone] ?? '•'}
        </span>
        <p className="toast__message">{resolveValue(item.message, item)}</p>
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={words.dismiss}
        onClick={() => {
          toast.dismiss(item.id);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * Where toasts render: inside the open modal dialog, if any, else the page. A modal <dialog> makes
 * everything outside it inert (unseen by screen readers, unclickable, under the backdrop), so toasts
 * raised while one is open must live inside it. The dialogs' controller says when that changes.
 */
function useToastHost(): HTMLElement {
  const find = () => document.querySelector<HTMLDialogElement>('dialog[open]') ?? document.body;
  const [host, setHost] = useState(find);
  useEffect(() => {
    const follow = () => {
      setHost(find());
    };
    document.addEventListener(dialogChangeEvent, follow);
    return () => {
      document.removeEventListener(dialogChangeEvent, follow);
    };
  }, []);
  return host;
}

function Toaster({ words }: { words: ToastWords }) {
  const { toasts, handlers } = useToaster();
  const host = useToastHost();
  // Only a mouse pauses the toasts. A tap on a phone counts as the mouse entering, and no leave
  // follows it until the next tap elsewhere: a toast tapped by mistake (it lies over the form's
  // Send button at the bottom of a phone's screen) stayed there until its × was found.
  const byMouse = (pause: () => void) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') pause();
  };
  return createPortal(
    <section
      className="toaster"
      aria-label={words.notifications}
      onPointerEnter={byMouse(handlers.startPause)}
      onPointerLeave={byMouse(handlers.endPause)}
    >
      <ol className="toaster__list">
        {/* Dismissed toasts leave at once, so nothing shifts under a pointer that is holding a toast open. */}
        {toasts
          .filter((item) => item.visible)
          .map((item) => (
            <ToastItem key={item.id} item={item} words={words} />
          ))}
      </ol>
    </section>,
    host,
  );
}

let mounted = false;

/**
 * Mounts the toaster once per page, however many islands call it: a module flag for islands
 * that share this module, and the host element's id for anything else. All islands of a page share
 * its language, so whichever comes first gives the words.
 */
export function ensureToaster(words: ToastWords): void {
  if (mounted || typeof document === 'undefined') return;
  mounted = true;
  if (document.getElementById(HOST_ID)) return;
  const host = document.createElement('div');
  host.id = HOST_ID;
  document.body.append(host);
  createRoot(host, { identifierPrefix: 'toaster-' }).render(<Toaster words={words} />);
}
