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

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Each product's record and pictures, hashed once per build (every page also hashes ~10 related ones). */
const digests = new WeakMap<CatalogueProduct, string>();

function digestOf(product: CatalogueProduct): string {
  let digest = digests.get(product);
  if (!digest) {
    digest = sha256(JSON.stringify([product, product.images.map((url) => cachedSourceHash(url) ?? url)]));
    digests.set(product, digest);
  }
  return digest;
}

export function productPageCacheKey(product: CatalogueProduct): string {
  const related = getCatalogue().relatedTo(product);
  return sha256([VERSION, process.env['SITE_URL'] ?? '', digestOf(product), ...related.map(digestOf)].join('\n'));
}
