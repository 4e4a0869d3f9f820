import type { RecordWordsByName } from './types.ts';

/** The Hindi words of the records of ./cleaning-subcategories.ts, by record name (see RecordWords). */
export const cleaningSubcategoriesWordsHi: RecordWordsByName = {};
