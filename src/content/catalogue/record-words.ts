/**
 * The words of category and sub-category records in each language. English is the records
 * themselves (./categories.ts and the sub-category modules); the Hindi edition lists, under each
 * record's name, the same text fields in Hindi.
 */
import { agroEmulsifierSubcategoriesWordsHi } from './agro-emulsifier-subcategories-hi.ts';
import { agroSubcategoriesWordsHi } from './agro-subcategories-hi.ts';
import { categoriesWordsHi } from './categories-hi.ts';
import { cleaningSubcategoriesWordsHi } from './cleaning-subcategories-hi.ts';
import type { RecordWordsByName } from './types.ts';

/** Every Hindi record's words, by record name. */
export const recordWordsHi: RecordWordsByName = {
  ...categoriesWordsHi,
  ...agroSubcategoriesWordsHi,
  ...agroEmulsifierSubcategoriesWordsHi,
  ...cleaningSubcategoriesWordsHi,
};
