/**
 * What a WhatsApp chat opened from the site says before the visitor types anything: every message
 * a page pre-fills, in each language the site speaks (a Hindi page's chat opens in Hindi). A message
 * about a product names its page, so its language follows that page's address unless told.
 *
 * `getContactChannel('whatsapp', { message })` (contact-channels.ts) turns a message into the link.
 */

import { localeOfPath, type Editions, type Locale } from '../../lib/i18n/locale.ts';

/** The product a chat is about, as the page shows it. */
export interface ProductMention {
  name: string;
  /** Its product code, when it has one. */
  code?: string | null | undefined;
  /** The page's canonical, absolute address in its language, so the team sees which page the visitor was on. */
  url: string;
}

interface Templates {
  /** About one product ("Let's Talk" on a product page, "WhatsApp us" under a fixed product page). */
  product: (product: ProductMention) => string;
  /** About a category or a range (the call-to-action band of catalogue pages). */
  subject: (subject: string) => string;
  /** About a category that lists no product yet. */
  unlisted: (name: string) => string;
}

const templates: Editions<Templates> = {
  en: {
    product: ({ name, code, url }) =>
      `Hello, I would like to know more about ${name}${code ? ` (${code})` : ''}.\n${url}`,
    subject: (subject) => `Hello, I am interested in ${subject}. Please share details.`,
    unlisted: (name) => `Hello, I am looking for ${name}. Please share the available grades.`,
  },
  hi: {
    product: ({ name, code, url }) => `नमस्ते, मुझे ${name}${code ? ` (${code})` : ''} के बारे में और जानकारी चाहिए।\n${url}`,
    subject: (subject) => `नमस्ते, मुझे ${subject} में रुचि है। कृपया जानकारी भेजें।`,
    unlisted: (name) => `नमस्ते, मुझे ${name} चाहिए। कृपया उपलब्ध ग्रेड बताएँ।`,
  },
};

/**
 * The message of a chat about one product: its name, its code and the address of its page. Without a
 * language it is written in the language of that page (/hi/… in Hindi), so call sites that pass the
 * page's own address need not pass its language too.
 */
export function getProductMessage(
  product: ProductMention,
  locale: Locale = localeOfPath(new URL(product.url).pathname),
): string {
  return templates[locale].product(product);
}

/** The message of a chat about a category or a range of products. */
export function getSubjectMessage(subject: string, locale: Locale = 'en'): string {
  return templates[locale].subject(subject);
}

/** The message of a chat about a category that lists no product yet. */
export function getUnlistedMessage(name: string, locale: Locale = 'en'): string {
  return templates[locale].unlisted(name);
}
