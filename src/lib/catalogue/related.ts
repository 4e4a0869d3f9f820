import { sampleSeeded } from '../seeded.ts';

/** Products shown as related on a product page. */
export const RELATED_LIMIT = 10;

/**
 * The related products of a product page: up to {@link RELATED_LIMIT} of the products of its own
 * sub-category, topped up from its category when the sub-category has fewer others; never the
 * product itself. The order is random but seeded by the product, so an unchanged product keeps an
 * unchanged page from build to build.
 */
export function selectRelatedProducts<P extends { id: string }>(
  product: P,
  family: { subCategory: readonly P[]; category: readonly P[] },
  limit = RELATED_LIMIT,
): P[] {
  const own = sampleSeeded(family.subCategory, product.id, limit, new Set([product]));
  if (own.length >= limit) return own;
  const more = sampleSeeded(family.category, `${product.id} category`, limit - own.length, new Set([product, ...own]));
  return [...own, ...more];
}
