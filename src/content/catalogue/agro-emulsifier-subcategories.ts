/**
 * The seven formulation-type sub-categories nested under "Agro - Emulsifiers".
 * Names, why-us variants (`categoryWiseTable`) and product layouts (`tableForm`) are the company's
 * (src/content/README.md lists them); ranges in `TypicalFormula` are the figures the company publishes.
 */

import { getRecordImages } from './media.ts';
import type { SubcategoryRecord } from './types.ts';

const AGRO = 'Agro chemicals & Emulsifiers';

/** "Oil Emulsifier": self-emulsifying blends for neem, mineral and seed oils (why-us 3). */
export const oilEmulsifier: SubcategoryRecord = {
  subcategory: 'Oil Emulsifier',
  category: AGRO,
  ...getRecordImages('Oil Emulsifier'),
  hotProduct: 3,
  categoryWiseTable: 3,
  tableForm: 0,
  subcategories: [],
  productDetails: [
    'Our oil emulsifiers are ready-to-use blends that turn an oil into a milky, stable emulsion the moment it meets spray water. They are built for the oils Indian formulators handle every day: cold-pressed neem and karanja oil for botanical products, horticultural mineral spray oils, crop oil concentrates, methylated seed oil adjuvants, and castor and other vegetable oils.',
    'Each oil needs a different hydrophilic–lipophilic balance (HLB). Neem oil is rich in free fatty acids and varies from lot to lot, so its emulsifier must tolerate a wide spread of acid values; paraffinic mineral oils are non-polar and need a lower-HLB system. We match the blend to the oil rather than selling one grade for every job.',
    'Added at the right dose, the blend dissolves clear in the oil, blooms spontaneously in water without vigorous stirring, and holds without free oil or cream through a normal spraying day, in soft and hard water alike. Our grades are solvent-free liquids that are easy to pump and meter, supplied in 50 kg and 200 kg drums.',
  ],
  benefits: [
    {
      title: 'Spontaneous, milky bloom',
      description: [
        'The oil disperses on gentle stirring in the spray tank.',
        'Fine droplets give even coverage and leave no oily patches on the leaf.',
      ],
    },
    {
      title: 'Stable in hard water',
      description: [
        'Tested in CIPAC standard waters A (20 ppm) and D (342 ppm hardness).',
        'No free oil or cream after 2 hours at the recommended dose.',
      ],
    },
    {
      title: 'Matched to the oil',
      description: [
        'Separate grades for neem and karanja oil, mineral spray oils and methylated seed oil.',
        'Tolerates the variation in acid value between neem oil lots.',
      ],
    },
    {
      title: 'Easy to formulate',
      description: [
        'Dissolves in the oil at room temperature with simple stirring.',
        'Solvent-free liquid that pumps and meters easily on the shop floor.',
      ],
    },
    {
      title: 'Safer on the crop',
      description: [
        'A fine, stable emulsion avoids oil-rich spots that can scorch tender leaves.',
        'Nonionic-rich blends with low skin and eye irritancy for applicators.',
      ],
    },
  ],
  howToUse: [
    'Check the oil: note its type, acid value and water content. Neem oil should be filtered and free of water.',
    'Add the oil emulsifier to the oil at the starting dose for that oil type (see the table in Why us) and stir until the blend is clear.',
    'Test it: add 5 ml of the blend to 95 ml of standard hard water in a 100 ml stoppered cylinder, invert 10 times, and check for spontaneous bloom, then for cream or free oil at 30 minutes and 2 hours.',
    'Adjust the dose in steps of 1% until the emulsion is stable, and go no higher than needed.',
    'Confirm storage stability of the final blend (14 days at 54 °C) before packing.',
  ],
  videoLinks: [],
  TypicalFormula: [
    { component: 'Neem oil, standardised to azadirachtin 1500 ppm', role: 'Active oil', range: '84–89% w/w' },
    { component: 'Oil emulsifier blend', role: 'Self-emulsification in spray water', range: '10–15% w/w' },
    { component: 'Antioxidant / UV absorber', role: 'Slows breakdown of azadirachtin', range: '0.2–1% w/w' },
  ],
  seoTitle: 'Oil Emulsifiers for Neem, Mineral & Seed Oils',
  seoDescription:
    'Self-emulsifying blends for neem and karanja oil, mineral spray oils, crop oil concentrates and MSO adjuvants. Stable milky emulsions in hard water.',
};

/** "Emulsifier for EC": anionic/nonionic pairs with the screening table (why-us 1, table form 1). */
export const emulsifierForEc: SubcategoryRecord = {
  subcategory: 'Emulsifier for EC',
  category: AGRO,
  ...getRecordImages('Emulsifier for EC'),
  hotProduct: 6,
  categoryWiseTable: 1,
  tableForm: 1,
  subcategories: [],
  productDetails: [
    "An emulsifiable concentrate is only as good as the emulsion it makes in the farmer's spray tank. Our EC emulsifiers are matched pairs: an anionic component (A) based on calcium dodecylbenzene sulphonate, and a nonionic component (B), a blend of ethoxylates such as castor oil and tristyrylphenol ethoxylates. Used together at 5–10% of the formulation, they give spontaneous bloom, a stable milky emulsion and clean re-emulsification after standing.",
    'The right A/B ratio depends on the active, its strength and the solvent. That is why we screen every new toxicant across eleven ratios, from 0/100 to 100/0, in our laboratory and report the range that performs in both soft and hard water. The screening table on this page lists the pairs and dosages we have established for widely used ECs such as chlorpyrifos 20% EC, profenofos 50% EC, pretilachlor 50% EC and pendimethalin 30% EC.',
    'Our pairs are made for C-9 aromatic solvent, the most common EC solvent in India, and can be adjusted for xylene, heavier aromatics and cyclohexanone blends.',
  ],
  benefits: [
    {
      title: 'Spontaneous bloom',
      description: [
        'The concentrate disperses into a milky emulsion with minimal stirring.',
        'Farmers get an even mix even when filling a knapsack sprayer by hand.',
      ],
    },
    {
      title: 'Stable across water hardness',
      description: [
        'Checked in CIPAC standard water A (20 ppm) and D (342 ppm hardness).',
        'No cream or oil separation within the 2-hour spraying window at the recommended ratio.',
      ],
    },
    {
      title: 'Ratio screened on your toxicant',
      description: [
        'Eleven-cylinder A/B screening on your technical and solvent.',
        'Recommended pair, ratio and dosage reported to you in writing.',
      ],
    },
    {
      title: 'Storage-stable formulations',
      description: [
        'Pairs confirmed after accelerated storage for 14 days at 54 °C.',
        'Low-temperature check for 7 days at 0 °C for crystals or sediment.',
      ],
    },
    {
      title: 'Flexible supply',
      description: [
        'A single pre-blended pack once your ratio is fixed.',
        'Separate A and B for formulators who fine-tune each batch.',
      ],
    },
  ],
  howToUse: [
    'Dissolve the technical active in the solvent (usually C-9) to the label strength, warming gently if the active is a solid.',
    'Add the emulsifier pair at 5–10% of the formulation, at the ratio given in our screening report, and stir until the concentrate is clear.',
    'Dilute 5 ml of the EC in 95 ml of standard hard water in a stoppered 100 ml cylinder, invert 10 times and record bloom and stability at 30 minutes, 2 hours and 24 hours.',
    'Confirm the result after 14 days at 54 °C and 7 days at 0 °C before scale-up.',
    'If the emulsion creams or separates oil, test the neighbouring ratios from the screening report or raise the dosage in 1% steps up to 10%.',
  ],
  videoLinks: [],
  TypicalFormula: [
    {
      component: 'Technical active (e.g. chlorpyrifos 94% TC)',
      role: 'Active ingredient',
      range: 'to label strength, e.g. about 213 g per kg for a 20% w/w EC',
    },
    { component: 'Emulsifier pair (A + B)', role: 'Bloom and emulsion stability', range: '5–10%' },
    { component: 'Epoxidised soybean oil', role: 'Acid scavenger for organophosphate actives', range: '0.5–1%' },
    { component: 'C-9 aromatic solvent', role: 'Solvent', range: 'balance to 100%' },
  ],
  KeyAdditives: [
    { component: 'Cyclohexanone', role: 'Polar co-solvent for actives that crystallise at 0 °C', range: '5–20%' },
    { component: 'Epoxidised soybean oil', role: 'Stabiliser for organophosphates', range: '0.5–1%' },
  ],
  seoTitle: 'Emulsifiers for EC Formulations | Screened Pairs',
  seoDescription:
    'Anionic/nonionic emulsifier pairs for emulsifiable concentrates, screened across 11 A/B ratios on your toxicant and solvent. Dosage 5–10%.',
};

/** "Nitrobenzene Emulsifier" (why-us 5). */
export const nitrobenzeneEmulsifier: SubcategoryRecord = {
  subcategory: 'Nitrobenzene Emulsifier',
  category: AGRO,
  ...getRecordImages('Nitrobenzene Emulsifier'),
  hotProduct: 0,
  categoryWiseTable: 5,
  tableForm: 0,
  subcategories: [],
  productDetails: [
    'Nitrobenzene formulations, sold in India mainly at 20% and 35% strength as flowering stimulants, are hard to emulsify. Nitrobenzene is a polar aromatic liquid and, at a density of about 1.2 g/cm³, it is heavier than water: an emulsion that breaks sinks to the bottom of the tank instead of rising as cream, so the first pumps spray mostly water and the last ones spray concentrated product.',
    'Our nitrobenzene emulsifier is an anionic–nonionic blend designed for this dense, polar oil. At 8–12% of the formulation it gives a spontaneous, fine emulsion that stays uniform through the spraying window in both hard and soft water.',
    'It is supplied as a single-pack liquid, so the formulator adds one component, and each lot is checked for emulsion performance on nitrobenzene before dispatch. Because nitrobenzene is toxic by skin contact and inhalation, we send handling guidance with every order and recommend closed transfer during formulation.',
  ],
  benefits: [
    {
      title: 'Built for a dense, polar oil',
      description: [
        'Holds nitrobenzene droplets in suspension instead of letting them settle.',
        'A fine droplet size slows sedimentation in the spray tank.',
      ],
    },
    {
      title: 'One grade for 20% and 35%',
      description: ['Covers both common formulation strengths.', 'Working dose of 8–12% of the formulation.'],
    },
    {
      title: 'Hard-water tolerant',
      description: [
        'Stable emulsions in CIPAC standard water D (342 ppm hardness).',
        'Re-emulsifies on gentle stirring after standing.',
      ],
    },
    {
      title: 'Single-pack convenience',
      description: ['No ratio to adjust on the shop floor.', 'Each lot tested on nitrobenzene before dispatch.'],
    },
    {
      title: 'Safety support',
      description: [
        'Handling and protective-equipment guidance with every order.',
        'Closed-transfer recommendations for formulation plants.',
      ],
    },
  ],
  howToUse: [
    'Work in a ventilated area with chemical-resistant gloves, goggles and a respirator for organic vapours: nitrobenzene is absorbed through the skin.',
    'Charge the solvent and the nitrobenzene to the mixing vessel under stirring.',
    'Add the nitrobenzene emulsifier at 8–12% w/w and stir for 20–30 minutes until the concentrate is clear and uniform.',
    'Check 5 ml in 95 ml of standard hard water: the emulsion should bloom spontaneously and show no oil layer at the bottom after 2 hours.',
    'Pack in closed HDPE containers and label as the applicable regulations require.',
  ],
  videoLinks: [],
  TypicalFormula: [
    { component: 'Nitrobenzene (technical, 99% min.)', role: 'Active', range: '20% or 35% w/w' },
    { component: 'Nitrobenzene emulsifier', role: 'Emulsification', range: '8–12% w/w' },
    { component: 'C-9 aromatic solvent', role: 'Diluent; lowers density and viscosity', range: 'balance to 100% w/w' },
  ],
  seoTitle: 'Nitrobenzene Emulsifier for 20% and 35% Formulations',
  seoDescription:
    'Single-pack emulsifier for nitrobenzene 20% and 35% formulations: spontaneous, fine emulsions that do not settle in hard or soft water.',
};

/** "Surfactant For SC" (why-us 4). */
export const surfactantForSc: SubcategoryRecord = {
  subcategory: 'Surfactant For SC',
  category: AGRO,
  ...getRecordImages('Surfactant For SC'),
  hotProduct: 3,
  categoryWiseTable: 4,
  tableForm: 0,
  subcategories: [],
  productDetails: [
    'Suspension concentrates carry a solid active, milled to a median particle size of about 2–5 µm, in water. Whether an SC stays pourable for two years or turns into a hard cake depends on its surfactant package. Our SC range covers each part of it: wetting agents that let water displace air from the technical powder during milling, polymeric and naphthalene-sulphonate dispersants that keep the milled particles apart, and antifoams that stop air entrainment in the bead mill.',
    'We recommend the package together with the supporting additives: propylene glycol or monoethylene glycol as antifreeze, xanthan gum as the structuring agent, a biocide to protect the gum, and a silicone antifoam. The typical formula on this page gives the working ranges we use as a starting point, per litre of finished product.',
    'SC is the water-based choice for actives with low water solubility and a high melting point, such as azoxystrobin 23% SC, hexaconazole 5% SC and chlorantraniliprole 18.5% SC, and it avoids aromatic solvents altogether.',
  ],
  benefits: [
    {
      title: 'Faster milling',
      description: [
        'Wetting agents shorten the time to reach the target particle size.',
        'Low-foam grades reduce air entrainment in the bead mill.',
      ],
    },
    {
      title: 'No caking, no thickening',
      description: [
        'Polymeric dispersants anchor on the particles and keep them apart in storage.',
        'Formulations stay pourable after 14 days at 54 °C.',
      ],
    },
    {
      title: 'High suspensibility',
      description: [
        'Helps formulations meet the CIPAC MT 184 suspensibility requirement in standard water D.',
        'An even dose from the first pump to the last.',
      ],
    },
    {
      title: 'The complete package',
      description: [
        'Wetting agent, dispersant and antifoam from one supplier.',
        'Guidance on antifreeze, thickener and biocide with a tested starting formula.',
      ],
    },
    {
      title: 'Solvent-free products',
      description: [
        'Water-based SCs avoid the odour and flammability of aromatic solvents.',
        'Lower risk of solvent scorch on sensitive crops.',
      ],
    },
  ],
  howToUse: [
    'Charge water, antifreeze, wetting agent, dispersant and half the antifoam to the vessel and mix until dissolved.',
    'Add the technical active slowly under high-shear stirring to make a smooth mill base.',
    'Mill in a bead mill until D50 is 2–5 µm and D90 is below 10 µm.',
    'Under slow stirring add the remaining antifoam, the biocide and the pre-hydrated xanthan gum gel, then make up to volume with water.',
    'Check viscosity, pourability, suspensibility and particle size, and repeat after 14 days at 54 °C.',
  ],
  videoLinks: [],
  TypicalFormula: [
    { component: 'Active ingredient (technical)', role: 'Active', range: '50–800 g/L' },
    { component: 'Wetting agent', role: 'Wets the powder during milling', range: '5–15 g/L' },
    { component: 'Dispersing agent', role: 'Keeps milled particles apart', range: '20–50 g/L' },
    { component: 'Antifreeze (propylene glycol or MEG)', role: 'Protection against freezing', range: '20–80 g/L' },
    { component: 'Antifoam and stabilisers', role: 'Foam control and storage stability', range: '1–5 g/L' },
    { component: 'Thickener (xanthan gum)', role: 'Structure; prevents settling', range: '1–4 g/L' },
    { component: 'Water', role: 'Continuous phase', range: 'to 1 litre' },
  ],
  KeyAdditives: [
    { component: 'Silicone antifoam emulsion', role: 'Foam control in milling and in the tank', range: '1–3 g/L' },
    { component: 'Xanthan gum', role: 'Anti-settling structure', range: '1–4 g/L' },
    {
      component: '1,2-Benzisothiazolin-3-one (20% solution)',
      role: 'Biocide that protects the xanthan gum',
      range: '1–2 g/L',
    },
  ],
  seoTitle: 'Surfactants for Suspension Concentrates (SC)',
  seoDescription:
    'Wetting agents, dispersants and antifoams for SC formulations, with a typical formula: active 50–800 g/L, dispersant 20–50 g/L, thickener 1–4 g/L.',
};

/** "Surfactant For WP" (why-us 6). */
export const surfactantForWp: SubcategoryRecord = {
  subcategory: 'Surfactant For WP',
  category: AGRO,
  ...getRecordImages('Surfactant For WP'),
  hotProduct: 3,
  categoryWiseTable: 6,
  tableForm: 0,
  subcategories: [],
  productDetails: [
    'A wettable powder has to do two opposite things: stay a dry, free-flowing powder in the bag, then wet out, disperse and stay suspended within a minute of being tipped into the spray tank. The surfactants make the second part happen. Our WP range includes wetting agents such as sodium alkylnaphthalene sulphonate and sodium lauryl sulphate, and dispersing agents based on naphthalene sulphonate condensates and lignosulphonates, supplied as fine powders that blend easily with the technical and the carrier.',
    'A typical WP carries 50–900 g of active per kg with 30–80 g/kg of surfactants, the balance made up of carriers such as china clay and precipitated silica. High-strength powders like sulphur 80% WP or mancozeb 75% WP need efficient dispersants because there is little room for anything else; low-strength powders lean more on the carrier and the wetting agent.',
    'Our surfactants go through air-jet milling without caking, and we recommend a wetting–dispersing pair for your active after lab trials on wettability, suspensibility and wet sieve residue.',
  ],
  benefits: [
    {
      title: 'Quick wetting',
      description: [
        'The powder sinks and wets within a minute in the CIPAC MT 53.3 test.',
        'No dry lumps floating on the tank surface.',
      ],
    },
    {
      title: 'High suspensibility',
      description: [
        'Dispersants keep particles apart after dilution.',
        'An even dose through the whole tank, not just the first pump.',
      ],
    },
    {
      title: 'Mill-friendly powders',
      description: [
        'Free-flowing grades that do not smear or cake in the air-jet mill.',
        'Low moisture, so the finished WP keeps its flow in storage.',
      ],
    },
    {
      title: 'Room for high strength',
      description: [
        'Effective at 30–80 g/kg, leaving room for up to 900 g/kg of active.',
        'Suits high-load products such as sulphur 80% WP.',
      ],
    },
    {
      title: 'Clean spraying',
      description: [
        'Low wet-sieve residue means fewer blocked nozzles.',
        'Less sediment left at the bottom of the tank.',
      ],
    },
  ],
  howToUse: [
    'Pre-blend the technical active, wetting agent, dispersing agent and carrier in a ribbon blender for 20–30 minutes.',
    'Air-jet mill the blend until at least 98% passes a 75 µm wet sieve.',
    'Post-blend the milled powder to even out the batch.',
    'Test wettability (CIPAC MT 53.3), suspensibility (MT 184) and wet sieve residue (MT 185), and repeat after 14 days at 54 °C.',
    'Pack in moisture-proof bags or lined drums and store dry.',
  ],
  videoLinks: [],
  TypicalFormula: [
    { component: 'Active ingredient (technical)', role: 'Active', range: '50–900 g/kg' },
    { component: 'Wetting agent', role: 'Fast wetting in the tank', range: '10–30 g/kg' },
    { component: 'Dispersing agent', role: 'Keeps particles suspended', range: '20–50 g/kg' },
    { component: 'Total surfactants', role: 'Wetting + dispersing', range: '30–80 g/kg' },
    { component: 'Carrier (china clay, precipitated silica)', role: 'Filler and flow', range: 'to 1 kg' },
  ],
  KeyAdditives: [
    { component: 'Precipitated silica', role: 'Absorbs liquid or low-melting actives; flow aid', range: '10–50 g/kg' },
  ],
  seoTitle: 'Surfactants for Wettable Powders (WP)',
  seoDescription:
    'Wetting and dispersing agents for wettable powders: active 50–900 g/kg with 30–80 g/kg surfactants. Fast wetting, high suspensibility, low sieve residue.',
};

/** "Adjuvant For SL" (why-us 2, table form 1). */
export const adjuvantForSl: SubcategoryRecord = {
  subcategory: 'Adjuvant For SL',
  category: AGRO,
  ...getRecordImages('Adjuvant For SL'),
  hotProduct: 3,
  categoryWiseTable: 2,
  tableForm: 1,
  subcategories: [],
  productDetails: [
    'Soluble liquids are the simplest formulation to make and the easiest to get wrong. The active, usually a water-soluble salt such as glyphosate isopropylamine salt, paraquat dichloride or 2,4-D amine salt, is already dissolved; what decides field performance is the adjuvant built into the concentrate. A good SL adjuvant wets the waxy leaf surface, helps the active cross the cuticle, and keeps the deposit from drying into crystals before it is absorbed.',
    'Our SL adjuvants are water-soluble surfactant blends that go in at 3–8% of the formulation, for SLs carrying 5–50% active. They are built to tolerate high salt concentrations, stay clear from 0 °C to 54 °C without clouding or phase separation, and foam little when the farmer fills the tank.',
    'The product table on this page shows each formulation, the adjuvant we recommend for it and the dosage. For export formulations we also offer tallow-amine-free adjuvants for markets that restrict polyethoxylated tallow amines.',
  ],
  benefits: [
    {
      title: 'Better leaf uptake',
      description: [
        'Lowers surface tension so droplets spread instead of beading.',
        'Helps the active cross the waxy cuticle.',
      ],
    },
    {
      title: 'Compatible with concentrated salts',
      description: [
        'Stays dissolved in glyphosate, paraquat and 2,4-D amine concentrates.',
        'No salting out or clouding in storage.',
      ],
    },
    {
      title: 'Clear at every storage temperature',
      description: [
        'Checked for 7 days at 0 °C and 14 days at 54 °C.',
        'No phase separation through an Indian summer.',
      ],
    },
    {
      title: 'Low foam in the tank',
      description: ['Foam breaks quickly while filling.', 'Spray volume can be measured accurately.'],
    },
    {
      title: 'Export-ready options',
      description: [
        'Tallow-amine-free grades for markets that restrict them.',
        'Technical data for registration dossiers.',
      ],
    },
  ],
  howToUse: [
    'Charge water, and any co-solvent, to the vessel and dissolve the active salt under stirring.',
    'Add the SL adjuvant at 3–8% w/w, as recommended for your active in the product table.',
    'Adjust pH if the active needs it, add antifoam and make up to final weight.',
    'Filter, then check appearance, pH, density and dilution stability in standard hard water.',
    'Run storage checks at 0 °C and 54 °C before release.',
  ],
  videoLinks: [],
  TypicalFormula: [
    { component: 'Active ingredient (water-soluble salt)', role: 'Active', range: '5–50% w/w' },
    { component: 'SL adjuvant', role: 'Wetting, spreading and uptake', range: '3–8% w/w' },
    { component: 'Silicone antifoam emulsion', role: 'Foam control while filling', range: '0.05–0.2% w/w' },
    { component: 'Water', role: 'Solvent', range: 'balance to 100% w/w' },
  ],
  seoTitle: 'Adjuvants for Soluble Liquid (SL) Formulations',
  seoDescription:
    'Built-in adjuvants for SL formulations such as glyphosate, paraquat and 2,4-D amine: 3–8% in SLs with 5–50% active. Clear, low-foam, salt-tolerant.',
};

/** "Conventional Emulsifier": single surfactants for in-house blending (why-us 11, table form 13). */
export const conventionalEmulsifier: SubcategoryRecord = {
  subcategory: 'Conventional Emulsifier',
  category: AGRO,
  ...getRecordImages('Conventional Emulsifier'),
  hotProduct: 0,
  categoryWiseTable: 11,
  tableForm: 13,
  subcategories: [],
  productDetails: [
    'Conventional emulsifiers are the single-component surfactants formulators use to build their own systems: calcium dodecylbenzene sulphonate, castor oil ethoxylates, tristyrylphenol ethoxylates, fatty alcohol ethoxylates, EO/PO block copolymers, sorbitan esters and their ethoxylates. We make them to published ranges of ethylene oxide content, active matter, pH and moisture, so a formulator with a working recipe gets the same behaviour from every drum.',
    'Single components give the most control. A formulator can move the hydrophilic–lipophilic balance one step at a time, swap a castor oil ethoxylate for a tristyrylphenol ethoxylate to improve hard-water stability, or trim the dosage, without waiting for a new pre-blend.',
    'The list on this page names the grades in regular production. Each comes with a technical data sheet and a certificate of analysis, and intermediate EO grades can be made on request. Ask us for a recommendation if you are moving from a pre-blended system to your own.',
  ],
  benefits: [
    {
      title: 'Full control of the recipe',
      description: ['Adjust HLB one component at a time.', 'Keep the ratios your products are registered with.'],
    },
    {
      title: 'Tight specifications',
      description: [
        'EO content, active matter, pH and moisture held to published ranges.',
        'A certificate of analysis with every lot.',
      ],
    },
    {
      title: 'A wide range of chemistries',
      description: ['Anionic, nonionic and block-copolymer grades.', 'Low- to high-EO grades within each family.'],
    },
    {
      title: 'Technical back-up',
      description: [
        'Technical and safety data sheets for every grade.',
        'Help moving from pre-blends to your own system.',
      ],
    },
  ],
  howToUse: [
    'Work out the required HLB of your oil or solvent system, or start from your existing recipe.',
    'Pick one low-HLB and one high-HLB component from the list and calculate the blend: HLB of blend = (fraction A × HLB of A) + (fraction B × HLB of B).',
    'Prepare the blend at three to five ratios around the calculated point and test the emulsions in standard hard water.',
    'Fix the ratio that gives the best stability and confirm it with storage tests.',
    'Contact us for data sheets and samples of the chosen components.',
  ],
  videoLinks: [],
  seoTitle: 'Conventional Emulsifiers | Ethoxylates & CaDDBS',
  seoDescription:
    'Single-component emulsifiers for in-house blending: calcium dodecylbenzene sulphonate, castor oil and tristyrylphenol ethoxylates, EO/PO copolymers.',
};

/** The nested sub-categories of "Agro - Emulsifiers", in display order. */
export const agroEmulsifierSubcategories: SubcategoryRecord[] = [
  oilEmulsifier,
  emulsifierForEc,
  nitrobenzeneEmulsifier,
  surfactantForSc,
  surfactantForWp,
  adjuvantForSl,
  conventionalEmulsifier,
];
