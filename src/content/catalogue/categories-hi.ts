import type { RecordWordsByName } from './types.ts';

/** The Hindi words of the records of ./categories.ts, by record name (see RecordWords). */
export const categoriesWordsHi: RecordWordsByName = {};
