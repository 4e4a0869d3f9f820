/**
 * How each kind of page draws its largest picture above the fold (the LCP element): the `sizes` and
 * candidate widths its <img> is given. The page's <head> preloads the same picture with the same
 * values (BaseLayout's `largestImage`), so the request starts with the first bytes of the page instead
 * of after its inline CSS has been parsed, and for the very file the <img> will pick.
 */
import { CARD_WIDTHS, DEFAULT_WIDTHS, WIDE_WIDTHS } from '../../lib/images/widths.ts';

export interface ImageLayout {
  sizes: string;
  widths: readonly number[];
}

/** A picture to preload: its address, drawn with one of the layouts below. */
export interface LargestImage extends ImageLayout {
  src: string;
}

/** Full-bleed banners: the home banner and the category heroes. */
export const BANNER_IMAGE: ImageLayout = { sizes: '100vw', widths: WIDE_WIDTHS };

/** A product page's main picture: full width on phones, 5/11 of the page from 640 px. */
export const PRODUCT_MAIN_IMAGE: ImageLayout = {
  sizes: '(min-width: 1200px) 500px, (min-width: 640px) 42vw, calc(100vw - 2rem)',
  widths: DEFAULT_WIDTHS,
};

/** The product picture beside a static product page's introduction. */
export const STATIC_PRODUCT_IMAGE: ImageLayout = {
  sizes: '(min-width: 860px) 416px, min(416px, calc(100vw - 2rem))',
  widths: CARD_WIDTHS,
};

/** A blog post's cover picture. */
export const BLOG_IMAGE: ImageLayout = {
  sizes: '(min-width: 880px) 832px, calc(100vw - 2rem)',
  widths: DEFAULT_WIDTHS,
};

/** A card of the Resource Center's grid of 20 rem columns; the first is the list's largest picture. */
export const BLOG_LIST_IMAGE: ImageLayout = {
  sizes: '(min-width: 1200px) 370px, (min-width: 700px) 48vw, calc(100vw - 2rem)',
  widths: CARD_WIDTHS,
};
