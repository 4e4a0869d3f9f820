/** Which pixel widths an image is offered at, and how that becomes a `srcset`. */

/**
 * Default candidate widths, capped at each image's own width. A phone at 360–412 CSS px and DPR 2–3
 * needs up to ~800 px for a full-width image, ~400 px for a card in a two-column grid and ~200 px for a
 * thumbnail; 1200 serves wide blog and banner images on desktops. Every product image goes through
 * the same list (the build prepares them all ahead of rendering with it), so one set of files serves
 * thumbnails, cards and the gallery.
 */
export const DEFAULT_WIDTHS: readonly number[] = [100, 200, 400, 600, 800, 1200];

/** Product cards: from a 180 px card on a phone to one column on a 412 px phone at DPR 2. */
export const CARD_WIDTHS: readonly number[] = [200, 400, 600, 800];

/** Pictures drawn at most ~220 CSS px wide (decorations, list pictures, portraits): 1× and 2×. */
export const SMALL_WIDTHS: readonly number[] = [200, 400];

/** Thumbnails of about 72 CSS px. */
export const THUMB_WIDTHS: readonly number[] = [100, 200];

/**
 * Widths for full-bleed banners and hero backgrounds. 736 serves the most common budget phone (360 CSS px
 * at 2×, 720 px) and Lighthouse's (412 at 1.75×, 721 px) at 2% more than they draw, where 800 was 11%
 * more: the home banner at 736 px is 12.7 KB in AVIF against 15.2 KB, inside the ~14.6 KB a new
 * connection's first round trip carries.
 */
export const WIDE_WIDTHS: readonly number[] = [480, 736, 800, 1200, 1600];

/**
 * The candidate widths worth producing for an image `intrinsic` px wide: never upscaled, and the
 * original width itself offered when it falls between two candidates (so the sharpest version exists).
 */
export function widthsFor(candidates: readonly number[], intrinsic?: number): number[] {
  const sorted = [...new Set(candidates.map((width) => Math.round(width)).filter((width) => width > 0))].sort(
    (a, b) => a - b,
  );
  if (!intrinsic || intrinsic <= 0 || intrinsic >= (sorted.at(-1) ?? 0)) return sorted;
  const below = sorted.filter((width) => width < intrinsic);
  return [...below, Math.round(intrinsic)];
}

export interface SrcsetCandidate {
  url: string;
  width: number;
}

/**
 * `url 400w, url 800w`. Spaces are percent-encoded; commas inside a URL are legal in srcset (only
 * trailing ones end a candidate) and must stay, since CDN transformations are comma-separated.
 */
export function toSrcset(candidates: readonly SrcsetCandidate[]): string {
  return [...candidates]
    .sort((a, b) => a.width - b.width)
    .map(
      ({ url, width }) =>
        `${url.replace(/ /g, '%20').replace(/,+$/, (commas) => '%2C'.repeat(commas.length))} ${width}w`,
    )
    .join(', ');
}
