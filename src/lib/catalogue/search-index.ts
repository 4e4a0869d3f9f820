import type { CatalogueNode, CatalogueTree } from './categories.ts';
import { getRootCategory } from './categories.ts';
import type { CategorySuggestion } from './search.ts';

/**
 * Everything the category search offers: every category and sub-category that has a page,
 * except the sub-categories SPEC.md §5 hides from search.
 */
export function getSearchSuggestions<P>(tree: Pick<CatalogueTree<P>, 'all'>): CategorySuggestion[] {
  return tree.all
    .filter((node) => !node.hiddenFromSearch)
    .map((node: CatalogueNode<P>) => {
      const root = getRootCategory(node);
      return { name: node.name, path: node.path, context: root && root !== node ? root.name : null };
    });
}
