/** The words around every page, in the page's language (./types.ts). */
import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { siteCopyEn } from './copy-en.ts';
import { siteCopyHi } from './copy-hi.ts';
import type { SiteCopy } from './types.ts';

const siteCopies: Editions<SiteCopy> = { en: siteCopyEn, hi: siteCopyHi };

export function getSiteCopy(locale: Locale): SiteCopy {
  return siteCopies[locale];
}

export type { SampleSubject, SiteCopy } from './types.ts';
