/**
 * The six top-level catalogue categories, with their sub-categories, and the list
 * of every category image they reference (for the image generator).
 *
 * Names are exact: they must equal the API's `Categories.Name` / `SubCategories.Name`, because
 * pages join this copy to the served products by name.
 */

import { agroSubcategories } from './agro-subcategories.ts';
import { cleaningSubcategories } from './cleaning-subcategories.ts';
import { getRecordImages } from './media.ts';
import type { CategoryRecord, SubcategoryRecord } from './types.ts';

/** "Agro chemicals & Emulsifiers": its link /Agro leads to the sub-category listing. */
export const agroCategory: CategoryRecord = {
  category: 'Agro chemicals & Emulsifiers',
  link: '/Agro',
  ...getRecordImages('Agro chemicals & Emulsifiers'),
  hotProduct: 6,
  MostProduct: 1,
  categoryWiseTable: 0,
  tableForm: 0,
  subcategories: agroSubcategories,
  productDetails: [
    'Our agro range covers the surfactants and adjuvants a crop-protection formulator needs, from the first lab trial to the packed bottle: emulsifier pairs for emulsifiable concentrates (EC), wetting and dispersing agents for suspension concentrates (SC) and wettable powders (WP), adjuvants for soluble liquids (SL), oil emulsifiers for neem and mineral oils, and conventional ethoxylates for in-house blending.',
    'Alongside these we make trisiloxane silicone super spreaders and silicon-based crop nutrients, including Orthosilicic Acid 2% WSL, and we supply botanical and essential-oil inputs, plant growth promoters, and fruit fly pheromone lures for cucurbits and orchards.',
    'Every product is made at our Indore plant, in operation since 2014, released against a batch certificate, and backed by application support. Send us your active ingredient, solvent and target strength, and our laboratory will screen emulsifier ratios on your toxicant and return a recommended pair and dosage. We supply 50 kg and 200 kg drums to formulators across India and export to more than 11 countries.',
  ],
  benefits: [
    {
      title: 'Built for Indian formulations',
      description: [
        'Emulsifier pairs screened on widely used actives such as chlorpyrifos, profenofos, pretilachlor and pendimethalin.',
        'Tested in standard hard water, because much spray water in India comes from borewells.',
      ],
    },
    {
      title: 'Laboratory support on every enquiry',
      description: [
        'Emulsifier ratio screening on your own toxicant and solvent.',
        'The recommended pair and dosage in writing, with the trial data.',
      ],
    },
    {
      title: 'Consistent batches',
      description: [
        'Every lot released against a certificate of analysis.',
        'Retained samples kept for each batch for traceability.',
      ],
    },
    {
      title: 'One supplier for the whole recipe',
      description: [
        'Emulsifiers, wetting and dispersing agents, spreaders, antifoams and solvents.',
        'Field inputs too: silicon nutrient, botanicals, growth promoters and pheromone lures.',
      ],
    },
    {
      title: 'Export ready',
      description: [
        'Shipping to more than 11 countries, with export documentation.',
        'Quality-certified manufacturing.',
      ],
    },
  ],
  howToUse: [
    'Tell us the active ingredient, its strength, the formulation type (EC, SC, WP or SL) and the solvent or carrier you use.',
    'We recommend a starting system and, for ECs, screen an emulsifier pair across 11 A/B ratios on your toxicant.',
    'Make a lab batch at the recommended dosage and check emulsion stability or suspensibility, then storage stability for 14 days at 54 °C.',
    'Scale up with commercial supply in 50 kg or 200 kg drums, each with a certificate of analysis.',
    'For field products such as spreaders, silicon nutrient and lures, follow the dose on the product page.',
  ],
  videoLinks: [],
  seoTitle: 'Agro Chemicals and Emulsifiers | Agro Surfactants',
  seoDescription:
    'Emulsifiers, wetting and dispersing agents, SL adjuvants, silicone super spreaders, silicon nutrient, botanicals and pheromone lures from Indore.',
};

/** "Fertilizers". */
export const fertilizersCategory: CategoryRecord = {
  category: 'Fertilizers',
  link: '/products',
  ...getRecordImages('Fertilizers'),
  hotProduct: 3,
  MostProduct: 3,
  categoryWiseTable: 0,
  tableForm: 0,
  subcategories: [],
  productDetails: [
    'Our fertilizer range supplies crop nutrients in forms that dissolve completely, for drip fertigation and foliar sprays. It includes water-soluble NPK grades such as 19:19:19, 12:61:00, 00:52:34, 13:00:45 and 13:40:13; calcium nitrate for calcium during fruit development; chelated micronutrients, including zinc and iron as 12% EDTA chelates; and boron at 20% as disodium octaborate.',
    'Water-soluble grades put nutrients where the crop can use them at the stage it needs them. Phosphorus-rich 12:61:00 supports rooting after transplanting, balanced 19:19:19 suits vegetative growth, and potassium-rich 00:52:34 and 13:00:45 help flowering, fruit filling and quality. Chelated micronutrients stay in solution in hard water and alongside phosphate grades, where sulphate salts can precipitate.',
    'Each lot is checked for nutrient content, water-insoluble matter and moisture, so it dissolves cleanly without blocking drip emitters. Pair foliar sprays with our silicone super spreader, and use MultiBalance 4 in 1 when your water is hard or alkaline.',
  ],
  benefits: [
    {
      title: 'Fully water soluble',
      description: ['Clear solutions that do not block drip emitters.', 'Water-insoluble matter checked on every lot.'],
    },
    {
      title: 'Nutrition by crop stage',
      description: [
        '12:61:00 for rooting, 19:19:19 for growth, 00:52:34 and 13:00:45 for flowering and fruit.',
        'Calcium nitrate for firm fruit and fewer calcium disorders.',
      ],
    },
    {
      title: 'Chelated micronutrients',
      description: [
        'Zinc and iron as EDTA chelates that stay in solution in hard water.',
        'Boron 20% for flowering and fruit set.',
      ],
    },
    {
      title: 'Fits your spray programme',
      description: [
        'Mixes with most pesticides after a jar test.',
        'Works with our spreader and pH balancer for better foliar uptake.',
      ],
    },
    {
      title: 'Standard grades',
      description: ['Grades as specified in the Fertiliser (Control) Order.', 'Nutrient content stated on every bag.'],
    },
  ],
  howToUse: [
    'Plan doses from a soil test and the growth stage of the crop.',
    'Foliar spray: dissolve 5–10 g of water-soluble NPK per litre of water (0.5–1%), and chelated micronutrients at 0.5–1 g per litre.',
    'Fertigation: dissolve in a stock tank and inject through the drip; keep calcium nitrate in a separate tank from phosphate and sulphate grades to avoid precipitation.',
    'Spray in the morning or evening, not in hot sun, and add a silicone spreader for waxy crops.',
    'Keep bags closed in a dry place: water-soluble fertilizers absorb moisture and cake.',
  ],
  videoLinks: [],
  seoTitle: 'Water Soluble Fertilizers and Chelated Micronutrients',
  seoDescription:
    'Water-soluble NPK 19:19:19, 12:61:00, 00:52:34 and 13:00:45, calcium nitrate, Zn and Fe EDTA 12% and boron 20% for drip and foliar feeding.',
};

/** "Silicone Super Spreader" as a top-level category (why-us 8). */
export const siliconeSuperSpreaderCategory: CategoryRecord = {
  category: 'Silicone Super Spreader',
  link: '/products',
  ...getRecordImages('Silicone Super Spreader'),
  hotProduct: 6,
  MostProduct: 2,
  categoryWiseTable: 8,
  tableForm: 0,
  subcategories: [],
  productDetails: [
    'Silicone super spreaders are trisiloxane ethoxylates: a small, branched silicone head on a short polyether chain. At 0.1% in water they bring surface tension down to about 20–21 mN/m, well below the 30 mN/m or so of conventional wetting agents, so a droplet that would bead on a waxy leaf spreads instead into a thin film over many times its area and can flow into the stomata.',
    'We have manufactured silicone surfactants for 13 years and run a capacity of 500 metric tons a month, which lets us supply both ready-to-use tank-mix spreaders and bulk silicone surfactant to formulators who build it into their own products. The range runs from FX SPT 500, our general-purpose trisiloxane super spreader, to FENSIL 360 in powder form for WP and WDG formulations, the FX SP grades for specific uses, and DIKO WET 80, a non-ionic wetting agent for acidified or alkaline tank mixes.',
    'For growers, a spreader means better coverage from the same dose of pesticide or nutrient, faster uptake before rain or irrigation can wash the spray off, and an even deposit on hard-to-wet crops such as onion, cabbage, chilli, sugarcane and grapes.',
  ],
  benefits: [
    {
      title: 'Super spreading',
      description: [
        'Surface tension of about 20–21 mN/m at 0.1%.',
        'Droplets spread over waxy and hairy leaves instead of rolling off.',
      ],
    },
    {
      title: 'Faster uptake',
      description: [
        'Spray solution flows into the stomata soon after it lands.',
        'Less lost to rain and dew shortly after spraying.',
      ],
    },
    {
      title: 'A small dose',
      description: [
        'About 5 ml per 15-litre pump.',
        'Works with insecticides, fungicides, herbicides and foliar nutrients.',
      ],
    },
    {
      title: 'Scale and consistency',
      description: ['500 metric tons a month of capacity.', '13 years of silicone surfactant manufacturing.'],
    },
    {
      title: 'Liquid and powder forms',
      description: ['Liquid tank-mix grades for farmers.', 'Powder FENSIL 360 for WP, WDG and fertilizer mixes.'],
    },
  ],
  howToUse: [
    'Half-fill the sprayer tank with clean water and add the pesticide or nutrient as its label directs.',
    'Add the super spreader last, at 0.25–0.5 ml per litre: about 5 ml per 15-litre pump, and the upper end for waxy crops such as onion and cabbage.',
    'Top up with water and stir gently; vigorous agitation makes foam.',
    'Spray the same day, in the cool of the morning or evening, with a fine to medium nozzle.',
    'Do not exceed the dose: too much spreader causes run-off and can scorch tender leaves.',
  ],
  videoLinks: [],
  seoTitle: 'Silicone Super Spreader | Trisiloxane Adjuvants',
  seoDescription:
    'Trisiloxane super spreaders that cut surface tension to about 20.5 mN/m: FX SPT 500, FENSIL 360 powder, FX SP series and DIKO WET 80.',
};

/** "Paint Additives". */
export const paintAdditivesCategory: CategoryRecord = {
  category: 'Paint Additives',
  link: '/products',
  ...getRecordImages('Paint Additives'),
  hotProduct: 3,
  MostProduct: 5,
  categoryWiseTable: 0,
  tableForm: 0,
  subcategories: [],
  productDetails: [
    'Paint Additives covers the small-dose ingredients that decide how a paint grinds, flows, levels and dries. The range serves water-based emulsion paints, distempers and primers as well as solvent-based enamels: polyacrylate dispersants for titanium dioxide and extender pigments, wetting agents for pigment and substrate, mineral-oil and silicone defoamers, and polyether-modified silicone surface additives for flow, levelling and slip.',
    'Each additive works at a fraction of a per cent, but the wrong one shows at once. A dispersant that does not suit the pigment raises grind viscosity and lets colours float or flood; too much silicone causes craters; a weak defoamer leaves pinholes after roller application. We help paint makers pick the right grade for the binder, the pigment load and the application method, and set the dosage by trial rather than by the drum label alone.',
    'Our silicone chemistry, the same base we use for super spreaders, gives surface additives that cut surface tension sharply for substrate wetting. All grades come with technical data sheets and are available in 50 kg and 200 kg drums.',
  ],
  benefits: [
    {
      title: 'Better pigment dispersion',
      description: [
        'Lower grind viscosity and higher pigment loading.',
        'Full colour strength and gloss with no flooding.',
      ],
    },
    {
      title: 'Bubble-free films',
      description: [
        'Defoamers for the grind and the letdown.',
        'Fewer pinholes and craters after roller and spray application.',
      ],
    },
    {
      title: 'Flow and levelling',
      description: [
        'Silicone surface additives for smooth, even films.',
        'Better wetting of difficult and slightly contaminated substrates.',
      ],
    },
    {
      title: 'Storage stability',
      description: ['No hard settling of pigments in the can.', 'Viscosity that holds through storage.'],
    },
    {
      title: 'Technical support',
      description: [
        'Dosage ladders and trial guidance for your formulation.',
        'Technical data sheets for every grade.',
      ],
    },
  ],
  howToUse: [
    'Add the dispersant to the water at the start of the grind, before the pigments: typically 0.3–1.0% of the total paint.',
    'Add about half the defoamer in the grind and the rest in the letdown; the total is typically 0.1–0.5%.',
    'Add silicone surface additives in the letdown under slow stirring, at 0.05–0.5% of the total.',
    'Run a ladder of three dosages on a lab batch and check grind, viscosity, film appearance and craters on a drawdown.',
    'Confirm storage stability by heat-ageing the paint for two to four weeks at 50 °C.',
  ],
  videoLinks: [],
  seoTitle: 'Paint Additives | Dispersants, Defoamers, Silicones',
  seoDescription:
    'Polyacrylate dispersants, wetting agents, defoamers and silicone flow and levelling additives for emulsion paints, distempers, primers and enamels.',
};

/** "General Emulsifiers". */
export const generalEmulsifiersCategory: CategoryRecord = {
  category: 'General Emulsifiers',
  link: '/products',
  ...getRecordImages('General Emulsifiers'),
  hotProduct: 3,
  MostProduct: 4,
  categoryWiseTable: 0,
  tableForm: 0,
  subcategories: [],
  productDetails: [
    'General Emulsifiers covers our surfactants for industries outside agriculture: metalworking, textiles, leather, lubricants, polishes and waxes, and household and institutional products. The range includes fatty alcohol ethoxylates, castor oil ethoxylates, sorbitan esters and polysorbates, PEG esters and anionic sulphonates, in grades from oil-soluble, low-HLB emulsifiers to water-soluble, high-HLB wetting agents and solubilisers.',
    'A stable emulsion starts with matching the emulsifier to the oil. Every oil phase has a required HLB (hydrophilic–lipophilic balance): the paraffinic mineral oil in a soluble cutting oil needs roughly 10, while vegetable oils and waxes need other values. Blending a low-HLB emulsifier such as sorbitan monooleate (HLB 4.3) with a high-HLB partner such as polysorbate 80 (HLB 15.0) lets a formulator reach the required value exactly.',
    'We supply single surfactants and ready blends for common jobs, such as soluble cutting oil concentrates, textile scouring and wetting, and silicone oil and wax emulsions. Tell us the oil, the emulsion you need and the water you will use, and we will recommend a starting system.',
  ],
  benefits: [
    {
      title: 'The right HLB for the job',
      description: ['Grades from about HLB 4 to HLB 17.', 'Pairs that bracket the required HLB of your oil.'],
    },
    {
      title: 'Stable emulsions',
      description: ['Tested against hard water and temperature cycling.', 'Fine droplet size for long shelf life.'],
    },
    {
      title: 'Many industries served',
      description: [
        'Metalworking, textiles, leather, lubricants, polishes and waxes.',
        'Household and institutional cleaning.',
      ],
    },
    {
      title: 'Ready blends',
      description: [
        'Emulsifier packages for soluble cutting oils and wax emulsions.',
        'Less development time for your product.',
      ],
    },
    {
      title: 'Consistent supply',
      description: [
        'Certificate of analysis with ethylene oxide content, hydroxyl value and moisture.',
        '50 kg and 200 kg drums.',
      ],
    },
  ],
  howToUse: [
    'Identify the oil phase and its required HLB; we can help you measure it.',
    'Select two emulsifiers whose HLB values bracket it and calculate the blend ratio.',
    'Dissolve the emulsifiers in the oil, warming if needed, then add water slowly under stirring; the mix thickens before it inverts to a thin oil-in-water emulsion.',
    'Homogenise if you need a fine emulsion, and check stability at room temperature and for a week at 45–50 °C.',
    'Scale up with the same order of addition and the same temperatures.',
  ],
  videoLinks: [],
  seoTitle: 'General Emulsifiers | Ethoxylates, Sorbitan Esters',
  seoDescription:
    'Fatty alcohol and castor oil ethoxylates, sorbitan esters, polysorbates and PEG esters for metalworking, textiles, leather, lubricants and waxes.',
};

/** "Home & Industrial Cleaning", with Manufacturing and Trading sub-categories. */
export const cleaningCategory: CategoryRecord = {
  category: 'Home & Industrial Cleaning',
  link: '/products',
  ...getRecordImages('Home & Industrial Cleaning'),
  hotProduct: 0,
  MostProduct: 6,
  categoryWiseTable: 0,
  tableForm: 0,
  subcategories: cleaningSubcategories,
  productDetails: [
    'Home & Industrial Cleaning covers two kinds of products. Under Manufacturing Products are the cleaners we make at our Indore plant: dishwash liquid, floor cleaners, toilet and bathroom cleaners, glass cleaner, liquid laundry detergent, hand wash, and heavy-duty degreasers for workshops and kitchens. Under Trading Products are the raw materials other manufacturers use to make their own: surfactants such as LABSA, SLES and cocamidopropyl betaine, alkalis such as caustic soda and soda ash, and fragrances, colours and preservatives.',
    'Our background in surfactant chemistry shows in the formulations. Dishwash and laundry liquids are built on balanced anionic and amphoteric surfactants that remove grease without being harsh on hands; floor cleaners combine cleaning power with pine and citronella fragrances; degreasers use alkaline builders to lift oil and carbon from machinery and floors.',
    'We supply households through distributors, and institutions such as hotels, hospitals, schools, offices and factories directly, with bulk packs for high-volume users.',
  ],
  benefits: [
    {
      title: 'Made by surfactant specialists',
      description: [
        'Formulations built on surfactants we understand from the molecule up.',
        'Tuned for Indian water hardness.',
      ],
    },
    {
      title: 'Manufacturing and raw materials',
      description: [
        'Ready products for users and distributors.',
        'Raw materials for manufacturers who make their own.',
      ],
    },
    {
      title: 'For homes and institutions',
      description: ['Retail packs for households.', 'Bulk packs for hotels, hospitals, offices and factories.'],
    },
    {
      title: 'Quality on every batch',
      description: [
        'pH, active matter and viscosity checked before filling.',
        'Certificates of analysis for traded materials.',
      ],
    },
  ],
  howToUse: [
    'Choose Manufacturing Products for ready cleaners, or Trading Products for raw materials.',
    'Follow the dilution on the label: concentrated cleaners go further when diluted correctly.',
    'Never mix acidic cleaners such as toilet cleaner with bleach: together they release chlorine gas.',
    'Wear gloves when handling concentrates and degreasers.',
    'Ask us for bulk pricing and a supply schedule for institutional use.',
  ],
  videoLinks: [],
  seoTitle: 'Home and Industrial Cleaning Products and Raw Materials',
  seoDescription:
    'Dishwash, floor, toilet and glass cleaners, laundry liquid and degreasers made in Indore, plus LABSA, SLES, CAPB and caustic soda supply.',
};

/** All six top-level categories, in the order the site lists them. */
export const categoryRecords: CategoryRecord[] = [
  agroCategory,
  fertilizersCategory,
  siliconeSuperSpreaderCategory,
  paintAdditivesCategory,
  generalEmulsifiersCategory,
  cleaningCategory,
];

/** Every sub-category at any depth, parents before children. */
export function listAllSubcategories(records: CategoryRecord[] = categoryRecords): SubcategoryRecord[] {
  const out: SubcategoryRecord[] = [];
  const walk = (subs: SubcategoryRecord[]) => {
    for (const sub of subs) {
      out.push(sub);
      walk(sub.subcategories);
    }
  };
  for (const record of records) walk(record.subcategories);
  return out;
}

/** Every image path the category and sub-category records reference, sorted, without repeats. */
export const categoryImageFiles: string[] = [
  ...new Set(
    [...categoryRecords, ...listAllSubcategories()].flatMap((record) => [record.image, record.big197, record.small11]),
  ),
].sort();
