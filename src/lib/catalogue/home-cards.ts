import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { categoryCards } from '../../content/company/home.ts';
import { getCategoryImagePaths } from '../../content/company/image-paths.ts';
import { toNameKey, type CatalogueNode } from './tree.ts';

/** A category card of the home page's Our Products section. */
export interface HomeCategoryCard {
  name: string;
  href: string;
  /** A site image that exists in public/, or null for a lettered placeholder. */
  image: string | null;
}

const imageIfShipped = (path: string): string | null => (existsSync(join(process.cwd(), 'public', path)) ? path : null);

/**
 * The category cards of the Our Products grid and its carousel (both show the same cards): one per
 * category of the tree, since the API decides which category pages exist. A category the copy knows
 * keeps the copy's card (its navigation-style link and picture); one the copy lacks links to its page.
 */
export function listHomeCategoryCards<P>(categories: readonly CatalogueNode<P>[]): HomeCategoryCard[] {
  const copy = new Map(categoryCards.map((card) => [toNameKey(card.category), card]));
  return categories.map((node) => {
    const known = copy.get(toNameKey(node.name));
    return {
      name: node.name,
      href: known?.link ?? node.path,
      image: imageIfShipped(known?.image ?? getCategoryImagePaths(node.name).square),
    };
  });
}
