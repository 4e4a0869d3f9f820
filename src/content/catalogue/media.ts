/**
 * Image helpers shared by the catalogue records.
 *
 * Image file names follow `src/content/company/image-paths.ts`, which the image generator also
 * reads, so a path referenced here is always a file that gets written.
 */

import { getCategoryImagePaths, toImageSlug } from '../company/image-paths.ts';

/** The `image`, `big197` and `small11` fields of a category or sub-category record. */
export function getRecordImages(name: string): { image: string; big197: string; small11: string } {
  const paths = getCategoryImagePaths(name);
  return { image: paths.image, big197: paths.wide, small11: paths.square };
}

/** `/images/<folder>/<slug>.webp` for a product image outside the category set. */
export function getContentImagePath(folder: 'spreaders' | 'static' | 'featured', name: string): string {
  return `/images/${folder}/${toImageSlug(name)}.webp`;
}
