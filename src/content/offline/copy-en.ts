import type { OfflineCopy } from './types.ts';

/** The offline features' words in English (see ./types.ts). */
export const offlineCopyEn: OfflineCopy = {
  saveButton: {
    save: 'Save for offline',
    saved: 'Saved for offline',
  },
  page: {
    title: 'You are offline',
    description: 'Pages saved on this phone open without an internet connection.',
    heading: 'You are offline',
    intro: 'This page is not saved on this phone. The pages below are, and they open without internet.',
    savedHeading: 'Saved on this phone',
    empty: 'No pages are saved on this phone yet. Open a product page while you are online and it is kept for later.',
    reachUs: 'To talk to us, call or send a WhatsApp message:',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    checking: 'Looking for saved pages…',
  },
  enquiry: {
    queued: 'You are offline. Your enquiry is saved on this phone and will be sent when you are online.',
    delivered: 'Your saved enquiry has been sent. Our team will contact you soon.',
    refused: 'Our server did not accept your saved enquiry. Please check your details and send it again.',
  },
};
