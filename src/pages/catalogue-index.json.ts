import type { APIRoute } from 'astro';
import { getCatalogueIndex } from '../lib/catalogue/form-index.ts';

/** /catalogue-index.json: categories and their products for the forms' product selectors and the home finder. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(getCatalogueIndex()), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
