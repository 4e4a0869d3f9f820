/**
 * /Fensil360 and /MultiBalance4IN1, with the company's Fensil 360 and pH balancer figures.
 * Product names equal the served product names ("Powder Silicon Spreader",
 * "pH Balancer (Multibalance 4 in 1)"), whose cards link to these pages.
 */

import { getContentImagePath } from './media.ts';
import type { Fensil360Record, MultiBalanceRecord } from './types.ts';

/** Content of the FENSIL 360 powder silicone spreader page. */
export const fensil360Record: Fensil360Record = {
  header: {
    productName: 'Powder Silicon Spreader',
    heading: 'FENSIL 360: silicone super spreader in powder form',
    image: getContentImagePath('static', 'FENSIL 360'),
    description:
      'A 100% active powder silicone surfactant for sprays, soil wetting and powder formulations, lowering surface tension to 20.5 mN/m at 0.1%.',
  },
  introduction: [
    'FENSIL 360 brings trisiloxane spreading power to people who work with powders. Farmers measure it by the gram and add it to the spray tank like any liquid spreader; formulators blend it into wettable powders, water-dispersible granules and water-soluble fertilizers, so the finished product carries its own spreader.',
    'At 0.1% in water it lowers surface tension to 20.5 mN/m, against about 72 mN/m for plain water. Spray droplets spread over waxy leaves instead of beading, and irrigation water soaks into dry, water-repellent soil instead of running off.',
  ],
  features: [
    {
      title: 'Super spreading from a powder',
      text: 'Surface tension of 20.5 mN/m at 0.1%, the same spreading as liquid trisiloxane spreaders.',
    },
    { title: '100% active', text: 'No carrier or filler, so a small dose goes a long way.' },
    {
      title: 'Built into formulations',
      text: 'Blends into WP, WDG and fertilizer mixes at 1–5%, so the product spreads without a separate adjuvant.',
    },
    {
      title: 'Soil wetter',
      text: 'Helps irrigation water and drenches wet dry, water-repellent soil evenly around the roots.',
    },
    { title: 'Easy to handle', text: 'Measured by weight, with no spills or leaking containers, and easy to store.' },
  ],
  soilWetter: {
    heading: 'Soil wetter use',
    paragraphs: [
      'Sandy soils, soils rich in undecomposed organic matter, sun-baked soils and cocopeat media can become water-repellent. Irrigation water then runs off the surface or channels down cracks and along roots, leaving dry pockets in the root zone even after a long irrigation.',
      'FENSIL 360 lowers the surface tension of the irrigation water so it wets the soil particles and spreads sideways through the root zone. Water and dissolved fertilizer reach more of the roots, and less is lost below them.',
    ],
    steps: [
      'For drenching around plants and in nurseries, dissolve about 5 g in 15 litres of water.',
      'For a field, apply 200–250 g per acre through the drip system or in irrigation water.',
      'Apply to moist rather than bone-dry soil for the most even wetting.',
      'Repeat when you see water running off or standing on the surface again.',
    ],
  },
  typicalProperties: [
    { property: 'Appearance', value: 'White to off-white free-flowing powder' },
    { property: 'Active content', value: '100%' },
    { property: 'Ionic nature', value: 'Nonionic' },
    { property: 'Surface tension, 0.1% in water', value: '20.5 mN/m' },
    { property: 'Solubility', value: 'Soluble in water' },
  ],
  dosage: [
    {
      use: 'Foliar spray',
      dose: 'About 5 g in 15 litres of water',
      how: 'Dissolve in a little water and add last to the tank; spray the same day.',
    },
    { use: 'Soil wetter', dose: '200–250 g per acre', how: 'Through drip, drench or irrigation water.' },
    {
      use: 'WP and WDG formulations',
      dose: '1–5% of the formulation',
      how: 'Blend with the other powders before milling or granulation.',
    },
    {
      use: 'Dispersing aid',
      dose: '3–5% of the formulation',
      how: 'In powder formulations, alongside the main dispersant.',
    },
    { use: 'Fertilizer mixes', dose: '1–5% of the mix', how: 'Blend into water-soluble fertilizer before packing.' },
  ],
  precautions: [
    'Keep the pack closed and dry; the powder takes up moisture from the air.',
    'Do not exceed the dose: too much spreader causes run-off and can scorch tender leaves.',
    'Avoid contact with eyes; wash with plenty of water if it happens.',
  ],
  seoTitle: 'FENSIL 360 Powder Silicon Spreader and Soil Wetter',
  seoDescription:
    'Powder silicone super spreader, 100% active, 20.5 mN/m at 0.1%. About 5 g per 15 L for sprays, 1–5% in WP/WDG and fertilizer mixes, soil wetter.',
};

/** Content of the MultiBalance 4 in 1 pH balancer page. */
export const multiBalanceRecord: MultiBalanceRecord = {
  header: {
    productName: 'pH Balancer (Multibalance 4 in 1)',
    heading: 'MultiBalance 4 in 1: pH balancer, water softener, penetrator and indicator',
    image: getContentImagePath('static', 'MultiBalance 4 in 1'),
    description:
      'Corrects the pH and hardness of spray water, improves penetration and shows by its colour when the water is ready.',
  },
  introduction: [
    'Much of the water used for spraying in India comes from borewells and is both hard and alkaline, often above pH 8. In such water many insecticides, fungicides and herbicides start to break down by alkaline hydrolysis as soon as they are mixed, and weak-acid herbicides such as glyphosate and 2,4-D are tied up by calcium and magnesium. Part of what the farmer paid for never reaches the pest or weed.',
    'MultiBalance 4 in 1 is added to the tank before the pesticide. It brings the water to the slightly acidic range most products prefer, softens it, helps the spray wet and penetrate the leaf, and changes colour so the farmer can see, without a pH meter, when the water is ready.',
  ],
  functions: [
    {
      title: 'pH balancer',
      text: 'Brings alkaline water down to the slightly acidic range, about pH 5–6, where most pesticides are stable.',
    },
    { title: 'Water softener', text: 'Binds calcium and magnesium so they cannot tie up the active ingredient.' },
    { title: 'Penetrator', text: 'Lowers surface tension so droplets spread and the active enters the leaf.' },
    { title: 'Indicator', text: 'The water changes colour with pH, so the right dose can be seen.' },
  ],
  advantages: [
    'Protects pesticides from alkaline hydrolysis in the tank; some lose much of their strength within hours in water above pH 8.',
    'Frees glyphosate and 2,4-D from hard-water antagonism.',
    'Better wetting and uptake of the spray.',
    'No pH meter or test strips needed: the colour shows the result.',
    'A small dose of 0.5–1 ml per litre.',
  ],
  dosageByPh: [
    { waterPh: 'pH 7–8', dose: '0.5–0.7 ml per litre of water' },
    { waterPh: 'Above pH 8', dose: '0.7–1 ml per litre of water' },
  ],
  colourIndicator: [
    { colour: 'Light yellow', swatch: '#FFF3A3', approxPh: 'About 6', meaning: 'Water is ready for most pesticides.' },
    {
      colour: 'Dark yellow',
      swatch: '#F2C200',
      approxPh: 'About 5',
      meaning: 'Ideal for most insecticides, fungicides and herbicides.',
    },
    {
      colour: 'Light pink',
      swatch: '#F7B6C8',
      approxPh: 'About 4',
      meaning: 'Too much MultiBalance for most products: add untreated water until the colour turns yellow again.',
    },
  ],
  directions: [
    'Half-fill the spray tank with the water you will use.',
    'Add MultiBalance first, before any pesticide, at the dose for your water pH.',
    'Stir and watch the colour: light yellow is about pH 6, dark yellow about pH 5.',
    'If the water turns light pink (about pH 4), add more untreated water until it turns yellow.',
    'Add the pesticide, then any spreader last, top up and spray the same day.',
  ],
  precautions: [
    'Do not use with copper fungicides such as Bordeaux mixture and copper oxychloride, with lime sulphur, or with other products that need alkaline water.',
    'Sulfonylurea herbicides such as metsulfuron-methyl break down faster in acidic water; follow the pH on their label.',
    'MultiBalance is acidic: wear gloves and eye protection, and wash off splashes with water.',
    'Keep in the original container, out of reach of children.',
  ],
  seoTitle: 'MultiBalance 4 in 1 | Spray Water pH Balancer',
  seoDescription:
    'pH balancer, water softener, penetrator and colour indicator for spray water: 0.5–0.7 ml/L at pH 7–8, 0.7–1 ml/L above pH 8.',
};
