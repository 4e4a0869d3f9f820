/**
 * The home page's words in the page's language (./home-types.ts), and the category cards its Our
 * Products section starts from.
 */
import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { homeCopyEn } from './home-en.ts';
import { homeCopyHi } from './home-hi.ts';
import type { HomeCopy } from './home-types.ts';
import { getCategoryImagePaths } from './image-paths.ts';
import type { StaticCategoryCard } from './types.ts';

const homeCopies: Editions<HomeCopy> = { en: homeCopyEn, hi: homeCopyHi };

export function getHomeCopy(locale: Locale): HomeCopy {
  return homeCopies[locale];
}

/**
 * The English edition's slides, strengths, figures and founders by name, for the image script
 * (scripts/dev/art/), which draws one picture for both editions, and for the English page's tests.
 */
export const heroSlides = homeCopyEn.hero.slides;
export const strengths = homeCopyEn.strengths.items;
export const stats = homeCopyEn.strengths.stats;
export const founders = homeCopyEn.founders.list;
export { getFounderMonogramPath } from './founders.ts';

function card(category: string, link: string): StaticCategoryCard {
  return { category, link, image: getCategoryImagePaths(category).square };
}

/** Category cards of the Our Products grid and carousel: the six top-level categories. */
export const categoryCards: readonly StaticCategoryCard[] = [
  card('Agro chemicals & Emulsifiers', '/Agro'),
  card('Fertilizers', '/Categories/Fertilizers'),
  card('Silicone Super Spreader', '/Categories/Silicone-Super-Spreader'),
  card('Paint Additives', '/Categories/Paint-Additives'),
  card('General Emulsifiers', '/Categories/General-Emulsifiers'),
  card('Home & Industrial Cleaning', '/Categories/Home-Industrial-Cleaning'),
];

export type { HomeCopy } from './home-types.ts';
