import type { CallbackFormCopy } from './types.ts';

/** The Hindi words of the call-back and contact-us form (./types.ts). */
export const callbackFormCopyHi: CallbackFormCopy = {
  submit: 'भेजें',
  phone: 'फ़ोन (10 अंक)',
  messageHint: 'हम आपको कब फ़ोन करें, और आप किस बारे में बात करना चाहते हैं?',
  askAbout: (name) => `मुझे ${name} के बारे में और जानकारी चाहिए।`,
  calledBack: (success) => `${success}। हम जल्द ही आपको फ़ोन करेंगे।`,
};
