/**
 * Served product records: the written catalogue of the fixtures first, then, for a larger product
 * count (benchmarks), pack and grade variants of those products (distinct names, codes and ids,
 * the same images).
 */
import { placeGroup } from './categories.ts';
import { IMAGES_TOKEN, type ProductFixture, type ProductGroupFixture, type VariantKind } from './fixture-schemas.ts';
import { readFixtures } from './fixtures.ts';
import { makeObjectId } from './ids.ts';
import type { ServedProduct, ServedRef } from './types.ts';

/** A written product with what its group says about it. */
export interface BaseProduct {
  product: ProductFixture;
  group: Omit<ProductGroupFixture, 'products'>;
  category: ServedRef;
  subCategory: ServedRef | null;
}

function roundRobin<T>(lists: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined) out.push(item);
    }
  }
  return out;
}

let baseProducts: BaseProduct[] | undefined;

/** The written products in serving order: round-robin over categories, and within each over its groups. */
export function listBaseProducts(): BaseProduct[] {
  if (baseProducts) return baseProducts;
  const byCategory = new Map<string, BaseProduct[][]>();
  for (const { products, file, ...group } of readFixtures().productGroups) {
    const place = placeGroup(group, file);
    const lists = byCategory.get(place.category.Name) ?? [];
    lists.push(products.map((product) => ({ product, group, ...place })));
    byCategory.set(place.category.Name, lists);
  }
  baseProducts = roundRobin([...byCategory.values()].map(roundRobin));
  const ids = new Set<string>();
  for (const { product } of baseProducts) {
    if (ids.has(product._id)) throw new Error(`Seed fixtures: two products have the id ${product._id}`);
    ids.add(product._id);
  }
  return baseProducts;
}

/** Puts the serving host's images folder where a fixture says `{images}`. */
export function resolveImageUrls(text: string, imageBaseUrl: string): string {
  return text.replaceAll(IMAGES_TOKEN, `${imageBaseUrl.replace(/\/+$/, '')}/images`);
}

function serve({ product, category, subCategory }: BaseProduct, imageBaseUrl: string): ServedProduct {
  return {
    ...product,
    Image: product.Image.map((url) => resolveImageUrls(url, imageBaseUrl)),
    Categories: category,
    SubCategories: subCategory,
  };
}

/** The `round`-th variant (from 1) of a served product, for the n-th product of the seed. */
function vary(served: ServedProduct, kind: VariantKind, round: number, n: number): ServedProduct {
  const options = readFixtures().variants[kind];
  const option = options[(round - 1) % options.length];
  if (!option) throw new Error(`Seed fixtures: no ${kind} variants`);
  const series = Math.ceil(round / options.length);
  const label = series > 1 ? `${option.label}, Series ${series}` : option.label;
  const suffix = series > 1 ? `${option.suffix}-${series}` : option.suffix;
  return {
    ...served,
    _id: makeObjectId('variant', n),
    Name: `${served.Name} – ${label}`,
    ProductCode: served.ProductCode ? `${served.ProductCode} ${suffix}` : '',
    description: `${served.description} This listing is for the ${label.toLowerCase()}.`,
    HotProduct: false,
  };
}

/**
 * `count` products: the first `count` written products when that is fewer than the catalogue,
 * otherwise every written product followed by variants, cycling over the written products.
 */
export function createProducts(count: number, imageBaseUrl: string): ServedProduct[] {
  const base = listBaseProducts();
  const served = base.map((product) => serve(product, imageBaseUrl));
  const out = served.slice(0, count);
  for (let n = base.length; n < count; n++) {
    const i = n % base.length;
    const product = served[i];
    const kind = base[i]?.group.variants;
    if (product && kind) out.push(vary(product, kind, Math.floor(n / base.length), n));
  }
  return out;
}
