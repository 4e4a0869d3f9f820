/** The offline features' words, in the page's language (./types.ts). */
import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { offlineCopyEn } from './copy-en.ts';
import { offlineCopyHi } from './copy-hi.ts';
import type { OfflineCopy } from './types.ts';

const offlineCopies: Editions<OfflineCopy> = { en: offlineCopyEn, hi: offlineCopyHi };

export function getOfflineCopy(locale: Locale): OfflineCopy {
  return offlineCopies[locale];
}

export type { OfflineCopy } from './types.ts';
