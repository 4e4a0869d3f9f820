/**
 * The option lists of the enquiry and careers forms. The option lists are exact: the API receives
 * these strings as they are, in every language. What a visitor reads beside each option is its
 * label in the page's language, from the form words (src/content/forms/).
 *
 * The form islands import this module, so it must stay free of company facts (they are read from
 * the file system at build time). The Contact page's words are in src/content/contact/, its parts
 * that name the company in `contact-page.ts`.
 */

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
