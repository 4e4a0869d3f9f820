import { atom, type WritableAtom } from 'nanostores';
import type { ChosenProduct } from '../products/store.ts';

/** The dialogs a trigger can open (PREAMBLE: data-callback-trigger, data-contact-us-trigger, data-apply-trigger). */
export type DialogKind = 'callback' | 'contact-us' | 'job';

/** The job an Apply Now button names. */
export interface JobRef {
  id: string;
  role: string;
  department: string;
}

/** A request to open a dialog, made by the trigger script on click. */
export interface DialogRequest {
  kind: DialogKind;
  /** The product the trigger named (data-product-id, -name, -code), to pre-select. */
  product: ChosenProduct | null;
  /** A name the trigger gave without an id (a category, or a product named only by name). */
  topic: string | null;
  job: JobRef | null;
  /** The element focus returns to when the dialog closes. */
  trigger: HTMLElement | null;
  /** Increases with every request, so opening the same dialog twice is still a change. */
  serial: number;
}

/** Which dialog is open, if any: one at a time. */
export const $dialog: WritableAtom<DialogRequest | null> = atom<DialogRequest | null>(null);

let serial = 0;

export function openDialog(request: Omit<DialogRequest, 'serial'>): void {
  serial += 1;
  $dialog.set({ ...request, serial });
}

export function closeDialog(kind: DialogKind): void {
  if ($dialog.get()?.kind === kind) $dialog.set(null);
}
