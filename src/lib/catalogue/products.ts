import type { Product } from '../api/types.ts';
import { getProductCardPath, getProductDetailPath, toCaseKey } from '../paths.ts';

/** A product with the URLs the build gives it. */
export interface CatalogueProduct extends Product {
  /** Its own product-detail page. */
  detailPath: string;
  /** The code segment its detail page uses: the code, made unique when names and codes repeat. */
  pathCode: string | null;
  /** Where its card leads: a fixed page for the three special products, else detailPath. */
  cardPath: string;
}

/**
 * Gives every product a unique detail path. Two products with the same name and code (or two
 * code-less products with the same name) would share a URL, and two whose paths differ only by
 * case would share a file on a case-insensitive disk or host: the later one gets " (2)", " (3)"…
 * added to its code, so both stay reachable (the build redirects its old address).
 */
export function assignProductPaths(products: readonly Product[]): CatalogueProduct[] {
  const taken = new Set<string>();
  const keyOf = (path: string) => toCaseKey(decodeURIComponent(path));
  return products.map((product) => {
    let pathCode = product.code;
    let detailPath = getProductDetailPath(product.name, pathCode);
    for (let n = 2; taken.has(keyOf(detailPath)); n++) {
      pathCode = `${product.code ?? ''} (${n})`.trim();
      detailPath = getProductDetailPath(product.name, pathCode);
    }
    taken.add(keyOf(detailPath));
    const special = getProductCardPath(product);
    return {
      ...product,
      pathCode,
      detailPath,
      cardPath: special.startsWith('/product-details/') ? detailPath : special,
    };
  });
}

/** The fields only a product's own page shows: its page, not its cards, changes when they do. */
type OwnPageFields = Pick<CatalogueProduct, 'description' | 'instructions' | 'videoGuide'>;

/**
 * A product as it is listed wherever it appears beside others (cards, tables, sliders, related
 * products). Listing components take this type, so one that starts to show an own-page field fails
 * the type check instead of leaving other pages stale: a rebuild re-renders a category page, or a
 * product page's related cards, only when these fields change (scripts/delivery/render-cache.ts).
 */
export type ListedProduct = Omit<CatalogueProduct, keyof OwnPageFields>;

/** A product in its two parts: what its listings show of it, and what only its own page adds. */
export function splitProduct(product: CatalogueProduct): { listed: ListedProduct; ownPage: OwnPageFields } {
  const { description, instructions, videoGuide, ...listed } = product;
  return { listed, ownPage: { description, instructions, videoGuide } };
}
