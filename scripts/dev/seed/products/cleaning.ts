/**
 * Home & Industrial Cleaning: products we make, and surfactant raw materials we trade.
 */
import type { ProductGroup } from './spec.ts';

const CATEGORY = 'Home & Industrial Cleaning' as const;

export const cleaningGroups: ProductGroup[] = [
  {
    category: CATEGORY,
    subCategory: 'Manufacturing Products',
    family: 'cleaning',
    labelHeader: 'Home & Industrial Cleaning',
    products: [
      {
        name: 'Floor Cleaner Concentrate (Pine Fresh)',
        code: 'FX HC 31',
        hot: true,
        description:
          'Our floor cleaner concentrate combines non-ionic surfactants with benzalkonium chloride, a quaternary ammonium disinfectant, and a long-lasting pine fragrance. It lifts everyday dirt and grease from marble, granite, vitrified tiles and kota stone without leaving a sticky film, and it kills common germs on the floor. Because it is a concentrate, one capful cleans a whole bucket, which keeps the cost per wash low for homes, offices, hospitals and hotels. We also make it in private label for distributors.',
        features: [
          'Cleans and disinfects in one step',
          'No sticky film on marble, granite and tiles',
          'Long-lasting pine fragrance',
          'Concentrate with low cost per wash',
          'Available in private label',
        ],
        instructions: [
          'Add 20–25 ml to 1 litre of water for daily mopping.',
          'For heavy dirt, use 50 ml per litre and leave for 5 minutes before mopping.',
          'No need to rinse after normal cleaning.',
          'Keep out of reach of children; do not mix with bleach or acid cleaners.',
        ],
        dosage: '20–25 ml per litre of water',
        adjuvant: '',
      },
      {
        name: 'Dishwash Liquid Gel',
        code: 'FX HC 32',
        hot: true,
        description:
          'Our dishwash gel is made from neutralised linear alkylbenzene sulfonate, sodium lauryl ether sulfate and cocamidopropyl betaine, a combination that cuts oil and masala grease quickly, foams richly and stays mild on hands. A small amount on a wet scrub cleans a full sink of utensils, and the gel rinses off without leaving residue or smell on steel, glass and ceramic. It is made in lemon and lime variants for homes, and in larger packs for canteens, hotels and caterers.',
        features: [
          'Cuts oil and masala grease quickly',
          'Rich foam, mild on hands',
          'Rinses off without residue or smell',
          'Home and bulk catering packs',
        ],
        instructions: [
          'Put a few drops on a wet scrub or mix 5 ml in 500 ml of water.',
          'Scrub utensils and rinse with clean water.',
          'For burnt-on food, soak in the solution for 10 minutes first.',
          'Keep out of reach of children; avoid contact with eyes.',
        ],
        dosage: '5 ml in 500 ml of water, or a few drops on a wet scrub',
        adjuvant: '',
      },
      {
        name: 'Toilet Cleaner Thick Liquid',
        code: 'FX HC 33',
        description:
          'Hard water leaves limescale and yellow stains in toilets and urinals that ordinary cleaners cannot remove. Our thick toilet cleaner contains about 10% hydrochloric acid with a thickener that keeps it clinging under the rim and on the bowl walls long enough to dissolve scale and stains. It also kills germs and leaves a fresh fragrance. The angled-neck bottle delivers the liquid under the rim with no waste.',
        features: [
          'About 10% hydrochloric acid for limescale and stains',
          'Thick formula clings under the rim',
          'Kills germs and leaves a fresh fragrance',
          'Angled-neck bottle for easy application',
        ],
        instructions: [
          'Apply under the rim and over the bowl.',
          'Leave for 10–15 minutes, then scrub with a toilet brush and flush.',
          'Never mix with bleach or other cleaners; toxic chlorine gas can form.',
          'Wear gloves, avoid contact with skin and eyes and keep out of reach of children.',
        ],
        dosage: '40–50 ml per toilet bowl',
        adjuvant: '',
      },
      {
        name: 'Glass & Surface Cleaner',
        code: 'FX HC 34',
        description:
          'Our glass and surface cleaner combines isopropyl alcohol, a glycol ether and a low-residue surfactant to remove fingerprints, dust, grease and water spots from glass, mirrors, laminates, stainless steel and car windows. It evaporates quickly and leaves a streak-free shine. The ready-to-use spray is ideal for homes, offices, showrooms and cars, and a concentrate is available for housekeeping contractors. It contains no ammonia, so it is safe on tinted car windows.',
        features: [
          'Streak-free shine on glass and mirrors',
          'Removes fingerprints, grease and water spots',
          'Fast drying',
          'Ready-to-use spray and concentrate',
        ],
        instructions: [
          'Spray on the surface from a distance of 20–30 cm.',
          'Wipe with a clean, dry microfibre cloth.',
          'Do not use on hot surfaces or in direct sunlight.',
          'Flammable: keep away from flames.',
        ],
        dosage: 'Ready to use; concentrate 1 part in 10 parts of water',
        adjuvant: '',
      },
      {
        name: 'Liquid Hand Wash',
        code: 'FX HC 35',
        description:
          'Our liquid hand wash is a mild, pH-balanced cleanser made with sodium lauryl ether sulfate, cocamidopropyl betaine and glycerine. It produces a creamy lather that removes dirt and germs and rinses easily, while the glycerine keeps hands soft even with frequent washing. The pH of 5.5–6.5 is close to that of skin. It comes in several fragrances and in refill packs for homes, offices, schools and hospitals.',
        features: [
          'pH 5.5–6.5, close to skin',
          'Creamy lather that rinses easily',
          'Glycerine keeps hands soft',
          'Several fragrances and refill packs',
        ],
        instructions: [
          'Wet hands and apply one pump.',
          'Lather for at least 20 seconds, covering all surfaces.',
          'Rinse well and dry.',
          'For external use only.',
        ],
        dosage: 'One pump (about 2 ml) per wash',
        adjuvant: '',
      },
      {
        name: 'Liquid Laundry Detergent',
        code: 'FX HC 36',
        description:
          'Our liquid laundry detergent combines anionic and non-ionic surfactants with a builder and an optical brightener to remove dirt, sweat and food stains in cold water. It dissolves instantly, leaves no white residue on dark clothes and is suitable for both top-load and front-load machines as well as hand washing. It is gentle on fabrics and colours and works in the hard water common in many parts of India.',
        features: [
          'Cleans in cold water',
          'No white residue on dark clothes',
          'For top-load, front-load and hand wash',
          'Works in hard water',
        ],
        instructions: [
          'Machine: 40–60 ml per wash load, depending on soil level.',
          'Hand wash: 20 ml in a bucket of water.',
          'Apply directly to tough stains and leave for 10 minutes before washing.',
          'Keep out of reach of children.',
        ],
        dosage: '40–60 ml per machine load; 20 ml per bucket for hand wash',
        adjuvant: '',
      },
      {
        name: 'Heavy-Duty Degreaser',
        code: 'FX HC 37',
        description:
          'In workshops, factories and commercial kitchens, oil and grease build up faster than ordinary cleaners can remove them. Our heavy-duty degreaser is an alkaline concentrate of sodium metasilicate, a glycol ether solvent and non-ionic surfactants that emulsifies heavy oil, grease and carbon deposits from floors, machines, engines and exhaust hoods. It can be used by hand, with a pressure washer or in a scrubber-dryer.',
        features: [
          'Removes heavy oil, grease and carbon deposits',
          'Alkaline concentrate with glycol ether solvent',
          'For floors, machines, engines and exhaust hoods',
          'Suitable for pressure washers and scrubber-dryers',
        ],
        instructions: [
          'Dilute 1:10 for heavy soil and 1:40 for routine cleaning.',
          'Apply, leave for 5–10 minutes and scrub or pressure wash.',
          'Rinse with water.',
          'Wear gloves and goggles; not for aluminium or painted surfaces.',
        ],
        dosage: 'Dilute 1:10 to 1:40 with water',
        adjuvant: '',
      },
      {
        name: 'White Phenyl Concentrate',
        code: 'FX HC 38',
        description:
          'White phenyl is India’s traditional floor disinfectant: a concentrate of pine oil emulsified with soap and non-ionic surfactants that turns milky white in water. Our white phenyl has a high pine oil content for strong germicidal action and a fresh pine smell in washrooms, corridors, drains and public areas. It is economical for institutions, railways, hospitals and municipal cleaning. It is supplied in 5 litre cans, 50 kg carboys and 200 kg drums.',
        features: [
          'High pine oil content',
          'Turns milky white in water',
          'Strong pine smell and germicidal action',
          'Economical for institutions and public areas',
        ],
        instructions: [
          'Dilute 1:40 with water for floors and 1:20 for drains and washrooms.',
          'Mop or pour and leave for a few minutes.',
          'Do not use undiluted on skin.',
          'Keep out of reach of children.',
        ],
        dosage: 'Dilute 1:20 to 1:40 with water',
        adjuvant: '',
      },
    ],
  },
  {
    category: CATEGORY,
    subCategory: 'Trading Products',
    family: 'trading',
    labelHeader: 'Trading Products',
    products: [
      {
        name: 'Linear Alkyl Benzene Sulphonic Acid (LABSA 96%)',
        code: 'FX TR 41',
        description:
          'LABSA 96% is the main anionic surfactant raw material for detergent powders, cakes, dishwash bars and liquid detergents. It is a brown, viscous acid that is neutralised with caustic soda or soda ash during manufacture. We trade high-purity LABSA with low free oil and low sulphuric acid content, which gives lighter-coloured products and better detergency. It is supplied in HDPE drums and in bulk for larger buyers.',
        features: [
          '96% active sulphonic acid',
          'Low free oil and free sulphuric acid',
          'For detergent powders, cakes, bars and liquids',
          'HDPE drums and bulk supply',
        ],
        instructions: [
          'Neutralise with caustic soda or soda ash under cooling and stirring.',
          'Add acid to the alkali solution slowly; the reaction is exothermic.',
          'Wear acid-resistant gloves, goggles and apron.',
          'Store in closed HDPE or stainless steel containers.',
        ],
        dosage: '10–25% of the detergent formulation (as active)',
        adjuvant: '',
      },
      {
        name: 'Sodium Lauryl Ether Sulphate (SLES 70%)',
        code: 'FX TR 42',
        description:
          'SLES 70% is the foaming and cleaning base of shampoos, body washes, hand washes, dishwash liquids and liquid detergents. It is a white to pale yellow paste with 70% active matter, mild to skin and highly soluble in water. It thickens easily with salt and works well with betaines and non-ionic surfactants. We trade 2 EO grade material with low dioxane content from established producers.',
        features: [
          '70% active, 2 EO grade',
          'Rich foam and good cleaning',
          'Thickens easily with salt',
          'Low dioxane content',
        ],
        instructions: [
          'Dilute by adding the paste to water slowly with stirring, not water to paste, to avoid a gel phase.',
          'Adjust viscosity with sodium chloride after adding the other ingredients.',
          'Store in closed drums at room temperature.',
          'Wear goggles when handling the concentrate.',
        ],
        dosage: '10–20% of the finished formulation',
        adjuvant: '',
      },
      {
        name: 'Cocamidopropyl Betaine (CAPB 30%)',
        code: 'FX TR 43',
        description:
          'Cocamidopropyl betaine is an amphoteric surfactant made from coconut oil fatty acids. In shampoos, body washes, hand washes and dishwash liquids it boosts and stabilises foam, builds viscosity and reduces the irritation caused by anionic surfactants. We trade a 30% active grade with low free amine and low amidoamine content, which reduces the risk of skin sensitisation. It is supplied in 50 kg and 200 kg HDPE drums and pumps easily at room temperature.',
        features: [
          '30% active amphoteric surfactant',
          'Boosts foam and viscosity',
          'Reduces irritation from anionic surfactants',
          'Low free amine and amidoamine',
        ],
        instructions: [
          'Add after the anionic surfactant, before salt adjustment.',
          'Use at a ratio of 1 part CAPB to 3–5 parts SLES.',
          'Store closed at room temperature.',
          'Keep from freezing.',
        ],
        dosage: '3–8% of the finished formulation',
        adjuvant: '',
      },
      {
        name: 'Benzalkonium Chloride 50%',
        code: 'FX TR 44',
        description:
          'Benzalkonium chloride is a quaternary ammonium compound with broad antimicrobial activity against bacteria, fungi and enveloped viruses. The 50% solution is the active ingredient of disinfectant floor cleaners, surface sanitisers, hand sanitisers and preservatives. It is compatible with non-ionic surfactants but not with anionics such as LABSA or SLES, which inactivate it. Typical disinfectant products contain 0.1–0.5% of active quat after dilution. We trade it in HDPE drums.',
        features: [
          'Broad antimicrobial activity',
          'Active ingredient of disinfectants and sanitisers',
          'Compatible with non-ionic surfactants',
          '50% solution in HDPE drums',
        ],
        instructions: [
          'Dilute to 0.1–0.5% active for disinfectant products.',
          'Do not combine with anionic surfactants.',
          'Wear gloves and goggles; the concentrate is corrosive.',
          'Store closed at room temperature.',
        ],
        dosage: '0.2–1% of the finished formulation (as supplied)',
        adjuvant: '',
      },
      {
        name: 'Caustic Soda Flakes 98%',
        code: '',
        description:
          'Caustic soda flakes contain at least 98% sodium hydroxide and are used to neutralise LABSA in detergent manufacture, in soap making, water treatment, textile processing, drain cleaners and many chemical processes. The flakes dissolve quickly in water with strong heat release. We trade caustic soda from leading Indian producers in moisture-proof 25 kg and 50 kg bags. Each lot comes with a certificate of analysis for sodium hydroxide, carbonate and iron content.',
        features: [
          'Sodium hydroxide 98% minimum',
          'For detergents, soap, water treatment and textiles',
          'Fast-dissolving flakes',
          'Moisture-proof 25 kg and 50 kg bags',
        ],
        instructions: [
          'Always add flakes to water slowly, never water to flakes.',
          'Use cold water and stir; the solution becomes very hot.',
          'Wear gloves, goggles and a face shield; the product causes severe burns.',
          'Store in closed bags in a dry place away from acids.',
        ],
        dosage: 'As required by the process; about 0.12 kg per kg of LABSA 96% for neutralisation',
        adjuvant: '',
      },
      {
        name: 'Soda Ash Light',
        code: '',
        description:
          'Soda ash light is sodium carbonate of at least 99% purity in a low-density powder form. It is the main builder in detergent powders, where it softens water and raises pH for better cleaning, and it is used in glass, silicate and water treatment industries. The light grade blends easily with other powders and dissolves quickly. We trade it in 50 kg bags from established manufacturers.',
        features: [
          'Sodium carbonate 99% minimum',
          'Main builder in detergent powders',
          'Low-density powder that blends easily',
          '50 kg bags',
        ],
        instructions: [
          'Blend with other dry ingredients or dissolve in water as required.',
          'Avoid inhaling dust; wear a dust mask and goggles.',
          'Store in a dry place.',
          'Keep away from acids.',
        ],
        dosage: '15–40% of detergent powder formulations',
        adjuvant: '',
      },
    ],
  },
];
