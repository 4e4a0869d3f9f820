import { mountEnquiryDialogs } from './EnquiryDialogs.tsx';
import { openDialog, type DialogKind, type JobRef } from './store.ts';
import type { ChosenProduct } from '../products/store.ts';

/** Opens the call-back or contact-us dialog (loaded on the first click of a trigger). */
export function open(kind: DialogKind, detail: { product: ChosenProduct | null; job: JobRef | null }, trigger: HTMLElement): void {
  if (kind === 'job') return;
  mountEnquiryDialogs(kind);
  openDialog({ kind, product: detail.product, job: null, trigger });
}
