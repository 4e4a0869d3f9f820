/**
 * Which pages the service worker keeps for a visitor without a connection (src/islands/offline/worker.ts),
 * shared by the build that writes the worker (scripts/delivery/service-worker.ts) and the worker itself.
 * Paths are site paths as visitors request them (/Fensil360, /hi/contact); a language's list holds only
 * the pages that edition has, so a Hindi visitor keeps the Hindi twins the build wrote.
 */
import { localeOfPath, localizePath, type Locale } from '../i18n/locale.ts';

/** The page that answers a navigation to a page that was not saved. */
export const offlinePagePath = '/offline';

/** The service worker's address: stable, so a page registers the same worker build after build. */
export const workerPath = '/sw.js';

/** The fixed product pages (SPEC.md §2). */
export const staticProductPages = [
  '/Orthosilicic_Acid',
  '/Fensil360',
  '/MultiBalance4IN1',
  '/Pheromones',
  '/SliconSprSpreder',
] as const;

/** Kept at the first visit: the calculator, the fixed product pages and the contact page. */
export const precachedPages = ['/dose-calculator', ...staticProductPages, '/contact'] as const;

/** The precache list of each language: its offline page and its edition of every page above that `exists`. */
export function listPrecache(exists: (path: string) => boolean): Record<Locale, string[]> {
  const forLocale = (locale: Locale) =>
    [offlinePagePath, ...precachedPages].map((path) => localizePath(path, locale)).filter(exists);
  return { en: forLocale('en'), hi: forLocale('hi') };
}

/** A product sheet: a product page or one of the fixed product pages, in either language. Kept when opened. */
export function isProductSheet(path: string): boolean {
  const bare = localizePath(path, 'en');
  return bare.startsWith('/product-details/') || (staticProductPages as readonly string[]).includes(bare);
}

/** The offline page in the language of the page that was asked for. */
export function offlinePageFor(path: string): string {
  return localizePath(offlinePagePath, localeOfPath(path));
}
