import { readFileSync } from 'node:fs';
import type { Product, Ref, Snapshot } from '../api/types.ts';
import { getProductCardPath, getProductDetailPath, toCaseKey } from '../paths.ts';
import { seededSample } from './shuffle.ts';
import { snapshotPath } from './snapshot-path.ts';

/** A product with the URLs the build gives it. */
export interface CatalogueProduct extends Product {
  /** Its own product-detail page. */
  detailPath: string;
  /** The code segment its detail page uses: the code, made unique when names and codes repeat. */
  pathCode: string | null;
  /** Where its card leads: a fixed page for the three special products, else detailPath. */
  cardPath: string;
}

export interface Catalogue {
  snapshot: Snapshot;
  products: CatalogueProduct[];
  categories: Ref[];
  subCategories: Ref[];
  /** Products whose category (value 0) or sub-category (value 1) has this name. */
  productsIn: (name: string, value: 0 | 1) => CatalogueProduct[];
  /** Up to `limit` other products of the same category, in a stable random order. */
  relatedTo: (product: CatalogueProduct, limit?: number) => CatalogueProduct[];
}

const key = (name: string) => name.normalize('NFC').trim().toLowerCase();

/**
 * Gives every product a unique detail path. Two products with the same name and code (or two
 * code-less products with the same name) would share a URL, and two whose paths differ only by
 * case would share a file on a case-insensitive disk or host: the later one gets " (2)", " (3)"…
 * added to its code, so both stay reachable (the build redirects its old address).
 */
function assignPaths(products: Product[]): CatalogueProduct[] {
  const taken = new Set<string>();
  const keyOf = (name: string, code: string | null) => toCaseKey(decodeURIComponent(getProductDetailPath(name, code)));
  return products.map((product) => {
    let pathCode = product.code;
    for (let n = 2; taken.has(keyOf(product.name, pathCode)); n++) {
      pathCode = `${product.code ?? ''} (${n})`.trim();
    }
    const detailPath = getProductDetailPath(product.name, pathCode);
    taken.add(keyOf(product.name, pathCode));
    const special = getProductCardPath(product);
    return { ...product, pathCode, detailPath, cardPath: special.startsWith('/product-details/') ? detailPath : special };
  });
}

/** Builds the indexes the pages read, from one snapshot. */
export function createCatalogue(snapshot: Snapshot): Catalogue {
  const products = assignPaths(snapshot.products);
  const byCategory = new Map<string, CatalogueProduct[]>();
  const bySubCategory = new Map<string, CatalogueProduct[]>();
  const push = (map: Map<string, CatalogueProduct[]>, name: string, product: CatalogueProduct) => {
    const list = map.get(key(name));
    if (list) list.push(product);
    else map.set(key(name), [product]);
  };
  for (const product of products) {
    push(byCategory, product.category.name, product);
    if (product.subCategory) push(bySubCategory, product.subCategory.name, product);
  }
  // Categories named only on products still get pages, so no product is unreachable.
  const withNamed = (refs: Ref[], names: string[]) => {
    const known = new Set(refs.map((ref) => key(ref.name)));
    const extra = [...new Set(names)].filter((name) => !known.has(key(name)) && known.add(key(name)));
    return [...refs, ...extra.map((name) => ({ id: name, name }))];
  };
  const related = new WeakMap<CatalogueProduct, Map<string, CatalogueProduct[]>>();
  return {
    snapshot,
    products,
    categories: withNamed(snapshot.categories, products.map((product) => product.category.name)),
    subCategories: withNamed(
      snapshot.subCategories,
      products.flatMap((product) => (product.subCategory ? [product.subCategory.name] : [])),
    ),
    productsIn: (name, value) => (value === 0 ? byCategory : bySubCategory).get(key(name)) ?? [],
    relatedTo: (product, limit = 10) => {
      // Asked twice per page (its cache key and its carousel); a category can hold thousands.
      const memoKey = `${limit}`;
      let byLimit = related.get(product);
      if (!byLimit) related.set(product, (byLimit = new Map()));
      let list = byLimit.get(memoKey);
      if (!list) {
        list = seededSample(
          (byCategory.get(key(product.category.name)) ?? []).filter((other) => other !== product),
          product.id,
          limit,
        );
        byLimit.set(memoKey, list);
      }
      return list;
    },
  };
}

let cached: Catalogue | undefined;

/** The catalogue of the last pull; read once per build. */
export function getCatalogue(): Catalogue {
  if (!cached) {
    const file = snapshotPath();
    let snapshot: Snapshot;
    try {
      snapshot = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
    } catch (error) {
      throw new Error(`No catalogue snapshot at ${file}: run the pull first (npm run pull). ${(error as Error).message}`);
    }
    cached = createCatalogue(snapshot);
  }
  return cached;
}
