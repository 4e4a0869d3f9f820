import type { ContactFormCopy } from './types.ts';

/** The English words of the enquiry form (./types.ts). */
export const contactFormCopyEn: ContactFormCopy = {
  label: 'Enquiry form',
  submit: 'Send enquiry',
  success: 'Thank you. Your enquiry has been sent and our team will contact you soon.',
  query: 'Your query is about',
  chooseTopic: 'Choose a topic',
  queryOptions: {
    'Technical support': 'Technical support',
    'Quote Request': 'Quote Request',
    'Sample Request': 'Sample Request',
    'Product Enquiry': 'Product Enquiry',
    Grievances: 'Grievances',
    'Press/Media': 'Press/Media',
    other: 'Other',
  },
  other: 'Please tell us the topic',
  messageHint: 'The product, quantity, delivery location and anything else that helps us answer.',
};
