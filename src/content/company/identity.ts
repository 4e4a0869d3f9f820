/**
 * The company's identity as the pages print it: name, wordmark, address, contact details and the
 * facts the whole site repeats. The values come from `company.json` (see `facts.ts`), the one place
 * the company edits; this module only reshapes them for printing.
 *
 * Links that act on a contact detail (tel:, mailto:, wa.me, social profiles) come from
 * `contact-channels.ts`, which leaves out samples in production mode. The raster images that
 * carry the name are redrawn with `npm run images`.
 */

import { companyFacts } from './facts.ts';
import type { CompanyFacts } from './facts-schema.ts';

/** A postal address, split so it can be printed on one line or several. */
export type PostalAddress = CompanyFacts['address']['value'];

/** A phone number: as printed (no-break spaces, so it never wraps) and in E.164 for tel: links. */
export interface PhoneNumber {
  display: string;
  e164: string;
}

/** The logo as text: two lines set in the brand type, and the letters of the square mark. */
export type Wordmark = CompanyFacts['brand']['value']['wordmark'];

/** Everything the pages print about who the company is and how to reach it. */
export interface CompanyIdentity {
  /** Full legal name, for the footer, legal pages and structured data. */
  legalName: string;
  /** Trading name used in running text and titles. */
  name: string;
  /** Short name for tight spaces (image captions, greetings). */
  shortName: string;
  tagline: string;
  wordmark: Wordmark;
  address: PostalAddress;
  phone: PhoneNumber;
  /** General enquiries; also the grievance contact of the Privacy Policy. */
  email: string;
  careersEmail: string;
  /** WhatsApp number: digits only, country code first. */
  whatsapp: string;
  /** Year this company was established. */
  established: number;
  /** Founding years of the group's companies, oldest first. */
  groupYears: readonly number[];
  /** Floor area of the premises in square feet. */
  premisesSqFt: number;
  workingHours: { days: string; hours: string };
}

/** The identity a facts file describes. */
export function toCompanyIdentity(facts: CompanyFacts): CompanyIdentity {
  const brand = facts.brand.value;
  return {
    legalName: facts.legalName.value,
    name: brand.name,
    shortName: brand.shortName,
    tagline: brand.tagline,
    wordmark: brand.wordmark,
    address: facts.address.value,
    phone: { display: facts.phone.value.display.replace(/ /g, '\u00a0'), e164: facts.phone.value.e164 },
    email: facts.email.value,
    careersEmail: facts.careersEmail.value,
    whatsapp: facts.whatsapp.value,
    established: facts.established.value,
    groupYears: facts.groupCompanies.map((entry) => entry.value.year),
    premisesSqFt: facts.premisesSqFt.value,
    workingHours: facts.workingHours.value,
  };
}

/** The company's identity, from company.json. */
export const company: CompanyIdentity = toCompanyIdentity(companyFacts);

/** The address on one line: "street, locality, city, state postal code, country". */
export function formatAddress(address: PostalAddress = company.address): string {
  return `${address.street}, ${address.locality}, ${address.city}, ${address.state} ${address.postalCode}, ${address.country}`;
}

/** The address as lines for an `<address>` block. */
export function formatAddressLines(address: PostalAddress = company.address): readonly string[] {
  return [address.street, address.locality, `${address.city}, ${address.state} ${address.postalCode}`, address.country];
}
