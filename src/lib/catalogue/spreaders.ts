import type { SpreaderCard } from '../../content/catalogue/types.ts';
import { findProductMatch } from './matching.ts';

/** A card of the /SliconSprSpreder grid with the served product it stands for. */
export interface SpreaderLink<P> {
  card: SpreaderCard;
  product: P | null;
  /** The matched product's page, else the fallback (the silicone category page). */
  href: string;
}

/**
 * Links the static spreader cards to the products the API serves (by code, else by name), so
 * a card never links to a product page the build did not write.
 */
export function getSpreaderLinks<P extends { name: string; code: string | null; cardPath: string }>(
  cards: readonly SpreaderCard[],
  products: readonly P[],
  fallback: string,
): SpreaderLink<P>[] {
  return cards.map((card) => {
    const product = findProductMatch(card, products);
    return { card, product, href: product?.cardPath ?? fallback };
  });
}

/** The key /details?code= (or ?name= for a card without a code) is looked up by. */
export function toSpreaderKey(card: { name: string; code: string | null }): string {
  return (card.code ?? card.name)
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .toUpperCase();
}
