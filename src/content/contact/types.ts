/**
 * The words of the Contact page: its headings, the FAQ and the labels of the contact details. One
 * object of this type per language (./copy-en.ts, ./copy-hi.ts). The company's facts shown there
 * (address, numbers, hours) come from company.json and stay as they are. The parts that name the
 * company are in src/content/company/contact-page.ts; the option lists of the forms in
 * src/content/company/contact.ts.
 */
import type { FaqItem } from '../company/types.ts';

export interface ContactCopy {
  /** The small line above the page heading. */
  eyebrow: string;
  heading: string;
  text: string;
  formHeading: string;
  faqHeading: string;
  detailsHeading: string;
  /** The four FAQ entries of the accordion, also the page's FAQPage structured data. */
  faq: readonly [FaqItem, FaqItem, FaqItem, FaqItem];
  details: {
    address: string;
    openInMap: string;
    /** For screen readers, after a link that opens a new tab. */
    newTab: string;
    phone: string;
    email: string;
    /** Before the careers e-mail address. */
    careers: string;
    workingHours: string;
    whatsappPrompt: string;
    /** For screen readers, after the WhatsApp button's label. */
    whatsappNewTab: string;
  };
}
