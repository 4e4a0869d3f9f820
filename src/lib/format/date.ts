import type { Editions, Locale } from '../i18n/locale.ts';

/*
 * Blog dates are fixed at build time, so they are formatted in the company's own time zone
 * (India) rather than the build machine's: a post created at 23:00 UTC on 4 March is a 5 March
 * post in Indore, and the date must not change with where the build runs.
 */
const dateParts = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' } as const;

/**
 * English in US order ("Mar 5, 2025"); Hindi with whole month names, whose short forms are clipped
 * ("नव॰"), and Western digits ("18 नवंबर 2024").
 */
const blogDates: Editions<Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', dateParts),
  hi: new Intl.DateTimeFormat('hi-IN', { ...dateParts, month: 'long', numberingSystem: 'latn' }),
};

/**
 * The language blog dates of a page are written in: the page's own, unless this Node lacks its
 * dates (a build without full ICU falls back to English), and then English.
 */
export function blogDateLocale(locale: Locale): Locale {
  return blogDates[locale].resolvedOptions().locale.startsWith(locale) ? locale : 'en';
}

/** The lang attribute a blog date needs on a page of this language: none when it is in the page's language. */
export function blogDateLang(locale: Locale): 'en' | undefined {
  return blogDateLocale(locale) === locale ? undefined : 'en';
}

/**
 * A blog's creation date as the Resource Center cards show it: short month, day and year in US
 * English, e.g. "Mar 5, 2025" (in Hindi "5 मार्च 2025"). Null or an unparseable date gives null: the
 * card shows no date.
 */
export function formatBlogDate(iso: string | null, locale: Locale = 'en'): string | null {
  if (iso === null || iso.trim() === '') return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : blogDates[blogDateLocale(locale)].format(date);
}

/** The calendar date (YYYY-MM-DD, India time) for a <time datetime> attribute, or null. */
export function toIsoDate(iso: string | null): string | null {
  if (iso === null || iso.trim() === '') return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}
