import { toPlainText } from '../content/sanitize.ts';
import { truncateWords } from '../text.ts';

/**
 * The description a blog card shows: the post's HTML as plain text (SPEC.md §2: anchor tags
 * are stripped in list views, their words kept so sentences stay whole), cut to `words` words.
 */
export function getBlogExcerpt(html: string, words = 28): string {
  return truncateWords(toPlainText(html), words);
}
