/**
 * Terms and Conditions (five clauses) and Privacy Policy (five clauses), in English here and in
 * Hindi in ./legal-hi.ts, with the words of the page around them.
 *
 * The Privacy Policy describes what this site actually does. If a form gains
 * a field, an analytics script is added, or the upload host changes, update
 * the matching clause here, in ./legal-hi.ts, and the `lastUpdated` date in the same change.
 *
 * The company's own facts inside a clause are written as {legalName}, {address} and {email}: the page
 * shows them as company.json gives them, marked as English on a Hindi page (legalFacts below).
 */

import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { company, formatAddress } from './identity.ts';
import { privacyHi, termsHi } from './legal-hi.ts';
import type { LegalDocument } from './types.ts';

const LAST_UPDATED = '2026-11-01';

/** The company facts a clause names by {placeholder}, as company.json gives them. */
export const legalFacts: Readonly<Record<'legalName' | 'address' | 'email', string>> = {
  legalName: company.legalName,
  address: formatAddress(),
  email: company.email,
};

/** Terms and Conditions: five numbered clauses. */
const termsEn: LegalDocument = {
  title: 'Terms and Conditions',
  lastUpdated: LAST_UPDATED,
  intro: `These terms govern your use of the website of {legalName} ("we", "us"), {address}. Please read them before using the site.`,
  clauses: [
    {
      number: 1,
      heading: 'Acceptance of terms',
      paragraphs: [
        'By visiting or using this website you agree to these terms and to our Privacy Policy. If you use the site on behalf of a business, you confirm that you are authorised to accept these terms for it. If you do not agree, please do not use the site.',
        'Sending an enquiry, a call-back request or a job application through the site does not create a contract of sale or of employment. Any supply of products is governed by our written quotation, order confirmation or sales contract.',
      ],
    },
    {
      number: 2,
      heading: 'Product information',
      paragraphs: [
        'Descriptions, specifications, dosages and technical articles on this site are given in good faith as general guidance, based on our laboratory and field experience. Results depend on the crop, climate, water quality, application equipment and the other ingredients of a formulation, so please confirm suitability in your own conditions before use at scale.',
        'Always follow the label, technical data sheet and safety data sheet supplied with a product. Crop-protection products must be used according to their approved label and the law of the place where they are used.',
        'Specifications, pack sizes and availability may change without notice. Product images and illustrations on the site are representative and may differ from the product as supplied.',
      ],
    },
    {
      number: 3,
      heading: 'Intellectual property',
      paragraphs: [
        `The text, images, illustrations, logo, wordmark and layout of this site belong to {legalName} or are used with permission, and are protected by Indian copyright and trade-mark law.`,
        'You may view, download and print pages for your own reference or for evaluating our products. You may not copy, republish or sell any part of the site, or use our name or logo, without our written permission. Names of products and organisations of other parties belong to their respective owners.',
      ],
    },
    {
      number: 4,
      heading: 'Limitation of liability',
      paragraphs: [
        'The site is provided "as is". We work to keep it accurate and available, but we do not guarantee that it is free of errors or interruptions.',
        'To the extent the law allows, we are not liable for any indirect or consequential loss, or for loss of profit, crop or business, arising from the use of this site or from reliance on its content. Our liability for products we supply is governed by the contract under which they are supplied. Nothing in these terms limits a liability that cannot be limited under Indian law.',
        'Links to other websites, including video, messaging and social-media platforms, are provided for convenience. We do not control those sites and are not responsible for their content or practices.',
      ],
    },
    {
      number: 5,
      heading: 'Modifications and governing law',
      paragraphs: [
        'We may update these terms from time to time. The date at the top of this page shows the latest version, and your continued use of the site after a change means you accept the updated terms.',
        'These terms are governed by the laws of India, including the Information Technology Act, 2000. The courts at Indore, Madhya Pradesh, have exclusive jurisdiction over any dispute arising from them or from the use of this site.',
      ],
    },
  ],
  seo: {
    title: `Terms and Conditions | ${company.name}`,
    description: `The terms that govern the use of the ${company.name} website: product information, intellectual property, liability and governing law.`,
  },
};

/** Privacy Policy: five numbered clauses. */
const privacyEn: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LAST_UPDATED,
  intro: `This policy explains what personal data the website of {legalName} collects, why, and what you can ask us to do with it. We process personal data in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.`,
  clauses: [
    {
      number: 1,
      heading: 'Information we collect',
      paragraphs: [
        'You can browse the whole site without giving us any personal data; there are no user accounts. We collect personal data only when you send it through a form.',
        'Enquiry and call-back forms collect your name, e-mail address, phone number, the type of query you choose, your message and any products you select. Job applications collect your name, e-mail address, phone number, the role or area you are interested in, any details you add, and your CV. Your CV file is uploaded to a file-hosting service that stores it on our behalf, and its link is sent with your application.',
        'Form submissions go to our own server. Like most websites, the servers that deliver these pages may keep short-lived technical logs (IP address, date and time, page requested, browser type) for security and troubleshooting.',
      ],
    },
    {
      number: 2,
      heading: 'How we use your information',
      paragraphs: [
        'We use the details you send to answer your enquiry, prepare a quotation, arrange a sample, call you back, or assess your job application, and to keep a record of our correspondence. You give your consent for this when you submit a form, and you may withdraw it at any time (see clause 5).',
        'We do not sell or rent personal data, and we do not use it for advertising. We do not add you to a mailing list unless you ask us to. Enquiries are kept for as long as we need them to serve you and meet our legal and accounting obligations; CVs are deleted within 12 months of an application unless you ask us to keep them for future openings, or ask us to delete them sooner.',
      ],
    },
    {
      number: 3,
      heading: 'Data protection',
      paragraphs: [
        'The site is served over an encrypted connection, and forms send your details to us over that connection. Only the staff who handle enquiries, sales and recruitment can see them, and we follow reasonable security practices as required by the Information Technology Act, 2000.',
        'Service providers who store data for us, such as the file-hosting service that holds uploaded CVs, may use it only to provide that service. If a personal-data breach occurs, we will inform the Data Protection Board of India and the people affected, as the Digital Personal Data Protection Act, 2023 requires.',
      ],
    },
    {
      number: 4,
      heading: 'Cookies and third-party content',
      paragraphs: [
        'This site sets no tracking or advertising cookies and loads no third-party trackers or analytics. Its fonts, scripts and images are served from our own site.',
        'Product videos are hosted on YouTube. A video player loads only when you click play; from that moment YouTube receives your IP address and may set its own cookies under its own privacy policy. Likewise, the "Let\'s Talk" link opens WhatsApp, and our social-media links open those platforms, each under its own privacy policy.',
      ],
    },
    {
      number: 5,
      heading: 'Your rights',
      paragraphs: [
        'Under the Digital Personal Data Protection Act, 2023 you may ask us for a summary of the personal data we hold about you, ask us to correct, complete, update or erase it, withdraw your consent, and nominate a person to exercise these rights on your behalf. We will respond within 30 days.',
        `For any request or complaint about your personal data, write to our Grievance Officer at {email}, or by post to: Grievance Officer, {legalName}, {address}. If you are not satisfied with our response, you may complain to the Data Protection Board of India.`,
      ],
    },
  ],
  seo: {
    title: `Privacy Policy | ${company.name}`,
    description: `What personal data the ${company.name} website collects through its enquiry, call-back and job application forms, how it is used and protected, and your rights.`,
  },
};

/** The words of a legal page around its document. */
export interface LegalPageCopy {
  /** Before the date of the last change. */
  lastUpdated: string;
  /** The heading of the list of clauses. */
  contents: string;
  /** The BCP 47 tag the date of the last change is written in ("1 November 2026"). */
  dateLocale: string;
}

interface LegalEdition {
  terms: LegalDocument;
  privacy: LegalDocument;
  page: LegalPageCopy;
}

const editions: Editions<LegalEdition> = {
  en: {
    terms: termsEn,
    privacy: privacyEn,
    page: { lastUpdated: 'Last updated', contents: 'Contents', dateLocale: 'en-IN' },
  },
  // Hindi month names with Western digits: "1 नवंबर 2026".
  // Both editions carry the English documents' date: one change of the text dates both.
  hi: {
    terms: { ...termsHi, lastUpdated: LAST_UPDATED },
    privacy: { ...privacyHi, lastUpdated: LAST_UPDATED },
    page: { lastUpdated: 'पिछला बदलाव:', contents: 'विषय-सूची', dateLocale: 'hi-IN-u-nu-latn' },
  },
};

/** The legal documents and their page's words in a language. */
export function getLegal(locale: Locale): LegalEdition {
  return editions[locale];
}
