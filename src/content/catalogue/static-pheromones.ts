/**
 * /Pheromones: Cue Lure and Methyl Eugenol, with the company's lure numbers for monitoring and
 * control. Physical data: cue lure C12H14O3, 206.24 g/mol, CAS 3572-06-3; methyl eugenol
 * C11H14O2, 178.23 g/mol, CAS 93-15-2.
 */

import { getContentImagePath } from './media.ts';
import type { PheromoneRecord, PheromonesPage } from './types.ts';

const REPLACEMENT = 'Every 30–40 days';

/** Cue Lure: male attractant for cucurbit fruit flies. */
export const cueLure: PheromoneRecord = {
  title: 'Cue Lure',
  image: getContentImagePath('static', 'Cue Lure'),
  introduction: [
    'Cue Lure is the standard male attractant for the melon fly and the other fruit flies that attack cucurbits. Bitter gourd, cucumber, ridge gourd, pumpkin and melons can lose from a third to the whole of a crop to fruit fly maggots in the warm, humid months, and the damage is done inside the fruit, out of reach of sprays.',
    'A Cue Lure trap catches the adult males before they mate. Used early it tells you when the flies arrive; used at the right density across a field it removes so many males that fewer eggs are laid and fewer fruits rot.',
  ],
  description: [
    'Chemically, Cue Lure is 4-(p-acetoxyphenyl)-2-butanone, the acetate of raspberry ketone. Male flies of the responsive species are drawn to it from a distance and feed on it; in the trap they meet a killing agent and die.',
    'Our lure is loaded on a dispenser block that releases the attractant slowly, so one lure works for 30–40 days in the field. It attracts males only and leaves no residue on the crop.',
  ],
  details: {
    chemicalName: '4-(p-Acetoxyphenyl)-2-butanone',
    molecularFormula: 'C₁₂H₁₄O₃',
    molecularWeight: '206.24 g/mol',
    casNumber: '3572-06-3',
    appearance: 'Clear liquid',
    color: 'Colourless to pale yellow',
    refractiveIndex: '1.511 (n20/D)',
    density: '1.099 g/cm³ at 25 °C',
    assay: '95% min. by GC',
  },
  technicalDetails: [
    { testParameter: 'Appearance', standard: 'Clear liquid, free from suspended matter', actualResult: 'Complies' },
    { testParameter: 'Colour', standard: 'Colourless to pale yellow', actualResult: 'Pale yellow' },
    { testParameter: 'Assay by GC', standard: '95.0% min.', actualResult: '97.4%' },
    { testParameter: 'Refractive index (n20/D)', standard: '1.505 – 1.515', actualResult: '1.511' },
    { testParameter: 'Density at 25 °C', standard: '1.090 – 1.110 g/cm³', actualResult: '1.099 g/cm³' },
    { testParameter: 'Moisture (Karl Fischer)', standard: '0.5% max.', actualResult: '0.12%' },
    { testParameter: 'Identity (GC retention time)', standard: 'Matches reference standard', actualResult: 'Complies' },
  ],
  fruitFlies: [
    { species: 'Bactrocera cucurbitae (Zeugodacus cucurbitae)', commonName: 'Melon fly' },
    { species: 'Bactrocera tau (Zeugodacus tau)', commonName: 'Pumpkin fruit fly' },
    { species: 'Bactrocera caudata (Zeugodacus caudatus)', commonName: 'Pumpkin flower fly' },
    { species: 'Bactrocera tryoni', commonName: 'Queensland fruit fly' },
  ],
  usageSites: [
    'Bitter gourd, bottle gourd, ridge gourd and sponge gourd',
    'Cucumber, pumpkin and ash gourd',
    'Watermelon and muskmelon',
    'Pointed gourd (parwal) and ivy gourd (tindora)',
    'Tomato and other vegetables grown next to cucurbits',
  ],
  monitoring: {
    luresPerKm2: '1 lure per km²',
    timing: 'All year round where cucurbits are grown; at least from the start of flowering to the last picking.',
    replacement: REPLACEMENT,
    totalLuresPerKm2: '8–12 per year',
  },
  control: {
    luresPerAcre: '6–10 lures per acre',
    timing: 'From the start of flowering until the last harvest.',
    replacement: REPLACEMENT,
    totalLuresPerAcre: '12–20 per season',
  },
  handling: [
    'Fit the lure in a fruit fly trap with entry holes and a killing agent recommended for your area.',
    'Hang traps in shade at crop canopy height; on a pandal, hang them at pandal height.',
    'Spread control traps evenly over the field, with some along the borders where flies enter.',
    'Open the lure pack only at installation, and do not handle Cue Lure and Methyl Eugenol with the same gloves.',
    'Empty and bury dead flies every week and note the count; collect and destroy fallen, infested fruit.',
  ],
};

/** Methyl Eugenol: male attractant for orchard fruit flies. */
export const methylEugenol: PheromoneRecord = {
  title: 'Methyl Eugenol',
  image: getContentImagePath('static', 'Methyl Eugenol'),
  introduction: [
    'Methyl Eugenol is the male attractant for the oriental fruit fly and its relatives, the most damaging fruit flies of mango, guava, citrus, sapota and papaya in India. Infested fruit drops early or rots in transit, and a few maggots in a consignment can close an export market.',
    'Methyl Eugenol traps catch the males over a wide area. Used for monitoring, they show when flies build up as fruit matures; used across an orchard and its neighbours, they remove males on a scale that cuts mating and fruit damage sharply.',
  ],
  description: [
    'Methyl eugenol, 1,2-dimethoxy-4-(2-propenyl)benzene, occurs naturally in many plants, and males of the responsive species are strongly drawn to it. In a trap with a killing agent they are caught and killed.',
    'Our lure releases methyl eugenol steadily for 30–40 days. It attracts males only and leaves no residue on the fruit.',
  ],
  details: {
    chemicalName: '1,2-Dimethoxy-4-(2-propenyl)benzene',
    molecularFormula: 'C₁₁H₁₄O₂',
    molecularWeight: '178.23 g/mol',
    casNumber: '93-15-2',
    appearance: 'Clear liquid',
    color: 'Colourless to pale yellow',
    refractiveIndex: '1.534 (n20/D)',
    density: '1.036 g/cm³ at 25 °C',
    assay: '98% min. by GC',
  },
  technicalDetails: [
    { testParameter: 'Appearance', standard: 'Clear liquid, free from suspended matter', actualResult: 'Complies' },
    { testParameter: 'Colour', standard: 'Colourless to pale yellow', actualResult: 'Colourless' },
    { testParameter: 'Assay by GC', standard: '98.0% min.', actualResult: '98.6%' },
    { testParameter: 'Refractive index (n20/D)', standard: '1.532 – 1.536', actualResult: '1.534' },
    { testParameter: 'Density at 25 °C', standard: '1.030 – 1.040 g/cm³', actualResult: '1.036 g/cm³' },
    { testParameter: 'Moisture (Karl Fischer)', standard: '0.5% max.', actualResult: '0.10%' },
    { testParameter: 'Identity (GC retention time)', standard: 'Matches reference standard', actualResult: 'Complies' },
  ],
  fruitFlies: [
    { species: 'Bactrocera dorsalis', commonName: 'Oriental fruit fly' },
    { species: 'Bactrocera zonata', commonName: 'Peach fruit fly' },
    { species: 'Bactrocera correcta', commonName: 'Guava fruit fly' },
    { species: 'Bactrocera carambolae', commonName: 'Carambola fruit fly' },
  ],
  usageSites: [
    'Mango orchards',
    'Guava orchards',
    'Citrus: sweet orange, mandarin and lime',
    'Sapota (chikoo), papaya and banana',
    'Peach, ber and custard apple',
    'Pack houses and fruit markets, for monitoring',
  ],
  monitoring: {
    luresPerKm2: '1 lure per km²',
    timing: 'All year round in orchard areas; catches rise from fruit set and peak as fruit ripens.',
    replacement: REPLACEMENT,
    totalLuresPerKm2: '8–12 per year',
  },
  control: {
    luresPerAcre: '6–10 lures per acre',
    timing: 'From fruit set (marble stage in mango) until the harvest is over.',
    replacement: REPLACEMENT,
    totalLuresPerAcre: '18–30 per season',
  },
  handling: [
    'Fit the lure in a fruit fly trap with entry holes and a killing agent recommended for your area.',
    'Hang traps 1–1.5 m above the ground in the shaded part of the canopy.',
    'Spread control traps evenly through the orchard; results are best when neighbouring orchards trap too.',
    'Open the lure pack only at installation, and do not handle Methyl Eugenol and Cue Lure with the same gloves.',
    'Empty and bury dead flies every week and note the count; collect and destroy fallen fruit, where larvae would leave to pupate in the soil.',
  ],
};

/** Content of /Pheromones: intro, the two lures, and search-engine text. */
export const pheromonesPage: PheromonesPage = {
  header: {
    productName: 'Pheromones',
    heading: 'Fruit fly lures for cucurbits and orchards',
    image: getContentImagePath('static', 'Pheromones'),
    description: 'Cue Lure and Methyl Eugenol male attractants for monitoring and area-wide control of fruit flies.',
  },
  intro: [
    'Fruit fly maggots feed inside the fruit, where sprays cannot reach them. Our two lures work on the adult males instead: Cue Lure for the fruit flies of cucurbits, and Methyl Eugenol for the fruit flies of mango, guava, citrus and other fruit.',
    'Each lure can be used in two ways. For monitoring, one lure per square kilometre shows when flies arrive and how their numbers build. For control, 6–10 lures per acre remove so many males that mating and fruit damage fall. Lures are replaced every 30–40 days.',
  ],
  lures: [cueLure, methylEugenol],
  seoTitle: 'Cue Lure and Methyl Eugenol Fruit Fly Lures',
  seoDescription:
    'Fruit fly lures: Cue Lure for melon fly in cucurbits, Methyl Eugenol for oriental and peach fruit flies in mango and guava. 6–10 lures per acre.',
};
