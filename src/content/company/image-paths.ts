/**
 * Where the site's generated category images live. The image script
 * (`npm run images` (scripts/dev/art/)) writes exactly these paths, and
 * the pages read them through these functions, so the two cannot drift apart.
 */

/** Size of each category image variant, in pixels. */
export const CATEGORY_IMAGE_SIZES = {
  card: { width: 800, height: 600 },
  wide: { width: 1600, height: 600 },
  square: { width: 600, height: 600 },
} as const;

/** The three image variants of one category or sub-category. */
export interface CategoryImagePaths {
  /** 800×600 card image. */
  image: string;
  /** 1600×600 hero background (the API's `big197`). */
  wide: string;
  /** 600×600 square image (the API's `small11`). */
  square: string;
}

/** Hero background for a category page whose record has no wide image. */
export const DEFAULT_CATEGORY_HERO = '/images/categories/default-wide.webp';

/** Transparent leaf drawn over category heroes (400×400). */
export const LEAF_IMAGE = '/images/leaf.webp';

/** Default Open Graph image (1200×630). */
export const OG_DEFAULT_IMAGE = '/images/og-default.webp';

/**
 * File-name slug of a name: lower-case, every run of characters other than
 * a–z and 0–9 becomes one "-", and leading/trailing "-" are trimmed.
 * "Orthosilicic Acid 2% WSL" → "orthosilicic-acid-2-wsl".
 */
export function toImageSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The card, wide and square image paths of a category or sub-category name. */
export function getCategoryImagePaths(name: string): CategoryImagePaths {
  const slug = toImageSlug(name);
  return {
    image: `/images/categories/${slug}.webp`,
    wide: `/images/categories/${slug}-wide.webp`,
    square: `/images/categories/${slug}-square.webp`,
  };
}
