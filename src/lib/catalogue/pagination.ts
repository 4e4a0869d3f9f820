/**
 * A category's products split into pages. A catalogue can hold thousands of products in one category;
 * sent whole, its listing was a page of 15 MB at 10,000 products, more than a phone on a rural network
 * can load, and every edit of one of them rendered all of it again. Page 1 is the category's own address;
 * page n is `{address}/page/{n}`.
 */
import { getProductGroups, type ProductGroup } from './listing.ts';
import type { CatalogueNode } from './tree.ts';

/** Products on one page: twelve rows of the desktop's four-column grid, ~210 KB of HTML (~22 KB with brotli). */
export const PRODUCTS_PER_PAGE = 48;

/** One page of a category's products, with where it sits among the others. */
export interface ListingPage<P> {
  /** 1-based. */
  number: number;
  /** How many pages the category has (at least 1). */
  count: number;
  /** Products of the whole category. */
  total: number;
  /** The 1-based positions of its first and last product in the whole listing (0 and 0 when there are none). */
  first: number;
  last: number;
  /** Its products under their headings; a group cut by a page break continues on the next page. */
  groups: ProductGroup<P>[];
}

/**
 * The groups of a listing cut into pages of `perPage` products, in order. An empty listing is one empty
 * page, so the category's address always answers.
 */
export function paginateGroups<P>(
  groups: readonly ProductGroup<P>[],
  perPage: number = PRODUCTS_PER_PAGE,
): ListingPage<P>[] {
  const total = groups.reduce((sum, group) => sum + group.products.length, 0);
  const count = Math.max(1, Math.ceil(total / perPage));
  const pages: ListingPage<P>[] = Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    count,
    total,
    first: total ? index * perPage + 1 : 0,
    last: Math.min(total, (index + 1) * perPage),
    groups: [],
  }));
  let position = 0;
  for (const group of groups) {
    for (let start = 0; start < group.products.length;) {
      const page = pages[Math.floor(position / perPage)]!;
      const room = perPage - (position % perPage);
      const products = group.products.slice(start, start + room);
      page.groups.push({ ...group, products });
      start += products.length;
      position += products.length;
    }
  }
  return pages;
}

/** A node's products, grouped (getProductGroups) and paged once per build: its routes, keys and pages all ask. */
const pagesOfNode = new WeakMap<object, ListingPage<unknown>[]>();

/** The pages of a node's products: those of a leaf's own page, or of a listing of a node with sub-categories. */
export function getListingPages<P>(node: CatalogueNode<P>): ListingPage<P>[] {
  let pages = pagesOfNode.get(node) as ListingPage<P>[] | undefined;
  if (!pages) {
    pages = paginateGroups(getProductGroups(node));
    pagesOfNode.set(node, pages);
  }
  return pages;
}

/** The address of page `number` of the listing at `path` (both site paths, without a trailing slash). */
export function getListingPagePath(path: string, number: number): string {
  return number <= 1 ? path : `${path}/page/${number}`;
}

/** One entry of a pager: a page number, or a gap standing for the pages left out. */
export type PagerItem = number | 'gap';

/**
 * The page numbers a pager shows: the first and last, and the current one with `around` on each side;
 * a gap stands for what lies between. A single left-out page is shown instead of a gap, which would
 * take the same room.
 */
export function getPagerItems(current: number, count: number, around = 1): PagerItem[] {
  const shown = new Set([1, count]);
  for (let number = current - around; number <= current + around; number++) {
    if (number >= 1 && number <= count) shown.add(number);
  }
  const numbers = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  numbers.forEach((number, index) => {
    const previous = numbers[index - 1];
    if (previous !== undefined && number - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) items.push('gap');
    items.push(number);
  });
  return items;
}
