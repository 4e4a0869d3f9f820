import { mountEnquiryDialogs } from './EnquiryDialogs.tsx';
import { openDialog, type DialogKind } from './store.ts';
import type { TriggerDetail } from './triggers.ts';

/** Opens the call-back or contact-us dialog (loaded on the first click of a trigger). */
export function open(kind: DialogKind, detail: TriggerDetail, trigger: HTMLElement): void {
  if (kind === 'job') return;
  mountEnquiryDialogs(kind);
  openDialog({ kind, product: detail.product, topic: detail.topic, job: null, trigger });
}
