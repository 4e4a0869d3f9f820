import { mountJobModal } from '../careers/JobApplyModal.tsx';
import { openDialog, type DialogKind } from './store.ts';
import type { TriggerDetail } from './triggers.ts';

/** Opens the job apply modal (loaded on the first click of an Apply Now button). */
export function open(kind: DialogKind, detail: TriggerDetail, trigger: HTMLElement): void {
  if (kind !== 'job') return;
  mountJobModal();
  openDialog({ kind, product: null, topic: null, job: detail.job, trigger });
}
