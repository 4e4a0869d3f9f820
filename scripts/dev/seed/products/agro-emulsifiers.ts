/**
 * Agro emulsifiers: the general blends, oil emulsifiers, matched A/B pairs for ECs,
 * nitrobenzene emulsifiers and the single conventional building blocks.
 */
import type { ProductGroup } from './spec.ts';

const CATEGORY = 'Agro chemicals & Emulsifiers' as const;

const EC_INSTRUCTIONS = [
  'Dissolve the technical completely in the solvent before adding any emulsifier; warm gently if the label of the technical allows it.',
  'Screen the A/B pair in 11 cylinders at 5% total dosage, stepping the ratio from 0/100 to 100/0 in steps of 10, and note bloom, cream and oil separation.',
  'Confirm the best ratio in CIPAC standard waters A and D at 30 °C, reading the emulsion at 0.5, 2 and 24 hours.',
  'Run accelerated storage at 54 °C for 14 days and a cold test at 0 °C for 7 days before scaling up.',
  'Store in closed drums away from moisture; the anionic component takes up water and loses clarity when left open.',
];

export const agroEmulsifierGroups: ProductGroup[] = [
  {
    category: CATEGORY,
    subCategory: 'Agro - Emulsifiers',
    family: 'agro-emulsifier',
    labelHeader: 'Agro Emulsifiers',
    products: [
      {
        name: 'Multi-Purpose Agro Emulsifier',
        code: 'FX AE 100',
        description:
          'Our multi-purpose agro emulsifier is a ready blend of calcium dodecylbenzene sulfonate, ethoxylated castor oil and an EO/PO block copolymer, balanced so that one drum covers most organophosphate, pyrethroid and triazole ECs made in C9 aromatic solvent or xylene. Formulators who make many small batches save screening time and stock only one material. The blend gives spontaneous bloom, a fine blue-white emulsion and little cream after two hours in both soft and hard water. It is a practical starting point for new registrations before a dedicated A/B pair is fine-tuned for the final recipe.',
        features: [
          'Anionic/non-ionic balance suited to most aromatic-solvent ECs',
          'Spontaneous bloom with fine, stable droplets in CIPAC waters A to D',
          'Clear, pourable liquid that dissolves quickly in the oil phase',
          'Cuts screening time for small and medium batch runs',
        ],
        instructions: [
          'Dissolve the technical in the solvent, then add the emulsifier under gentle stirring.',
          'Start at 6% w/v and adjust by 1% steps while checking the emulsion in hard water.',
          'Check cold stability at 0 °C for 7 days for actives that tend to crystallise.',
          'Keep drums closed and dry between uses.',
        ],
        dosage: '6–8% w/v of the EC formulation (60–80 g per litre)',
        adjuvant: 'FX SP 100 silicone spreader in the spray tank at 0.25 ml per litre',
      },
      {
        name: 'Emulsifier for Aromatic-Free ECs',
        code: 'FX AE 120',
        description:
          'Many buyers now ask for ECs without xylene or C9 aromatic solvent. This emulsifier is built for the greener solvents that replace them: methyl esters of vegetable oil, fatty acid dimethylamides and light paraffinic blends. It combines linear calcium dodecylbenzene sulfonate with a tristyrylphenol ethoxylate and a fatty alcohol alkoxylate, which together handle the lower polarity of these solvents. The result is a bloom that is quick and a milky emulsion that stays uniform through the spray window. We help each customer match the blend to the exact solvent and active on request.',
        features: [
          'Designed for methyl ester, dimethylamide and paraffinic solvent systems',
          'Supports lower-odour, lower-VOC EC formulations',
          'Good emulsion stability in hard water up to 1000 ppm',
          'Compatible with most insecticide and fungicide actives',
        ],
        instructions: [
          'Mix the solvent and technical to a clear solution before adding the emulsifier.',
          'Screen 5–8% w/v in 1% steps and choose the lowest level that passes the 24-hour emulsion test.',
          'Check viscosity at 0 °C because vegetable-oil esters thicken in the cold.',
          'Use stainless steel or HDPE equipment and keep the drum closed.',
        ],
        dosage: '5–8% w/v of the EC formulation',
        adjuvant: '',
      },
      {
        name: 'Emulsifier for EW (Emulsion in Water)',
        code: 'FX AE 140',
        description:
          'Emulsions in water carry the active as fine oil droplets already dispersed in water, so the product needs far less solvent than an EC and is safer to handle. Our EW emulsifier pairs an EO/PO block copolymer with a tristyrylphenol ethoxylate phosphate that anchors firmly at the oil-water interface and holds droplets apart by steric and electrostatic repulsion. Used with high-shear homogenisation, it yields droplets of 1–3 µm that resist Ostwald ripening and creaming during two years of shelf life. It suits pyrethroids, triazoles and other low-melting actives.',
        features: [
          'Polymeric stabilisation against coalescence and Ostwald ripening',
          'Droplet size of 1–3 µm with standard high-shear equipment',
          'Lets you cut solvent content sharply compared with an EC',
          'Works with xanthan gum and glycol antifreeze in the water phase',
        ],
        instructions: [
          'Dissolve the emulsifier in the oil phase (technical plus minimum solvent).',
          'Add the oil phase slowly to the water phase under high shear and homogenise to the target droplet size.',
          'Add the xanthan gum pre-gel and biocide last under low shear.',
          'Check the droplet size after 14 days at 54 °C.',
        ],
        dosage: '3–6% w/v of the EW formulation',
        adjuvant: '',
      },
    ],
  },
  {
    category: CATEGORY,
    subCategory: 'Oil Emulsifier',
    family: 'agro-emulsifier',
    labelHeader: 'Oil Emulsifier',
    products: [
      {
        name: 'Mineral Oil Emulsifier',
        code: 'FX OE 210',
        hot: true,
        description:
          'Horticultural mineral oils control scales, mites and whitefly by smothering, and they only work when the oil spreads evenly on leaves and bark. Our mineral oil emulsifier is a blend of sorbitan oleate and ethoxylated fatty alcohols with a combined HLB of about 9.5, matched to paraffinic spray oils. Added at 8–12% to the oil it gives a self-emulsifying concentrate that turns milky white as soon as it meets the spray water and stays uniform without constant agitation. We supply it to spray-oil makers across India and export markets.',
        features: [
          'Matched to paraffinic and white spray oils',
          'Self-emulsifying concentrate with a quick, milky bloom',
          'Uniform emulsion in hard water without heavy agitation',
          'Low odour and easy to blend at room temperature',
        ],
        instructions: [
          'Add the emulsifier to the mineral oil and stir for 15 minutes until clear.',
          'Test 1% of the finished concentrate in hard water; the emulsion should stay uniform for 2 hours.',
          'Raise the emulsifier level by 1% if you see free oil at the surface.',
          'Store the finished concentrate in closed HDPE or steel drums.',
        ],
        dosage: '8–12% w/w of the mineral oil',
        adjuvant: '',
      },
      {
        name: 'Neem Oil Emulsifier',
        code: 'FX OE 220',
        description:
          'Cold-pressed neem oil is thick, rich in free fatty acids and partly solid in winter, so ordinary emulsifiers leave oily patches in the tank. This emulsifier combines a polysorbate with a castor oil ethoxylate and a small share of anionic surfactant, chosen for the fatty acid profile of Azadirachta indica seed oil. At 10–15% it turns neem oil into a concentrate that forms a stable, milky emulsion in field water, carries azadirachtin evenly onto the leaf and rinses cleanly from sprayers. It is the same emulsifier we use in our own botanical range.',
        features: [
          'Tuned to the high free-fatty-acid content of neem oil',
          'Milky, uniform spray emulsion in hard water',
          'Keeps neem concentrates pourable at lower temperatures',
          'Also suits karanja and other seed oils',
        ],
        instructions: [
          'Warm the neem oil to 35–40 °C if it has partly solidified.',
          'Add the emulsifier and stir until the blend is uniform and free of streaks.',
          'Check the emulsion at 5 ml of concentrate per litre of water after 1 hour.',
          'Fill in opaque containers to protect azadirachtin from light.',
        ],
        dosage: '10–15% w/w of the neem oil',
        adjuvant: '',
      },
      {
        name: 'Emulsifier for Methylated Seed Oil (MSO)',
        code: 'FX OE 240',
        description:
          'Methylated seed oils are among the strongest oil adjuvants for herbicides because they soften the leaf cuticle and speed the uptake of the active. This emulsifier is formulated for methyl soyate, methyl canolate and other fatty acid methyl esters. A blend of non-ionic alkoxylates and a small anionic share emulsifies the ester spontaneously and holds the droplets through the spray window. Used at 5–10% in the ester it gives a clear MSO adjuvant that meets common 85:15 oil-to-emulsifier specifications and keeps its clarity in cold storage.',
        features: [
          'Built for fatty acid methyl esters of soybean, canola and sunflower oil',
          'Spontaneous emulsification in hard water',
          'Clear, low-viscosity adjuvant concentrate',
          'Suitable for post-emergence herbicide tank mixes',
        ],
        instructions: [
          'Blend into the methyl ester at room temperature with moderate stirring.',
          'Start at 7% w/w and adjust between 5% and 10% after the emulsion test.',
          'Test the finished adjuvant at 1% in the spray water you expect in the field.',
          'Keep away from strong oxidisers.',
        ],
        dosage: '5–10% w/w of the methyl ester',
        adjuvant: '',
      },
      {
        name: 'Crop Oil Concentrate Emulsifier',
        code: 'FX OE 250',
        description:
          'A crop oil concentrate is a paraffinic oil carrying enough surfactant to emulsify in the tank and to help herbicides penetrate waxy leaves. This emulsifier is designed to make the classic COC with 83% oil and 17% surfactant, or leaner versions for price-sensitive markets. It combines sorbitan ester, an ethoxylated fatty alcohol and a polyethylene glycol ester to give quick bloom and an emulsion that does not cream before the tank is sprayed out. Many customers use it for adjuvants sold with atrazine, topramezone and other maize herbicides.',
        features: [
          'Designed for 83:17 and leaner crop oil concentrate recipes',
          'Quick bloom and stable emulsion through the spray window',
          'Improves wetting on waxy grass and broadleaf weeds',
          'Easy cold blending with paraffinic oils',
        ],
        instructions: [
          'Add the emulsifier to the oil and stir for 10–15 minutes.',
          'Check the concentrate for clarity at 10 °C and at 40 °C.',
          'Test emulsion stability at 1% in hard water for 2 hours.',
          'Pack in clean, dry drums.',
        ],
        dosage: '12–17% w/w of the crop oil concentrate',
        adjuvant: '',
      },
      {
        name: 'Essential Oil Solubiliser',
        code: 'FX OE 260',
        description:
          'Botanical sprays based on citronella, eucalyptus, clove or lemongrass oil need a solubiliser that turns a small amount of essential oil into a clear or slightly hazy solution in water. Our solubiliser is a blend of polysorbate 20 and PEG-40 hydrogenated castor oil with a very high HLB, so a ratio of three to five parts of solubiliser to one part of oil gives a transparent microemulsion. Volatile aroma components stay dispersed instead of floating, which keeps the spray uniform and protects sprayer seals from neat oil.',
        features: [
          'Clear to slightly hazy solutions of essential oils in water',
          'High HLB blend of polysorbate 20 and PEG-40 hydrogenated castor oil',
          'Keeps volatile oils evenly dispersed in the spray',
          'Mild odour that does not mask the essential oil',
        ],
        instructions: [
          'Premix the solubiliser with the essential oil at 3:1 to 5:1 before adding water.',
          'Add the premix to water slowly with stirring.',
          'Raise the ratio if the solution turns milky or shows oil droplets.',
          'Use the diluted solution the same day.',
        ],
        dosage: '3–5 parts per part of essential oil',
        adjuvant: '',
      },
    ],
  },
  {
    category: CATEGORY,
    subCategory: 'Emulsifier for EC',
    family: 'agro-emulsifier',
    labelHeader: 'Emulsifier for EC',
    products: [
      {
        name: 'Emulsifier for Chlorpyrifos 20% EC',
        code: 'FX EC 101',
        hot: true,
        description:
          'FX EC 101 is a matched pair of emulsifiers for chlorpyrifos 20% EC in C9 aromatic solvent. Part A is rich in calcium dodecylbenzene sulfonate and part B in ethoxylated castor oil, so moving the A/B ratio lets the formulator follow the HLB the solvent and technical demand. At 5% total dosage and an A/B ratio close to 40/60, it gives spontaneous bloom and an emulsion with no more than a trace of cream after two hours in CIPAC standard waters A and D. It is our most widely used EC pair and is stocked for immediate dispatch.',
        features: [
          'Matched A/B pair for chlorpyrifos in C9 aromatic solvent',
          'Spontaneous bloom with fine, blue-white emulsion',
          'Passes 54 °C accelerated storage without loss of emulsion quality',
          'Consistent batch-to-batch HLB, so the screened ratio holds',
        ],
        instructions: EC_INSTRUCTIONS,
        dosage: '5–6% w/v of the EC, A/B ratio about 40/60',
        adjuvant: 'FX SP 100 silicone spreader at 0.25 ml per litre for foliar sprays',
      },
      {
        name: 'Emulsifier for Profenofos 50% EC',
        code: 'FX EC 102',
        description:
          'Profenofos 50% EC carries half its weight as active, which leaves little room for solvent and makes the emulsion sensitive to small changes. FX EC 102 is an A/B pair with a higher share of calcium dodecylbenzene sulfonate and a tristyrylphenol ethoxylate in part B, which handles the polarity of concentrated organophosphates well. At 4–5% total dosage it gives quick bloom and a stable emulsion for the full spray window, even in water of 500 ppm hardness. It is also suitable for profenofos plus cypermethrin combination ECs.',
        features: [
          'Works at low dosage in high-active organophosphate ECs',
          'Stable in hard water up to 500 ppm as CaCO3',
          'Suits profenofos and profenofos plus cypermethrin combinations',
          'Low foam on dilution',
        ],
        instructions: EC_INSTRUCTIONS,
        dosage: '4–5% w/v of the EC, A/B ratio about 50/50',
        adjuvant: 'FX SP 100 silicone spreader at 0.25 ml per litre',
      },
      {
        name: 'Emulsifier for Cypermethrin 10% & 25% EC',
        code: 'FX EC 103',
        description:
          'Cypermethrin is sold in India mainly as 10% and 25% EC, and the two strengths behave differently because the solvent share changes so much. FX EC 103 is one A/B pair that covers both: formulators keep one product in stock and set the ratio per strength, typically near 30/70 for 10% EC and near 45/55 for 25% EC in C9 aromatic solvent. The pair is based on calcium dodecylbenzene sulfonate and castor oil ethoxylates of two chain lengths and gives a fine emulsion that stays uniform while spray tanks are filled and emptied.',
        features: [
          'One A/B pair for both 10% and 25% cypermethrin EC',
          'Adjustable ratio keeps the emulsion fine in each strength',
          'Good cold stability with no separation at 0 °C',
          'Suitable for alpha-cypermethrin ECs as well',
        ],
        instructions: EC_INSTRUCTIONS,
        dosage: '5% w/v of the EC; A/B near 30/70 for 10% EC and 45/55 for 25% EC',
        adjuvant: 'FX SP 100 silicone spreader at 0.25 ml per litre',
      },
      {
        name: 'Emulsifier for Lambda-Cyhalothrin 5% EC',
        code: 'FX EC 104',
        description:
          'Lambda-cyhalothrin 5% EC uses a low share of active in a large share of solvent, so the emulsifier has to stay active at high dilution and protect a pyrethroid that is sensitive to alkaline hydrolysis. FX EC 104 is a neutral A/B pair of calcium dodecylbenzene sulfonate and a castor oil ethoxylate with a small EO/PO block copolymer share that sharpens bloom. It keeps the formulation near neutral pH, gives a fine emulsion in hard water and holds up in accelerated storage. We also supply it for 4.9% CS conversion trials on request.',
        features: [
          'Neutral pH blend that protects pyrethroid stability',
          'Fine emulsion at the low actives typical of pyrethroid ECs',
          'Sharp, spontaneous bloom from the EO/PO component',
          'Good clarity of the finished EC',
        ],
        instructions: EC_INSTRUCTIONS,
        dosage: '5–7% w/v of the EC, A/B ratio about 35/65',
        adjuvant: 'FX SP 100 silicone spreader at 0.25 ml per litre',
      },
      {
        name: 'Emulsifier for Pretilachlor 50% EC',
        code: 'FX EC 105',
        description:
          'Pretilachlor 50% EC is the standard pre-emergence herbicide for transplanted rice, and it is usually mixed with sand or applied through irrigation water, so the emulsion must form under very little agitation. FX EC 105 is an A/B pair tuned for chloroacetanilide actives at high loading. It gives a self-blooming emulsion that spreads through standing water in the paddy and does not leave an oily film. The pair keeps the EC clear through cold nights and passes 54 °C storage without separation.',
        features: [
          'Self-blooming emulsion with minimal agitation',
          'Designed for high-load chloroacetanilide herbicides',
          'Even spread through standing paddy water',
          'Clear EC in cold storage',
        ],
        instructions: EC_INSTRUCTIONS,
        dosage: '5–6% w/v of the EC, A/B ratio about 45/55',
        adjuvant: '',
      },
      {
        name: 'Emulsifier for Pendimethalin 30% EC',
        code: 'FX EC 106',
        description:
          'Pendimethalin is a bright orange dinitroaniline herbicide that tends to crystallise when the EC is cooled and stains everything it touches if the emulsion breaks. FX EC 106 is an A/B pair with a higher non-ionic share and a castor oil ethoxylate chosen to hold pendimethalin in solution at low temperature. It gives a uniform orange emulsion for pre-emergence sprays on soybean, cotton, onion and wheat, with little cream after two hours. It also works for the 38.7% CS conversion when customers move from EC to capsule suspension.',
        features: [
          'Helps keep pendimethalin in solution at low temperature',
          'Uniform emulsion for pre-emergence soil sprays',
          'Low cream after two hours in hard water',
          'Compatible with C9 aromatic and blended solvents',
        ],
        instructions: EC_INSTRUCTIONS,
        dosage: '5–7% w/v of the EC, A/B ratio about 35/65',
        adjuvant: '',
      },
      {
        name: 'Emulsifier for Propiconazole 25% EC',
        code: 'FX EC 107',
        description:
          'Triazole fungicides like propiconazole are polar and can crystallise in the spray tank if the emulsion is poorly balanced. FX EC 107 is an A/B pair with a tristyrylphenol ethoxylate in part B that keeps the polar active in the droplets after dilution. At 6–8% total dosage it gives a fine emulsion for sprays on rice, wheat and banana, free of crystals on filters and nozzles. The same pair suits hexaconazole 5% EC and tebuconazole 25.9% EC, so triazole producers can run all three with one stock.',
        features: [
          'Keeps polar triazoles in the droplets after dilution',
          'No crystals on sprayer filters and nozzles',
          'Covers propiconazole, hexaconazole and tebuconazole ECs',
          'Fine emulsion in CIPAC standard waters',
        ],
        instructions: EC_INSTRUCTIONS,
        dosage: '6–8% w/v of the EC, A/B ratio about 40/60',
        adjuvant: 'FX SP 225 spreader-penetrant at 0.3 ml per litre',
      },
      {
        name: 'Emulsifier for Quinalphos 25% EC',
        code: 'FX EC 108',
        description:
          'Quinalphos 25% EC is widely used on rice, cotton and pulses, and it is formulated in aromatic solvent at moderate loading. FX EC 108 is an A/B pair of calcium dodecylbenzene sulfonate and castor oil ethoxylate balanced for this organophosphate, with a slight excess of the anionic part to hold emulsion quality in the hard groundwater common in central India. It gives spontaneous bloom, a uniform emulsion and a clear EC that keeps its quality through accelerated storage. The pair is also a good base for quinalphos combination products.',
        features: [
          'Balanced for the hard groundwater of central India',
          'Spontaneous bloom and uniform emulsion',
          'Clear EC after accelerated storage',
          'Good base for combination ECs',
        ],
        instructions: EC_INSTRUCTIONS,
        dosage: '5–6% w/v of the EC, A/B ratio about 50/50',
        adjuvant: 'FX SP 100 silicone spreader at 0.25 ml per litre',
      },
    ],
  },
  {
    category: CATEGORY,
    subCategory: 'Nitrobenzene Emulsifier',
    family: 'agro-emulsifier',
    labelHeader: 'Nitrobenzene Emulsifier',
    products: [
      {
        name: 'Emulsifier for Nitrobenzene 20%',
        code: 'FX NB 301',
        description:
          'Nitrobenzene formulations are sold as flowering stimulants, and nitrobenzene itself is a dense, polar aromatic that separates quickly from water unless the emulsifier is well chosen. FX NB 301 is a blend of calcium dodecylbenzene sulfonate with a high-ethoxylate castor oil and a tristyrylphenol ethoxylate, balanced for the polarity of nitrobenzene. At 20% active it gives a uniform yellow emulsion with no heavy droplets settling to the bottom of the tank. Because nitrobenzene is toxic, we supply full handling guidance with every order.',
        features: [
          'Balanced for the polarity and high density of nitrobenzene',
          'No settling of heavy droplets in the spray tank',
          'Uniform yellow emulsion in hard water',
          'Supplied with handling and safety guidance',
        ],
        instructions: [
          'Handle nitrobenzene only with gloves, goggles and respiratory protection in a ventilated area.',
          'Add the emulsifier to the nitrobenzene and solvent under slow stirring in a closed vessel.',
          'Check the emulsion at the recommended field dilution after 1 and 2 hours.',
          'Store finished product in tightly closed, labelled containers.',
        ],
        dosage: '8–10% w/w of the formulation',
        adjuvant: '',
      },
      {
        name: 'Emulsifier for Nitrobenzene 35%',
        code: 'FX NB 302',
        description:
          'At 35% nitrobenzene the formulation carries much more dense, polar oil and needs an emulsifier with stronger anchoring. FX NB 302 raises the share of tristyrylphenol ethoxylate and adds an EO/PO block copolymer to give the droplets a thicker protective layer, so the emulsion stays uniform while the farmer fills and sprays the tank. The blend is liquid at room temperature and mixes into nitrobenzene without heating. It is made to the same specification each batch, so formulators do not need to re-screen when they reorder.',
        features: [
          'Stronger droplet anchoring for high nitrobenzene loading',
          'Liquid blend that mixes in without heating',
          'Emulsion stays uniform through the spray window',
          'Fixed specification, no re-screening on reorder',
        ],
        instructions: [
          'Wear gloves, goggles and a respirator; nitrobenzene is absorbed through the skin.',
          'Mix the emulsifier into the nitrobenzene in a closed vessel with slow stirring.',
          'Test the emulsion at field dilution in the local water.',
          'Keep containers tightly closed and away from heat.',
        ],
        dosage: '10–12% w/w of the formulation',
        adjuvant: '',
      },
      {
        name: 'Nitrobenzene Emulsifier – Low Foam Grade',
        code: 'FX NB 303',
        description:
          'Some nitrobenzene formulations are sold in combination with foliar nutrients, and the extra surfactant load causes foam that overflows knapsack sprayers. This low-foam grade replaces part of the anionic emulsifier with an EO/PO block copolymer that emulsifies well but foams little. It keeps the emulsion quality of our standard grade while foam collapses within a minute of shaking. Use it where customers complain of foam during filling or when the product is mixed with micronutrients.',
        features: [
          'Foam collapses within a minute of shaking',
          'Same emulsion quality as the standard grade',
          'Suited to combinations with foliar nutrients',
          'Fewer sprayer overflows during filling',
        ],
        instructions: [
          'Observe the same safety precautions as for all nitrobenzene work.',
          'Add to nitrobenzene and solvent under slow stirring, avoiding air entrainment.',
          'Check foam height in a 250 ml stoppered cylinder after 30 inversions.',
          'Store closed and away from heat.',
        ],
        dosage: '8–12% w/w of the formulation',
        adjuvant: '',
      },
    ],
  },
  {
    category: CATEGORY,
    subCategory: 'Conventional Emulsifier',
    family: 'agro-emulsifier',
    labelHeader: 'Conventional Emulsifier',
    products: [
      {
        name: 'Calcium Dodecylbenzene Sulfonate 70%',
        code: 'FX CE 601',
        description:
          'Calcium dodecylbenzene sulfonate is the anionic half of almost every EC emulsifier system. We supply it as a 70% solution in isobutanol, a clear to slightly hazy amber liquid that dissolves readily in aromatic and most aliphatic solvents. Formulators who blend their own pairs combine it with castor oil ethoxylates or tristyrylphenol ethoxylates to set the HLB, typically between 30% and 60% of the total emulsifier. Low water content keeps the product clear and protects water-sensitive actives.',
        features: [
          '70% active in isobutanol, low water content',
          'Soluble in aromatic and most aliphatic solvents',
          'The standard anionic base for EC emulsifier pairs',
          'Consistent active content batch to batch',
        ],
        instructions: [
          'Combine with a non-ionic emulsifier; use 30–60% of the total emulsifier as this component.',
          'Keep drums tightly closed, since the product absorbs moisture.',
          'Stir before use if slight haze has formed in cold weather.',
          'Avoid contact with skin and eyes; wear gloves and goggles.',
        ],
        dosage: '1.5–4% w/v of the EC as part of an A/B system',
        adjuvant: '',
      },
      {
        name: 'Castor Oil Ethoxylate 36 EO',
        code: 'FX CE 602',
        description:
          'Castor oil ethoxylated with 36 moles of ethylene oxide is a non-ionic emulsifier with an HLB of about 12.5, and it is the classic partner of calcium dodecylbenzene sulfonate in EC formulations. It is a pale yellow liquid that blends easily with aromatic solvents and gives good emulsion stability for organophosphates and pyrethroids. We control the degree of ethoxylation, colour and water content tightly, so a screened ratio stays valid from one delivery to the next. It is also used in oil-based metalworking and textile formulations.',
        features: [
          'HLB about 12.5, the classic non-ionic partner in ECs',
          'Pale liquid, easy to blend at room temperature',
          'Tight control of ethoxylation and water content',
          'Also used in textile and metalworking formulations',
        ],
        instructions: [
          'Blend with calcium dodecylbenzene sulfonate at the ratio found in screening.',
          'Warm to 30 °C if the product has thickened in cold storage.',
          'Keep containers closed to prevent moisture uptake.',
          'Use within 24 months of manufacture.',
        ],
        dosage: '2–4% w/v of the EC as part of an A/B system',
        adjuvant: '',
      },
      {
        name: 'Castor Oil Ethoxylate 40 EO',
        code: 'FX CE 603',
        description:
          'With 40 moles of ethylene oxide this castor oil ethoxylate has an HLB of about 13 and is a little more hydrophilic than the 36 EO grade. Formulators choose it for more polar solvents and actives, or when the 36 EO grade leaves a trace of oil in hard water. It is a pale, viscous liquid that dissolves well in aromatic solvents and helps give a bright emulsion. Combining both grades gives a finer control of HLB without changing the anionic partner.',
        features: [
          'HLB about 13 for more polar actives and solvents',
          'Helps remove traces of free oil in hard water',
          'Combines with the 36 EO grade for fine HLB control',
          'Consistent colour and water content',
        ],
        instructions: [
          'Use in place of, or together with, the 36 EO grade during screening.',
          'Warm gently before pumping in cold weather.',
          'Keep containers closed.',
          'Wear gloves and goggles when handling.',
        ],
        dosage: '2–4% w/v of the EC as part of an A/B system',
        adjuvant: '',
      },
      {
        name: 'Tristyrylphenol Ethoxylate 16 EO',
        code: 'FX CE 604',
        description:
          'Tristyrylphenol ethoxylates have a bulky hydrophobe made of three styrene units that anchors firmly on oil droplets and solid particles. The 16 EO grade has an HLB of about 13 and is used as the non-ionic partner in demanding ECs, as an emulsifier for EWs and as a wetting and dispersing aid in suspension concentrates. It gives stronger steric stabilisation than castor oil ethoxylates and is free of nonylphenol, which many export markets require. We supply it as a clear, viscous liquid.',
        features: [
          'Bulky hydrophobe gives strong steric stabilisation',
          'Free of nonylphenol for export registrations',
          'Works in ECs, EWs and SCs',
          'HLB about 13',
        ],
        instructions: [
          'In ECs, replace 20–50% of the castor oil ethoxylate and re-screen the ratio.',
          'In SCs, add to the water phase before milling.',
          'Warm to 40 °C before pumping if thick.',
          'Store closed at room temperature.',
        ],
        dosage: '2–5% w/v of the formulation',
        adjuvant: '',
      },
      {
        name: 'EO/PO Block Copolymer Emulsifier',
        code: 'FX CE 605',
        description:
          'EO/PO block copolymers are made of a hydrophobic polypropylene oxide core between hydrophilic polyethylene oxide chains. Our grade is used to sharpen bloom in EC pairs, to stabilise EW and SE formulations and as a low-foam wetting agent. Because it is a polymer, it adsorbs firmly and resists displacement when the formulation is diluted in hard water. It is supplied as a clear liquid that mixes easily with other non-ionic surfactants and with calcium dodecylbenzene sulfonate.',
        features: [
          'Sharpens spontaneous bloom in EC pairs',
          'Polymeric stabilisation for EW and SE formulations',
          'Low foam in the spray tank',
          'Mixes easily with other emulsifiers',
        ],
        instructions: [
          'Add 0.5–1.5% to an existing EC pair to improve bloom.',
          'Use 2–4% as a co-emulsifier in EWs and SEs.',
          'Check foam in a 250 ml stoppered cylinder after dilution.',
          'Store closed at room temperature.',
        ],
        dosage: '0.5–4% w/v of the formulation',
        adjuvant: '',
      },
    ],
  },
];
