import { dialogChangeEvent, dialogOpenedEvent, openedAtAttribute, wakeEvent } from '../hydration/protocol.ts';

/*
 * The dialogs (call-back, contact-us, job apply) are native <dialog> elements in the page's HTML
 * with their forms inside. This controller opens them without React: a click on a trigger
 * (data-callback-trigger, data-contact-us-trigger, data-apply-trigger) copies what the trigger
 * names (product, job) onto the dialog and shows it at once, so the visitor can type while the
 * form's island wakes. The dialog's own script runs it (src/islands/mounts/FormDialog.astro); it
 * is written into the page, so it works before any script file arrives.
 *
 * A trigger that is a link keeps its href: a modified click (ctrl, meta, shift, middle) follows
 * it, and so does a click on a page without the dialog.
 */

export type DialogKind = 'callback' | 'contact-us' | 'job';

const triggerSelectors: Record<DialogKind, string> = {
  callback: '[data-callback-trigger]',
  'contact-us': '[data-contact-us-trigger]',
  job: '[data-apply-trigger]',
};

/** Trigger data (data-* attributes) copied onto the dialog on opening, for the form inside to read. */
const contextAttributes = [
  'data-product-id',
  'data-product-name',
  'data-product-code',
  'data-job-id',
  'data-job-role',
  'data-job-department',
] as const;

const dialogs = new Map<DialogKind, HTMLDialogElement>();
const returnFocus = new WeakMap<HTMLDialogElement, HTMLElement>();
let listening = false;

const isKind = (value: string | undefined): value is DialogKind => value !== undefined && value in triggerSelectors;

/** Starts waking the dialog's island before it is opened (a trigger hovered or focused). */
function warmDialog(dialog: HTMLDialogElement): void {
  dialog.querySelector('astro-island')?.dispatchEvent(new Event(wakeEvent));
}

interface Opening {
  kind: DialogKind;
  dialog: HTMLDialogElement;
  trigger: HTMLElement;
}

function findTrigger(target: EventTarget | null): Opening | null {
  if (!(target instanceof Element)) return null;
  for (const [kind, dialog] of dialogs) {
    const trigger = target.closest<HTMLElement>(triggerSelectors[kind]);
    if (trigger) return { kind, dialog, trigger };
  }
  return null;
}

/** The heading and introduction of this kind of opening (data-{kind} on each), the trigger's title first, and the product it names. */
function showTexts({ kind, dialog, trigger }: Opening): void {
  const title = dialog.querySelector<HTMLElement>('[data-dialog-title]');
  const intro = dialog.querySelector<HTMLElement>('[data-dialog-intro]');
  if (title)
    title.textContent = trigger.dataset['dialogTitle'] || title.getAttribute(`data-${kind}`) || title.textContent;
  if (intro) intro.textContent = intro.getAttribute(`data-${kind}`) || intro.textContent;
  const subject = dialog.querySelector<HTMLElement>('[data-dialog-subject]');
  if (subject) {
    const { productName, productCode } = trigger.dataset;
    // The word before the product ("About") is the page's, in data-dialog-subject; the name is the catalogue's.
    const about = subject.dataset['dialogSubject'] ?? '';
    const product = document.createElement('span');
    product.lang = 'en';
    product.textContent = `${productName ?? ''}${productCode ? ` (${productCode})` : ''}`;
    subject.replaceChildren(...(productName ? [`${about}: `, product] : []));
    subject.hidden = !productName;
  }
}

function openDialog(opening: Opening): void {
  const { dialog, trigger } = opening;
  if (dialog.open) return;
  for (const name of contextAttributes) {
    const value = trigger.getAttribute(name);
    if (value) dialog.setAttribute(name, value);
    else dialog.removeAttribute(name);
  }
  showTexts(opening);
  returnFocus.set(dialog, trigger);
  dialog.setAttribute(openedAtAttribute, String(Math.round(performance.now())));
  dialog.showModal();
  dialog.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')?.focus();
  dialog.dispatchEvent(new Event(dialogOpenedEvent));
  document.dispatchEvent(new Event(dialogChangeEvent));
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
    return;
  const found = findTrigger(event.target);
  if (!found) return;
  event.preventDefault();
  openDialog(found);
}

function onWarm(event: Event): void {
  const found = findTrigger(event.target);
  if (found) warmDialog(found.dialog);
}

/**
 * Makes a <dialog data-dialog="callback contact-us"> (one or more kinds) openable by those kinds of
 * trigger, closable by its × button (data-dialog-close), a click on the backdrop and Escape, with
 * focus back on the trigger. Safe to call more than once.
 */
export function connectDialog(dialog: HTMLDialogElement): void {
  const kinds = (dialog.dataset['dialog'] ?? '').split(' ').filter(isKind);
  if (kinds.length === 0 || kinds.every((kind) => dialogs.get(kind) === dialog)) return;
  for (const kind of kinds) dialogs.set(kind, dialog);

  dialog.querySelector('[data-dialog-close]')?.addEventListener('click', () => {
    dialog.close();
  });
  // A click whose press and release both land on the backdrop (the <dialog> box itself, outside the panel) closes it.
  let pressedOnBackdrop = false;
  dialog.addEventListener('pointerdown', (event) => {
    pressedOnBackdrop = event.target === dialog;
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog && pressedOnBackdrop) dialog.close();
    pressedOnBackdrop = false;
  });
  dialog.addEventListener('close', () => {
    document.dispatchEvent(new Event(dialogChangeEvent));
    const trigger = returnFocus.get(dialog);
    if (trigger?.isConnected) trigger.focus();
  });

  if (listening) return;
  listening = true;
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', onWarm, { passive: true });
  document.addEventListener('focusin', onWarm);
}
