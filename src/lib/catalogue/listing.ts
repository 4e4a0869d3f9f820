import { getProductListingPath } from '../paths.ts';
import { getDescendants, type CatalogueNode } from './tree.ts';

/** A run of products under one heading of a listing. */
export interface ProductGroup<P> {
  /** The sub-category the products are in; null for the products no sub-category below holds. */
  node: CatalogueNode<P> | null;
  title: string;
  products: P[];
}

/**
 * Every product of a node, grouped by the sub-category below it that holds it. For a category,
 * that is every product of the category; for a sub-category, its own products and those of the
 * sub-categories nested in it. Products no sub-category below holds come as a group of their
 * own: first for a sub-category (they are its own), last for a category ("Other products").
 */
export function getProductGroups<P>(node: CatalogueNode<P>): ProductGroup<P>[] {
  const below = getDescendants(node).slice(1);
  const pool =
    node.kind === 'category'
      ? node.products
      : [...new Set([...node.products, ...below.flatMap((child) => child.products)])];
  const taken = new Set<P>();
  const groups: ProductGroup<P>[] = [];
  for (const child of below) {
    const own = new Set(child.products);
    const products = pool.filter((product) => own.has(product) && !taken.has(product));
    products.forEach((product) => taken.add(product));
    if (products.length) groups.push({ node: child, title: child.name, products });
  }
  const rest = pool.filter((product) => !taken.has(product));
  if (rest.length) {
    const title = node.kind === 'category' && groups.length ? `Other ${node.name} products` : node.name;
    if (node.kind === 'category') groups.push({ node: null, title, products: rest });
    else groups.unshift({ node: null, title, products: rest });
  }
  return groups;
}

/** Every product a node's page lists, in the order it lists them. */
export function listNodeProducts<P>(node: CatalogueNode<P>): P[] {
  return getProductGroups(node).flatMap((group) => group.products);
}

/** Products of a node that none of its sub-categories lists (shown under a landing's cards). */
export function getUnlistedProducts<P>(node: CatalogueNode<P>): P[] {
  if (!node.children.length) return node.products;
  return getProductGroups(node)
    .filter((group) => group.node === null)
    .flatMap((group) => group.products);
}

/** Whether a node's own page lists its products (in pages); a node with sub-categories shows its landing there. */
export const hasPagedProducts = (node: CatalogueNode) => node.children.length === 0;

/**
 * Where every product of a node is listed: its own page, or for a node with sub-categories (whose own
 * page is the landing) its full listing at /products/{name}/{value}.
 */
export function getFullListingPath(node: CatalogueNode): string {
  return hasPagedProducts(node) ? node.path : getProductListingPath(node.name, node.value);
}
