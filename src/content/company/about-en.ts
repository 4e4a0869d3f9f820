/** The About page in English (see ./about-types.ts): timeline, vision and mission, leadership, infrastructure. */
import { formatList } from '../../lib/text.ts';
import type { AboutCopy } from './about-types.ts';
import { company } from './identity.ts';

export const aboutCopyEn: AboutCopy = {
  seo: {
    title: `About Us | ${company.name}, Indore`,
    description: `Part of a chemical business group founded in 1988, ${company.name} has made agro surfactants, emulsifiers and silicone spreaders in Indore since 2014 and exports to more than 11 countries.`,
  },
  hero: {
    eyebrow: 'About us',
    heading: 'Our story',
    text: `A chemical group whose companies were founded in ${formatList(company.groupYears)}, with more than 37 years of experience in supplying chemicals to industry and agriculture.`,
  },
  groupHeading: 'One group, three companies',
  timeline: {
    since: (year) => `Since ${year}`,
    heading: 'Our journey',
    jumpToPresent: 'Jump to Present Day',
    presentDay: {
      title: 'Present day',
      description:
        'More than 300 products, more than 2000 satisfied customers, a silicone surfactant capacity of 500 metric tons a month and exports to more than 11 countries.',
      sample: false,
    },
  },
  visionMissionLabel: 'Vision and mission',
  vision: {
    heading: 'Vision',
    text: 'To be the surfactant and crop-input partner that formulators and farmers rely on first, known for consistent chemistry, honest technical advice and dispatch on the promised day.',
  },
  mission: {
    heading: 'Mission',
    items: [
      'Make every batch to its specification and test it before it leaves the plant.',
      'Help formulators choose the right emulsifier, adjuvant or spreader for their active ingredient, solvent and climate.',
      'Give growers crop inputs that are simple to use, with clear dosage instructions.',
      'Keep our premises safe for our people and our neighbours, and handle every chemical responsibly from receipt to dispatch.',
      'Grow with our customers in India and in every market we export to.',
    ],
  },
  leadership: {
    heading: 'Leadership',
    paragraphs: [
      `Three founders built the group: its first company in ${company.groupYears[0] ?? 1988}, and the companies that followed in ${formatList(company.groupYears.slice(1))}.`,
    ],
  },
  infrastructure: {
    heading: 'Infrastructure',
    intro: `Manufacturing, testing, packing and storage share one site: ${company.premisesSqFt.toLocaleString('en-IN')} sq ft of premises in ${company.address.city}.`,
    areaUnit: 'sq ft premises',
    facilities: [
      {
        title: 'Manufacturing',
        description:
          'Agro surfactants and emulsifiers, fertilizers, paint additives, general emulsifiers and home and industrial cleaning products are made here.',
      },
      {
        title: 'Silicone surfactants',
        description:
          'A capacity of 500 metric tons per month, backed by 13 years of manufacturing silicone surfactants.',
      },
      {
        title: 'Emulsifier screening',
        description:
          'Emulsifier pairs are screened in sets of 11 cylinders against the customer’s own toxicant and solvent, at 5% dosage.',
      },
      {
        title: 'Packing',
        description: 'Standard packs of 50 kg and 200 kg.',
      },
    ],
  },
};
