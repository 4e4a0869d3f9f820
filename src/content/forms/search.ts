/**
 * The words of the category and blog searches, in the page's language (./types.ts). A module apart
 * from the form words, so a search island's script carries none of them.
 */
import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { searchCopyEn } from './search-en.ts';
import { searchCopyHi } from './search-hi.ts';
import type { SearchCopy } from './types.ts';

const searchCopies: Editions<SearchCopy> = { en: searchCopyEn, hi: searchCopyHi };

export function getSearchCopy(locale: Locale): SearchCopy {
  return searchCopies[locale];
}
