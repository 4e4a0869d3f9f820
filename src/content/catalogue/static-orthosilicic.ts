/**
 * /Orthosilicic_Acid: introduction, benefits, specification table (SNo., Parameter, Parameters,
 * Result) and dosage instructions (the company's silicon dosages).
 */

import { getContentImagePath } from './media.ts';
import type { OrthosilicicRecord } from './types.ts';

const IMAGE = getContentImagePath('static', 'Orthosilicic Acid 2% WSL');

/** Content of the Orthosilicic Acid 2% WSL page. */
export const orthosilicicRecord: OrthosilicicRecord = {
  header: {
    productName: 'Orthosilicic Acid 2% WSL',
    heading: 'Plant-available silicon for stronger, healthier crops',
    image: IMAGE,
    description:
      'A stabilised water-soluble liquid with 2% w/w orthosilicic acid, the form of silicon that roots and leaves can absorb.',
  },
  topic: 'Orthosilicic Acid 2% WSL',
  image: IMAGE,
  introduction: [
    'Silicon is the second most abundant element in soil, yet crops are often short of it, because almost all soil silicon is locked in quartz, clay and other silicate minerals. Plants can absorb silicon in only one form: orthosilicic acid, Si(OH)₄, dissolved in the soil water. Intensive cropping of rice and sugarcane, which remove large amounts of silicon with every harvest, runs down even that small pool.',
    'Orthosilicic acid is unstable on its own: above a low concentration it links up into polysilicic acid and then into silica gel, which plants cannot use. Orthosilicic Acid 2% WSL is stabilised so that the acid stays in its monomeric, plant-available form in the container and in the spray tank.',
    'Taken up through leaves and roots, silicon moves with the water stream and is laid down as a thin layer of silica in the cell walls and under the cuticle. Crops stand up better, lose less water, and are harder for sucking pests and fungi to penetrate.',
  ],
  benefits: [
    {
      title: 'Stronger stems, less lodging',
      description: [
        'Silica strengthens cell walls in stems and leaves.',
        'Rice, wheat and sugarcane stand better under heavy grain or cane load and wind.',
      ],
    },
    {
      title: 'Natural defence against pests and disease',
      description: [
        'A silica layer under the cuticle makes feeding harder for sucking pests such as planthoppers and aphids.',
        'Reduces infection by fungi such as rice blast and powdery mildew.',
      ],
    },
    {
      title: 'Tolerance of heat, drought and salinity',
      description: [
        'Less water loss through the leaf cuticle.',
        'Helps crops keep growing under salt and heat stress.',
      ],
    },
    {
      title: 'Better leaves, better yield',
      description: [
        'Leaves stay upright and catch more light.',
        'Supports the uptake of phosphorus and other nutrients.',
      ],
    },
    {
      title: 'Firmer produce',
      description: [
        'Firmer fruit and vegetables with better keeping quality.',
        'Shelf life extended by up to 30 percent.',
      ],
    },
    {
      title: 'Simple to use',
      description: [
        '3–6 ml per litre as a foliar spray.',
        'Mixes with most water-soluble fertilizers and pesticides after a jar test.',
      ],
    },
  ],
  specifications: [
    {
      parameter: 'Appearance',
      parameters: 'Clear, colourless to pale yellow liquid',
      result: 'Clear, pale yellow liquid',
    },
    { parameter: 'Orthosilicic acid, Si(OH)₄', parameters: '2.0% w/w min.', result: '2.08% w/w' },
    { parameter: 'Silicon as Si (calculated)', parameters: '0.58% w/w min.', result: '0.61% w/w' },
    { parameter: 'pH (neat)', parameters: '1.5 – 3.0', result: '2.1' },
    { parameter: 'Specific gravity at 25 °C', parameters: '1.05 – 1.15', result: '1.09' },
    { parameter: 'Solubility in water', parameters: 'Completely miscible', result: 'Complies' },
    { parameter: 'Water-insoluble matter', parameters: '0.5% w/w max.', result: '0.1% w/w' },
    { parameter: 'Stability of 1% dilution after 24 hours', parameters: 'No precipitate or gel', result: 'Complies' },
  ],
  dosageInstructions: [
    'Shake the container well before use.',
    'Dilute 3–6 ml per litre of clean water. Use the higher dose on silicon-hungry crops such as rice and sugarcane.',
    'Spray every 10–14 days for 4–6 weeks, covering both sides of the leaves.',
    'Short-duration crops need 2 sprays; fruit trees need 4 sprays after pruning.',
    'Spray in the morning or evening, not in hot sun or just before rain.',
    'Do a jar test before mixing with other products, and do not mix with strongly alkaline products.',
  ],
  cropSchedule: [
    { crop: 'All crops (general)', dose: '3–6 ml per litre', interval: 'Every 10–14 days', programme: '4–6 weeks' },
    {
      crop: 'Short-duration crops (vegetables, pulses)',
      dose: '3–6 ml per litre',
      interval: 'Every 10–14 days',
      programme: '2 sprays',
    },
    {
      crop: 'Fruit trees (mango, pomegranate, citrus, grapes)',
      dose: '3–6 ml per litre',
      interval: 'Every 10–14 days',
      programme: '4 sprays after pruning',
    },
    { crop: 'Sugarcane', dose: '4 ml per litre', interval: 'Every 15 days', programme: 'Six months' },
    { crop: 'Rice', dose: '4 ml per litre', interval: 'Every 15 days', programme: '2 months' },
  ],
  seoTitle: 'Orthosilicic Acid 2% WSL | Plant-Available Silicon',
  seoDescription:
    'Stabilised orthosilicic acid 2% w/w for stronger stems, less lodging and better stress tolerance. 3–6 ml per litre every 10–14 days.',
};
