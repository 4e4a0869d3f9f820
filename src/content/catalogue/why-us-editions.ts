/** The why-us variants in the page's language: English (./why-us.ts) and Hindi (./why-us-hi.ts). */
import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import type { WhyUsVariant } from './types.ts';
import { whyUsContentHi } from './why-us-hi.ts';
import { whyUsContent } from './why-us.ts';

const editions: Editions<Readonly<Record<number, WhyUsVariant>>> = { en: whyUsContent, hi: whyUsContentHi };

/** The why-us variant for a record's number in a language, or undefined for 0 and unknown numbers. */
export function getLocalizedWhyUsVariant(categoryWiseTable: number, locale: Locale): WhyUsVariant | undefined {
  return editions[locale][categoryWiseTable];
}
