/**
 * The dose calculator in English: every word its form, results, table and page show. The figures
 * are not here (src/lib/dose/rules.ts); sentences that carry a figure receive it already written.
 */
import type { DoseCopy } from './types.ts';

const plural = (one: boolean, singular: string, plural: string) => (one ? singular : plural);

export const doseCopyEn: DoseCopy = {
  lang: 'en',
  numbers: { locale: 'en-IN', units: { ml: 'ml', l: 'L', g: 'g', kg: 'kg' } },

  products: {
    orthosilicic: 'Orthosilicic Acid 2% WSL (silicon nutrient)',
    fensil360: 'FENSIL 360 powder spreader',
    multibalance: 'MultiBalance 4 in 1 (pH balancer)',
    spreader: 'Silicone super spreader',
    pheromones: 'Fruit fly lures (Cue Lure, Methyl Eugenol)',
  },

  form: {
    label: 'Dose calculator',
    product: 'Product',
    crop: 'Crop',
    crops: {
      general: 'All crops (general)',
      'short-duration': 'Short-duration crops (vegetables, pulses)',
      trees: 'Fruit trees, after pruning',
      sugarcane: 'Sugarcane',
      rice: 'Rice',
    },
    waterPh: 'pH of your spray water',
    waterPhOptions: { 'ph-7-8': 'pH 7 to 8', 'ph-above-8': 'Above pH 8' },
    waterPhHint: 'Doses are given for water from pH 7 up. A pH strip or meter tells you where your water stands.',
    tank: 'Tank or pump size',
    tankPreset: (litres) => (litres === 15 ? '15 L knapsack' : litres >= 100 ? `${litres} L drum` : `${litres} L`),
    tankOther: 'Other size',
    litres: 'litres',
    area: 'Area',
    areaUnit: 'Unit',
    areaUnits: { acre: 'acres', km2: 'km²' },
    waterPerAcre: 'Spray water per acre',
    waterPerAcreUnit: 'litres per acre',
    waterPerAcreHint: (water) =>
      `We assume ${water} of water per acre, usual for knapsack spraying (150–200 L). Change it to what you spray.`,
    lure: 'Lure',
    lures: {
      'cue-lure': 'Cue Lure (gourds, melons and other cucurbits)',
      'methyl-eugenol': 'Methyl Eugenol (mango, guava, citrus and other fruit)',
    },
    lureNames: { 'cue-lure': 'Cue Lure', 'methyl-eugenol': 'Methyl Eugenol' },
    use: 'Use',
    uses: { monitoring: 'Monitoring: see when flies arrive', control: 'Area-wide control' },
    show: 'Show my dose',
  },

  problem: (field, problem, largest) => {
    if (problem === 'empty')
      return field === 'tank'
        ? 'Enter the size of your tank or pump in litres.'
        : field === 'area'
          ? 'Enter the area.'
          : 'Enter the litres of water you spray on one acre.';
    if (problem === 'not-a-number') return 'Enter a number, such as 15 or 2.5.';
    if (problem === 'not-positive') return 'Enter a figure above 0.';
    return `Enter ${largest} or less.`;
  },

  results: {
    heading: { spray: 'Your dose', lures: 'Your lures' },
    fixFields: 'Put right the figure marked above to see your dose.',
    dose: 'Dose',
    perLitre: (rate, unit) => `${rate} ${unit} per litre of water`,
    inLitres: (amount, litres, approximate) => `${approximate ? 'About ' : ''}${amount} in ${litres} litres of water`,
    perTank: (tank) => `Per ${tank} pump or tank`,
    perAcre: (water) => `Per acre, in ${water} of water`,
    forArea: (acres, one) => `For your ${acres} ${plural(one, 'acre', 'acres')}`,
    waterForArea: (water, loads, tank, one) =>
      `In ${water} of water: ${loads} ${plural(one, 'fill', 'fills')} of a ${tank} pump or tank`,
    programme: (sprays) => `For all ${sprays} sprays`,
    schedule: 'Schedule',
    scheduleLine: ({ days, duration, sprays, afterPruning }) =>
      sprays === null
        ? `Every ${days} days${duration ? ` for ${duration.value} ${duration.unit}` : ''}`
        : `${sprays} sprays${afterPruning ? ' after pruning' : ''}, every ${days} days`,
    every: (days) => `Every ${days} days`,
    eachTank: {
      fensil360: 'With every spray, dissolved in a little water and added to the tank last.',
      multibalance: 'With every spray, added to the tank first, before any pesticide.',
      spreader: 'With every spray, added to the tank last.',
    },
    traps: 'Traps to hang, one lure each',
    replace: 'Replace each lure',
    total: { year: 'Lures for a year', season: 'Lures for the season' },
    lureCount: (count, one) => `${count} ${plural(one, 'lure', 'lures')}`,
    trapsNote: {
      monitoring: 'Monitoring needs one trap per square kilometre; a smaller farm needs one trap.',
      control: 'Spread the traps evenly over the field, with some along the borders where flies come in.',
    },
  },

  indicator: {
    heading: 'Read the colour of the treated water',
    colours: { 'light-yellow': 'Light yellow', 'dark-yellow': 'Dark yellow', 'light-pink': 'Light pink' },
    ph: (ph) => `about pH ${ph}`,
  },

  startingSizes: (tank, acres, water) => `a ${tank} pump, ${acres} acre and ${water} of water per acre`,
  startingLureSizes: (lure, acres) => `${lure}, for ${acres} acre of fruit fly control`,
  noScript: (sizes) => `Without JavaScript the calculator cannot work out other figures: those shown are for ${sizes}.`,
  fallback: {
    message: (sizes) => `The calculator could not load: the figures shown are for ${sizes}. Please try again.`,
    retry: 'Try again',
    reason: 'Reason:',
    unknownReason: 'the connection failed',
  },
  allProducts: 'Dose calculator for all our products',

  page: {
    title: 'Dose Calculator: Product per Pump, per Acre and per Field',
    description:
      'Work out how much silicon nutrient, FENSIL 360, MultiBalance 4 in 1, silicone super spreader or fruit fly lures you need per pump, per acre and for your field.',
    eyebrow: 'For farmers',
    heading: 'Dose calculator',
    intro:
      'Choose a product, enter your pump size, your area and the water you spray per acre, and read how much product goes into each pump, each acre and your whole field, with the spray schedule.',
    assumptionsHeading: 'How the figures are worked out',
    assumptions: (water) => [
      'The doses are those on each product’s page. The amount per pump or per acre is the dose per litre times the litres of water.',
      `The spray water per acre is an assumption: ${water}, usual for knapsack spraying (150–200 L). Enter what you spray to change it.`,
      'Amounts are rounded for measuring: millilitres and grams to one decimal under 10 and whole above, large totals in litres or kilograms.',
      'Read the label of every product you mix, and do a jar test before mixing products in one tank.',
    ],
    tableEyebrow: 'At a glance',
    tableHeading: 'Doses at a glance',
    tableIntro: (tank, water) =>
      `The calculator’s starting figures for every product: a ${tank} pump, and ${water} of water per acre.`,
    tableCaption: (tank, water) => `Dose per ${tank} pump and per acre at ${water} of water per acre`,
    columns: {
      product: 'Product',
      use: 'Crop or use',
      dose: 'Dose',
      perTank: (tank) => `Per ${tank} pump`,
      perAcre: (water) => `Per acre (${water} of water)`,
      schedule: 'Schedule',
    },
    sprayUse: 'Foliar spray',
    waterPhUse: { 'ph-7-8': 'Spray water at pH 7 to 8', 'ph-above-8': 'Spray water above pH 8' },
    luresHeading: 'Fruit fly lures',
    luresCaption: 'Fruit fly lures for monitoring and for area-wide control',
    lureColumns: { use: 'Use', lures: 'Traps', replace: 'Replace each lure', total: 'Lures in total' },
    monitoringLures: (perKm2) => `${perKm2} trap per km²`,
    controlLures: (perAcre) => `${perAcre} traps per acre`,
    monitoringTotal: (perYear) => `${perYear} a year for each trap`,
    controlTotal: (lure, perSeason) => `${lure}: ${perSeason} a season for each acre`,
    productPageLink: (product) => `More about ${product}`,
    ctaSubject: 'the right dose of your products',
  },

  section: {
    eyebrow: 'Dose calculator',
    heading: {
      spray: 'How much for your pump and your field?',
      lures: 'How many lures for your field?',
      all: 'Work out your dose',
    },
    intro: {
      spray: 'Enter your pump size, your area and the water you spray per acre: the amounts update as you type.',
      lures: 'Choose the lure and its use, and enter your area: the numbers update as you type.',
      all: 'Choose the product, then enter your sizes: the amounts update as you type.',
    },
    jump: 'Dose calculator',
  },
};
