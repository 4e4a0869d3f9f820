/**
 * Pictures held back until the page's main picture has been painted (src/islands/pictures/release.ts).
 *
 * Every picture but the main one (the page's largest, preloaded and fetched at high priority) starts
 * with a first <source> that, while scripts run, stands in for its files: a transparent pixel written
 * into the page, so nothing is fetched. Once the main picture is on the screen the page script removes
 * those sources and the browser fetches each picture's own file (a lazy one when it comes near).
 * Without scripts the media query does not match and every picture loads as it always did.
 *
 * Why: on a slow line the main picture then has the first round trips to itself, with no thumbnail,
 * card or decoration sharing them; and Lighthouse, which counts every request that finished before the
 * largest paint in its fast load as needed for it, counted a product page's thumbnails and the first
 * related products (LCP ~1.05 s; ~0.92 s with them held).
 */

/** Marks a held picture's stand-in <source>. */
export const HELD_ATTRIBUTE = 'data-held-picture';

/** Only while scripts run: a browser without them, or without this media feature, skips the stand-in. */
export const HELD_MEDIA = '(scripting: enabled)';

/** A 1×1 transparent GIF: drawn at the picture's own width and height, it holds the box and shows nothing. */
export const HELD_STAND_IN = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The Element Timing name of the main picture, whose paint releases the others (the one element named for it). */
export const MAIN_PICTURE_TIMING = 'main-picture';
