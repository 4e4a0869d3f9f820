/**
 * Sub-categories of "Home & Industrial Cleaning": what we make, and what we trade.
 */

import { getRecordImages } from './media.ts';
import type { SubcategoryRecord } from './types.ts';

const CLEANING = 'Home & Industrial Cleaning';

/** "Manufacturing Products": cleaners made at our plant. */
export const manufacturingProducts: SubcategoryRecord = {
  subcategory: 'Manufacturing Products',
  category: CLEANING,
  ...getRecordImages('Manufacturing Products'),
  hotProduct: 3,
  categoryWiseTable: 0,
  tableForm: 0,
  subcategories: [],
  productDetails: [
    'Our manufactured cleaning range is made at our Indore plant from surfactants we know well, in formulations tuned for Indian water and everyday use. Dishwash liquid combines LABSA and SLES with cocamidopropyl betaine to cut oil and hold its foam through a full sink of utensils. Floor cleaners come in the phenyle type, with pine oil emulsified for the familiar milky wash, and as perfumed surface cleaners for tiles and stone. Toilet cleaner is a thick acidic liquid that clings to the bowl and removes hard-water scale and yellow stains; glass cleaner dries without streaks; liquid laundry detergent suits bucket and machine washing; and hand wash is mild on skin.',
    'For industry we make heavy-duty alkaline degreasers for workshop floors, engines and kitchen hoods, and neutral cleaners for daily mopping of large areas such as hospital corridors and factory floors.',
    'Products are packed in retail sizes for distributors and in 50 kg and 200 kg drums for institutions. Every batch is checked for pH, active matter and viscosity before it is filled.',
  ],
  benefits: [
    {
      title: 'Formulated by surfactant makers',
      description: [
        'Balanced anionic and amphoteric surfactants for cleaning power with mildness.',
        'Formulations adjusted for hard water.',
      ],
    },
    {
      title: 'A full range from one source',
      description: [
        'Kitchen, floor, bathroom, glass, laundry and hand care.',
        'Industrial degreasers and neutral floor cleaners.',
      ],
    },
    {
      title: 'Checked every batch',
      description: ['pH, active matter and viscosity tested before filling.', 'Consistent fragrance and colour.'],
    },
    {
      title: 'Packs for every buyer',
      description: ['Retail packs through distributors.', '50 kg and 200 kg drums for institutions and industry.'],
    },
  ],
  howToUse: [
    'Dishwash liquid: a few drops on a wet scrubber, or 5 ml in a litre of water for a sink of utensils.',
    'Floor cleaner: about 30 ml in half a bucket (5 litres) of water; no rinsing needed.',
    'Toilet cleaner: apply under the rim, leave for 10 minutes, scrub and flush. Never mix with bleach.',
    'Degreaser: dilute 1:10 to 1:20 in water for floors and machinery, leave 5 minutes, scrub and rinse.',
    'Wear gloves for acidic and alkaline cleaners and keep all products out of reach of children.',
  ],
  videoLinks: [],
  seoTitle: 'Home and Industrial Cleaning Products | Manufacturer',
  seoDescription:
    'Dishwash liquid, phenyle and floor cleaners, toilet and glass cleaners, laundry liquid, hand wash and industrial degreasers made in Indore.',
};

/** "Trading Products": raw materials for detergent and cleaning-product makers. */
export const tradingProducts: SubcategoryRecord = {
  subcategory: 'Trading Products',
  category: CLEANING,
  ...getRecordImages('Trading Products'),
  hotProduct: 0,
  categoryWiseTable: 0,
  tableForm: 0,
  subcategories: [],
  productDetails: [
    'Through our trading desk we supply the raw materials that detergent and cleaning-product makers need, sourced from established producers and checked on arrival: linear alkylbenzene sulphonic acid (LABSA 90%), sodium lauryl ether sulphate (SLES 70%), cocamidopropyl betaine (CAPB 30%), alpha olefin sulphonate, nonionic ethoxylates, caustic soda flakes, soda ash light, sodium sulphate, sodium silicate, glycerine, isopropyl alcohol, pine oil, fragrances, colours and isothiazolinone preservatives.',
    'Buying surfactants, alkalis and additives from one supplier simplifies planning for small and medium manufacturers: one order, one delivery and one point of contact for quality. Because we formulate cleaning products ourselves, we can also advise on how the materials behave together, for example neutralising LABSA with caustic soda to make a dishwash or detergent base, or thickening an SLES liquid with common salt.',
    'Materials come with certificates of analysis and safety data sheets, in drums, bags or bulk, dispatched from Indore.',
  ],
  benefits: [
    {
      title: 'One supplier for the whole recipe',
      description: ['Surfactants, alkalis, builders, solvents and additives.', 'One order and one delivery.'],
    },
    {
      title: 'Checked on arrival',
      description: [
        'Incoming lots tested for active matter, pH and appearance.',
        'Certificates of analysis passed on with every dispatch.',
      ],
    },
    {
      title: 'Formulation know-how',
      description: [
        'Advice from a team that makes cleaning products itself.',
        'Starting formulas for dishwash, floor cleaner and detergent bases.',
      ],
    },
    {
      title: 'Flexible quantities',
      description: ['Drums, bags and bulk loads.', 'Regular supply schedules for repeat buyers.'],
    },
  ],
  howToUse: [
    'Send us your list of raw materials, grades and monthly quantities.',
    'We confirm availability, specifications and delivery schedule, with safety data sheets.',
    'On receipt, check the certificate of analysis against your incoming specification.',
    'Store LABSA and caustic soda apart: they react strongly, and both are corrosive.',
    'When making a detergent base, dilute LABSA in water first, then neutralise it slowly with caustic soda solution under stirring: the reaction gives off heat.',
  ],
  videoLinks: [],
  seoTitle: 'Detergent Raw Materials | LABSA, SLES, CAPB, Caustic',
  seoDescription:
    'Trading supply of LABSA 90%, SLES 70%, CAPB 30%, AOS, caustic soda, soda ash, sodium sulphate, fragrances and preservatives for cleaning products.',
};

/** Sub-categories of "Home & Industrial Cleaning", in display order. */
export const cleaningSubcategories: SubcategoryRecord[] = [manufacturingProducts, tradingProducts];
