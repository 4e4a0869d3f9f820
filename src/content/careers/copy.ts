/** The words of the Career page, in the page's language (./types.ts). */
import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { careersCopyEn } from './copy-en.ts';
import { careersCopyHi } from './copy-hi.ts';
import type { CareersCopy } from './types.ts';

const careersCopies: Editions<CareersCopy> = { en: careersCopyEn, hi: careersCopyHi };

export function getCareersCopy(locale: Locale): CareersCopy {
  return careersCopies[locale];
}

export type { CareersCopy } from './types.ts';
