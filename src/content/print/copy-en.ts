import type { PrintCopy } from './copy.ts';

/** The printed sheet's words on English pages (see ./copy.ts). */
export const printCopyEn: PrintCopy = {
  printButton: 'Print this sheet',
  sheetLabel: 'Contacts and address of this sheet',
  channels: { phone: 'Phone', email: 'E-mail', whatsapp: 'WhatsApp' },
  online: 'This page online:',
  qrLabel: (url) => `QR code of ${url}`,
};
