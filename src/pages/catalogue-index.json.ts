import type { APIRoute } from 'astro';
import { getSiteData } from '../lib/site-data.ts';

/** /catalogue-index.json: categories and their products for the forms' product selectors and the home finder. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(getSiteData().catalogueIndex), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
