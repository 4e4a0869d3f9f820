/**
 * What the bench server, the bundler and the old app itself agree on. Read by Node and bundled into
 * the app, so nothing here may import from Node.
 */

/** Where the old single-page app is mounted: on the bench server, beside dist/, on the same origin. */
export const OLD_SPA_BASE = '/__old-spa';

/** The app's own files (bundle, stylesheet); every other path under the base gets the HTML shell. */
export const OLD_SPA_ASSETS = `${OLD_SPA_BASE}/assets/`;

/**
 * Stands in for the old site's image host: `?src={the picture's address}&w={width}` answers with the
 * file our build made of that picture at that width, so both pages show the very same bytes and the
 * comparison measures the architecture, not the image pipeline.
 */
export const OLD_SPA_IMAGE_ROUTE = `${OLD_SPA_BASE}/img`;

/** The page types (as lib/pages.ts names them) the old app has a page for. */
export const OLD_SPA_PAGE_TYPES: readonly string[] = ['home', 'product', 'category'];

/** Baked into the bundle at build time, as the old site's build baked its environment in. */
export interface OldSpaConfig {
  /** Origin of the API the records are fetched from (the one our build pulled from). */
  apiBase: string;
  brandName: string;
  /** The first slide of the home banner: its picture and copy were part of the old bundle. */
  banner: { src: string; alt: string; width: number; height: number; headline: string; subline: string };
}
