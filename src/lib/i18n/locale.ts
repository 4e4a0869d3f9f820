/**
 * The site's two editions: English at the root, Hindi under /hi/. Every page the site writes has a
 * twin in the other language at the same path behind the prefix (/about ↔ /hi/about, / ↔ /hi), so a
 * page's language is read from its address and the twin of any address is computed, never listed.
 *
 * Components pass locale-free paths ("/about") around; a link is localized where it is written, with
 * {@link localizePath}, and the layout localizes the canonical address and the hreflang pair.
 */

export const locales = ['en', 'hi'] as const;

/** A language the site is written in. */
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

const hindiPrefix = '/hi';

/** The language of a page, from its path ("/hi/about" → "hi", "/about" → "en"). */
export function localeOfPath(pathname: string): Locale {
  // With build.format 'file' the Hindi home page renders as /hi.html.
  return pathname === hindiPrefix || pathname === `${hindiPrefix}.html` || pathname.startsWith(`${hindiPrefix}/`)
    ? 'hi'
    : 'en';
}

/** The language of the page being rendered: `localeOf(Astro.url)`. */
export function localeOf(url: URL): Locale {
  return localeOfPath(url.pathname);
}

/** A path without its language prefix ("/hi/about" → "/about", "/hi" → "/"). */
export function unlocalizePath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(hindiPrefix.length);
  return rest === '' || rest === '/' || rest === '.html' ? '/' : rest;
}

/**
 * A site path in a language: "/about" → "/hi/about", "/" → "/hi". Paths of files rather than pages
 * (pictures, scripts, feeds) are the same in both editions and must not be passed here. A path
 * already carrying a prefix is first stripped, so localizing twice changes nothing.
 */
export function localizePath(path: string, locale: Locale): string {
  const bare = unlocalizePath(path);
  if (locale === 'en') return bare;
  return bare === '/' ? hindiPrefix : `${hindiPrefix}${bare}`;
}

/** The other edition's language. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'hi' : 'en';
}

/** The `lang` attribute of a language, and its Open Graph locale. */
export const localeTags: Record<Locale, { lang: string; ogLocale: string; name: string }> = {
  en: { lang: 'en', ogLocale: 'en_IN', name: 'English' },
  hi: { lang: 'hi', ogLocale: 'hi_IN', name: 'हिन्दी' },
};

/** An edition of some words in each language, chosen by the page's language. */
export type Editions<T> = Readonly<Record<Locale, T>>;
