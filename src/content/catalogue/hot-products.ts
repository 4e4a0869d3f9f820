/**
 * The four slides the /Categories hot-products slider cycles through. `id` and `code` are the
 * served product's name and code, so a slide links to the same page as the product's card.
 */

import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { getContentImagePath } from './media.ts';
import type { FeaturedProduct } from './types.ts';

const BULK_PACKS = '50 kg | 200 kg';

function featured(product: Omit<FeaturedProduct, 'img'>): FeaturedProduct {
  return { ...product, img: getContentImagePath('featured', product.title) };
}

/** Exactly four featured products, in slide order. */
export const featuredProducts: FeaturedProduct[] = [
  featured({
    title: 'FX SPT 500 Super Spreader',
    tag: 'Silicone super spreader',
    sol: 'Liquid, disperses in water',
    weight: BULK_PACKS,
    id: 'Silicone Super Spreader',
    code: 'FX SPT 500',
  }),
  featured({
    title: 'Orthosilicic Acid 2% WSL',
    tag: 'Silicon nutrient',
    sol: 'Water soluble liquid',
    weight: BULK_PACKS,
    id: 'Orthosilicic Acid 2% WSL',
    code: 'FX OSA 02',
  }),
  featured({
    title: 'MultiBalance 4 in 1',
    tag: 'pH balancer and water softener',
    sol: 'Water soluble liquid',
    weight: BULK_PACKS,
    id: 'pH Balancer (Multibalance 4 in 1)',
    code: 'FX MB 4',
  }),
  featured({
    title: 'Cue Lure',
    tag: 'Fruit fly lure',
    sol: 'Slow-release dispenser',
    weight: 'One lure lasts 30–40 days',
    id: 'Cue Lure',
    code: 'FX PH 01',
  }),
];

/** What a slide says about its product, in the page's language; the title stays the product's name. */
type SlideWords = Pick<FeaturedProduct, 'tag' | 'sol' | 'weight'>;

/** The Hindi words of each slide, in slide order. */
const slideWordsHi: readonly SlideWords[] = [
  { tag: 'सिलिकॉन सुपर स्प्रेडर', sol: 'तरल, पानी में घुल-मिल जाता है', weight: BULK_PACKS },
  { tag: 'सिलिकॉन पोषक तत्व', sol: 'पानी में घुलनशील तरल', weight: BULK_PACKS },
  { tag: 'pH संतुलक और पानी को नरम करने वाला', sol: 'पानी में घुलनशील तरल', weight: BULK_PACKS },
  { tag: 'फल मक्खी का ल्यूर', sol: 'धीरे-धीरे गंध छोड़ने वाला डिस्पेंसर', weight: 'एक ल्यूर 30–40 दिन चलता है' },
];

const featuredEditions: Editions<FeaturedProduct[]> = {
  en: featuredProducts,
  hi: featuredProducts.map((product, index) => ({ ...product, ...slideWordsHi[index] })),
};

/** The featured products with their words in a language. */
export function getFeaturedProducts(locale: Locale): FeaturedProduct[] {
  return featuredEditions[locale];
}

/** Every image path the featured products reference. */
export const featuredImageFiles: string[] = featuredProducts.map((product) => product.img);
