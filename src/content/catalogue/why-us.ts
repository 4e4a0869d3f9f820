/**
 * Why-us section copy for every `categoryWiseTable` variant (src/content/README.md). Variant 0 (and any
 * unknown number) renders the record's own `benefits` as icon cards, paired with `whyUsIcons`.
 * Figures are the company's published technical claims.
 */

import type { IconName } from '../company/icons.ts';
import type { ScreeningMethod, ScreeningRatio, WhyUsKey, WhyUsVariant } from './types.ts';

/**
 * Icons for the variant-0 benefit cards, in order: the card at index i uses
 * `whyUsIcons[i % whyUsIcons.length]`. Names are keys of `src/content/company/icons.ts`.
 */
export const whyUsIcons: IconName[] = ['sprout', 'flask', 'shieldCheck', 'globe', 'factory', 'droplet'];

const CYLINDERS = 11;
const TOTAL_VOLUME_CC = 5;

/** The eleven A/B splits, 0/100 to 100/0 in steps of 10, of 5 cc of emulsifier. */
const screeningRatios: ScreeningRatio[] = Array.from({ length: CYLINDERS }, (_, index) => {
  const aPercent = index * 10;
  const bPercent = 100 - aPercent;
  return {
    cylinder: index + 1,
    aPercent,
    bPercent,
    aCc: (aPercent * TOTAL_VOLUME_CC) / 100,
    bCc: (bPercent * TOTAL_VOLUME_CC) / 100,
  };
});

/** The company's emulsifier screening: 11 cylinders, 5 cc of emulsifier, 5% dosage. */
export const emulsifierScreeningMethod: ScreeningMethod = {
  cylinders: CYLINDERS,
  totalVolumeCc: TOTAL_VOLUME_CC,
  dosagePercent: 5,
  ratios: screeningRatios,
  steps: [
    'Dissolve the technical active in the solvent at the label strength to make the toxicant solution.',
    'Number 11 stoppered 100 ml measuring cylinders from 1 to 11.',
    'Measure 5 cc of emulsifier in total into each cylinder, a 5% dosage on the 100 ml trial batch, split between A and B as in the ratio table: cylinder 1 takes 0 cc of A and 5 cc of B, cylinder 6 takes 2.5 cc of each, and cylinder 11 takes 5 cc of A and none of B.',
    'Make each cylinder up to 100 ml with the toxicant solution, stopper it and invert until the concentrate is clear. Note any haze or separation in the concentrate itself.',
    'Add 5 ml of each trial EC to 95 ml of CIPAC standard water D (342 ppm hardness) at 30 °C in a clean 100 ml cylinder, and watch how it blooms before any shaking.',
    'Stopper, invert 10 times and leave to stand. Read cream and free oil in ml at 30 minutes, 2 hours and 24 hours, then invert 10 times again to check re-emulsification.',
    'Repeat the best three ratios in CIPAC standard water A (20 ppm hardness) and after 14 days of storage at 54 °C.',
  ],
  reading: [
    'Bloom: good is a dense white cloud that spreads through the water on its own; fair is streaks that need inversion to mix; poor is oil drops that sink or float.',
    'Stability: the ratios to keep show no free oil and stay within the cream limit of your product specification at 2 hours.',
    'A good pair passes over a window of neighbouring ratios, not at a single point. Choose the middle of the window, so small differences between batches of active, solvent or water do not matter.',
    'Record the result as a row of the screening table: toxicant, solvent, emulsifier pair and dosage.',
  ],
};

const variants: Record<WhyUsKey, WhyUsVariant> = {
  1: {
    key: 1,
    heading: 'Emulsifier pairs proven on your toxicant',
    intro: [
      'No two emulsifiable concentrates behave alike in water. The active, its strength, the solvent and the hardness of the spray water all move the point at which an emulsion is stable. Instead of selling one blend for every EC, we supply matched pairs, an anionic component A and a nonionic component B, and find the right ratio for your formulation by screening it.',
      'The screening below is the same method our laboratory uses for every new enquiry. The table that follows it lists results for actives widely sold as ECs, with the solvent, the pair and the dosage that gave stable emulsions.',
    ],
    blocks: [
      {
        kind: 'points',
        title: 'What a good EC emulsifier must do',
        points: [
          {
            title: 'Bloom on its own',
            text: 'The concentrate should cloud into the water spontaneously, so a farmer filling a knapsack sprayer gets a uniform mix.',
          },
          {
            title: 'Hold through the spraying window',
            text: 'No cream or free oil for at least 2 hours, so the last pump carries the same dose as the first.',
          },
          {
            title: 'Re-emulsify after standing',
            text: 'A tank left over lunch should mix again with a few strokes of stirring.',
          },
          {
            title: 'Survive storage',
            text: 'Performance should not change after 14 days at 54 °C or 7 days at 0 °C, the standard accelerated tests for a two-year shelf life.',
          },
        ],
      },
      { kind: 'screening', title: 'Emulsifier screening method', method: emulsifierScreeningMethod },
    ],
  },
  2: {
    key: 2,
    heading: 'Adjuvants built into the soluble liquid',
    intro: [
      'In an SL the active is already dissolved, so the formulator’s main lever on field performance is the adjuvant in the concentrate. It has to lower the surface tension of the spray, help the active through the leaf cuticle, and keep the deposit moist long enough to be absorbed, all while staying dissolved in a concentrated salt solution.',
      'A typical SL carries 5–50% active with 3–8% adjuvant. Our grades are chosen for each active: what suits a glyphosate salt is not always compatible with paraquat or 2,4-D amine.',
    ],
    blocks: [
      {
        kind: 'table',
        title: 'Typical SL composition',
        columns: ['Component', 'Role', 'Typical range'],
        rows: [
          ['Active ingredient (water-soluble salt)', 'Active', '5–50% w/w'],
          ['SL adjuvant', 'Wetting, spreading and uptake', '3–8% w/w'],
          ['Silicone antifoam emulsion', 'Foam control while filling the tank', '0.05–0.2% w/w'],
          ['Water', 'Solvent', 'Balance to 100%'],
        ],
      },
      {
        kind: 'table',
        title: 'What the adjuvant has to do in common SLs',
        columns: ['Formulation', 'Main job of the adjuvant'],
        rows: [
          [
            'Glyphosate 41% SL (IPA salt)',
            'Wet narrow, waxy grass leaves and carry a systemic active into the plant; stay dissolved at a high salt load.',
          ],
          ['Paraquat dichloride 24% SL', 'Spread the spray quickly over the weed for complete contact coverage.'],
          ['2,4-D amine salt 58% SL', 'Stay compatible with the amine salt and keep foam low in the tank.'],
          ['Glufosinate ammonium 13.5% SL', 'Improve uptake of a contact active that moves little within the plant.'],
        ],
      },
      {
        kind: 'points',
        title: 'What our SL adjuvants deliver',
        points: [
          {
            title: 'Salt tolerance',
            text: 'No clouding, salting out or phase separation in concentrated active solutions.',
          },
          { title: 'Temperature stability', text: 'Clear from 0 °C to 54 °C in storage tests.' },
          { title: 'Low foam', text: 'Quick foam break while the farmer fills and measures the tank.' },
          {
            title: 'Export options',
            text: 'Tallow-amine-free grades for markets that restrict polyethoxylated tallow amines.',
          },
        ],
      },
    ],
  },
  3: {
    key: 3,
    heading: 'Oil emulsifiers matched to the oil',
    intro: [
      'Neem oil, mineral spray oil and methylated seed oil look alike in a drum but behave very differently in water. Each needs an emulsifier blend of the right HLB and the right chemistry, and at the right dose, to bloom spontaneously and stay stable through a spraying day.',
      'The starting doses below are where our laboratory begins trials for each oil type. We then fine-tune on your oil, because the acid value of neem oil and the composition of mineral oils vary from source to source.',
    ],
    blocks: [
      {
        kind: 'table',
        title: 'Starting doses by oil type',
        columns: ['Oil', 'Typical product', 'Emulsifier on total blend', 'What to watch'],
        rows: [
          [
            'Horticultural mineral spray oil',
            'Ready-to-dilute spray oil',
            '3–6% w/w',
            'Paraffinic oils need a low-HLB system; check for free oil at 2 hours.',
          ],
          [
            'Paraffinic crop oil concentrate',
            'Tank-mix adjuvant',
            '15–20% w/w',
            'High emulsifier load; keep foam low.',
          ],
          [
            'Methylated seed oil',
            'MSO adjuvant',
            '10–20% w/w',
            'Ester oils are polar; use a higher-HLB blend than for mineral oil.',
          ],
          [
            'Neem oil and karanja oil',
            'Botanical EC, e.g. azadirachtin 1500 ppm',
            '10–15% w/w',
            'Acid value varies by lot; re-check each new oil lot.',
          ],
          [
            'Castor and other vegetable oils',
            'Emulsifiable vegetable oil',
            '8–12% w/w',
            'Viscous oils: warm to 40 °C for blending.',
          ],
        ],
        note: 'Starting points for laboratory trials in CIPAC standard water D; the final dose is set on your oil.',
      },
      {
        kind: 'points',
        title: 'Why our oil emulsifiers',
        points: [
          { title: 'Spontaneous bloom', text: 'A milky emulsion forms with gentle stirring, even in cold water.' },
          {
            title: 'Hard-water stable',
            text: 'Tested in CIPAC standard waters A and D, covering canal and borewell water.',
          },
          { title: 'Solvent-free', text: 'Liquid blends that dissolve in the oil at room temperature.' },
          { title: 'Crop safety', text: 'A fine, even emulsion leaves no oil-rich spots that can scorch leaves.' },
        ],
      },
    ],
  },
  4: {
    key: 4,
    heading: 'Complete surfactant systems for suspension concentrates',
    intro: [
      'An SC is a suspension of finely milled solid active in water, and it must stay that way for two years in a warehouse that may reach 45 °C in May. That depends on the wetting agent used during milling, the dispersant that keeps particles apart, and the structure given by the thickener.',
      'The working ranges below are the starting formula we recommend, per litre of finished SC. We adjust them to the active’s particle size, density and water solubility in laboratory trials.',
    ],
    blocks: [
      {
        kind: 'table',
        title: 'Typical SC formula',
        columns: ['Component', 'Role', 'Typical range'],
        rows: [
          ['Active ingredient', 'Active, milled to D50 of 2–5 µm', '50–800 g/L'],
          ['Wetting agent', 'Wets the powder during milling', '5–15 g/L'],
          ['Dispersing agent', 'Keeps milled particles apart', '20–50 g/L'],
          ['Antifreeze (propylene glycol or MEG)', 'Protection against freezing', '20–80 g/L'],
          ['Antifoam and stabilisers', 'Foam control and storage stability', '1–5 g/L'],
          ['Thickener (xanthan gum)', 'Structure that prevents settling', '1–4 g/L'],
          ['Water', 'Continuous phase', 'To 1 litre'],
        ],
      },
      {
        kind: 'steps',
        title: 'How an SC is made',
        steps: [
          'Dissolve wetting agent, dispersant, antifreeze and half the antifoam in water.',
          'Add the technical under high-shear mixing to make the mill base.',
          'Bead-mill to D50 2–5 µm, D90 below 10 µm.',
          'Let down with the rest of the antifoam, the biocide and pre-hydrated xanthan gum.',
          'Test viscosity, suspensibility and particle size, fresh and after 14 days at 54 °C.',
        ],
      },
      {
        kind: 'points',
        title: 'What our SC package prevents',
        points: [
          {
            title: 'Caking',
            text: 'Polymeric dispersants anchor firmly on particles, so sediment stays soft and re-disperses.',
          },
          {
            title: 'Crystal growth',
            text: 'Dispersants suited to the active slow the growth of particles during hot storage.',
          },
          { title: 'Foam in the mill', text: 'Low-foam wetting agents and silicone antifoam keep milling efficient.' },
          {
            title: 'Thick, unpourable product',
            text: 'Balanced thickener and dispersant levels keep the SC pourable from the bottle.',
          },
        ],
      },
    ],
  },
  5: {
    key: 5,
    heading: 'An emulsifier made for nitrobenzene',
    intro: [
      'Nitrobenzene is unusual among oils used in agriculture: it is polar, and at about 1.2 g/cm³ it is denser than water. A general-purpose emulsifier that works for an aromatic-solvent EC gives a coarse nitrobenzene emulsion that settles to the bottom of the tank, so the first pumps spray mostly water and the last ones spray concentrate.',
      'Our nitrobenzene emulsifier is a dedicated blend that gives a fine, spontaneous emulsion in 20% and 35% formulations and keeps it uniform through the spraying window.',
    ],
    blocks: [
      {
        kind: 'table',
        title: 'Typical nitrobenzene 35% formula',
        columns: ['Component', 'Role', 'Typical range'],
        rows: [
          ['Nitrobenzene (technical, 99% min.)', 'Active', '35% w/w'],
          ['Nitrobenzene emulsifier', 'Emulsification', '8–12% w/w'],
          ['C-9 aromatic solvent', 'Diluent; lowers density and viscosity', 'Balance to 100%'],
        ],
        note: 'For 20% formulations, keep the emulsifier in the same range and raise the solvent.',
      },
      {
        kind: 'points',
        title: 'Why it works',
        points: [
          {
            title: 'Fine droplets',
            text: 'Small droplets settle far more slowly, so the emulsion stays uniform in the tank.',
          },
          {
            title: 'Hard-water tolerance',
            text: 'Stable in CIPAC standard water D, with easy re-emulsification after standing.',
          },
          { title: 'Single pack', text: 'One component to add; no ratio adjustment on the shop floor.' },
        ],
      },
      {
        kind: 'list',
        title: 'Handle nitrobenzene with care',
        items: [
          'Nitrobenzene is toxic by inhalation, by swallowing and through the skin; exposure can cause methaemoglobinaemia.',
          'Formulate in a ventilated area with closed transfer where possible.',
          'Wear nitrile gloves, goggles and a respirator for organic vapours.',
          'Keep the safety data sheet at the mixing point and train operators before the first batch.',
        ],
      },
    ],
  },
  6: {
    key: 6,
    heading: 'Wetting and dispersing agents for wettable powders',
    intro: [
      'A wettable powder is judged in the first minute in the spray tank: it must sink and wet without floating lumps, disperse into fine particles, and stay suspended while the farmer sprays. That is the work of the surfactants, which make up only 30–80 g of every kilogram.',
      'Our wetting agents and dispersants are dry, free-flowing powders that blend and air-jet mill cleanly with actives from 50 g/kg to 900 g/kg.',
    ],
    blocks: [
      {
        kind: 'table',
        title: 'Typical WP formula',
        columns: ['Component', 'Role', 'Typical range'],
        rows: [
          ['Active ingredient', 'Active', '50–900 g/kg'],
          ['Wetting agent (alkylnaphthalene sulphonate or lauryl sulphate)', 'Fast wetting in the tank', '10–30 g/kg'],
          [
            'Dispersing agent (naphthalene sulphonate condensate or lignosulphonate)',
            'Keeps particles suspended',
            '20–50 g/kg',
          ],
          ['Total surfactants', 'Wetting + dispersing', '30–80 g/kg'],
          ['Carrier (china clay, precipitated silica)', 'Filler and flow aid', 'To 1 kg'],
        ],
      },
      {
        kind: 'table',
        title: 'Tests we run before recommending a pair',
        columns: ['Test', 'CIPAC method', 'What it shows'],
        rows: [
          ['Wettability', 'MT 53.3', 'Time for the powder to wet without swirling; a good WP wets within 1 minute.'],
          ['Suspensibility', 'MT 184', 'Share of active still suspended after 30 minutes in standard water.'],
          ['Wet sieve residue', 'MT 185', 'Coarse particles retained on a 75 µm sieve, which block nozzles.'],
          ['Accelerated storage', 'MT 46', 'The same tests after 14 days at 54 °C.'],
        ],
      },
      {
        kind: 'points',
        title: 'Why our WP surfactants',
        points: [
          { title: 'Efficient at low dose', text: 'Leaves room for high-strength products such as sulphur 80% WP.' },
          { title: 'Mill-friendly', text: 'No smearing or caking in the air-jet mill.' },
          { title: 'Clean in the tank', text: 'Low sieve residue and little sediment.' },
        ],
      },
    ],
  },
  7: {
    key: 7,
    heading: 'Growth promoters timed to the crop',
    intro: [
      'A growth promoter is most useful when it is applied at the stage where the crop needs help: establishing roots, setting flowers, filling fruit or recovering from stress. Our range covers each stage with a product whose effect is well understood.',
      'In India these products are regulated as biostimulants under the Fertiliser (Control) Order, 1985. They complement fertilizers and do not replace them.',
    ],
    blocks: [
      {
        kind: 'table',
        title: 'Which promoter at which stage',
        columns: ['Crop stage', 'Promoter', 'Why'],
        rows: [
          [
            'Transplanting and establishment',
            'Humic and fulvic acids',
            'Encourage fine roots and improve nutrient uptake from the soil.',
          ],
          ['Vegetative growth', 'Amino acids', 'Ready building blocks for protein, for even, green growth.'],
          [
            'Before flowering',
            'Seaweed extract (Ascophyllum nodosum)',
            'Natural growth-regulating compounds support flower initiation and retention.',
          ],
          ['Fruit development', 'Seaweed extract and silicon', 'Better fruit size and firmness, with stronger skin.'],
          [
            'After heat, cold, waterlogging or herbicide injury',
            'Amino acids or seaweed extract',
            'Faster recovery of green leaf and growth.',
          ],
        ],
      },
      {
        kind: 'points',
        title: 'Why our promoters',
        points: [
          {
            title: 'Clear composition',
            text: 'Each product states its main constituents, so you know what you are applying.',
          },
          { title: 'Fits the spray programme', text: 'Mixes with most fertilizers and pesticides after a jar test.' },
          { title: 'Flexible application', text: 'Foliar spray, drip or drench.' },
        ],
      },
    ],
  },
  8: {
    key: 8,
    heading: 'Silicon and silicone, from a specialist manufacturer',
    intro: [
      'We have manufactured silicone surfactants for 13 years and run a capacity of 500 metric tons a month. The same chemistry gives farmers two kinds of product: trisiloxane super spreaders that make every spray cover the leaf, and silicon nutrients that make the crop itself stronger.',
      'Silicon taken up as orthosilicic acid is laid down as silica in cell walls and under the cuticle. Stems stand up better, leaves resist sucking pests and fungal entry, and fruit is firmer, with a shelf life extended by up to 30 percent.',
    ],
    blocks: [
      {
        kind: 'stats',
        title: 'Our silicone manufacturing',
        stats: [
          { value: '500 MT', label: 'silicone surfactant capacity per month' },
          { value: '13 years', label: 'of silicone manufacturing' },
          { value: 'Up to 30%', label: 'longer shelf life of produce' },
        ],
      },
      {
        kind: 'table',
        title: 'Silicon nutrient dosage',
        columns: ['Crop', 'Dose', 'Interval', 'Programme'],
        rows: [
          ['All crops (general)', '3–6 ml per litre', 'Every 10–14 days', '4–6 weeks'],
          ['Short-duration crops (vegetables, pulses)', '3–6 ml per litre', 'Every 10–14 days', '2 sprays'],
          [
            'Fruit trees (mango, pomegranate, citrus, grapes)',
            '3–6 ml per litre',
            'Every 10–14 days',
            '4 sprays after pruning',
          ],
          ['Sugarcane', '4 ml per litre', 'Every 15 days', 'Six months'],
          ['Rice', '4 ml per litre', 'Every 15 days', '2 months'],
        ],
        note: 'Foliar spray in the morning or evening; do a jar test before mixing with other products.',
      },
      {
        kind: 'points',
        title: 'What silicon does for the crop',
        points: [
          { title: 'Less lodging', text: 'Stronger stems in rice, wheat and sugarcane.' },
          {
            title: 'A barrier to pests and disease',
            text: 'Silica under the cuticle makes feeding and fungal entry harder.',
          },
          { title: 'Stress tolerance', text: 'Less water loss in heat and drought, and better tolerance of salinity.' },
          { title: 'Better produce', text: 'Firmer fruit that keeps longer after harvest.' },
        ],
      },
    ],
  },
  9: {
    key: 9,
    heading: 'Botanicals standardised for reliable results',
    intro: [
      'A botanical is only as good as its active content. Neem oil from different seed lots can vary several-fold in azadirachtin, so we standardise our neem products to a stated content and test every lot by HPLC.',
      'Azadirachtin acts as an antifeedant and insect growth regulator. Pests stop feeding soon after a spray and die over several days, while most natural enemies are spared, which makes neem a strong partner in integrated pest management.',
    ],
    blocks: [
      {
        kind: 'table',
        title: 'Neem strengths',
        columns: ['Azadirachtin content', 'As per cent', 'Typical use'],
        rows: [
          ['300 ppm', '0.03%', 'Preventive sprays on vegetables and in nurseries.'],
          ['1500 ppm', '0.15%', 'The most widely used strength, against sucking pests and young caterpillars.'],
          ['3000 ppm', '0.3%', 'Higher pest pressure, at a lower dose per litre.'],
          ['10000 ppm', '1%', 'Concentrate for low-dose use and for formulators.'],
        ],
      },
      {
        kind: 'list',
        title: 'Getting the best from botanicals',
        items: [
          'Spray at the first sign of pests; botanicals protect better than they rescue.',
          'Use spray water at pH 5.5–6.5; alkaline water breaks down azadirachtin.',
          'Spray in the evening: sunlight breaks down azadirachtin on the leaf.',
          'Repeat every 7–10 days while pests are active, and rotate with other modes of action.',
        ],
      },
    ],
  },
  10: {
    key: 10,
    heading: 'Essential oils with a known composition',
    intro: [
      'An essential oil is a mixture of dozens of compounds, and its value depends on its main constituents. We give every lot a gas chromatography report of its marker constituents, so formulators of botanical inputs, cleaning products and fragrances get the same performance and odour from each drum.',
    ],
    blocks: [
      {
        kind: 'table',
        title: 'Our essential oils',
        columns: ['Oil', 'Source', 'Marker constituents', 'Typical uses'],
        rows: [
          ['Citronella oil', 'Cymbopogon winterianus', 'Citronellal, geraniol', 'Insect repellents, floor cleaners'],
          ['Lemongrass oil', 'Cymbopogon flexuosus', 'Citral', 'Botanical blends, soaps and cleaners'],
          ['Eucalyptus oil', 'Eucalyptus globulus', '1,8-Cineole', 'Cleaning products, fragrance'],
          ['Clove leaf oil', 'Syzygium aromaticum', 'Eugenol', 'Botanical blends, fragrance'],
          ['Mint oil', 'Mentha arvensis', 'Menthol', 'Cooling fragrances, menthol production'],
          ['Pine oil', 'Pine turpentine', 'α-Terpineol', 'Phenyle-type floor cleaners, degreasing'],
        ],
      },
      {
        kind: 'points',
        title: 'Why buy essential oils from a surfactant maker',
        points: [
          {
            title: 'They come ready to formulate',
            text: 'We supply the polysorbates and castor oil ethoxylates that disperse the oil in water.',
          },
          {
            title: 'Starting ratios included',
            text: 'About 3–5 parts of polysorbate per part of oil for clear products; emulsifier systems for milky ones.',
          },
          {
            title: 'Crop safety advice',
            text: 'Straight oils can scorch leaves; we advise on safe levels in formulated products.',
          },
        ],
      },
      {
        kind: 'list',
        title: 'Storage',
        items: [
          'Keep drums full and closed; air oxidises essential oils and changes their odour.',
          'Store in the shade, away from heat and flames; most essential oils are flammable.',
        ],
      },
    ],
  },
  11: {
    key: 11,
    heading: 'Single surfactants for formulators who build their own systems',
    intro: [
      'When you blend your own emulsifier system, each component has to be exactly what the recipe assumes. Our conventional emulsifiers are made to published ranges of ethylene oxide content, active matter, pH and moisture, so a proven recipe behaves the same with every drum.',
      'The table gives the families we make and their approximate HLB. HLB is a guide for nonionic surfactants only; ionic surfactants such as calcium dodecylbenzene sulphonate are chosen by trial.',
    ],
    blocks: [
      {
        kind: 'table',
        title: 'Families and typical uses',
        columns: ['Family', 'Type', 'HLB (approx.)', 'Typical use'],
        rows: [
          [
            'Calcium dodecylbenzene sulphonate',
            'Anionic, oil-soluble',
            'Not applicable',
            'Anionic half of EC emulsifier pairs',
          ],
          ['Castor oil ethoxylates', 'Nonionic', '6–14', 'EC emulsifiers, oil emulsions'],
          ['Tristyrylphenol ethoxylates', 'Nonionic', '12–17', 'EC and SC; good hard-water stability'],
          ['Fatty alcohol ethoxylates', 'Nonionic', '8–17', 'Wetting agents, oil emulsions'],
          ['EO/PO block copolymers', 'Nonionic', 'Wide range', 'Dispersants, low-foam wetting'],
          ['Sorbitan esters', 'Nonionic', '2–9', 'Low-HLB partners for water-in-oil and blends'],
          ['Polysorbates', 'Nonionic', '10–17', 'High-HLB partners, solubilisers'],
        ],
      },
      {
        kind: 'steps',
        title: 'Worked example: blending to a required HLB',
        steps: [
          'The oil needs an HLB of 10. The partners are sorbitan monooleate (HLB 4.3) and polysorbate 80 (HLB 15.0).',
          'Share of polysorbate 80 = (10 − 4.3) ÷ (15.0 − 4.3) = 5.7 ÷ 10.7 = 0.53.',
          'Blend 53 parts polysorbate 80 with 47 parts sorbitan monooleate.',
          'Test ratios a few points either side, because the required HLB of a real oil is an estimate.',
        ],
      },
    ],
  },
  19: {
    key: 19,
    heading: 'Solvents and additives that complete the recipe',
    intro: [
      'A formulation is more than an active and an emulsifier. The solvent decides whether the active stays dissolved at 0 °C and how the product is classed for transport; the additives decide whether a water-based formulation freezes, foams, settles or spoils.',
      'We supply the solvents and additives our own surfactants are tested in, so a recipe developed in our laboratory can be reproduced in your plant.',
    ],
    blocks: [
      {
        kind: 'table',
        title: 'Solvents',
        columns: ['Solvent', 'Type', 'Flash point (approx.)', 'Typical use'],
        rows: [
          ['C-9 aromatic solvent', 'Aromatic hydrocarbon', '42 °C', 'Standard EC solvent in India'],
          ['C-10 aromatic solvent', 'Heavy aromatic hydrocarbon', '65 °C', 'ECs that need a higher flash point'],
          ['Xylene', 'Aromatic hydrocarbon', '27 °C', 'Fast-dissolving EC solvent'],
          ['Cyclohexanone', 'Polar ketone', '44 °C', 'Co-solvent for actives that crystallise in aromatics'],
        ],
        note: 'Closed-cup values; check the safety data sheet of each lot for storage and transport.',
      },
      {
        kind: 'table',
        title: 'Additives',
        columns: ['Additive', 'Function', 'Typical level'],
        rows: [
          ['Propylene glycol or MEG', 'Antifreeze in SC and other water-based formulations', '20–80 g/L'],
          ['Xanthan gum', 'Thickener; prevents settling', '1–4 g/L'],
          ['Silicone antifoam emulsion', 'Foam control', '1–5 g/L'],
          ['1,2-Benzisothiazolin-3-one (20%)', 'Biocide that protects the thickener', '1–2 g/L'],
          ['Epoxidised soybean oil', 'Stabiliser for organophosphate ECs', '0.5–1%'],
          ['Precipitated silica', 'Absorbent carrier and flow aid', '10–50 g/kg'],
          ['China clay', 'Carrier for wettable powders', 'Balance'],
        ],
      },
      {
        kind: 'points',
        title: 'Choosing a solvent',
        points: [
          { title: 'Solvency', text: 'The active must stay dissolved after 7 days at 0 °C.' },
          { title: 'Flash point', text: 'A higher flash point makes storage and transport safer and simpler.' },
          {
            title: 'Crop safety and odour',
            text: 'Heavier aromatics and polar solvents can scorch sensitive crops; test on the target crop.',
          },
        ],
      },
    ],
  },
};

/** Why-us copy by `categoryWiseTable` number; 0 and unknown numbers have no entry (icon cards). */
export const whyUsContent: Record<number, WhyUsVariant> = variants;

/** The why-us variant for a record's number, or undefined for 0 and unknown numbers. */
export function getWhyUsVariant(categoryWiseTable: number): WhyUsVariant | undefined {
  return whyUsContent[categoryWiseTable];
}
