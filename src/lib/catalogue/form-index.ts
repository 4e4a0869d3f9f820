import { hiddenFromFinder } from '../../content/catalogue/hidden.ts';
import { buildCatalogueIndex, toCategoryChoices, type CatalogueIndex, type CategoryChoice } from '../../islands/products/catalogue-index.ts';
import { getCategoryPath } from '../paths.ts';
import { getCatalogue } from './catalogue.ts';

// Matched without regard to case or surrounding spaces: another API may spell them slightly differently.
const hiddenKeys = new Set(hiddenFromFinder.map((name) => name.trim().toLowerCase()));
const isHidden = (name: string) => hiddenKeys.has(name.trim().toLowerCase());

let index: CatalogueIndex | undefined;

/** The product index of the forms' selectors and the home finder, built once per build (served as /catalogue-index.json). */
export function getCatalogueIndex(): CatalogueIndex {
  index ??= buildCatalogueIndex(getCatalogue(), { isHidden, pathOf: getCategoryPath });
  return index;
}

/** The category options every selector renders in the page, in the index's order. */
export function getCategoryChoices(): CategoryChoice[] {
  return toCategoryChoices(getCatalogueIndex());
}
