import { WIDE_WIDTHS } from '../../lib/images/widths.ts';

/** How the banner pictures are drawn: shared by the banner and the page's preload of its first picture. */
export const HERO_IMAGE = { sizes: '100vw', widths: WIDE_WIDTHS } as const;
