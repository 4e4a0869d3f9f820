/** The words of product pages and cards, in the page's language (./types.ts). */
import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { productCopyEn } from './copy-en.ts';
import { productCopyHi } from './copy-hi.ts';
import type { ProductCopy } from './types.ts';

const productCopies: Editions<ProductCopy> = { en: productCopyEn, hi: productCopyHi };

export function getProductCopy(locale: Locale): ProductCopy {
  return productCopies[locale];
}

export type { ProductCopy } from './types.ts';
