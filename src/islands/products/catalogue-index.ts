/*
 * The product list the forms and the home finder choose from. The build writes it once as
 * /catalogue-index.json (src/pages/catalogue-index.json.ts); the islands fetch it when a
 * selector first appears, so no page carries the whole catalogue in its HTML.
 */

/** One product: its id, name, code ('' when it has none) and the page its card leads to. */
export interface IndexProduct {
  id: string;
  name: string;
  code: string;
  path: string;
}

/** A category or sub-category offered in the selectors, with its products as indexes into `products`. */
export interface IndexGroup {
  name: string;
  path: string;
  /** The category a sub-category belongs to; null for a category. */
  parent: string | null;
  items: number[];
}

/** A group as the category selectors offer it before the index is fetched: its name and its parent's. */
export type CategoryChoice = Pick<IndexGroup, 'name' | 'parent'>;

/** The category choices of an index, in its order (an option's value is its position). */
export function toCategoryChoices(index: CatalogueIndex): CategoryChoice[] {
  return index.groups.map(({ name, parent }) => ({ name, parent }));
}

export interface CatalogueIndex {
  groups: IndexGroup[];
  products: IndexProduct[];
}

/** The URL the index is served at. */
export const catalogueIndexUrl = '/catalogue-index.json';

/** What the builder needs from the catalogue (src/lib/catalogue/catalogue.ts). */
export interface IndexSource<P extends { id: string; name: string; code: string | null; cardPath: string; category: { name: string } }> {
  products: readonly P[];
  categories: ReadonlyArray<{ name: string }>;
  subCategories: ReadonlyArray<{ name: string }>;
  productsIn: (name: string, value: 0 | 1) => readonly P[];
}

const key = (name: string) => name.normalize('NFC').trim().toLowerCase();

/**
 * Builds the index: every category (even one without products, so the finder can still lead
 * to its page), then every sub-category that has products and is not hidden from the finder
 * (src/content/catalogue/hidden.ts), placed under the category most of its products belong to.
 * A sub-category named like a category is folded into that category.
 */
export function buildCatalogueIndex<P extends { id: string; name: string; code: string | null; cardPath: string; category: { name: string } }>(
  source: IndexSource<P>,
  options: { isHidden: (name: string) => boolean; pathOf: (name: string) => string },
): CatalogueIndex {
  const position = new Map<P, number>();
  const products = source.products.map((product, index) => {
    position.set(product, index);
    return { id: product.id, name: product.name, code: product.code ?? '', path: product.cardPath };
  });
  const itemsOf = (list: readonly P[]) =>
    list.map((product) => position.get(product)).filter((index): index is number => index !== undefined);

  const byName = new Map<string, IndexGroup>();
  const categories: IndexGroup[] = [];
  for (const category of source.categories) {
    if (byName.has(key(category.name))) continue;
    const group: IndexGroup = { name: category.name, path: options.pathOf(category.name), parent: null, items: itemsOf(source.productsIn(category.name, 0)) };
    byName.set(key(category.name), group);
    categories.push(group);
  }

  const subsByParent = new Map<string, IndexGroup[]>();
  const orphans: IndexGroup[] = [];
  for (const sub of source.subCategories) {
    if (options.isHidden(sub.name)) continue;
    const list = source.productsIn(sub.name, 1);
    if (list.length === 0) continue;
    const same = byName.get(key(sub.name));
    if (same) {
      same.items = [...new Set([...same.items, ...itemsOf(list)])];
      continue;
    }
    const counts = new Map<string, number>();
    for (const product of list) counts.set(product.category.name, (counts.get(product.category.name) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
    const parent = top ? byName.get(key(top)) : undefined;
    const group: IndexGroup = { name: sub.name, path: options.pathOf(sub.name), parent: parent?.name ?? null, items: itemsOf(list) };
    byName.set(key(sub.name), group);
    if (parent) subsByParent.set(parent.name, [...(subsByParent.get(parent.name) ?? []), group]);
    else orphans.push(group);
  }

  const groups = categories.flatMap((category) => [category, ...(subsByParent.get(category.name) ?? [])]);
  return { groups: [...groups, ...orphans], products };
}
