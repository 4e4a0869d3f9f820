/**
 * The category search of /Categories: what it can suggest, and
 * how a query picks suggestions. Runs in the browser too, so it imports nothing heavy.
 */

export interface CategorySuggestion {
  name: string;
  /** The page the suggestion opens. */
  path: string;
  /** The category it belongs to, shown beside the name; null for a top-level category. */
  context: string | null;
}

/**
 * Text as names are compared in the browser's searches: no case, no accents, no outer spaces. Only
 * the accents of Latin, Greek and Cyrillic letters go (U+0300 to U+036F): the vowel signs of
 * Devanagari are marks too, and without them "नीम" and "नम" would be one word.
 */
const foldText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The words of a name: folded, and split at anything but letters, their marks and digits. */
export const toWords = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);

/**
 * Suggestions for a query: names that start with it first, then names with a word that starts
 * with it, then names that contain it anywhere, each group in list order. An empty query
 * suggests everything.
 */
export function filterSuggestions(suggestions: readonly CategorySuggestion[], query: string): CategorySuggestion[] {
  const needle = foldText(query).replace(/\s+/g, ' ');
  if (!needle) return [...suggestions];
  const starts: CategorySuggestion[] = [];
  const wordStarts: CategorySuggestion[] = [];
  const contains: CategorySuggestion[] = [];
  for (const suggestion of suggestions) {
    const name = foldText(suggestion.name).replace(/\s+/g, ' ');
    if (name.startsWith(needle)) starts.push(suggestion);
    else if (toWords(name).some((word) => word.startsWith(needle))) wordStarts.push(suggestion);
    else if (name.includes(needle)) contains.push(suggestion);
  }
  return [...starts, ...wordStarts, ...contains];
}
