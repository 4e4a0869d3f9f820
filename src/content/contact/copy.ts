/** The words of the Contact page, in the page's language (./types.ts). */
import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { contactCopyEn } from './copy-en.ts';
import { contactCopyHi } from './copy-hi.ts';
import type { ContactCopy } from './types.ts';

const contactCopies: Editions<ContactCopy> = { en: contactCopyEn, hi: contactCopyHi };

export function getContactCopy(locale: Locale): ContactCopy {
  return contactCopies[locale];
}

export type { ContactCopy } from './types.ts';
