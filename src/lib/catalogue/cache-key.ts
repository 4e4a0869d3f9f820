/**
 * Cache keys for Astro's incremental build (astro.config.mjs, experimental.incrementalBuild): a page
 * is re-rendered only when its key or its code changes. A product page shows the product, its related
 * products' cards and their pictures, so the key hashes exactly those — including the content hash of
 * each picture, because the resized files are named by it. Astro hashes the page's code (layout, site
 * copy, components, inlined env) itself.
 */
import { createHash } from 'node:crypto';
import { cachedSourceHash } from '../images/cache.ts';
import { getCatalogue, type CatalogueProduct } from './catalogue.ts';

/** Bump when something a product page shows comes from outside what is hashed below. */
const VERSION = 1;

export function productPageCacheKey(product: CatalogueProduct): string {
  const related = getCatalogue().relatedTo(product);
  const pictures = [product, ...related].flatMap((item) => item.images).map((url) => cachedSourceHash(url) ?? url);
  return createHash('sha256')
    .update(JSON.stringify([VERSION, product, related, pictures, process.env['SITE_URL'] ?? '']))
    .digest('base64url');
}
