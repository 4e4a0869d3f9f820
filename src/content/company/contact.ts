/**
 * The option lists of the enquiry and careers forms. The option lists are exact: the API receives
 * these strings as they are, in every language. What a visitor reads beside each option is its
 * label in the page's language ({@link queryOptionLabels}, {@link careerInterestLabels}).
 *
 * The form islands import this module, so it must stay free of company facts (they are read from
 * the file system at build time). The Contact page's words are in src/content/contact/, its parts
 * that name the company in `contact-page.ts`.
 */

import type { Editions } from '../../lib/i18n/locale.ts';

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

/** What each query option reads as in each language; the value sent stays the option itself. */
export const queryOptionLabels: Editions<Readonly<Record<QueryOption, string>>> = {
  en: {
    'Technical support': 'Technical support',
    'Quote Request': 'Quote Request',
    'Sample Request': 'Sample Request',
    'Product Enquiry': 'Product Enquiry',
    Grievances: 'Grievances',
    'Press/Media': 'Press/Media',
    other: 'other',
  },
  hi: {
    'Technical support': 'तकनीकी सहायता',
    'Quote Request': 'कोटेशन चाहिए',
    'Sample Request': 'सैंपल चाहिए',
    'Product Enquiry': 'उत्पाद की जानकारी',
    Grievances: 'शिकायत',
    'Press/Media': 'प्रेस/मीडिया',
    other: 'अन्य',
  },
};

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

/** What each career interest reads as in each language; the value sent stays the interest itself. */
export const careerInterestLabels: Editions<Readonly<Record<CareerInterest, string>>> = {
  en: {
    BDE: 'BDE',
    'Sales Executive': 'Sales Executive',
    Manager: 'Manager',
    'Lab Technicians': 'Lab Technicians',
    'Chemical Engineers': 'Chemical Engineers',
    Chemists: 'Chemists',
    Other: 'Other',
  },
  hi: {
    BDE: 'बिज़नेस डेवलपमेंट एग्ज़ीक्यूटिव',
    'Sales Executive': 'सेल्स एग्ज़ीक्यूटिव',
    Manager: 'मैनेजर',
    'Lab Technicians': 'लैब टेक्नीशियन',
    'Chemical Engineers': 'केमिकल इंजीनियर',
    Chemists: 'केमिस्ट',
    Other: 'अन्य',
  },
};
