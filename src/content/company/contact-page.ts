/**
 * The parts of the Contact page that name the company, in each language. Kept apart from
 * `contact.ts`, which the form islands import and which must not pull company facts into the browser.
 */

import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { company } from './identity.ts';
import type { PageSeo } from './types.ts';

interface ContactPageCompanyCopy {
  /** Search-engine title and description of the Contact page. */
  seo: PageSeo;
  /** Label and pre-filled message of the WhatsApp "Let's Talk" button. */
  whatsappCta: { label: string; message: string };
}

const editions: Editions<ContactPageCompanyCopy> = {
  en: {
    seo: {
      title: `Contact Us | ${company.name}, Indore`,
      description: `Send an enquiry, request a quote or a sample, or talk to our team on WhatsApp. ${company.name}, ${company.address.city}, ${company.address.state}.`,
    },
    whatsappCta: {
      label: "Let's Talk",
      message: `Hello ${company.shortName}, I found you on your website and would like to know more about your products.`,
    },
  },
  hi: {
    seo: {
      title: `संपर्क करें | ${company.name}, इंदौर`,
      description: `पूछताछ भेजें, दाम या सैंपल माँगें, या WhatsApp पर हमारी टीम से बात करें। ${company.name}, इंदौर, मध्य प्रदेश।`,
    },
    whatsappCta: {
      label: 'बात करें',
      message: `नमस्ते ${company.shortName}, मैंने आपकी वेबसाइट देखी है। मुझे आपके उत्पादों के बारे में और जानकारी चाहिए।`,
    },
  },
};

export function getContactPageCompanyCopy(locale: Locale): ContactPageCompanyCopy {
  return editions[locale];
}
