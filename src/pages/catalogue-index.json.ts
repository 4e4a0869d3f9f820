import type { APIRoute } from 'astro';
import { hiddenFromFinder } from '../content/catalogue/hidden.ts';
import { buildCatalogueIndex } from '../islands/products/catalogue-index.ts';
import { getCatalogue } from '../lib/catalogue/catalogue.ts';
import { getCategoryPath } from '../lib/paths.ts';

// Matched without regard to case or surrounding spaces: another API may spell them slightly differently.
const hiddenKeys = new Set(hiddenFromFinder.map((name) => name.trim().toLowerCase()));
const hidden = (name: string) => hiddenKeys.has(name.trim().toLowerCase());

/** /catalogue-index.json: categories and their products for the forms' product selectors and the home finder. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(buildCatalogueIndex(getCatalogue(), { isHidden: hidden, pathOf: getCategoryPath })), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
