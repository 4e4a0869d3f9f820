/**
 * The shape of `company.json`, the company's facts (README, "Company facts").
 *
 * Every fact is `{ "status": "sample" | "confirmed", "value": …, "note"?: … }`: the site ships with
 * sample values so that it can be built and reviewed before the company has supplied its own, and
 * a production build refuses to run while any fact is still a sample. Objects are strict, so a
 * misspelt key is an error rather than a silently ignored fact.
 */

import * as v from 'valibot';

/** "confirmed": the company has said so. "sample": a stand-in, to be replaced. */
export const FACT_STATUSES = ['sample', 'confirmed'] as const;

/** An object with exactly these keys; an unknown key is most likely a misspelt one. */
function strict<const E extends v.ObjectEntries>(entries: E) {
  return v.strictObject(entries, (issue) =>
    issue.expected === 'never' ? 'is not a key expected here (misspelt?)' : 'must be an object',
  );
}

/** A fact schema around a value schema. */
function fact<const S extends v.GenericSchema>(value: S) {
  return strict({
    status: v.picklist(FACT_STATUSES, 'must be "sample" or "confirmed"'),
    value,
    /** Where a confirmed value comes from, or what the company should know about it. */
    note: v.optional(v.string()),
  });
}

const text = v.pipe(v.string(), v.trim(), v.nonEmpty('is empty'));
const httpsUrl = v.pipe(v.string(), v.url('is not a URL'), v.startsWith('https://', 'must start with https://'));
const email = v.pipe(v.string(), v.trim(), v.email('is not an e-mail address'));
const year = v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100));
/** A file the site ships, e.g. `/images/founders/name.webp`. */
const sitePath = v.pipe(
  v.string(),
  v.regex(/^\/[\w./-]+\.(?:webp|jpe?g|png|avif)$/, 'must be a path under public/, e.g. /images/founders/name.webp'),
);

const digits = (value: string) => value.replace(/\D/g, '');

const phone = v.pipe(
  strict({
    /** As printed, e.g. "+91 731 400 0000". */
    display: v.pipe(
      text,
      v.regex(/^\+[\d ]+$/, 'must be "+", the country code and digits, with spaces where they are read'),
    ),
    /** E.164, for tel: links, e.g. "+917314000000". */
    e164: v.pipe(v.string(), v.regex(/^\+[1-9]\d{7,14}$/, 'must be "+" and 8 to 15 digits, no spaces')),
  }),
  v.check((value) => digits(value.display) === digits(value.e164), 'display and e164 must be the same number'),
);

const address = strict({
  /** Plot, building and street. */
  street: text,
  /** Industrial area or locality. */
  locality: text,
  city: text,
  state: text,
  postalCode: text,
  country: text,
  /** ISO 3166-1 alpha-2, for structured data. */
  countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be two capital letters, e.g. IN')),
  /** A map link for the address. */
  mapUrl: httpsUrl,
});

const brand = strict({
  /** Trading name used in running text and titles. */
  name: text,
  /** For tight spaces (image captions, the WhatsApp greeting). */
  shortName: text,
  tagline: text,
  /** The logo as text: a large line, a small line and the letters of the square mark. */
  wordmark: strict({ primary: text, secondary: text, monogram: v.pipe(text, v.maxLength(3)) }),
});

const founder = strict({
  name: text,
  /** A photograph in public/, or null for the monogram drawn by npm run images (scripts/dev/art/). */
  photo: v.nullable(sitePath),
  description: text,
});

const image = strict({
  src: sitePath,
  alt: text,
  width: v.pipe(v.number(), v.integer()),
  height: v.pipe(v.number(), v.integer()),
});

const event = strict({
  /** Stable id: the anchor on /Event-Gallery and the file names of its pictures. */
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and "-"')),
  /** As shown, without the year, e.g. "8-9 February". */
  date: fact(text),
  place: fact(text),
  year: fact(year),
  description: fact(text),
  speaker: fact(v.nullable(text)),
  /** Photographs of the event in public/; without them the page shows drawn illustrations, labelled as such. */
  photos: v.optional(v.pipe(v.array(image), v.minLength(1))),
});

const yearsAscending = (entries: ReadonlyArray<{ value: { year: number } }>) =>
  entries.every((entry, index) => index === 0 || entries[index - 1]!.value.year <= entry.value.year);

/** The whole of company.json. */
export const CompanyFactsSchema = strict({
  legalName: fact(text),
  brand: fact(brand),
  established: fact(year),
  address: fact(address),
  phone: fact(phone),
  /** Digits only, country code first, for https://wa.me/<digits>. */
  whatsapp: fact(
    v.pipe(v.string(), v.regex(/^[1-9]\d{7,14}$/, 'must be digits only, country code first, e.g. 919812345678')),
  ),
  /** General enquiries; also the grievance contact of the Privacy Policy. */
  email: fact(email),
  careersEmail: fact(email),
  workingHours: fact(strict({ days: text, hours: text })),
  /** Profile pages; null where the company has none (the link is then left out). */
  social: strict({
    linkedin: fact(v.nullable(httpsUrl)),
    youtube: fact(v.nullable(httpsUrl)),
    facebook: fact(v.nullable(httpsUrl)),
    instagram: fact(v.nullable(httpsUrl)),
  }),
  premisesSqFt: fact(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Named standards, e.g. "ISO 9001:2015"; an empty list keeps the plain "quality-certified". */
  certifications: fact(v.array(text)),
  /** Markets exported to; an empty list keeps "more than 11 countries" without names. */
  exportCountries: fact(v.array(text)),
  groupCompanies: v.pipe(
    v.array(fact(strict({ year, name: text, focus: text }))),
    v.check((entries) => yearsAscending(entries), 'must be in order of founding, oldest first'),
  ),
  founders: v.pipe(
    v.array(fact(founder)),
    v.length(3, 'must list exactly three founders (the home page cycles three)'),
  ),
  /** History, oldest first; the About page adds the present day itself. */
  timeline: v.pipe(
    v.array(fact(strict({ year, title: text, description: text }))),
    v.minLength(1),
    v.check((entries) => yearsAscending(entries), 'must be in order of year, oldest first'),
  ),
  events: v.pipe(v.array(event), v.minLength(1)),
});

/** company.json as validated. */
export type CompanyFacts = v.InferOutput<typeof CompanyFactsSchema>;

/** One fact: its status, its value and an optional note. */
export interface Fact<T> {
  status: (typeof FACT_STATUSES)[number];
  value: T;
  note?: string | undefined;
}

/** One event of company.json. */
export type EventFacts = CompanyFacts['events'][number];
