import type { ContactCopy } from './types.ts';

/** The words of the English Contact page (see ./types.ts). */
export const contactCopyEn: ContactCopy = {
  eyebrow: 'Get in touch',
  heading: 'Contact us',
  text: 'Ask for a price, a specification, a sample or technical advice. Tell us the product, the quantity and where it should be delivered.',
  formHeading: 'Send an enquiry',
  faqHeading: 'Frequently asked questions',
  detailsHeading: 'Reach us',
  faq: [
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
  ],
  details: {
    address: 'Address',
    openInMap: 'Open in map',
    newTab: ' (opens in a new tab)',
    phone: 'Phone',
    email: 'E-mail',
    careers: 'Careers:',
    workingHours: 'Working hours',
    whatsappPrompt: 'Quick question? Chat with our sales team on WhatsApp.',
    whatsappNewTab: ' on WhatsApp (opens in a new tab)',
  },
};
