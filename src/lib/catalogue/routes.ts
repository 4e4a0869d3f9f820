import { toSegment } from '../paths.ts';
import { productPageCacheKey } from './cache-key.ts';
import { getCatalogue, type CatalogueProduct } from './catalogue.ts';
import { isPageReused } from './render-skip.ts';

/*
 * Product pages carry a cache key (./cache-key.ts); in an incremental build, the ones whose key and
 * code are unchanged are left out here and restored from the previous output (./render-skip.ts).
 */

/** /product-details/{name}/{code}: every product whose page carries a code segment. */
export function getProductWithCodeRoutes() {
  return getCatalogue()
    .products.filter((product) => product.pathCode !== null)
    .map((product) => ({ product, name: toSegment(product.name), code: toSegment(product.pathCode!) }))
    .filter(({ product, name, code }) => !isPageReused(`product-details/${name}/${code}.html`, productPageCacheKey(product)))
    .map(({ product, name, code }) => ({ params: { name, code }, props: { product } }));
}

export type ProductNameRouteProps = { product: CatalogueProduct };

/** /product-details/{name}: the page of each product without a code. */
export function getProductNameRoutes() {
  return getCatalogue()
    .products.filter((product) => product.pathCode === null)
    .map((product) => ({ product, name: toSegment(product.name) }))
    .filter(({ product, name }) => !isPageReused(`product-details/${name}.html`, productPageCacheKey(product)))
    .map(({ product, name }) => ({ params: { name }, props: { product } }));
}

export interface ProductNameAlias {
  /** The path segment of the name: the alias is /product-details/{segment}. */
  segment: string;
  name: string;
  /** The coded page it leads to (the first product of that name). */
  target: string;
}

/**
 * /product-details/{name} for a name whose products all carry codes: an alias of the first of them.
 * The build writes these as redirect files itself (scripts/delivery/finalize.ts) rather than as
 * Astro pages: at 10,000 products they were 9,000 of 19,000 renders, each only a redirect.
 */
export function getProductNameAliases(): ProductNameAlias[] {
  const products = getCatalogue().products;
  const pages = new Set(products.filter((product) => product.pathCode === null).map((product) => toSegment(product.name)));
  const aliases = new Map<string, ProductNameAlias>();
  for (const product of products) {
    const segment = toSegment(product.name);
    if (!pages.has(segment) && !aliases.has(segment)) aliases.set(segment, { segment, name: product.name, target: product.detailPath });
  }
  return [...aliases.values()];
}
