import type { FinderCopy } from './types.ts';

/** The English words of the home page finder (./types.ts). */
export const finderCopyEn: FinderCopy = {
  label: 'Find a product',
  allProductsIn: (category) => `All products in ${category}`,
  search: 'Search',
  why: 'Choose a category first',
  loadFailed: 'The product list could not be loaded. Browse all categories on the Categories page.',
};
