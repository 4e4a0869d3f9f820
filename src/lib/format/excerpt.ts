import { toPlainText } from '../content/sanitize.ts';
import { truncateWords } from '../text.ts';

/**
 * The description a blog card shows: the post's HTML as plain text (list views strip anchor
 * tags; their words are kept so sentences stay whole), cut to `words` words.
 */
export function getBlogExcerpt(html: string, words = 28): string {
  return truncateWords(toPlainText(html), words);
}
