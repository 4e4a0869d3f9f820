import type { PrintCopy } from './copy.ts';

/** The printed sheet's words on Hindi pages (see ./copy.ts). */
export const printCopyHi: PrintCopy = {
  printButton: 'यह शीट प्रिंट करें',
  sheetLabel: 'इस शीट के संपर्क और पता',
  channels: { phone: 'फ़ोन', email: 'ईमेल', whatsapp: 'WhatsApp' },
  online: 'यह पेज ऑनलाइन:',
  qrLabel: (url) => `${url} का QR कोड`,
};
