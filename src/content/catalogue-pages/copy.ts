/** The words of the category pages, in the page's language (./types.ts). */
import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { cataloguePagesCopyEn } from './copy-en.ts';
import { cataloguePagesCopyHi } from './copy-hi.ts';
import type { CataloguePagesCopy } from './types.ts';

const copies: Editions<CataloguePagesCopy> = { en: cataloguePagesCopyEn, hi: cataloguePagesCopyHi };

export function getCataloguePagesCopy(locale: Locale): CataloguePagesCopy {
  return copies[locale];
}

export type { CataloguePagesCopy, Framed } from './types.ts';
