import type { CallbackFormCopy } from './types.ts';

/** The English words of the call-back and contact-us form (./types.ts). */
export const callbackFormCopyEn: CallbackFormCopy = {
  submit: 'Send',
  phone: 'Phone (10 digits)',
  messageHint: 'When should we call, and what would you like to discuss?',
  askAbout: (name) => `I would like to know more about ${name}.`,
  calledBack: (success) => `${success}. We will call you back soon.`,
};
