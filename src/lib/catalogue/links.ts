/**
 * Where the cards of a sub-category listing lead, checked against the pages the site actually has,
 * so a link from the copy can never be a broken one.
 */
import { fixedProductPages, getProductListingPath } from '../paths.ts';
import type { CatalogueNode } from './tree.ts';

/** Fixed pages of the site a record's `link` may name. */
export const sitePages: ReadonlySet<string> = new Set([
  ...Object.values(fixedProductPages),
  '/Pheromones',
  '/SliconSprSpreder',
  '/Categories',
  '/products',
  '/about',
  '/contact',
  '/career',
]);

/**
 * Where a listing card's View All button leads: the card's own link; /Agro means the card's own
 * category page; no link (or a link to a page the site does not have) means the product listing
 * /products/{name}/{value}.
 */
export function getViewAllPath<P>(
  node: Pick<CatalogueNode<P>, 'name' | 'value' | 'path'>,
  link: string | null,
): string {
  if (link === '/Agro') return node.path;
  if (link && sitePages.has(link) && link !== '/products') return link;
  return getProductListingPath(node.name, node.value);
}
