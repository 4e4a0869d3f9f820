/** The About page's words in the page's language (./about-types.ts), and its timeline. */
import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { aboutCopyEn } from './about-en.ts';
import { aboutCopyHi } from './about-hi.ts';
import type { AboutCopy } from './about-types.ts';
import { companyFacts } from './facts.ts';
import type { TimelineEntry } from './types.ts';

const aboutCopies: Editions<AboutCopy> = { en: aboutCopyEn, hi: aboutCopyHi };

export function getAboutCopy(locale: Locale): AboutCopy {
  return aboutCopies[locale];
}

/**
 * The timeline from company.json, oldest first, ending with the present day in the year of the
 * build. Every entry but the last is the company's own words.
 */
export function getTimeline(copy: AboutCopy): readonly TimelineEntry[] {
  return [
    ...companyFacts.timeline.map(({ status, value }) => ({ ...value, sample: status === 'sample' })),
    { year: new Date().getFullYear(), ...copy.timeline.presentDay },
  ];
}

export type { AboutCopy } from './about-types.ts';
