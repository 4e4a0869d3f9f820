import { useStore } from '@nanostores/react';
import { createRoot } from 'react-dom/client';
import { DialogShell } from '../dialogs/DialogShell.tsx';
import { $dialog, closeDialog } from '../dialogs/store.ts';
import { ensureToaster } from '../toast/Toaster.tsx';
import { JobApplyForm } from './JobApplyForm.tsx';

function JobApplyModal() {
  const request = useStore($dialog);
  const open = request?.kind === 'job';
  const job = open ? request.job : null;
  return (
    <DialogShell
      open={open}
      onClose={() => closeDialog('job')}
      returnFocusTo={open ? request.trigger : null}
      title={job?.role ? `Apply for ${job.role}` : 'Apply for this job'}
      intro={<p>Send us your details and your CV as a PDF. Our HR team reads every application and replies to shortlisted candidates.</p>}
    >
      <JobApplyForm job={job} openedAt={open ? request.serial : 0} onDone={() => closeDialog('job')} />
    </DialogShell>
  );
}

let mounted = false;

/** Renders the job apply modal (once) into the page; the trigger script calls it on the first Apply Now click. */
export function mountJobModal(): void {
  ensureToaster();
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.className = 'fm-dialog-host';
  document.body.append(host);
  createRoot(host, { identifierPrefix: 'job-modal-' }).render(<JobApplyModal />);
}
