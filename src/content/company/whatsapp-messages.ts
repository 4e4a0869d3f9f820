/**
 * What a WhatsApp chat opened from the site says before the visitor types anything: every message
 * a page pre-fills, in each language the site speaks. The page passes its language, so a Hindi page
 * gets the Hindi words once they are added here (a new key of `MessageLanguage` and its templates).
 *
 * `getContactChannel('whatsapp', { message })` (contact-channels.ts) turns a message into the link.
 */

/** The languages the messages are written in. */
export type MessageLanguage = 'en';

/** The product a chat is about, as the page shows it. */
export interface ProductMention {
  name: string;
  /** Its product code, when it has one. */
  code?: string | null | undefined;
  /** The page's canonical, absolute address, so the team sees which page the visitor was on. */
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

const templates: Record<MessageLanguage, Templates> = {
  en: {
    product: ({ name, code, url }) =>
      `Hello, I would like to know more about ${name}${code ? ` (${code})` : ''}.\n${url}`,
    subject: (subject) => `Hello, I am interested in ${subject}. Please share details.`,
    unlisted: (name) => `Hello, I am looking for ${name}. Please share the available grades.`,
  },
};

/** The message of a chat about one product: its name, its code and the address of its page. */
export function getProductMessage(product: ProductMention, language: MessageLanguage = 'en'): string {
  return templates[language].product(product);
}

/** The message of a chat about a category or a range of products. */
export function getSubjectMessage(subject: string, language: MessageLanguage = 'en'): string {
  return templates[language].subject(subject);
}

/** The message of a chat about a category that lists no product yet. */
export function getUnlistedMessage(name: string, language: MessageLanguage = 'en'): string {
  return templates[language].unlisted(name);
}
