import { categoryRecords } from '../../src/content/catalogue/categories.ts';
import { createCatalogue, type CatalogueProduct } from '../../src/lib/catalogue/catalogue.ts';
import { buildCatalogueTree, type CatalogueNode } from '../../src/lib/catalogue/categories.ts';
import { readSnapshot } from './site.ts';

/** The catalogue and category tree the test build was made from, built the way the pages build them. */
export function loadCatalogueTree() {
  const catalogue = createCatalogue(readSnapshot());
  const tree = buildCatalogueTree({
    categories: catalogue.categories,
    subCategories: catalogue.subCategories,
    products: catalogue.products,
    records: categoryRecords,
  });
  return { catalogue, tree };
}

export type TestNode = CatalogueNode<CatalogueProduct>;

/** Escapes text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
