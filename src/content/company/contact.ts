/**
 * Copy of the Contact page and the option lists of
 * the enquiry and careers forms. The option lists are exact:
 * the API receives these strings as they are.
 *
 * The form islands import this module, so it must stay free of company facts
 * (they are read from the file system at build time): those parts of the
 * Contact page live in `contact-page.ts`.
 */

import type { FaqItem } from './types.ts';

/** Headings of the Contact page. */
export const contactPage: {
  heading: string;
  text: string;
  formHeading: string;
  faqHeading: string;
  detailsHeading: string;
} = {
  heading: 'Contact us',
  text: 'Ask for a price, a specification, a sample or technical advice. Tell us the product, the quantity and where it should be delivered.',
  formHeading: 'Send an enquiry',
  faqHeading: 'Frequently asked questions',
  detailsHeading: 'Reach us',
};

/** The four FAQ entries of the Contact page accordion. */
export const faq: readonly [FaqItem, FaqItem, FaqItem, FaqItem] = [
  {
    question: 'How do I request a product sample?',
    answer:
      'Sample requests need sign-in: samples are released to registered business customers, who sign in with the account our sales team sets up for them. If you do not have an account yet, choose "Sample Request" in the enquiry form, name the product and tell us about your formulation; our sales team will contact you and arrange the sample.',
  },
  {
    question: 'What pack sizes do you supply?',
    answer:
      'Our standard packs are 50 kg and 200 kg drums. For larger orders or export shipments we can discuss palletised or container loads; mention the quantity in your enquiry.',
  },
  {
    question: 'Do you export, and which documents do you provide?',
    answer:
      'Yes. We export to more than 11 countries and ship with a certificate of analysis, a safety data sheet and the commercial export documents for each consignment.',
  },
  {
    question: 'Can you help us choose the right emulsifier or adjuvant?',
    answer:
      'Yes. Send us the active ingredient, its concentration and the solvent you use. Our laboratory screens emulsifier pairs against your recipe and recommends a pair and dosage, and our chemists can advise on adjuvants and spreaders for your crop and spray programme.',
  },
];

/** Query options of the enquiry form, exact and in order. */
export const queryOptions = [
  'Technical support',
  'Quote Request',
  'Sample Request',
  'Product Enquiry',
  'Grievances',
  'Press/Media',
  'other',
] as const;

/** One of {@link queryOptions}. */
export type QueryOption = (typeof queryOptions)[number];

/** Career interests of the careers form, exact and in order. */
export const careerInterests = [
  'BDE',
  'Sales Executive',
  'Manager',
  'Lab Technicians',
  'Chemical Engineers',
  'Chemists',
  'Other',
] as const;

/** One of {@link careerInterests}. */
export type CareerInterest = (typeof careerInterests)[number];
