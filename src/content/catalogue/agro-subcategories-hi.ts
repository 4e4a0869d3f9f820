import type { RecordWordsByName } from './types.ts';

/** The Hindi words of the records of ./agro-subcategories.ts, by record name (see RecordWords). */
export const agroSubcategoriesWordsHi: RecordWordsByName = {};
