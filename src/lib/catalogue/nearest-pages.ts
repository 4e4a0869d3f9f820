/**
 * The pages nearest to an address that matches none: what the 404 page offers when an old link
 * names a record the site no longer holds under that name (a product renamed or recoded, a post
 * retitled, a name mistyped or written with spaces or in another case). Runs in the browser, so
 * it imports nothing heavy.
 */
import type { CatalogueIndex } from '../../islands/products/catalogue-index.ts';
import { unlocalizePath } from '../i18n/locale.ts';
import { toCodeKey } from './codes.ts';
import { toWords } from './search.ts';

/** The kinds of record an old link can name. */
export type RecordKind = 'product' | 'category' | 'blog';

/** What a missing address asked for, read from its path. */
export interface MissingAddress {
  /** Which kind of page the address's route family leads to; 'any' when its route is not a record's. */
  kind: RecordKind | 'any';
  /** The record's name, underscores read as spaces. */
  name: string;
  /** A product address's code, when it has one. */
  code: string | null;
}

/** A page that can be offered in place of the missing one. */
export interface NearestPage {
  /** As the page's link shows it. */
  name: string;
  path: string;
  kind: RecordKind;
  /** A product's code ('' when it has none), a sub-category's category, a post's date; else null. */
  detail: string | null;
  /** What an address is compared with, when not the name: a post's title as its old address wrote it. */
  addressName?: string;
}

/** Decodes one path segment; a malformed escape leaves the segment as it came. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A name as the old site wrote it in a path: underscores stood for spaces. */
const readName = (segment: string, spaceMark = /_+/g) => segment.replace(spaceMark, ' ').replace(/\s+/g, ' ').trim();

/**
 * What a path that matches no page asked for, by the old site's route families (SPEC.md §2); null
 * when it names nothing ("/", or only a route's own name).
 */
export function readMissingAddress(pathname: string): MissingAddress | null {
  const segments = unlocalizePath(pathname)
    .split('/')
    .filter(Boolean)
    .map(decodeSegment)
    .map((segment, index, all) => (index === all.length - 1 ? segment.replace(/\.html$/i, '') : segment));
  const [route = '', first = '', second = ''] = segments;
  const make = (kind: MissingAddress['kind'], name: string, code: string | null = null): MissingAddress | null =>
    name ? { kind, name, code: code ? readName(code) || null : null } : null;
  switch (route.toLowerCase()) {
    case 'product-details':
      return make('product', readName(first), second);
    case 'category':
    case 'products':
      return make('category', readName(first));
    case 'categories':
      // The navigation's /Categories/{Name} links write spaces as hyphens.
      return make('category', readName(first, /[-_]+/g));
    case 'blog':
    case 'singleblog':
    case 'singleblogdetails':
      return make('blog', readName(first));
  }
  // The old {link}/{name}/0 form of a category link.
  if (segments.length === 3 && second === '0') return make('category', readName(first));
  const last = segments.at(-1);
  return last ? make('any', readName(last)) : null;
}

/** The longest edit distance at which two words of this length still count as the same word mistyped. */
const allowedTypos = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/** Levenshtein distance, stopping early once it is over `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** How well one asked word matches a word of a name: 1 the same, 0.75 a prefix or a slip of the keys, else 0. */
function matchWord(asked: string, word: string): number {
  if (asked === word) return 1;
  const shorter = Math.min(asked.length, word.length);
  if (shorter >= 3 && (word.startsWith(asked) || asked.startsWith(word))) return 0.75;
  const typos = allowedTypos(shorter);
  return typos > 0 && editDistance(asked, word, typos) <= typos ? 0.75 : 0;
}

/**
 * How alike two names are, 0 to 1: the asked words' best matches, counted against the words of both
 * (Dice's coefficient). Only a match of a real word counts, not of a number or a letter: "Humic 12%"
 * shares nothing with "NPK 12:61:0".
 */
function scoreName(asked: readonly string[], words: readonly string[]): number {
  if (asked.length === 0 || words.length === 0) return 0;
  let total = 0;
  let anyWord = false;
  for (const askedWord of asked) {
    let best = 0;
    for (const word of words) best = Math.max(best, matchWord(askedWord, word));
    total += best;
    if (best > 0 && askedWord.length >= 3 && /\p{L}/u.test(askedWord)) anyWord = true;
  }
  return anyWord ? (2 * total) / (asked.length + words.length) : 0;
}

/** Below this a name is too unlike the asked one to offer. */
const MIN_SCORE = 0.35;
/** A product with the asked code, or a name the same but for case, spacing and punctuation. */
const SAME_CODE = 3;
const SAME_NAME = 2;
/** What a page of the kind the address led to gains over one of the other kind. */
const SAME_KIND = 0.1;

/** The catalogue's products and categories, as pages to offer. */
export function listCataloguePages(index: CatalogueIndex): NearestPage[] {
  return [
    ...index.products.map((product) => ({
      name: product.name,
      path: product.path,
      kind: 'product' as const,
      detail: product.code,
    })),
    ...index.groups.map((group) => ({
      name: group.name,
      path: group.path,
      kind: 'category' as const,
      detail: group.parent,
    })),
  ];
}

/**
 * The pages nearest to a missing address, best first, at most `limit`: a product with its code
 * first (a renamed product keeps its code), then names alike by their words.
 */
export function findNearestPages(pages: readonly NearestPage[], missing: MissingAddress, limit = 5): NearestPage[] {
  const asked = toWords(missing.name);
  const askedKey = asked.join(' ');
  const askedCode = missing.code ? toCodeKey(missing.code) : '';
  const scored: { page: NearestPage; score: number }[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.path)) continue;
    const words = toWords(page.addressName ?? page.name);
    let score = scoreName(asked, words);
    if (askedKey && words.join(' ') === askedKey) score = SAME_NAME;
    if (page.kind === 'product' && askedCode && page.detail && toCodeKey(page.detail) === askedCode) score = SAME_CODE;
    if (score < MIN_SCORE) continue;
    if (page.kind === missing.kind) score += SAME_KIND;
    seen.add(page.path);
    scored.push({ page, score });
  }
  // A stable sort keeps the given order among equals.
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ page }) => page);
}
