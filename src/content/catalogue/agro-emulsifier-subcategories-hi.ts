import type { RecordWordsByName } from './types.ts';

/** The Hindi words of the records of ./agro-emulsifier-subcategories.ts, by record name (see RecordWords). */
export const agroEmulsifierSubcategoriesWordsHi: RecordWordsByName = {};
