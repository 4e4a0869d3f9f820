/*
 * The product list the forms and the home finder choose from, as the browser receives it. The build
 * writes it once as /catalogue-index.json (the catalogue model, src/lib/site-data.ts, makes it); the
 * islands fetch it when a selector first appears, so no page carries the whole catalogue in its HTML.
 */

/** One product: its id, name, code ('' when it has none) and the page its card leads to. */
export interface IndexProduct {
  id: string;
  name: string;
  code: string;
  path: string;
}

/** A category or sub-category offered in the selectors, with its products as indexes into `products`. */
export interface IndexGroup {
  name: string;
  path: string;
  /** The top-level category a sub-category belongs to; null for a category (and a sub-category of none). */
  parent: string | null;
  items: number[];
}

/** A group as the category selectors offer it before the index is fetched: its name and its parent's. */
export type CategoryChoice = Pick<IndexGroup, 'name' | 'parent'>;

export interface CatalogueIndex {
  groups: IndexGroup[];
  products: IndexProduct[];
}

/** The URL the index is served at. */
export const catalogueIndexUrl = '/catalogue-index.json';
