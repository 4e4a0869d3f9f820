import { toSegment } from '../paths.ts';
import { productPageCacheKey } from './cache-key.ts';
import { getCatalogue, type CatalogueProduct } from './catalogue.ts';

/** /product-details/{name}/{code}: every product whose page carries a code segment. */
export function getProductWithCodeRoutes() {
  return getCatalogue()
    .products.filter((product) => product.pathCode !== null)
    .map((product) => ({
      params: { name: toSegment(product.name), code: toSegment(product.pathCode!) },
      props: { product },
      cacheKey: productPageCacheKey(product),
    }));
}

export type ProductNameRouteProps = { product: CatalogueProduct };

/**
 * /product-details/{name}: the page of a product without a code, or, for a name whose products
 * all have codes, the first of them shown under its canonical address.
 */
export function getProductNameRoutes() {
  const byName = new Map<string, ProductNameRouteProps>();
  for (const product of getCatalogue().products) {
    const name = toSegment(product.name);
    if (product.pathCode === null || !byName.has(name)) byName.set(name, { product });
  }
  return [...byName].map(([name, props]) => ({ params: { name }, props, cacheKey: productPageCacheKey(props.product) }));
}
