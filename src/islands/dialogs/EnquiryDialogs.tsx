import { useStore } from '@nanostores/react';
import { createRoot } from 'react-dom/client';
import { CallbackForm } from '../forms/CallbackForm.tsx';
import { ensureToaster } from '../toast/Toaster.tsx';
import { DialogShell } from './DialogShell.tsx';
import { $dialog, closeDialog, type DialogKind } from './store.ts';

const copy: Record<'callback' | 'contact-us', { title: string; intro: string; submit: string }> = {
  callback: {
    title: 'Request a call back',
    intro: 'Leave your number and our team will call you, usually within one working day.',
    submit: 'Request call back',
  },
  'contact-us': {
    title: 'Contact us about this product',
    intro: 'Tell us what you need (quantity, crop or formulation) and our team will get back to you.',
    submit: 'Send',
  },
};

/** One of the two enquiry dialogs: the call-back dialog or a category page's contact-us dialog. */
function EnquiryDialog({ kind }: { kind: 'callback' | 'contact-us' }) {
  const request = useStore($dialog);
  const open = request?.kind === kind;
  const text = copy[kind];
  return (
    <DialogShell open={open} onClose={() => closeDialog(kind)} returnFocusTo={open ? request.trigger : null} title={text.title} intro={<p>{text.intro}</p>}>
      <CallbackForm product={open ? request.product : null} topic={open ? request.topic : null} openedAt={open ? request.serial : 0} submitLabel={text.submit} />
    </DialogShell>
  );
}

let root: ReturnType<typeof createRoot> | null = null;
const kinds = new Set<DialogKind>();

/** Renders the enquiry dialogs (once) into the page; the trigger script calls it on first click. */
export function mountEnquiryDialogs(kind: 'callback' | 'contact-us'): void {
  ensureToaster();
  kinds.add(kind);
  if (!root) {
    const host = document.createElement('div');
    host.className = 'fm-dialog-host';
    document.body.append(host);
    root = createRoot(host, { identifierPrefix: 'enquiry-dialogs-' });
  }
  root.render(
    <>
      {[...kinds].map((item) => (item === 'job' ? null : <EnquiryDialog key={item} kind={item} />))}
    </>,
  );
}
