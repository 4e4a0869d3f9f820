/** What the blog search needs of one post. */
export interface SearchablePost {
  title: string;
  href: string;
  /** "Mar 5, 2025", or null. */
  date: string | null;
}

/**
 * Posts whose title contains the query, ignoring case. A query that is empty or only white space
 * gives no results, so clearing the box clears the results.
 */
export function searchPosts<T extends { title: string }>(posts: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return posts.filter((post) => post.title.toLowerCase().includes(needle));
}
