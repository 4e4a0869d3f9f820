/**
 * Crop inputs of natural origin and field aids: botanicals, growth promoters, essential oils,
 * pheromone lures and the "Others" shelf (pH balancer, drift and tank aids).
 */
import type { ProductGroup } from './spec.ts';

const CATEGORY = 'Agro chemicals & Emulsifiers' as const;

const LURE_INSTRUCTIONS = [
  'Place the lure in a fruit fly trap with the killing agent recommended for your area and hang it 1–1.5 m above the ground in shade.',
  'For monitoring, use 1 lure per km² and record catches every week.',
  'For control, install 6–10 lures per acre before the crop starts fruiting, spread evenly over the field and its borders.',
  'Replace lures every 30–40 days and dispose of used lures and dead flies away from the crop.',
  'Do not touch the lure with bare hands; open the pouch only when installing.',
];

export const agroBiologicalGroups: ProductGroup[] = [
  {
    category: CATEGORY,
    subCategory: 'Botanical Products',
    family: 'botanical',
    labelHeader: 'Botanical Products',
    products: [
      {
        name: 'Neem Oil Formulation 1500 ppm',
        code: 'FX BP 801',
        hot: true,
        description:
          'Our neem oil formulation contains 1500 ppm of azadirachtin, the limonoid of Azadirachta indica that disrupts feeding, moulting and egg laying in many sucking and chewing pests. The neem oil is emulsified with our own neem oil emulsifier, so it forms a stable milky emulsion in the spray tank and covers leaves evenly. It fits integrated pest management programmes on cotton, vegetables, pulses and fruit crops, and its mild action spares most beneficial insects. Regular sprays at the early stage of pest build-up give the best results.',
        features: [
          'Azadirachtin 1500 ppm from cold-pressed neem oil',
          'Antifeedant, moult-disrupting and egg-laying deterrent action',
          'Stable milky emulsion in hard water',
          'Fits IPM programmes and spares most beneficial insects',
        ],
        instructions: [
          'Shake the container well before use.',
          'Mix the required quantity in water and stir until uniformly milky.',
          'Spray at the first sign of pests and repeat every 7–10 days.',
          'Spray in the evening; sunlight degrades azadirachtin.',
        ],
        dosage: '3–5 ml per litre of water',
        adjuvant: 'FX SP 100 silicone spreader at 0.25 ml per litre',
      },
      {
        name: 'Neem Oil Formulation 10000 ppm',
        code: 'FX BP 802',
        description:
          'The 10000 ppm formulation carries about seven times more azadirachtin than the 1500 ppm grade, so a much smaller dose goes into each tank. It is preferred by growers who treat large areas and by distributors who want to cut freight per hectare. The formulation is based on neem seed kernel extract enriched in azadirachtin and is emulsified for a uniform spray. It acts against whitefly, aphids, jassids, thrips and caterpillars in their early stages.',
        features: [
          'High azadirachtin content of 10000 ppm',
          'Low dose per tank, less freight per hectare',
          'Effective on early stages of sucking pests and caterpillars',
          'Emulsified for a uniform spray',
        ],
        instructions: [
          'Shake well and premix the dose in a bucket of water.',
          'Add to the half-filled tank and top up while stirring.',
          'Repeat every 10–15 days depending on pest pressure.',
          'Store in the original container away from sunlight.',
        ],
        dosage: '1–2 ml per litre of water',
        adjuvant: 'FX SP 100 silicone spreader at 0.25 ml per litre',
      },
      {
        name: 'Cold-Pressed Neem Oil',
        code: '',
        description:
          'We supply cold-pressed neem oil from selected Azadirachta indica seed kernels, filtered and tested for azadirachtin content. It is the raw material for botanical formulations, soaps and neem-coated fertilizer, and it is also bought by formulators who add their own emulsifier. Neat neem oil does not mix with water, so it must be emulsified before spraying; our neem oil emulsifier is designed for exactly this oil. The oil is dark yellow to brown with the typical garlic-like odour and partly solidifies below 20 °C.',
        features: [
          'Cold-pressed and filtered from selected seed kernels',
          'Tested for azadirachtin content',
          'Raw material for botanicals, soaps and neem-coated urea',
          'Supplied in drums and bulk',
        ],
        instructions: [
          'Emulsify before spraying; use 10–15% of our neem oil emulsifier.',
          'Warm to 35–40 °C if the oil has solidified.',
          'Store in closed containers away from light and heat.',
          'Keep away from food and animal feed.',
        ],
        dosage: '5 ml of emulsified oil per litre of water',
        adjuvant: 'FX OE 220 neem oil emulsifier at 10–15% of the oil',
      },
      {
        name: 'Karanja Oil Formulation',
        code: 'FX BP 804',
        description:
          'Karanja oil is pressed from the seeds of Pongamia pinnata and contains karanjin and pongamol, flavonoids with insect-repellent and antifeedant activity. Our formulation emulsifies karanja oil for foliar sprays and is often used in rotation or combination with neem for a broader botanical effect. It is used on vegetables, cotton and plantation crops, and in organic farming systems where synthetic pesticides are not used. The emulsion is stable and easy to mix in field water.',
        features: [
          'Contains karanjin and pongamol',
          'Complements neem in botanical programmes',
          'Suited to organic and residue-sensitive crops',
          'Stable emulsion in field water',
        ],
        instructions: [
          'Shake well before use.',
          'Dilute in water and mix thoroughly.',
          'Spray every 7–10 days during pest pressure.',
          'Spray in the evening for best effect.',
        ],
        dosage: '3–5 ml per litre of water',
        adjuvant: '',
      },
      {
        name: 'Garlic & Chilli Botanical Extract',
        code: '',
        description:
          'Garlic and chilli have long been used by Indian farmers to keep pests off vegetables. Our extract standardises this practice: sulphur compounds from garlic and capsaicinoids from chilli are extracted, filtered and formulated so they mix evenly in water and do not block nozzles. The spray acts mainly as a repellent and feeding deterrent for aphids, thrips, mites and caterpillars, and fits organic and residue-free production. It leaves no synthetic residue on harvested produce.',
        features: [
          'Standardised garlic and chilli actives',
          'Repellent and feeding-deterrent action',
          'Filtered so it does not block nozzles',
          'Fits organic and residue-free production',
        ],
        instructions: [
          'Shake well and dilute in clean water.',
          'Spray thoroughly on both sides of leaves.',
          'Repeat every 5–7 days during pest pressure.',
          'Wear gloves and avoid contact with eyes.',
        ],
        dosage: '2–3 ml per litre of water',
        adjuvant: '',
      },
    ],
  },
  {
    category: CATEGORY,
    subCategory: 'Plant Growth Promoters',
    family: 'growth',
    labelHeader: 'Plant Growth Promoters',
    products: [
      {
        name: 'Humic Acid 98% (Potassium Humate Flakes)',
        code: 'FX PGP 901',
        hot: true,
        description:
          'Our potassium humate flakes are extracted from leonardite and contain 98% water-soluble humates, made up of humic and fulvic acids. Humic substances improve soil structure, raise cation exchange capacity and keep phosphorus, zinc and iron available to roots. They also stimulate root growth and microbial activity. The shiny black flakes dissolve completely in water, so they can be used through drip irrigation, as a soil drench or mixed with fertilizers. One of our best-selling products in India and abroad.',
        features: [
          '98% water soluble, from leonardite',
          'Improves soil structure and nutrient availability',
          'Stimulates root growth and microbial activity',
          'Dissolves completely for drip and soil application',
        ],
        instructions: [
          'Dissolve the flakes in water before adding to the drip tank or sprayer.',
          'Soil or drip: 1–2 kg per acre at planting and at active growth.',
          'Foliar: 1–2 g per litre of water.',
          'Do not mix with strongly acidic products; humic acid precipitates below pH 4.',
        ],
        dosage: '1–2 kg per acre through soil or drip; 1–2 g per litre as a foliar spray',
        adjuvant: '',
      },
      {
        name: 'Liquid Humic Acid 12%',
        code: 'FX PGP 902',
        description:
          'Liquid humic acid 12% is a ready-to-use solution of potassium humate for farmers who prefer a liquid for drip irrigation and foliar sprays. It improves root development, nutrient uptake and soil health, and it is especially useful in sandy and low-organic-matter soils. The product is filtered to protect drippers and is stable in storage. It combines well with water-soluble fertilizers, making one application do two jobs.',
        features: [
          '12% humic acid as potassium humate',
          'Filtered for drip irrigation',
          'Improves root development and nutrient uptake',
          'Mixes with water-soluble fertilizers',
        ],
        instructions: [
          'Shake well before use.',
          'Drip: 1–2 litres per acre per application.',
          'Foliar: 2–3 ml per litre of water.',
          'Run a jar test before mixing with calcium products.',
        ],
        dosage: '1–2 litres per acre through drip; 2–3 ml per litre as a foliar spray',
        adjuvant: '',
      },
      {
        name: 'Fulvic Acid 80% Powder',
        code: 'FX PGP 903',
        description:
          'Fulvic acid is the smallest and most soluble part of humic substances and stays soluble at any pH. It chelates micronutrients and carries them into leaves and roots, which makes it an effective partner for foliar nutrition. Our 80% fulvic acid powder is yellow-brown, fully soluble and compatible with most fertilizers and pesticides. It improves the effect of foliar micronutrient sprays and helps plants recover from stress.',
        features: [
          '80% fulvic acid, soluble at any pH',
          'Chelates and carries micronutrients',
          'Compatible with most fertilizers and pesticides',
          'Supports recovery from stress',
        ],
        instructions: [
          'Dissolve in water before use.',
          'Foliar: 0.5–1 g per litre of water.',
          'Drip: 250–500 g per acre.',
          'Keep the pack closed; the powder absorbs moisture.',
        ],
        dosage: '0.5–1 g per litre of water as a foliar spray',
        adjuvant: '',
      },
      {
        name: 'Seaweed Extract Liquid (Ascophyllum nodosum)',
        code: 'FX PGP 904',
        hot: true,
        description:
          'Our seaweed extract is made from the brown seaweed Ascophyllum nodosum harvested from cold North Atlantic waters. It contains natural cytokinins, auxins, betaines, alginates and trace elements that promote cell division, root growth, flowering and fruit set. Regular sprays help crops cope with heat, drought and transplanting shock, and improve fruit size and colour. The liquid is fully soluble, fine-filtered and suitable for foliar sprays and drip irrigation on all crops.',
        features: [
          'Extract of Ascophyllum nodosum',
          'Natural cytokinins, auxins and betaines',
          'Better flowering, fruit set and fruit quality',
          'Helps crops cope with heat, drought and transplanting shock',
        ],
        instructions: [
          'Shake well before use.',
          'Foliar: 2–3 ml per litre at pre-flowering, flowering and fruit development.',
          'Drip: 500 ml–1 litre per acre.',
          'Spray in the cool part of the day.',
        ],
        dosage: '2–3 ml per litre of water',
        adjuvant: 'FX SP 100 silicone spreader at 0.25 ml per litre',
      },
      {
        name: 'Seaweed Extract Granules',
        code: '',
        description:
          'Seaweed extract granules bring the benefits of seaweed to the soil at planting. The extract is loaded on a granular carrier that can be broadcast with fertilizer or applied in furrows. It encourages strong early root growth, improves the establishment of transplanted crops and supports soil microbial activity. The granules are dust-free and mix evenly with NPK fertilizers, so no extra operation is needed.',
        features: [
          'Seaweed extract on a granular carrier',
          'Strong early root growth and establishment',
          'Mixes evenly with NPK fertilizers',
          'Dust-free granules',
        ],
        instructions: [
          'Broadcast or apply in furrows at sowing or transplanting.',
          'Mix with the basal fertilizer dose for a single application.',
          'Irrigate lightly after application.',
          'Store in a dry place.',
        ],
        dosage: '4–5 kg per acre',
        adjuvant: '',
      },
      {
        name: 'Amino Acid 40% Liquid',
        code: 'FX PGP 906',
        description:
          'Our amino acid liquid contains 40% free amino acids from enzymatic hydrolysis of plant protein. Plants can use these amino acids directly instead of building them from nitrogen, which saves energy at critical stages such as flowering and fruit set and during stress. Amino acids like glycine and glutamic acid also act as natural chelating agents and improve the uptake of micronutrients sprayed with them. The product is fully soluble and suited to foliar and drip application on all crops.',
        features: [
          '40% free amino acids of plant origin',
          'Saves plant energy at flowering and under stress',
          'Improves uptake of micronutrients sprayed with it',
          'Suitable for foliar and drip use',
        ],
        instructions: [
          'Shake well before use.',
          'Foliar: 2 ml per litre at vegetative growth, pre-flowering and fruit set.',
          'Drip: 500 ml per acre.',
          'Can be mixed with most fertilizers and pesticides; run a jar test first.',
        ],
        dosage: '2 ml per litre of water',
        adjuvant: '',
      },
      {
        name: 'Humic + Fulvic + Amino Acid Combi',
        code: 'FX PGP 907',
        description:
          'This combination brings together potassium humate, fulvic acid and plant-derived amino acids in one liquid, so growers get soil conditioning, nutrient mobility and a direct energy supply from a single product. It is designed for drip irrigation in vegetables, grapes, pomegranate and banana, and for foliar sprays during stress or fast growth. The product is filtered for drip systems and has a shelf life of two years.',
        features: [
          'Humic, fulvic and amino acids in one liquid',
          'Soil conditioning plus direct nutrition',
          'Filtered for drip systems',
          'Two-year shelf life',
        ],
        instructions: [
          'Shake well before use.',
          'Drip: 1 litre per acre every 15 days during the growth phase.',
          'Foliar: 2–3 ml per litre of water.',
          'Do not mix with strongly acidic products.',
        ],
        dosage: '1 litre per acre through drip; 2–3 ml per litre as a foliar spray',
        adjuvant: '',
      },
    ],
  },
  {
    category: CATEGORY,
    subCategory: 'Essential Oil',
    family: 'essential-oil',
    labelHeader: 'Essential Oil',
    products: [
      {
        name: 'Citronella Oil (Java Type)',
        code: 'FX EO 951',
        description:
          'Java citronella oil is steam-distilled from the leaves of Cymbopogon winterianus and contains citronellal, geraniol and citronellol. It is a well-known natural insect repellent and is used in mosquito repellents, botanical crop sprays, soaps and air fresheners. Our oil meets the usual trade specification of 32–45% citronellal and at least 85% total alcohols as geraniol. It is supplied in lined drums with a certificate of analysis for each lot.',
        features: [
          'Java type from Cymbopogon winterianus',
          'Citronellal 32–45%, total alcohols as geraniol at least 85%',
          'Used in repellents, botanicals, soaps and fragrances',
          'Certificate of analysis with every lot',
        ],
        instructions: [
          'Solubilise with our essential oil solubiliser before mixing with water.',
          'Use 1–2 ml of oil per litre for botanical sprays.',
          'Store in full, closed containers in a cool place away from light.',
          'Avoid contact with eyes; dilute before contact with skin.',
        ],
        dosage: '1–2 ml per litre of spray solution, after solubilising',
        adjuvant: 'FX OE 260 essential oil solubiliser at 3–5 parts per part of oil',
      },
      {
        name: 'Eucalyptus Oil 80% Cineole',
        code: 'FX EO 952',
        description:
          'Our eucalyptus oil is rectified to contain 80% 1,8-cineole (eucalyptol), the grade most used in pharmaceuticals, disinfectants and botanical products. It has a fresh camphoraceous odour and strong antimicrobial and insect-repellent properties. In agriculture it is used in repellent and botanical formulations; in industry in cleaning products, balms and inhalants. We test each batch by gas chromatography and supply it in lined steel or HDPE drums with a certificate of analysis for every lot.',
        features: [
          '1,8-cineole content of 80%',
          'Antimicrobial and insect-repellent properties',
          'Used in pharma, cleaning and botanical products',
          'Tested by gas chromatography',
        ],
        instructions: [
          'Solubilise before mixing with water.',
          'Use 1–2 ml per litre in botanical sprays.',
          'Store in closed containers in a cool place.',
          'Keep away from flames; the oil is flammable.',
        ],
        dosage: '1–2 ml per litre of spray solution, after solubilising',
        adjuvant: 'FX OE 260 essential oil solubiliser at 3–5 parts per part of oil',
      },
      {
        name: 'Clove Leaf Oil',
        code: '',
        description:
          'Clove leaf oil is steam-distilled from the leaves of Syzygium aromaticum and contains 80–88% eugenol. Eugenol has antifungal, antibacterial and insecticidal activity, which makes clove oil a valuable ingredient of botanical crop protection products, as well as of dental, fragrance and flavour applications. The oil is pale yellow to brown and darkens on exposure to air and light, so we pack it in full, lined drums.',
        features: [
          'Eugenol content of 80–88%',
          'Antifungal, antibacterial and insecticidal activity',
          'Used in botanicals, dental and fragrance products',
          'Packed in full, lined drums',
        ],
        instructions: [
          'Solubilise before mixing with water.',
          'Use 0.5–1 ml per litre in botanical sprays; test on a small area first.',
          'Store full and tightly closed, away from light.',
          'Wear gloves; eugenol can irritate skin.',
        ],
        dosage: '0.5–1 ml per litre of spray solution, after solubilising',
        adjuvant: 'FX OE 260 essential oil solubiliser at 3–5 parts per part of oil',
      },
      {
        name: 'Lemongrass Oil',
        code: '',
        description:
          'Lemongrass oil is distilled from Cymbopogon flexuosus, grown widely in India, and contains 75–85% citral. Its strong lemon odour and antimicrobial activity make it a common ingredient of soaps, cleaners, repellents and botanical sprays. Citral is also a raw material for vitamin A and ionones. We supply East Indian lemongrass oil tested for citral content and free of added solvents.',
        features: [
          'Citral content of 75–85%',
          'East Indian oil from Cymbopogon flexuosus',
          'Antimicrobial and repellent properties',
          'Free of added solvents',
        ],
        instructions: [
          'Solubilise before mixing with water.',
          'Use 1–2 ml per litre in botanical sprays.',
          'Store cool and away from light.',
          'Keep away from flames.',
        ],
        dosage: '1–2 ml per litre of spray solution, after solubilising',
        adjuvant: 'FX OE 260 essential oil solubiliser at 3–5 parts per part of oil',
      },
      {
        name: 'Mentha Oil (Dementholised)',
        code: 'FX EO 955',
        description:
          'Dementholised mentha oil is what remains of Mentha arvensis oil after most of the menthol has been crystallised out. It still contains 30–40% menthol along with menthone and other terpenes, and it is widely used in balms, cooling products, toothpastes, fragrances and repellent formulations. India is the world’s main producer of Mentha arvensis, and we source directly from the growing regions of Uttar Pradesh.',
        features: [
          'Menthol content of 30–40%',
          'Sourced from Indian Mentha arvensis',
          'Used in balms, oral care, fragrances and repellents',
          'Tested lot by lot',
        ],
        instructions: [
          'Solubilise before use in water-based products.',
          'Store in closed containers in a cool place.',
          'Keep away from flames.',
          'Avoid contact with eyes.',
        ],
        dosage: '0.5–1 ml per litre of spray solution, after solubilising',
        adjuvant: 'FX OE 260 essential oil solubiliser at 3–5 parts per part of oil',
      },
    ],
  },
  {
    category: CATEGORY,
    subCategory: 'Pheromones',
    family: 'pheromone',
    labelHeader: 'Pheromones',
    products: [
      {
        name: 'Cue Lure',
        code: 'FX PH 01',
        hot: true,
        description:
          'Cue lure, 4-(4-acetoxyphenyl)-2-butanone, is a powerful male attractant for the melon fly Zeugodacus cucurbitae and related fruit flies that attack bitter gourd, cucumber, ridge gourd, pumpkin and other cucurbits. Each lure releases the attractant slowly for 30–40 days. Placed in a trap with a killing agent, it shows when flies arrive so control can start on time, and at higher density it removes so many males that mating and fruit damage fall sharply. It leaves no residue on the crop.',
        features: [
          'Attracts males of the melon fly and related species',
          'Slow release for 30–40 days',
          'For monitoring and area-wide control',
          'No residue on the harvested crop',
        ],
        instructions: LURE_INSTRUCTIONS,
        dosage: 'Monitoring: 1 lure per km²; control: 6–10 lures per acre, replaced every 30–40 days',
        adjuvant: '',
      },
      {
        name: 'Methyl Eugenol',
        code: 'FX PH 02',
        hot: true,
        description:
          'Methyl eugenol, 1,2-dimethoxy-4-(2-propenyl)benzene, attracts males of the oriental fruit fly Bactrocera dorsalis, the peach fruit fly B. zonata and related species, the main fruit flies of mango, guava, citrus, sapota and papaya. The lure releases methyl eugenol steadily for 30–40 days. Used for monitoring it tells growers when to act; used at 6–10 lures per acre across an orchard and its neighbours it removes males on a large scale and cuts fruit drop and maggot damage.',
        features: [
          'Attracts males of the oriental and peach fruit flies',
          'Steady release for 30–40 days',
          'For mango, guava, citrus, sapota and papaya',
          'Works best when neighbouring orchards join in',
        ],
        instructions: LURE_INSTRUCTIONS,
        dosage: 'Monitoring: 1 lure per km²; control: 6–10 lures per acre, replaced every 30–40 days',
        adjuvant: '',
      },
      {
        name: 'Pink Bollworm Lure (Gossyplure)',
        code: 'FX PH 03',
        description:
          'Gossyplure is the sex pheromone of the pink bollworm Pectinophora gossypiella, a 1:1 blend of the (Z,Z) and (Z,E) isomers of 7,11-hexadecadienyl acetate. Our lure is loaded on a rubber septum that releases the pheromone evenly. In funnel or delta traps it tracks moth flights in cotton so sprays can be timed to egg laying, and it supports mating disruption and mass trapping programmes. Each lure lasts about three weeks in the field.',
        features: [
          'Sex pheromone of the pink bollworm',
          'Rubber septum with even release',
          'Times sprays to moth flights in cotton',
          'Lasts about three weeks in the field',
        ],
        instructions: [
          'Fix the septum in a funnel or delta trap just above the crop canopy.',
          'For monitoring, install 2 traps per acre from 45 days after sowing.',
          'Count moths twice a week; act when catches reach 8 moths per trap per night for three consecutive nights.',
          'Replace the lure every 21 days.',
        ],
        dosage: '2 traps per acre for monitoring; lure replaced every 21 days',
        adjuvant: '',
      },
      {
        name: 'Helicoverpa Lure',
        code: 'FX PH 04',
        description:
          'Helicoverpa armigera, the gram pod borer or American bollworm, attacks chickpea, pigeon pea, cotton, tomato and maize. Our lure contains its sex pheromone, (Z)-11-hexadecenal with (Z)-9-hexadecenal, on a rubber septum. In funnel traps it shows when moth flights begin and peak, so growers can time biological and chemical sprays precisely, and at higher density it reduces mating. It is a simple, low-cost tool for integrated pest management.',
        features: [
          'Sex pheromone of Helicoverpa armigera',
          'Shows the start and peak of moth flights',
          'For chickpea, pigeon pea, cotton, tomato and maize',
          'Low-cost IPM tool',
        ],
        instructions: [
          'Fix the lure in a funnel trap 30 cm above the canopy.',
          'Use 5 traps per hectare for monitoring and 12–15 per hectare for mass trapping.',
          'Record catches every 2–3 days.',
          'Replace the lure every 15–20 days.',
        ],
        dosage: '5 traps per hectare for monitoring; 12–15 per hectare for mass trapping',
        adjuvant: '',
      },
    ],
  },
  {
    category: CATEGORY,
    subCategory: 'Others',
    family: 'agro-other',
    labelHeader: 'Spray Aids',
    products: [
      {
        name: 'pH Balancer (Multibalance 4 in 1)',
        code: 'FX MB 4',
        hot: true,
        description:
          'Multibalance is four products in one: a pH balancer, a water softener, a penetrator and a colour indicator. Most groundwater in India is alkaline and hard, and many insecticides, fungicides and herbicides break down by alkaline hydrolysis or are tied up by calcium and magnesium before they reach the pest. Added to the tank first, Multibalance lowers the pH of the spray water to the slightly acidic range, binds hardness ions and improves wetting and penetration. The built-in indicator changes the colour of the solution so the farmer can see when the water is ready.',
        features: [
          'Lowers spray water pH to the slightly acidic range',
          'Softens hard water by binding calcium and magnesium',
          'Improves wetting and penetration of the spray',
          'Colour indicator shows when the water is ready',
        ],
        instructions: [
          'Fill the tank with water and add Multibalance first, before any pesticide.',
          'Water of pH 7–8: 0.5–0.7 ml per litre; water above pH 8: 0.7–1 ml per litre.',
          'Stir and watch for the colour change, then add the pesticide.',
          'Do not use with copper-based or lime-based products, which need alkaline conditions.',
        ],
        dosage: '0.5–0.7 ml per litre at water pH 7–8; 0.7–1 ml per litre above pH 8',
        adjuvant: '',
      },
      {
        name: 'Anti-Drift & Deposition Aid',
        code: 'FX OT 962',
        description:
          'Fine droplets drift away from the target in wind and evaporate before they land, wasting product and risking damage to neighbouring crops. This deposition aid is a polymer that raises the extensional viscosity of the spray, so nozzles produce fewer droplets below 150 µm. More of the spray lands on the crop, especially with herbicides near sensitive crops and with drone or mist-blower applications. It mixes easily and does not change the chemistry of the tank mix.',
        features: [
          'Fewer drift-prone droplets below 150 µm',
          'More spray lands on the target',
          'Suited to drone and mist-blower applications',
          'Mixes easily without changing the tank chemistry',
        ],
        instructions: [
          'Add last, after all other products, with the agitator running.',
          'Do not over-agitate for long periods; shear reduces the effect.',
          'Use standard flat fan or air induction nozzles.',
          'Spray within 4 hours of mixing.',
        ],
        dosage: '0.5–1 ml per litre of spray solution',
        adjuvant: '',
      },
      {
        name: 'Spray Tank Cleaner',
        code: '',
        description:
          'Residues of herbicides such as 2,4-D and sulfonylureas left in a sprayer can damage the next crop sprayed with it. Our tank cleaner is an alkaline cleaning concentrate with surfactants and chelating agents that dissolves and removes pesticide deposits from tanks, hoses, filters and nozzles. It also neutralises the acidic residues left by pH-lowering products. Regular use extends the life of sprayer parts and avoids costly crop injury.',
        features: [
          'Removes pesticide deposits from the whole spray system',
          'Prevents carry-over injury to the next crop',
          'Alkaline concentrate with surfactants and chelating agents',
          'Extends the life of sprayer parts',
        ],
        instructions: [
          'Rinse the empty sprayer with clean water first.',
          'Fill to a tenth of capacity, add the cleaner and circulate for 15 minutes.',
          'Clean nozzles and filters separately in the same solution.',
          'Rinse twice with clean water and dispose of rinsate away from water sources.',
        ],
        dosage: '1 litre per 100 litres of water',
        adjuvant: '',
      },
      {
        name: 'Latex Sticker for Rainfastness',
        code: 'FX OT 964',
        description:
          'A synthetic latex sticker forms a flexible film as the spray dries, binding the pesticide or nutrient deposit to the leaf and protecting it from rain and dew. It is especially useful with contact fungicides like mancozeb, copper oxychloride and sulphur, whose action depends on a lasting surface deposit. The latex is compatible with most tank mixes and does not block nozzles when the sprayer is rinsed after use.',
        features: [
          'Flexible film that resists rain and dew',
          'Ideal for contact fungicides',
          'Compatible with most tank mixes',
          'Rinses easily from sprayers after use',
        ],
        instructions: [
          'Add last to the tank with agitation.',
          'Spray on dry leaves, at least 1 hour before rain.',
          'Rinse the sprayer with water immediately after use.',
          'Protect from frost.',
        ],
        dosage: '0.5 ml per litre of spray solution',
        adjuvant: '',
      },
    ],
  },
];
