/** Cuts text to its first `limit` words, adding "..." when anything was cut (SPEC.md §2: 50 words). */
export function truncateWords(text: string, limit = 50): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > limit ? `${words.slice(0, limit).join(' ')}...` : words.join(' ');
}
