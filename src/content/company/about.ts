/**
 * Copy of the About page (SPEC.md §2 "About"): timeline, vision and mission,
 * leadership, infrastructure on the 50,000 sq ft premises.
 */

import { company } from './identity.ts';
import type { PageSeo, TimelineEntry } from './types.ts';

/** Search-engine title and description of the About page. */
export const aboutSeo: PageSeo = {
  title: `About Us | ${company.name}, Indore`,
  description: `Part of a chemical business group founded in 1988, ${company.name} has made agro surfactants, emulsifiers and silicone spreaders in Indore since 2014 and exports to more than 11 countries.`,
};

/** Hero of the About page. */
export const aboutHero: { heading: string; text: string } = {
  heading: 'Our story',
  text: 'Three companies, one family business and more than 37 years of supplying chemicals to industry and agriculture from Indore.',
};

/** Label of the control that scrolls the timeline to its last entry. */
export const jumpToPresentLabel = 'Jump to Present Day';

/** The timeline, oldest first; the last entry is the present day. */
export const timeline: readonly TimelineEntry[] = [
  {
    year: 1988,
    title: 'The group begins',
    description:
      'Malwa Chemical Traders opens in Indore, distributing solvents and industrial chemicals to manufacturers across Madhya Pradesh.',
  },
  {
    year: 2013,
    title: 'First silicone surfactants',
    description:
      'The group starts blending silicone surfactants for local pesticide formulators, the start of the manufacturing experience behind today’s super spreaders.',
  },
  {
    year: 2014,
    title: `${company.name} is established`,
    description:
      'The group moves from trading to making: a new company to manufacture agro surfactants and emulsifiers for EC, SC, WP and SL formulations.',
  },
  {
    year: 2016,
    title: 'First export consignment',
    description:
      'Agro emulsifiers ship to a formulator in Nepal, followed within the year by the first orders from Bangladesh.',
  },
  {
    year: 2017,
    title: 'Quality certification',
    description:
      'Our quality management system is certified to ISO 9001:2015, covering purchasing, production, testing and dispatch.',
  },
  {
    year: 2019,
    title: 'Malwa Agri Sciences is founded',
    description:
      'The group’s third company brings crop nutrition and crop-care inputs to growers: orthosilicic acid silicon nutrient, pheromone lures, botanicals and plant growth promoters.',
  },
  {
    year: 2021,
    title: 'A 50,000 sq ft home',
    description:
      'Production, the quality-control laboratory and the warehouse move together to our 50,000 sq ft premises in the Sanwer Road Industrial Area.',
  },
  {
    year: 2023,
    title: 'More than 11 countries',
    description:
      'With buyers in the Middle East, Africa, South and South-East Asia and South America, our exports pass 11 countries.',
  },
  {
    year: 2024,
    title: '500 metric tons a month',
    description:
      'A second blending line takes our silicone surfactant capacity to 500 metric tons per month.',
  },
  {
    year: 2025,
    title: 'On the international stage',
    description:
      'We exhibit agro surfactants and silicone super spreaders at ICSCE/PMFAI in Dubai and meet formulators at exhibitions across India.',
  },
  {
    year: 2026,
    title: 'Present day',
    description:
      'More than 300 products, more than 2000 satisfied customers and a team of chemists, engineers and sales staff serving formulators in India and abroad.',
  },
];

/** Vision statement. */
export const aboutVision: { heading: string; text: string } = {
  heading: 'Vision',
  text: 'To be the surfactant and crop-input partner that formulators and farmers rely on first, known for consistent chemistry, honest technical advice and dispatch on the promised day.',
};

/** Mission statements, shown as a list. */
export const aboutMission: { heading: string; items: readonly string[] } = {
  heading: 'Mission',
  items: [
    'Make every batch to its specification and test it before it leaves the plant.',
    'Help formulators choose the right emulsifier, adjuvant or spreader for their active ingredient, solvent and climate.',
    'Give growers crop inputs that are simple to use, with clear dosage instructions.',
    'Keep our premises safe for our people and our neighbours, and handle every chemical responsibly from receipt to dispatch.',
    'Grow with our customers in India and in every market we export to.',
  ],
};

/** Leadership introduction; the founders themselves come from `home.ts`. */
export const leadership: { heading: string; paragraphs: readonly string[] } = {
  heading: 'Leadership',
  paragraphs: [
    'The group is still run by the family that founded it. Each of its three companies was started by a founder who still leads it day to day: trading since 1988, specialty chemicals manufacturing since 2014 and crop sciences since 2019.',
    'Decisions on quality and on what we promise a customer are taken by people who can walk across the yard to the reactor or the laboratory bench.',
  ],
};

/** One facility on the premises. */
export interface Facility {
  title: string;
  description: string;
}

/** Infrastructure on the 50,000 sq ft premises. */
export const infrastructure: {
  heading: string;
  intro: string;
  areaSqFt: number;
  facilities: readonly Facility[];
} = {
  heading: 'Infrastructure',
  intro: `Manufacturing, testing, packing and storage share one site: ${company.premisesSqFt.toLocaleString('en-IN')} sq ft of premises in the ${company.address.locality}, ${company.address.city}.`,
  areaSqFt: company.premisesSqFt,
  facilities: [
    {
      title: 'Reactors and blending',
      description:
        'Jacketed stainless-steel reactors and blending vessels with controlled heating and stirring, for emulsifier blends, adjuvants and paint additives.',
    },
    {
      title: 'Silicone surfactant line',
      description:
        'Dedicated blending and filling for silicone super spreaders, with a capacity of 500 metric tons per month.',
    },
    {
      title: 'Quality-control laboratory',
      description:
        'Every batch is checked for appearance, pH, density, surface tension and emulsion stability; emulsifier screening runs in sets of 11 cylinders against the customer’s own toxicant and solvent.',
    },
    {
      title: 'Packing',
      description:
        'Filling and labelling for 50 kg and 200 kg drums, with export marking and batch traceability on every pack.',
    },
    {
      title: 'Warehouse and dispatch',
      description:
        'Separate covered storage for raw materials and finished goods, segregated storage for flammable solvents, and loading bays for trucks and containers.',
    },
  ],
};
