import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isHiddenFromFinder } from '../../content/catalogue/hidden.ts';
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
 * The grid: one card per category the API has (the API decides which category pages exist).
 * A category the copy knows keeps the copy's card (its nav-style link and image); one the copy
 * lacks links to its /category page.
 */
export function getCategoryGridCards(): HomeCategoryCard[] {
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

/**
 * The carousel: the API's sub-categories, each to its /category page, without the narrow
 * formulation types the finder hides too (SPEC.md §5), and without a sub-category named like a
 * category (its /category/{name} address is the category's page, already in the grid). With no
 * sub-categories left it shows the grid's categories, so the section never has an empty slider.
 */
export function getCategoryCarouselCards(): HomeCategoryCard[] {
  const catalogue = getCatalogue();
  const categoryNames = new Set(catalogue.categories.map((ref) => ref.name.trim().toLowerCase()));
  const subCategories = catalogue.subCategories.filter(
    (ref) => !isHiddenFromFinder(ref.name) && !categoryNames.has(ref.name.trim().toLowerCase()),
  );
  if (subCategories.length === 0) return getCategoryGridCards();
  return subCategories.map((ref) => ({
    name: ref.name,
    href: getCategoryPath(ref.name),
    image: imageIfShipped(getCategoryImagePaths(ref.name).square),
  }));
}
