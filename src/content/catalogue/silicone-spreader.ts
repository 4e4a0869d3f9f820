/**
 * Content of the silicone super spreader landing, /SliconSprSpreder: hero, features
 * grid, dosage box and the coded sub-product cards. A card links to the served product with its code
 * (else its name: src/lib/catalogue/spreaders.ts), so it lands on a page the build wrote even where the
 * card's name is not the product's.
 */

import { getContentImagePath } from './media.ts';
import type { SiliconeSpreaderLanding, SpreaderCard } from './types.ts';

/** Hero, features and dosage of /SliconSprSpreder. */
export const siliconeSpreaderLanding: SiliconeSpreaderLanding = {
  hero: {
    heading: 'Silicone Super Spreader',
    subheading: 'Trisiloxane adjuvants that make every drop of spray cover the leaf',
    paragraphs: [
      'Plain spray water has a surface tension of about 72 mN/m, so on waxy leaves of onion, cabbage, sugarcane or paddy it sits in beads and rolls off. Our silicone super spreaders bring it down to about 20–21 mN/m at 0.1%, and a droplet spreads into a thin film over many times its area, reaching leaf undersides, folds and stomata.',
      'We have manufactured silicone surfactants for 13 years, with a capacity of 500 metric tons a month. The range below covers general spraying, powder formulations, sticking, penetration and low-volume drone application.',
    ],
  },
  features: [
    {
      title: 'Super spreading',
      text: 'Surface tension of about 20–21 mN/m at 0.1% lets droplets spread over waxy and hairy leaves.',
      icon: 'droplet',
    },
    {
      title: 'Faster uptake',
      text: 'Spray solution flows into stomata within minutes, so systemic products enter the leaf sooner.',
      icon: 'sprout',
    },
    {
      title: 'Rainfast sooner',
      text: 'Quick uptake means less of the spray is washed off by a shower soon after application.',
      icon: 'shieldCheck',
    },
    {
      title: 'More from each litre',
      text: 'Better coverage from the same spray volume and the same dose of pesticide or nutrient.',
      icon: 'sliders',
    },
    {
      title: 'Works with most sprays',
      text: 'Insecticides, fungicides, herbicides and water-soluble fertilizers; add the spreader last.',
      icon: 'flask',
    },
    {
      title: 'Made at scale',
      text: '500 metric tons a month of silicone surfactant capacity and 13 years of manufacturing.',
      icon: 'factory',
    },
  ],
  dosage: {
    title: 'Dosage',
    lines: [
      { value: '0.25–0.5 ml', label: 'per litre of spray solution' },
      { value: 'About 5 ml', label: 'per 15-litre knapsack pump' },
      { value: '50–100 ml', label: 'per acre' },
      { value: 'About 5 g', label: 'FENSIL 360 powder in 15 litres of water' },
    ],
    notes: [
      'Mix the pesticide or nutrient first and add the spreader last, stirring gently.',
      'Spray the same day: trisiloxanes slowly break down in water, faster outside pH 6–8.',
      'Do not exceed the dose; too much spreader causes run-off and can scorch tender leaves.',
      'Each product card gives that grade’s own dose; drone and low-volume grades need less.',
    ],
  },
  productsHeading: 'Our silicone super spreader range',
  seoTitle: 'Silicone Super Spreader Range | FX SPT 500, FENSIL 360',
  seoDescription:
    'Trisiloxane super spreaders at 0.25–0.5 ml per litre: FX SPT 500, FENSIL 360 powder, FX SP 225, FX SP 100, FX SP 220, FX SP 330 and DIKO WET 80.',
};

function card(name: string, code: string | null): SpreaderCard {
  return { name, code, image: getContentImagePath('spreaders', code ?? name) };
}

/** The sub-product grid of /SliconSprSpreder, in display order. */
export const spreaderCards: SpreaderCard[] = [
  card('Silicone Super Spreader', 'FX SPT 500'),
  card('Powder Silicon Spreader', 'FENSIL 360'),
  card('Spreader-Penetrant Blend', 'FX SP 225'),
  card('Economy Silicone Spreader', 'FX SP 100'),
  card('Silicone Spreader-Sticker', 'FX SP 220'),
  card('High-Strength Silicone Spreader', 'FX SP 330'),
  card('Non-Ionic Wetting Agent', 'DIKO WET 80'),
  card('Wetting Sticking Agent', null),
];

/** Every image path the spreader cards reference. */
export const spreaderImageFiles: string[] = spreaderCards.map((c) => c.image);
