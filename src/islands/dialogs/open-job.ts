import { mountJobModal } from '../careers/JobApplyModal.tsx';
import { openDialog, type DialogKind, type JobRef } from './store.ts';
import type { ChosenProduct } from '../products/store.ts';

/** Opens the job apply modal (loaded on the first click of an Apply Now button). */
export function open(kind: DialogKind, detail: { product: ChosenProduct | null; job: JobRef | null }, trigger: HTMLElement): void {
  if (kind !== 'job') return;
  mountJobModal();
  openDialog({ kind, product: null, job: detail.job, trigger });
}
