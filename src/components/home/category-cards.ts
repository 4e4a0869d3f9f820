import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { categoryCards } from '../../content/company/home.ts';
import { getCategoryImagePaths, toImageSlug } from '../../content/company/image-paths.ts';
import { getCatalogue } from '../../lib/catalogue/catalogue.ts';
import { getCategoryPath } from '../../lib/paths.ts';

/** A category card of the home page's Our Products section. */
export interface HomeCategoryCard {
  name: string;
  href: string;
  /** A site image that exists in public/, or null for a lettered placeholder. */
  image: string | null;
}

const imageIfShipped = (path: string): string | null => (existsSync(join(process.cwd(), 'public', path)) ? path : null);

/**
 * The category cards of the Our Products grid and its carousel (both show the same cards): one
 * per category the API has, since the API decides which category pages exist. A
 * category the copy knows keeps the copy's card (its nav-style link and image); one the copy lacks
 * links to its /category page.
 */
export function getCategoryCards(): HomeCategoryCard[] {
  const copy = new Map(categoryCards.map((card) => [toImageSlug(card.category), card]));
  return getCatalogue().categories.map((category) => {
    const known = copy.get(toImageSlug(category.name));
    return {
      name: category.name,
      href: known?.link ?? getCategoryPath(category.name),
      image: imageIfShipped(known?.image ?? getCategoryImagePaths(category.name).square),
    };
  });
}
