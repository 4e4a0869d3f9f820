/**
 * The parts of the Contact page that name the company. Kept apart from
 * `contact.ts`, which the form islands import and which must not pull company facts into the browser.
 */

import { company } from './identity.ts';
import type { PageSeo } from './types.ts';

/** Search-engine title and description of the Contact page. */
export const contactSeo: PageSeo = {
  title: `Contact Us | ${company.name}, Indore`,
  description: `Send an enquiry, request a quote or a sample, or talk to our team on WhatsApp. ${company.name}, ${company.address.city}, ${company.address.state}.`,
};

/** Label and pre-filled message of the WhatsApp "Let's Talk" button. */
export const whatsappCta: { label: string; message: string } = {
  label: "Let's Talk",
  message: `Hello ${company.shortName}, I found you on your website and would like to know more about your products.`,
};
