/**
 * What a category page says in the page's language. English is the copy's records themselves
 * (./page-content.ts); another edition takes a node's text fields from that edition's record words
 * (src/content/catalogue/record-words.ts), found by the node's name as the tree compares names.
 * A node the edition has no words for (an API category our copy does not know, or a record not yet
 * translated) keeps the English text, and says so, so the page can mark it lang="en".
 */
import type { Locale } from '../i18n/locale.ts';
import { recordWordsHi } from '../../content/catalogue/record-words.ts';
import type { RecordWords, RecordWordsByName } from '../../content/catalogue/types.ts';
import { getPageContent, type CategoryPageContent } from './page-content.ts';
import { toNameKey, type CatalogueNode } from './tree.ts';

export interface LocalizedPageContent extends CategoryPageContent {
  /**
   * The `lang` of the elements that show the content's text: undefined when the text is in the
   * page's language, 'en' when the page's edition has no words for the node. `title` is the API's
   * name and is English in every edition.
   */
  textLang: 'en' | undefined;
}

const byKey = (words: RecordWordsByName): ReadonlyMap<string, RecordWords> =>
  new Map(Object.entries(words).map(([name, each]) => [toNameKey(name), each]));

const editions: Readonly<Record<Exclude<Locale, 'en'>, ReadonlyMap<string, RecordWords>>> = {
  hi: byKey(recordWordsHi),
};

/** A node's own words in a language other than English, or null when the edition has none for it. */
export function getRecordWords<P>(node: CatalogueNode<P>, locale: Exclude<Locale, 'en'>): RecordWords | null {
  return editions[locale].get(toNameKey(node.name)) ?? null;
}

/** The content of a node's page in a language. */
export function getLocalizedPageContent<P>(
  node: CatalogueNode<P>,
  locale: Locale,
  productCount = node.products.length,
): LocalizedPageContent {
  const content = getPageContent(node, productCount);
  if (locale === 'en') return { ...content, textLang: undefined };
  const words = getRecordWords(node, locale);
  if (!words) return { ...content, textLang: 'en' };
  return {
    ...content,
    overview: words.productDetails,
    benefits: words.benefits,
    howToUse: words.howToUse,
    keyAdditives: words.KeyAdditives ?? [],
    typicalFormula: words.TypicalFormula ?? [],
    seoTitle: words.seoTitle,
    seoDescription: words.seoDescription,
    textLang: undefined,
  };
}

/** The `lang` of an element showing a name as the API serves it: none on English pages, "en" on the others. */
export function servedNameLang(locale: Locale): 'en' | undefined {
  return locale === 'en' ? undefined : 'en';
}
