import type { SearchablePost } from './filter.ts';

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
