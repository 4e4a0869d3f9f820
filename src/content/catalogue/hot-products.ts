/**
 * The four slides the /Categories hot-products slider cycles through. `id` and `code` are the
 * served product's name and code, so a slide links to the same page as the product's card.
 */

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

/** Every image path the featured products reference. */
export const featuredImageFiles: string[] = featuredProducts.map((product) => product.img);
