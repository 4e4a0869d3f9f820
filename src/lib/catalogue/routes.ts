import { toRouteParam, toSegment } from '../paths.ts';
import { productPageCacheKey } from './cache-key.ts';
import { getCatalogue, type CatalogueProduct } from './catalogue.ts';
import { isPageReused } from './render-skip.ts';

/*
 * Product pages carry a cache key (./cache-key.ts); in an incremental build, the ones whose key and
 * code are unchanged are left out here and restored from the previous output (./render-skip.ts).
 * Files are named by segment, parameters are route parameters (toRouteParam in ../paths.ts).
 */

/** /product-details/{name}/{code}: every product whose page carries a code segment. */
export function getProductWithCodeRoutes() {
  return getCatalogue()
    .products.filter((product) => product.pathCode !== null)
    .map((product) => ({ product, name: toSegment(product.name), code: toSegment(product.pathCode!) }))
    .filter(({ product, name, code }) => !isPageReused(`product-details/${name}/${code}.html`, productPageCacheKey(product)))
    .map(({ product, name, code }) => ({ params: { name: toRouteParam(name), code: toRouteParam(code) }, props: { product } }));
}

export type ProductNameRouteProps = { product: CatalogueProduct };

/** /product-details/{name}: the page of each product without a code. */
export function getProductNameRoutes() {
  return getCatalogue()
    .products.filter((product) => product.pathCode === null)
    .map((product) => ({ product, name: toSegment(product.name) }))
    .filter(({ product, name }) => !isPageReused(`product-details/${name}.html`, productPageCacheKey(product)))
    .map(({ product, name }) => ({ params: { name: toRouteParam(name) }, props: { product } }));
}
