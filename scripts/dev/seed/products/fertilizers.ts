/**
 * Water-soluble and specialty fertilizers, served directly under the Fertilizers category.
 */
import type { ProductGroup } from './spec.ts';

export const fertilizerGroups: ProductGroup[] = [
  {
    category: 'Fertilizers',
    subCategory: null,
    family: 'fertilizer',
    labelHeader: 'Fertilizers',
    products: [
      {
        name: 'Water Soluble NPK 19:19:19',
        code: 'FX FR 01',
        hot: true,
        description:
          'NPK 19:19:19 is the balanced all-rounder of fertigation and foliar nutrition, supplying 19% nitrogen, 19% phosphorus as P2O5 and 19% potassium as K2O. The nitrogen comes as nitrate, ammoniacal and urea forms, so part is available at once and part over the following days. Our grade is 100% water soluble, free of sodium and chloride, and contains a small share of chelated micronutrients. It is used in the vegetative stage of vegetables, fruit crops, cotton and flowers.',
        features: [
          'Balanced 19% N, 19% P2O5 and 19% K2O',
          'Nitrogen in nitrate, ammoniacal and urea forms',
          '100% water soluble, free of sodium and chloride',
          'For drip fertigation and foliar sprays',
        ],
        instructions: [
          'Dissolve in water before adding to the drip tank or sprayer.',
          'Foliar: 5 g per litre during active vegetative growth.',
          'Drip: 3–5 kg per acre per application, split over the season.',
          'Do not mix with calcium fertilizers in the same stock tank.',
        ],
        dosage: '5 g per litre as a foliar spray; 3–5 kg per acre through drip',
        adjuvant: 'FX SP 100 silicone spreader at 0.25 ml per litre for foliar sprays',
      },
      {
        name: 'Mono Potassium Phosphate 0:52:34',
        code: 'FX FR 02',
        description:
          'Mono potassium phosphate supplies 52% phosphorus as P2O5 and 34% potassium as K2O with no nitrogen, which makes it ideal from flowering to fruit development, when extra nitrogen would push leaves at the expense of fruit. It supports root growth, flower initiation, fruit set and sugar accumulation. The crystals dissolve quickly and completely and are mildly acidic, which helps keep drip lines clean.',
        features: [
          '52% P2O5 and 34% K2O, nitrogen free',
          'Supports flowering, fruit set and fruit quality',
          'Mildly acidic, helps keep drip lines clean',
          'Fully and quickly soluble crystals',
        ],
        instructions: [
          'Foliar: 5 g per litre at pre-flowering and fruit set.',
          'Drip: 2–3 kg per acre per application.',
          'Do not mix with calcium or magnesium fertilizers in the same stock tank.',
          'Store in a dry place.',
        ],
        dosage: '5 g per litre as a foliar spray; 2–3 kg per acre through drip',
        adjuvant: '',
      },
      {
        name: 'Potassium Nitrate 13:0:45',
        code: 'FX FR 03',
        description:
          'Potassium nitrate supplies 13% nitrate nitrogen and 45% potassium as K2O, both immediately available. Potassium drives fruit filling, colour, taste and shelf life, and it improves tolerance of drought and disease. The nitrate form of nitrogen is taken up quickly and does not acidify the soil. Our grade is fully soluble and free of chloride, so it suits chloride-sensitive crops such as potato, tobacco, grapes and citrus.',
        features: [
          '13% nitrate N and 45% K2O',
          'Chloride free, for sensitive crops',
          'Improves fruit size, colour and shelf life',
          'Fully soluble for drip and foliar use',
        ],
        instructions: [
          'Foliar: 10 g per litre during fruit development.',
          'Drip: 3–5 kg per acre per application from fruit set.',
          'Compatible with most water-soluble fertilizers and with calcium nitrate.',
          'Store away from combustible materials.',
        ],
        dosage: '10 g per litre as a foliar spray; 3–5 kg per acre through drip',
        adjuvant: '',
      },
      {
        name: 'Calcium Nitrate (15.5% N, 18.8% Ca)',
        code: 'FX FR 04',
        description:
          'Calcium nitrate supplies 15.5% nitrogen, mostly as nitrate, and 18.8% water-soluble calcium. Calcium builds strong cell walls and prevents disorders such as blossom-end rot in tomato and chilli, bitter pit in apple and tip burn in leafy vegetables. Because calcium moves poorly inside the plant, a regular supply through drip or foliar sprays during fruit growth is essential. Our grade is fully soluble and suitable for fertigation.',
        features: [
          '15.5% N and 18.8% water-soluble calcium',
          'Prevents blossom-end rot, bitter pit and tip burn',
          'Firmer fruit with better shelf life',
          'Fully soluble for fertigation',
        ],
        instructions: [
          'Keep in a separate stock tank from phosphates and sulphates.',
          'Drip: 3–5 kg per acre per application during fruit growth.',
          'Foliar: 5 g per litre.',
          'Store in closed bags; the product absorbs moisture.',
        ],
        dosage: '3–5 kg per acre through drip; 5 g per litre as a foliar spray',
        adjuvant: '',
      },
      {
        name: 'Chelated Zinc EDTA 12%',
        code: 'FX FR 05',
        description:
          'Zinc deficiency is the most widespread micronutrient problem in Indian soils and causes khaira disease in rice, little leaf in fruit trees and stunted growth in maize and wheat. Our chelated zinc contains 12% zinc bound to EDTA, which keeps it soluble and available even in alkaline and calcareous soils where zinc sulphate is quickly fixed. It can be sprayed on leaves or applied through drip and is compatible with most pesticides.',
        features: [
          '12% zinc as Zn-EDTA',
          'Stays available in alkaline and calcareous soils',
          'Corrects khaira in rice and little leaf in fruit trees',
          'Compatible with most pesticides',
        ],
        instructions: [
          'Foliar: 0.5–1 g per litre at early growth and repeat after 15 days if needed.',
          'Soil or drip: 250–500 g per acre.',
          'Dissolve completely before adding other products.',
          'Store in a dry place.',
        ],
        dosage: '0.5–1 g per litre as a foliar spray; 250–500 g per acre through drip',
        adjuvant: '',
      },
      {
        name: 'Chelated Micronutrient Mix (Fe, Mn, Zn, Cu, B, Mo)',
        code: 'FX FR 06',
        description:
          'This micronutrient mix supplies iron, manganese, zinc and copper as EDTA chelates together with boron and molybdenum, in the proportions most crops need. Hidden micronutrient deficiencies limit yields long before visible symptoms appear, especially in intensively cropped and high-pH soils. One spray of the mix at early growth and another before flowering corrects most shortages. It is fully soluble and can be combined with NPK fertilizers and most pesticides.',
        features: [
          'Fe, Mn, Zn and Cu as EDTA chelates with B and Mo',
          'Corrects hidden micronutrient shortages',
          'Fully soluble, for foliar and drip use',
          'Mixes with NPK fertilizers and most pesticides',
        ],
        instructions: [
          'Foliar: 1 g per litre at early growth and before flowering.',
          'Drip: 500 g per acre per application.',
          'Run a jar test before mixing with copper-based pesticides.',
          'Store closed and dry.',
        ],
        dosage: '1 g per litre as a foliar spray; 500 g per acre through drip',
        adjuvant: '',
      },
      {
        name: 'Boron 20% (Disodium Octaborate Tetrahydrate)',
        code: 'FX FR 07',
        description:
          'Boron is needed for pollen germination, flower retention and fruit set, and deficiency causes hollow stems in cauliflower, cracked fruit and poor seed set. Disodium octaborate tetrahydrate contains 20% boron and dissolves quickly even in cold water, which makes it the preferred boron source for foliar sprays. The margin between deficiency and toxicity is narrow, so it should be used at the recommended dose only.',
        features: [
          '20% boron, quick dissolving in cold water',
          'Improves pollination, flower retention and fruit set',
          'Prevents hollow stem and fruit cracking',
          'Preferred boron source for foliar sprays',
        ],
        instructions: [
          'Foliar: 1 g per litre before flowering; repeat once after 15 days if needed.',
          'Soil: 500 g–1 kg per acre.',
          'Do not exceed the recommended dose; excess boron is toxic to plants.',
          'Store in a dry place.',
        ],
        dosage: '1 g per litre as a foliar spray; 0.5–1 kg per acre in soil',
        adjuvant: '',
      },
      {
        name: 'Bentonite Sulphur 90% Granules',
        code: 'FX FR 08',
        description:
          'Sulphur is the fourth major nutrient, vital for protein and oil formation, and oilseeds and pulses respond strongly to it. Our bentonite sulphur granules contain 90% elemental sulphur with bentonite clay. When the granules meet moist soil the bentonite swells and breaks them into fine particles, which soil bacteria oxidise to plant-available sulphate through the season. The granules are dust-free and can be applied with fertilizers at sowing.',
        features: [
          '90% elemental sulphur with bentonite',
          'Granules disperse into fine particles in moist soil',
          'Season-long release of sulphate',
          'Strong response in oilseeds and pulses',
        ],
        instructions: [
          'Broadcast or place in furrows at sowing with the basal fertilizer.',
          'Irrigate after application to start dispersion.',
          'Store away from heat and open flames.',
          'Avoid inhaling dust.',
        ],
        dosage: '3–6 kg per acre at sowing',
        adjuvant: '',
      },
      {
        name: 'Magnesium Sulphate (9.6% Mg, 12% S)',
        code: '',
        description:
          'Magnesium is the central atom of chlorophyll, and its deficiency shows as yellowing between the veins of older leaves, common in grapes, banana, citrus, cotton and sugarcane on sandy or acidic soils. Our magnesium sulphate heptahydrate supplies 9.6% magnesium and 12% sulphur in fully soluble form. It acts quickly as a foliar spray and can also be applied through drip or to the soil.',
        features: [
          '9.6% Mg and 12% S, fully soluble',
          'Corrects interveinal yellowing of older leaves',
          'Supports chlorophyll formation and photosynthesis',
          'For foliar, drip and soil use',
        ],
        instructions: [
          'Foliar: 5–10 g per litre.',
          'Drip or soil: 10–20 kg per acre split over the season.',
          'Can be mixed with most fertilizers and pesticides.',
          'Store in a dry place.',
        ],
        dosage: '5–10 g per litre as a foliar spray; 10–20 kg per acre in soil',
        adjuvant: '',
      },
    ],
  },
];
