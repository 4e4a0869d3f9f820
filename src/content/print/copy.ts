/**
 * The words a printed product sheet adds to its page (src/components/print/): the print button, the
 * contacts block and the line with the page's address. One object of this type per language
 * (./copy-en.ts, ./copy-hi.ts); the sheet picks the page's.
 */
import type { ChannelKind } from '../company/contact-channels.ts';
import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { printCopyEn } from './copy-en.ts';
import { printCopyHi } from './copy-hi.ts';

export interface PrintCopy {
  /** The button that opens the print dialog. */
  printButton: string;
  /** The accessible name of the contacts block. */
  sheetLabel: string;
  /** The contact channels the sheet lists, by kind. */
  channels: Readonly<Record<Exclude<ChannelKind, 'careersEmail'>, string>>;
  /** Before the page's address: "This page online:". */
  online: string;
  /** The QR code's accessible name. */
  qrLabel: (url: string) => string;
}

const printCopies: Editions<PrintCopy> = { en: printCopyEn, hi: printCopyHi };

export function getPrintCopy(locale: Locale): PrintCopy {
  return printCopies[locale];
}
