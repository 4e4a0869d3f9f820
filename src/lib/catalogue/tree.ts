/**
 * The category tree every catalogue page, the finder, the category search and the home cards are
 * built from, with the one rule for when two names are the same name and the one rule for which
 * sub-categories the finder and the search leave out.
 *
 * The API serves categories and sub-categories as two flat lists and says which products belong
 * to which. The site's own copy (src/content/catalogue) nests sub-categories and adds the text.
 * The tree joins the two: the API decides which pages exist, the copy decides where a
 * sub-category hangs and what its page says. A sub-category the copy does not know hangs under
 * the category most of its products belong to; one without products or copy stands alone. A
 * category or sub-category that only products name still gets a node, so no product is unreachable.
 */
import type { Ref } from '../api/types.ts';
import type { CategoryRecord, SubcategoryRecord } from '../../content/catalogue/types.ts';
import { hiddenFromFinder } from '../../content/catalogue/hidden.ts';
import { getCategoryPath } from '../paths.ts';

export type CatalogueRecord = CategoryRecord | SubcategoryRecord;

/** A category (value 0) or sub-category (value 1) that has a page. */
export interface CatalogueNode<P = unknown> {
  kind: 'category' | 'subCategory';
  /** The value parameter of its addresses: 0 for a category, 1 for a sub-category. */
  value: 0 | 1;
  /** The name as the API serves it (its first spelling). */
  name: string;
  /** Every spelling the API used for it, in its lists or on products: each was an address on the old site. */
  names: string[];
  /** The site's copy for it, when the copy has a record of that name. */
  record: CatalogueRecord | null;
  /** The category or sub-category it hangs under; null for categories and stand-alone ones. */
  parent: CatalogueNode<P> | null;
  children: CatalogueNode<P>[];
  /** Its canonical page: /category/{name}, or /category/{name}/1 when a category has the same name. */
  path: string;
  /** Products the API puts directly in it. */
  products: P[];
  /** Left out of the finder and the category search (its page and its products stay). */
  hiddenFromSearch: boolean;
}

export interface CatalogueTree<P = unknown> {
  categories: CatalogueNode<P>[];
  subCategories: CatalogueNode<P>[];
  /** Sub-categories with no category: neither the copy nor any product places them. */
  standalone: CatalogueNode<P>[];
  /** Every node, categories first. */
  all: CatalogueNode<P>[];
}

export interface TreeInput<P extends { category: Ref; subCategory: Ref | null }> {
  categories: readonly Ref[];
  subCategories: readonly Ref[];
  products: readonly P[];
  records: readonly CategoryRecord[];
}

/**
 * The key names are compared by: the API and the copy may differ in case and spacing. Names equal
 * by this key would also share a page URL (underscores stand for spaces, and a case-insensitive
 * disk or host takes "Fertilizers" and "FERTILIZERS" for one file), so they are one node.
 */
export function toNameKey(name: string): string {
  return name
    .normalize('NFC')
    .trim()
    .replace(/[\s_]+/g, ' ')
    .toLowerCase();
}

const hiddenKeys = new Set(hiddenFromFinder.map(toNameKey));

/** Whether a sub-category is left out of the finder and the category search, whatever its case or spacing. */
export function isHiddenFromSearch(name: string): boolean {
  return hiddenKeys.has(toNameKey(name));
}

/** The names of one kind, one entry per key: the first spelling names it, and every spelling is kept. */
function groupNames(refs: readonly Ref[]): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const ref of refs) {
    const key = toNameKey(ref.name);
    if (!key) continue;
    const spellings = byKey.get(key);
    if (!spellings) byKey.set(key, [ref.name]);
    else if (!spellings.includes(ref.name)) spellings.push(ref.name);
  }
  return byKey;
}

/** Builds the tree from the API's lists, its products and the copy. */
export function buildCatalogueTree<P extends { category: Ref; subCategory: Ref | null }>(
  input: TreeInput<P>,
): CatalogueTree<P> {
  const categoryRecords = new Map(input.records.map((record) => [toNameKey(record.category), record]));
  const productsOf = (value: 0 | 1) => {
    const map = new Map<string, P[]>();
    for (const product of input.products) {
      const ref = value === 0 ? product.category : product.subCategory;
      if (!ref) continue;
      const list = map.get(toNameKey(ref.name));
      if (list) list.push(product);
      else map.set(toNameKey(ref.name), [product]);
    }
    return map;
  };
  const byCategory = productsOf(0);
  const bySubCategory = productsOf(1);
  // The API's lists first, then names only products use.
  const categoryNames = groupNames([...input.categories, ...input.products.map((product) => product.category)]);
  const subNames = groupNames([
    ...input.subCategories,
    ...input.products.flatMap((product) => (product.subCategory ? [product.subCategory] : [])),
  ]);

  const categories: CatalogueNode<P>[] = [...categoryNames].map(([key, names]) => ({
    kind: 'category',
    value: 0,
    name: names[0]!.trim(),
    names,
    record: categoryRecords.get(key) ?? null,
    parent: null,
    children: [],
    path: getCategoryPath(names[0]!.trim()),
    products: byCategory.get(key) ?? [],
    hiddenFromSearch: false,
  }));

  const placed = new Map<string, CatalogueNode<P>>();
  const makeSub = (
    key: string,
    record: SubcategoryRecord | null,
    parent: CatalogueNode<P> | null,
  ): CatalogueNode<P> => {
    const names = subNames.get(key)!;
    const name = names[0]!.trim();
    const node: CatalogueNode<P> = {
      kind: 'subCategory',
      value: 1,
      name,
      names,
      record,
      parent,
      children: [],
      path: categoryNames.has(key) ? getCategoryPath(name, 1) : getCategoryPath(name),
      products: bySubCategory.get(key) ?? [],
      hiddenFromSearch: isHiddenFromSearch(name),
    };
    placed.set(key, node);
    parent?.children.push(node);
    return node;
  };

  // The copy's nesting first. A record the API lacks gets no page; its children move up a level.
  const attach = (records: readonly SubcategoryRecord[], parent: CatalogueNode<P>) => {
    for (const record of records) {
      const key = toNameKey(record.subcategory);
      if (!subNames.has(key) || placed.has(key)) {
        attach(record.subcategories, placed.get(key) ?? parent);
        continue;
      }
      attach(record.subcategories, makeSub(key, record, parent));
    }
  };
  for (const category of categories) {
    const record = category.record as CategoryRecord | null;
    if (record) attach(record.subcategories, category);
  }

  // Then the API's own sub-categories, under the category most of their products belong to.
  const subRecords = new Map<string, SubcategoryRecord>();
  const collect = (records: readonly SubcategoryRecord[]) => {
    for (const record of records) {
      const key = toNameKey(record.subcategory);
      if (!subRecords.has(key)) subRecords.set(key, record);
      collect(record.subcategories);
    }
  };
  for (const record of input.records) collect(record.subcategories);
  const categoryByKey = new Map(categories.map((category) => [toNameKey(category.name), category]));
  const standalone: CatalogueNode<P>[] = [];
  for (const key of subNames.keys()) {
    if (placed.has(key)) continue;
    const counts = new Map<string, number>();
    for (const product of bySubCategory.get(key) ?? []) {
      const categoryKey = toNameKey(product.category.name);
      if (categoryByKey.has(categoryKey)) counts.set(categoryKey, (counts.get(categoryKey) ?? 0) + 1);
    }
    const best = [...counts].sort((a, b) => b[1] - a[1])[0];
    const parent = best ? categoryByKey.get(best[0])! : null;
    const node = makeSub(key, subRecords.get(key) ?? null, parent);
    if (!parent) standalone.push(node);
  }

  const subCategories: CatalogueNode<P>[] = [];
  const walk = (nodes: CatalogueNode<P>[]) => {
    for (const node of nodes) {
      subCategories.push(node);
      walk(node.children);
    }
  };
  walk(categories.flatMap((node) => node.children));
  subCategories.push(...standalone);
  return { categories, subCategories, standalone, all: [...categories, ...subCategories] };
}

/** The top-level category a node belongs to (itself for a category), or null for a stand-alone one. */
export function getRootCategory<P>(node: CatalogueNode<P>): CatalogueNode<P> | null {
  let current: CatalogueNode<P> = node;
  while (current.parent) current = current.parent;
  return current.kind === 'category' ? current : null;
}

/** The chain from the top-level category down to the node itself. */
export function getAncestry<P>(node: CatalogueNode<P>): CatalogueNode<P>[] {
  const chain: CatalogueNode<P>[] = [];
  for (let current: CatalogueNode<P> | null = node; current; current = current.parent) chain.unshift(current);
  return chain;
}

/** The node and every node below it. */
export function getDescendants<P>(node: CatalogueNode<P>): CatalogueNode<P>[] {
  return [node, ...node.children.flatMap((child) => getDescendants(child))];
}
