/**
 * Sub-categories of "Agro chemicals & Emulsifiers", in the order the agro landing lists them.
 * Silicon dosages are the company's: 3-6 ml per litre every 10-14 days for 4-6 weeks.
 */

import { agroEmulsifierSubcategories } from './agro-emulsifier-subcategories.ts';
import { getRecordImages } from './media.ts';
import type { SubcategoryRecord } from './types.ts';

const AGRO = 'Agro chemicals & Emulsifiers';

/** "Agro - Emulsifiers": the formulation-type families, with seven nested sub-categories. */
export const agroEmulsifiers: SubcategoryRecord = {
  subcategory: 'Agro - Emulsifiers',
  category: AGRO,
  ...getRecordImages('Agro - Emulsifiers'),
  hotProduct: 6,
  categoryWiseTable: 0,
  tableForm: 0,
  subcategories: agroEmulsifierSubcategories,
  productDetails: [
    'Agro - Emulsifiers brings together the surfactant systems we make for each crop-protection formulation type. Emulsifiable concentrates need an anionic–nonionic pair matched to the active and the solvent; suspension concentrates and wettable powders need wetting and dispersing agents that hold fine particles apart; soluble liquids need an adjuvant that helps the active wet the leaf; and oil-based products such as neem oil and spray oils need a self-emulsifying blend.',
    'We keep these families separate because the chemistry differs. The calcium dodecylbenzene sulphonate and ethoxylate pairs that make a clean EC bloom are of little use in an SC mill base, where polymeric dispersants and xanthan gum do the work. Choose a formulation type below to see its product range, a typical recipe and the tests we run before recommending a grade.',
    'Every grade is made to a fixed specification in Indore and ships with a certificate of analysis. For new actives we run trials in our laboratory on your technical material and solvent, so your first pilot batch starts from data rather than guesswork.',
  ],
  benefits: [
    {
      title: 'One partner for every formulation type',
      description: [
        'EC, SC, WP, SL, oil and nitrobenzene formulations covered from one plant.',
        'Fewer vendor approvals and a single technical contact.',
      ],
    },
    {
      title: 'Screened on your active',
      description: [
        'Emulsifier ratio screening on your own technical and solvent.',
        'A written report with the recommended grade and dosage.',
      ],
    },
    {
      title: 'Tested to CIPAC methods',
      description: [
        'Emulsion stability (MT 36) and suspensibility (MT 184) in standard hard water.',
        'Accelerated storage for 14 days at 54 °C (MT 46) before a grade is recommended.',
      ],
    },
    {
      title: 'Consistent from batch to batch',
      description: [
        'Every lot released against a fixed specification with a certificate of analysis.',
        'Retained samples kept for traceability.',
      ],
    },
    {
      title: 'Supplied the way formulators buy',
      description: ['50 kg and 200 kg drums.', 'Export documentation for buyers outside India.'],
    },
  ],
  howToUse: [
    'Pick the formulation type below: EC, SC, WP, SL, oil or nitrobenzene formulations, or conventional single surfactants for in-house blending.',
    'Send us the active ingredient, its strength, the solvent or carrier you use and the water hardness of your target market.',
    'We return a recommended grade and starting dosage, with laboratory data for EC and SC systems.',
    'Make a 1–2 kg lab batch and check it against your specification, including 14 days at 54 °C and 7 days at 0 °C.',
    'Scale up, order in 50 kg or 200 kg drums, and share field feedback so we can fine-tune the next lot.',
  ],
  videoLinks: [],
  seoTitle: 'Agro Emulsifiers for EC, SC, WP and SL Formulations',
  seoDescription:
    'Emulsifiers, wetting and dispersing agents and adjuvants for every crop-protection formulation type, screened on your active in our Indore lab.',
};

/** "Silicone Super Spreader" under agro: links to the spreader landing (why-us 8). */
export const agroSiliconeSuperSpreader: SubcategoryRecord = {
  subcategory: 'Silicone Super Spreader',
  category: AGRO,
  link: '/SliconSprSpreder',
  ...getRecordImages('Silicone Super Spreader'),
  hotProduct: 6,
  categoryWiseTable: 8,
  tableForm: 0,
  subcategories: [],
  productDetails: [
    'Our silicone super spreaders for agriculture are tank-mix adjuvants that a farmer adds to the spray solution just before spraying. Based on trisiloxane ethoxylate chemistry, they make every droplet of insecticide, fungicide, herbicide or foliar fertilizer spread across the leaf, reach the underside and the crevices where sucking pests and fungal spores sit, and enter the leaf quickly.',
    'This matters most on crops with waxy or hairy leaves, where plain spray water beads up and rolls off: onion, garlic, cabbage, cauliflower, chilli, cotton, soybean, sugarcane, paddy and grapes. A few millilitres per pump gives visibly wetter coverage, and because uptake is fast, a shower an hour or two after spraying washes off much less of the spray.',
    'The full range, with product codes, is on our Silicone Super Spreader page: FX SPT 500 for general use, FENSIL 360 in powder form, the FX SP series and DIKO WET 80, plus a wetting and sticking agent for growers who need the deposit to stay on the leaf more than they need spreading.',
  ],
  benefits: [
    {
      title: 'Complete coverage',
      description: [
        'Reaches the undersides of leaves where whitefly, aphids and mites feed.',
        'Wets waxy onion, cabbage and sugarcane leaves that plain water rolls off.',
      ],
    },
    {
      title: 'Rain-fast sooner',
      description: [
        'Rapid uptake through the leaf surface and stomata.',
        'Less need to repeat a spray after a passing shower.',
      ],
    },
    {
      title: 'Saves water and money',
      description: ['Better coverage from every litre of spray solution.', 'Only about 5 ml per 15-litre pump.'],
    },
    {
      title: 'Works with most sprays',
      description: [
        'Insecticides, fungicides, herbicides and water-soluble fertilizers.',
        'Added last, after the other products are mixed.',
      ],
    },
  ],
  howToUse: [
    'Mix the pesticide or fertilizer in half a tank of clean water as its label directs.',
    'Add super spreader at 0.25–0.5 ml per litre, about 5 ml per 15-litre pump or 50–100 ml per acre.',
    'Top up the tank and stir gently to avoid foam.',
    'Spray within a few hours of mixing; do not keep spray solution overnight.',
    'Spray in the morning or evening, not in strong sun or wind.',
  ],
  videoLinks: [],
  seoTitle: 'Silicone Super Spreader for Crop Sprays',
  seoDescription:
    'Trisiloxane super spreaders for insecticide, fungicide, herbicide and foliar fertilizer sprays: full coverage on waxy leaves at 5 ml per 15-litre pump.',
};

/** "Silicone Based Products": spreaders, antifoams and silicon nutrients (why-us 8, table form 5). */
export const siliconeBasedProducts: SubcategoryRecord = {
  subcategory: 'Silicone Based Products',
  category: AGRO,
  ...getRecordImages('Silicone Based Products'),
  hotProduct: 3,
  categoryWiseTable: 8,
  tableForm: 5,
  subcategories: [],
  productDetails: [
    'Silicone Based Products brings together what we make from silicone and silicon chemistry for agriculture. On the silicone side are trisiloxane super spreaders and silicone antifoam emulsions for pesticide formulation and the spray tank. On the silicon side are plant-available silicon nutrients, led by Orthosilicic Acid 2% WSL.',
    'Silicon is not counted among the essential plant nutrients, but rice and sugarcane take up large amounts of it and many other crops benefit. Laid down as silica in cell walls and under the leaf cuticle, it stiffens stems and leaves, reduces lodging, and makes it harder for sucking pests and fungal hyphae to get in. Plants absorb silicon only as monosilicic (ortho-silicic) acid, which is why a stabilised orthosilicic acid acts faster than raw silicate sources.',
    'Each product card below gives the general features and dosage. For silicon nutrition the standard programme is 3–6 ml per litre every 10–14 days for 4–6 weeks; schedules for rice, sugarcane and fruit trees are on the Orthosilicic Acid page.',
  ],
  benefits: [
    {
      title: 'Stronger plants',
      description: [
        'Silica deposits stiffen stems and reduce lodging in rice and sugarcane.',
        'Tougher leaf tissue is harder for sucking pests to feed on.',
      ],
    },
    {
      title: 'Silicon in the form plants absorb',
      description: [
        'Orthosilicic acid is the form roots and leaves take up.',
        'Stabilised so it stays available in the bottle and in the tank.',
      ],
    },
    {
      title: 'More from every spray',
      description: [
        'Super spreaders improve the coverage of pesticides and nutrients.',
        'Silicone antifoams keep tank filling quick and measurable.',
      ],
    },
    {
      title: 'Stress tolerance',
      description: [
        'Helps crops cope with heat, drought and salinity.',
        'Reduces water loss through the leaf cuticle.',
      ],
    },
    {
      title: 'Proven manufacturing',
      description: [
        '500 metric tons a month of silicone surfactant capacity.',
        '13 years of silicone manufacturing experience.',
      ],
    },
  ],
  howToUse: [
    'Choose the product: a super spreader for coverage, an antifoam for formulation or tank foam, or a silicon nutrient for crop strength.',
    'Silicon nutrient: spray 3–6 ml per litre of water every 10–14 days for 4–6 weeks.',
    'Give short-duration crops 2 sprays and fruit trees 4 sprays after pruning.',
    'Sugarcane: 4 ml per litre every 15 days for six months. Rice: 4 ml per litre every 15 days for 2 months.',
    'Super spreader: 5 ml per 15-litre pump, added last to the tank.',
  ],
  videoLinks: [],
  seoTitle: 'Silicone Based Products for Agriculture',
  seoDescription:
    'Silicone super spreaders, silicone antifoams and orthosilicic acid silicon nutrient. Silicon dose 3–6 ml per litre every 10–14 days.',
};

/** "Orthosilicic Acid 2% WSL": links to the fixed product page (why-us 8). */
export const orthosilicicAcid: SubcategoryRecord = {
  subcategory: 'Orthosilicic Acid 2% WSL',
  category: AGRO,
  link: '/Orthosilicic_Acid',
  ...getRecordImages('Orthosilicic Acid 2% WSL'),
  hotProduct: 3,
  categoryWiseTable: 8,
  tableForm: 0,
  subcategories: [],
  productDetails: [
    'Orthosilicic Acid 2% WSL is our stabilised silicon nutrient: a water-soluble liquid containing 2% w/w orthosilicic acid, Si(OH)₄, the only form of silicon a plant can take up. Other silicon sources, such as silicate minerals, slag, or sodium and potassium silicate, must first break down to orthosilicic acid in soil or water, and much of it polymerises into unavailable silica before roots can use it. Our formulation keeps the acid in its monomeric form in the bottle and in the spray tank.',
    'Taken up through leaves and roots, the silicon moves with the transpiration stream and is laid down as amorphous silica in cell walls and under the cuticle. Growers see sturdier stems and leaves, less lodging, better tolerance of heat and water stress, and leaves that sucking pests and fungal pathogens find harder to penetrate.',
    'It suits field crops, vegetables, fruit trees and plantation crops, and mixes with most water-soluble fertilizers and pesticides. The dose is 3–6 ml per litre; full crop schedules are on the product page.',
  ],
  benefits: [
    {
      title: 'Silicon plants can absorb',
      description: [
        'Supplies silicon directly as orthosilicic acid, Si(OH)₄.',
        'Stabilised against polymerisation in the pack and in the tank.',
      ],
    },
    {
      title: 'Stronger stems, less lodging',
      description: [
        'Silica strengthens cell walls in stems and leaves.',
        'Rice and sugarcane stand better through wind and heavy grain or cane load.',
      ],
    },
    {
      title: 'A physical barrier to pests and disease',
      description: [
        'A silica layer under the cuticle makes feeding harder for sucking pests.',
        'Reduces penetration by fungi such as rice blast and powdery mildew.',
      ],
    },
    {
      title: 'Better stress tolerance',
      description: ['Less water loss through the cuticle in heat and drought.', 'Helps crops hold up under salinity.'],
    },
    {
      title: 'Easy to use',
      description: [
        'Foliar spray or drip at 3–6 ml per litre.',
        'Mixes with most water-soluble fertilizers and pesticides after a jar test.',
      ],
    },
  ],
  howToUse: [
    'Shake the container, then dilute 3–6 ml per litre of water.',
    'Spray every 10–14 days for 4–6 weeks: 2 sprays for short-duration crops, 4 sprays after pruning for fruit trees.',
    'Sugarcane: 4 ml per litre every 15 days for six months.',
    'Rice: 4 ml per litre every 15 days for 2 months.',
    'Spray in the morning or evening and cover the foliage evenly; do a jar test before mixing with other products.',
  ],
  videoLinks: [],
  seoTitle: 'Orthosilicic Acid 2% WSL | Silicon Nutrient',
  seoDescription:
    'Stabilised orthosilicic acid 2% w/w, the plant-available form of silicon. Stronger stems, less lodging, better stress tolerance. 3–6 ml per litre.',
};

/** "Botanical Products": neem, karanja and other plant-derived inputs (why-us 9). */
export const botanicalProducts: SubcategoryRecord = {
  subcategory: 'Botanical Products',
  category: AGRO,
  ...getRecordImages('Botanical Products'),
  hotProduct: 3,
  categoryWiseTable: 9,
  tableForm: 0,
  subcategories: [],
  productDetails: [
    'Botanical Products covers the plant-derived oils and concentrates we supply for biopesticide formulation and organic farming, together with the emulsifiers that make them sprayable. The core of the range is neem: cold-pressed neem oil and neem concentrates standardised to azadirachtin contents of 300, 1500, 3000 and 10000 ppm, the strengths in which neem formulations are registered in India. Alongside neem we offer karanja (pongamia) oil, which carries karanjin and pongamol, and essential oils for repellent blends.',
    'Botanicals act differently from synthetic insecticides. Azadirachtin works mainly as an antifeedant and insect growth regulator: pests stop feeding within hours but die over several days, and natural enemies are largely spared. That makes neem a strong partner in integrated pest management for cotton, vegetables and fruit crops, and in organic production.',
    'Azadirachtin breaks down in sunlight and in alkaline water, so our neem products are packed in opaque containers, and we advise spraying in the evening with spray water at pH 5.5–6.5.',
  ],
  benefits: [
    {
      title: 'Standardised azadirachtin',
      description: ['Every lot tested for azadirachtin content by HPLC.', 'Strengths from 300 ppm to 10000 ppm.'],
    },
    {
      title: 'Fits integrated pest management',
      description: [
        'Antifeedant and growth-regulating action on caterpillars, sucking pests and mites.',
        'Gentler on natural enemies such as ladybird beetles and spiders.',
      ],
    },
    {
      title: 'Slows resistance',
      description: [
        'Several active limonoids in one extract make resistance slow to build.',
        'A good rotation partner for synthetic insecticides.',
      ],
    },
    {
      title: 'Self-emulsifying grades',
      description: [
        'Pre-emulsified neem and karanja oils disperse easily in spray water.',
        'Emulsifiers matched to each oil.',
      ],
    },
    {
      title: 'Low residue at harvest',
      description: [
        'Botanical actives break down quickly on the crop.',
        'Suited to fresh-market and export produce with strict residue limits.',
      ],
    },
  ],
  howToUse: [
    'Shake the container well. Neem oil thickens in cool weather; warm it gently in the sun if it has set.',
    'Prepare spray water at pH 5.5–6.5; alkaline water breaks down azadirachtin.',
    'Pre-mix the labelled dose in a mug of water, then add it to the half-filled tank and top up.',
    'Spray in the evening at the first sign of pests, covering the undersides of leaves.',
    'Repeat at 7–10 day intervals while pest pressure lasts.',
  ],
  videoLinks: [],
  seoTitle: 'Botanical Products | Neem Oil and Karanja Oil',
  seoDescription:
    'Neem oil and concentrates standardised to azadirachtin 300–10000 ppm, karanja oil and matched emulsifiers for biopesticides and organic farming.',
};

/** "Plant Growth Promoters": biostimulants (why-us 7, table form 5). */
export const plantGrowthPromoters: SubcategoryRecord = {
  subcategory: 'Plant Growth Promoters',
  category: AGRO,
  ...getRecordImages('Plant Growth Promoters'),
  hotProduct: 3,
  categoryWiseTable: 7,
  tableForm: 5,
  subcategories: [],
  productDetails: [
    'Plant Growth Promoters covers the biostimulants we offer to help crops grow evenly, flower well and carry their fruit to harvest: seaweed extracts from Ascophyllum nodosum, humic and fulvic acids, amino acid concentrates made by protein hydrolysis, and silicon through Orthosilicic Acid 2% WSL. They do not replace NPK fertilizers; they help the crop use them and cope with stress.',
    'In India, biostimulants are regulated under the Fertiliser (Control) Order, 1985, which has set out their specifications in Schedule VI since 2021.',
    'Each product card lists the general features and dosage. As a rule, promoters work best at active growth stages: after transplanting or establishment to encourage roots, before flowering to support flower initiation, and during fruit development to improve size and finish. Crops recovering from heat, waterlogging or herbicide injury respond well to a seaweed or amino acid spray.',
  ],
  benefits: [
    {
      title: 'Stronger roots',
      description: [
        'Humic and fulvic acids encourage fine root growth.',
        'Better root mass means better uptake of water and nutrients.',
      ],
    },
    {
      title: 'Better flowering and fruit set',
      description: [
        'Seaweed extracts carry natural growth-regulating compounds.',
        'Timed before flowering, they support flower initiation and retention.',
      ],
    },
    {
      title: 'Recovery from stress',
      description: [
        'Amino acids give the plant ready building blocks after heat, cold or waterlogging.',
        'Helps crops green up after herbicide or transplanting shock.',
      ],
    },
    {
      title: 'Better nutrient use',
      description: [
        'Fulvic acid holds micronutrients in a form the plant can take up.',
        'More value from the fertilizer already applied.',
      ],
    },
    {
      title: 'Easy to fit in',
      description: [
        'Mixes with most fertilizers and pesticides after a jar test.',
        'Foliar, drip or drench application.',
      ],
    },
  ],
  howToUse: [
    'Choose by crop stage: humic and fulvic acids at establishment, seaweed before flowering, amino acids during fruit development or after stress.',
    'Foliar: follow the dose on the product card; most liquid promoters are sprayed at 2–3 ml per litre.',
    'Soil or drip: apply humic and fulvic acids through the drip or as a drench near the root zone.',
    'Spray in the morning or evening and repeat at 15–20 day intervals through the stage that matters most.',
    'Do a jar test before mixing with copper fungicides or other alkaline products.',
  ],
  videoLinks: [],
  seoTitle: 'Plant Growth Promoters | Seaweed, Humic & Amino Acids',
  seoDescription:
    'Biostimulants for stronger roots, better flowering and stress recovery: seaweed extract, humic and fulvic acids, amino acids and silicon.',
};

/** "Essential Oil" (why-us 10). */
export const essentialOil: SubcategoryRecord = {
  subcategory: 'Essential Oil',
  category: AGRO,
  ...getRecordImages('Essential Oil'),
  hotProduct: 0,
  categoryWiseTable: 10,
  tableForm: 0,
  subcategories: [],
  productDetails: [
    'Our essential oils are natural oils, mostly steam-distilled, supplied and standardised for makers of botanical crop inputs, cleaning products and fragrances. The range covers citronella, lemongrass, eucalyptus, clove leaf, mint (Mentha arvensis) and pine oil, with other oils sourced on request. Each lot comes with its marker constituent measured by gas chromatography: citral in lemongrass oil, 1,8-cineole in eucalyptus oil, eugenol in clove leaf oil, menthol in mint oil, citronellal and geraniol in citronella oil, and α-terpineol in pine oil.',
    'In the field, citronella, lemongrass and clove oils act mainly as repellents and contact agents against soft-bodied insects and mites, and they pair naturally with neem in botanical blends. In home and industrial cleaning, pine and citronella oils give floor cleaners their familiar fragrance, and the terpene alcohols in pine oil help loosen grease.',
    'Essential oils do not mix with water on their own. We supply matching solubilisers and emulsifiers, such as polysorbates and castor oil ethoxylates, so the oil forms a clear or milky dispersion instead of floating on top.',
  ],
  benefits: [
    {
      title: 'Standardised marker content',
      description: [
        'Gas chromatography report with every lot.',
        'Consistent strength and odour from one drum to the next.',
      ],
    },
    {
      title: 'The right grade for the use',
      description: [
        'Grades for botanical crop products, cleaning products and fragrance.',
        'Advice on which oil suits your formulation.',
      ],
    },
    {
      title: 'Natural repellent action',
      description: [
        'Citronella, lemongrass and clove oils deter soft-bodied insects and mites.',
        'Combine well with neem in botanical blends.',
      ],
    },
    {
      title: 'Ready to formulate',
      description: [
        'Matching solubilisers and emulsifiers from our own surfactant range.',
        'Starting ratios for clear and milky products.',
      ],
    },
  ],
  howToUse: [
    'Choose the oil and grade for your use, and ask for the gas chromatography report of the current lot.',
    'For clear water-based products, pre-mix the oil with 3–5 parts of polysorbate 20 or 80 per part of oil before adding water.',
    'For milky floor cleaners of the phenyle type, emulsify pine oil with a castor oil ethoxylate or a soap base.',
    'For crop sprays, use the oil within a formulated product; straight essential oils can scorch leaves.',
    'Store in full, closed, opaque containers away from heat; oils oxidise once a drum is opened.',
  ],
  videoLinks: [],
  seoTitle: 'Essential Oils | Citronella, Lemongrass, Eucalyptus',
  seoDescription:
    'Citronella, lemongrass, eucalyptus, clove leaf, mint and pine oils with GC-tested marker content, plus matching solubilisers and emulsifiers.',
};

/** "Pheromones": links to the fixed lure page. */
export const pheromones: SubcategoryRecord = {
  subcategory: 'Pheromones',
  category: AGRO,
  link: '/Pheromones',
  ...getRecordImages('Pheromones'),
  hotProduct: 3,
  categoryWiseTable: 0,
  tableForm: 0,
  subcategories: [],
  productDetails: [
    'Our pheromone range is built around the two lures Indian growers rely on against fruit flies: Cue Lure for cucurbit fruit flies such as the melon fly, and Methyl Eugenol for the oriental, peach and guava fruit flies that attack mango, guava, citrus and other fruit. Both are male attractants. A lure in a trap draws male flies from a wide area and a killing agent in the trap kills them, so fewer females are mated and fewer eggs are laid in the fruit.',
    'Fruit flies are hard to control with sprays because the larvae feed inside the fruit. Lure traps act on the adult flies before damage shows, with no spray residue on the produce, which matters for crops grown for export and fresh markets.',
    'The lures are used in two ways: monitoring, with one lure per square kilometre to time control measures, and control by male annihilation, with 6–10 lures per acre. Lures are replaced every 30–40 days. Technical details, target species and schedules for both lures are on the Pheromones page.',
  ],
  benefits: [
    {
      title: 'Targets the right pest',
      description: [
        'Species-specific lures draw male fruit flies, with very few other insects caught.',
        'Pollinators and natural enemies working in the crop are not sprayed.',
      ],
    },
    {
      title: 'No residue on the fruit',
      description: ['Nothing is sprayed on the crop.', 'Suited to export and fresh-market produce.'],
    },
    {
      title: 'Early warning',
      description: [
        'Monitoring traps show when flies arrive and how numbers build.',
        'Control measures can be timed instead of sprayed by the calendar.',
      ],
    },
    {
      title: 'Area-wide control',
      description: [
        '6–10 lures per acre remove males before they mate.',
        'Works best when neighbouring farms trap at the same time.',
      ],
    },
    {
      title: 'Long field life',
      description: ['Each lure lasts 30–40 days in the field.', 'Few replacements in a season.'],
    },
  ],
  howToUse: [
    'Choose the lure: Cue Lure for cucurbits, Methyl Eugenol for mango, guava, citrus and other fruit.',
    'Fit the lure in a fruit fly trap with a killing agent and hang it in the shade at canopy height.',
    'Monitoring: 1 lure per square kilometre. Control: 6–10 lures per acre, spread evenly, with traps along the borders.',
    'Set traps before flowering and fruit set, and keep them until the last harvest.',
    'Replace lures every 30–40 days; empty the dead flies weekly and note the counts.',
  ],
  videoLinks: [],
  seoTitle: 'Pheromone Lures | Cue Lure and Methyl Eugenol',
  seoDescription:
    'Cue Lure and Methyl Eugenol fruit fly lures for cucurbits, mango, guava and citrus: monitoring at 1 per km² and control at 6–10 lures per acre.',
};

/** "Others": solvents and formulation additives (why-us 19). */
export const others: SubcategoryRecord = {
  subcategory: 'Others',
  category: AGRO,
  ...getRecordImages('Others'),
  hotProduct: 0,
  categoryWiseTable: 19,
  tableForm: 0,
  subcategories: [],
  productDetails: [
    "Others covers the products that sit around the main formulation: spray aids for the farmer's tank, and the solvents, carriers and additives a formulator needs to complete a recipe. The spray aids include MultiBalance 4 in 1, which corrects the pH and hardness of spray water, an anti-drift and deposition aid, and a spray tank cleaner that removes herbicide residues before the next crop is sprayed.",
    'For formulators, the solvent range includes C-9 aromatic solvent, the standard EC solvent in India, heavier C-10 aromatics with a higher flash point, xylene, and polar co-solvents such as cyclohexanone for actives that do not dissolve fully in aromatics. The additive range covers propylene glycol and monoethylene glycol as antifreeze, xanthan gum thickener, silicone antifoam emulsions, benzisothiazolinone biocide, epoxidised soybean oil as a stabiliser for organophosphate ECs, and china clay and precipitated silica as carriers for wettable powders.',
    'Choosing a solvent means balancing solvency for the active, flash point for safe storage and transport, odour, and crop safety. The overview on this page sets out the options with their flash points and typical uses. Every product comes with a certificate of analysis and a safety data sheet.',
  ],
  benefits: [
    {
      title: 'Better spray water',
      description: [
        'MultiBalance 4 in 1 brings hard, alkaline water to the slightly acidic range most pesticides prefer.',
        'A tank cleaner prevents herbicide carry-over injury to the next crop.',
      ],
    },
    {
      title: 'One-stop sourcing',
      description: [
        'Solvents, carriers and additives alongside our surfactants.',
        'One order, one delivery, one quality contact.',
      ],
    },
    {
      title: 'Matched to our emulsifiers',
      description: ['Our EC emulsifier pairs are screened in these solvents.', 'Fewer surprises when you scale up.'],
    },
    {
      title: 'Safety data up front',
      description: [
        'Flash point and hazard class for every solvent.',
        'Safety data sheets supplied with the first order.',
      ],
    },
    {
      title: 'Quality checked',
      description: [
        'Water content, purity and distillation range on the certificate of analysis.',
        'Additives tested for the properties that matter in the formulation.',
      ],
    },
  ],
  howToUse: [
    'Farmers: add MultiBalance 4 in 1 to the tank first, at 0.5–1 ml per litre depending on water pH, before any pesticide.',
    'Formulators: check the solubility of your active in C-9 aromatic solvent first; it is the most economical EC solvent.',
    'If the active crystallises at 0 °C, add a polar co-solvent such as cyclohexanone in 5% steps.',
    'Where flash point is a concern, use C-10 aromatic solvent in place of C-9 or xylene.',
    'In water-based formulations, add antifreeze, antifoam, thickener and biocide in the order given in our SC guide.',
  ],
  videoLinks: [],
  seoTitle: 'Spray Aids, Solvents and Formulation Additives',
  seoDescription:
    'pH balancer, anti-drift aid and tank cleaner, plus C-9 and C-10 aromatic solvents, cyclohexanone, antifreeze, xanthan gum, antifoams and carriers.',
};

/** Sub-categories of the agro category, in the order the agro landing lists them. */
export const agroSubcategories: SubcategoryRecord[] = [
  agroEmulsifiers,
  agroSiliconeSuperSpreader,
  siliconeBasedProducts,
  orthosilicicAcid,
  botanicalProducts,
  plantGrowthPromoters,
  essentialOil,
  pheromones,
  others,
];
