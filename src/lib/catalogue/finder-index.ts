/**
 * What the home finder, the product pickers of the forms and the category search offer: the same
 * categories and sub-categories, taken from the tree, so each choice leads to the page the tree
 * gives it and lists the products that page lists.
 */
import type { CatalogueIndex, CategoryChoice } from '../../islands/products/catalogue-index.ts';
import { listNodeProducts } from './listing.ts';
import type { CatalogueProduct } from './products.ts';
import type { CategorySuggestion } from './search.ts';
import { getRootCategory, type CatalogueNode, type CatalogueTree } from './tree.ts';

/** Every node the finder and the search offer, in tree order: all but the sub-categories hidden from them. */
function listSearchableNodes<P>(tree: Pick<CatalogueTree<P>, 'all'>): CatalogueNode<P>[] {
  return tree.all.filter((node) => !node.hiddenFromSearch);
}

/** The top-level category shown beside a sub-category; null for a category and a sub-category of none. */
function getContext<P>(node: CatalogueNode<P>): string | null {
  const root = getRootCategory(node);
  return root && root !== node ? root.name : null;
}

/** Everything the category search of /Categories suggests. */
export function getSearchSuggestions<P>(tree: Pick<CatalogueTree<P>, 'all'>): CategorySuggestion[] {
  return listSearchableNodes(tree).map((node) => ({ name: node.name, path: node.path, context: getContext(node) }));
}

/**
 * The index of the finder and the product pickers: every product once (its card's page), and per
 * offered node the products its page lists, as positions in that list.
 */
export function buildCatalogueIndex(
  tree: Pick<CatalogueTree<CatalogueProduct>, 'all'>,
  products: readonly CatalogueProduct[],
): CatalogueIndex {
  const position = new Map(products.map((product, index) => [product, index]));
  return {
    groups: listSearchableNodes(tree).map((node) => ({
      name: node.name,
      path: node.path,
      parent: getContext(node),
      items: listNodeProducts(node).flatMap((product) => position.get(product) ?? []),
    })),
    products: products.map((product) => ({
      id: product.id,
      name: product.name,
      code: product.code ?? '',
      path: product.cardPath,
    })),
  };
}

/** The category options every selector renders in the page, in the index's order (an option's value is its position). */
export function toCategoryChoices(index: CatalogueIndex): CategoryChoice[] {
  return index.groups.map(({ name, parent }) => ({ name, parent }));
}
