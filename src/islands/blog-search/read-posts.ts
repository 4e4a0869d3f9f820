import type { SearchablePost } from './filter.ts';

/**
 * The id of the Resource Center's list of every post. Its search reads the list in the page when it
 * wakes, rather than carrying the posts twice; the 404 page reads it from the fetched Resource Center,
 * to offer a post retitled since an old link was given out.
 */
export const postListId = 'blog-posts';

/**
 * The posts of the page's own list, read when the search wakes: each item's link (its title and
 * address) and its date, if it shows one. The list is already in the HTML, so the island's props
 * need not carry it a second time.
 */
export function readListedPosts(list: ParentNode | null): SearchablePost[] {
  if (!list) return [];
  return [...list.querySelectorAll(':scope > li')].flatMap((item) => {
    const link = item.querySelector('a[href]');
    if (!link) return [];
    const date = item.querySelector('time')?.textContent.trim();
    return [{ title: link.textContent.trim(), href: link.getAttribute('href') ?? '', date: date || null }];
  });
}
