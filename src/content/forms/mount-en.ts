import type { MountCopy } from './types.ts';

/** The English words of the form mounts: dialog frames and the no-script and failed-script fallbacks (./types.ts). */
export const mountCopyEn: MountCopy = {
  close: 'Close',
  about: 'About',
  callbackDialog: {
    title: 'Request a call back',
    intro: 'Leave your number and our team will call you, usually within one working day.',
  },
  contactUsDialog: {
    title: 'Contact us about this product',
    intro: 'Tell us what you need (quantity, crop or formulation) and our team will get back to you.',
  },
  jobDialog: {
    title: 'Apply for this job',
    intro:
      'Send us your details and your CV as a PDF. Our HR team reads every application and replies to shortlisted candidates.',
  },
  fallback: {
    failed: 'This form could not load.',
    kept: 'What you typed is still here and saved on this device.',
    retryLater: 'Please try again in a moment.',
    orReach: 'Please try again, or reach us directly: ',
    retry: 'Try again',
    reason: 'Reason:',
    unknownReason: 'the connection failed',
    noScript: { before: 'This form needs JavaScript. You can also ', after: '.' },
    call: { before: 'call ', after: '' },
    writeTo: { before: 'write to ', after: '' },
    whatsApp: 'message us on WhatsApp',
    comma: ', ',
    or: ' or ',
    end: '.',
    finderFailed: 'The finder could not load.',
    browseCategories: { before: '', link: 'Browse all our categories', after: ' instead.' },
  },
};
