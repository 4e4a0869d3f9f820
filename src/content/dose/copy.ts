/**
 * The editions of the dose calculator's words, one object of type DoseCopy (./types.ts) per language
 * of the site; pages and the calculator choose one by the page's Locale.
 */
import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { doseCopyEn } from './copy-en.ts';
import { doseCopyHi } from './copy-hi.ts';
import type { DoseCopy } from './types.ts';

export const doseCopies: Editions<DoseCopy> = { en: doseCopyEn, hi: doseCopyHi };

/** The dose calculator's words in a language. */
export function getDoseCopy(locale: Locale): DoseCopy {
  return doseCopies[locale];
}

export type { DoseCopy } from './types.ts';
