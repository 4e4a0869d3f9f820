/**
 * The site's own catalogue copy: category and sub-category records, why-us variants, the
 * emulsifier screening table, the silicone spreader landing, the static product pages, the
 * hot-products slider and the finder's hidden list, with the image paths they reference.
 */

import { categoryImageFiles } from './categories.ts';
import { featuredImageFiles } from './hot-products.ts';
import { spreaderImageFiles } from './silicone-spreader.ts';
import { staticImageFiles } from './static-products.ts';

export type * from './types.ts';

export { categoryImageFiles, categoryRecords, findCatalogueRecord, listAllSubcategories } from './categories.ts';
export { emulsifierComponents, emulsifierScreeningColumns, emulsifierScreeningRows } from './emulsifier-screening.ts';
export { hiddenFromFinder, isHiddenFromFinder } from './hidden.ts';
export { featuredImageFiles, featuredProducts } from './hot-products.ts';
export { siliconeSpreaderLanding, spreaderCards, spreaderImageFiles } from './silicone-spreader.ts';
export {
  cueLure,
  fensil360Record,
  methylEugenol,
  multiBalanceRecord,
  orthosilicicRecord,
  pheromonesPage,
  staticImageFiles,
} from './static-products.ts';
export { emulsifierScreeningMethod, getWhyUsVariant, whyUsContent, whyUsIcons } from './why-us.ts';
export { findCatalogueContentProblems } from './check.ts';

/** Every image file the catalogue copy references, for the image generator. */
export const catalogueImageFiles: string[] = [
  ...categoryImageFiles,
  ...spreaderImageFiles,
  ...staticImageFiles,
  ...featuredImageFiles,
];
