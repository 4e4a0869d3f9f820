/**
 * The company's identity: name, wordmark, address, contact channels, social
 * links and the facts the whole site repeats (founding years, export markets,
 * certification, working hours).
 *
 * Edit here, and only here. Every page, the header, the footer, the legal
 * pages, the structured data and the generated images read this one module,
 * so a change of name, number or address lands everywhere on the next build.
 * (The raster images in `public/images/` that carry the name are regenerated
 * with `npx node scripts/images/generate-site-images.ts --force`.)
 */

/** A postal address, split so it can be printed on one line or several. */
export interface PostalAddress {
  /** Plot, building and street. */
  street: string;
  /** Industrial area or locality. */
  locality: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  /** ISO 3166-1 alpha-2 country code, for structured data. */
  countryCode: string;
}

/** A phone number in the two forms a page needs. */
export interface PhoneNumber {
  /** As printed, with no-break spaces so that it never wraps, e.g. "+91 731 496 2014". */
  display: string;
  /** E.164 without spaces, for `tel:` links, e.g. "+917314962014". */
  e164: string;
}

/** Profile URLs of the company on social networks. */
export interface SocialLinks {
  linkedin: string;
  youtube: string;
  facebook: string;
  instagram: string;
}

/** One company of the group (SPEC.md §1: founded 1988, 2014 and 2019). */
export interface GroupCompany {
  year: number;
  name: string;
  focus: string;
}

/** The logo as text: two lines set in the brand type. */
export interface Wordmark {
  /** The large line, e.g. "MALWA". */
  primary: string;
  /** The small line under it, e.g. "SPECIALTY CHEMICALS". */
  secondary: string;
  /** Letters for the square mark (favicon, app icon). */
  monogram: string;
}

/** Everything the site says about who the company is and how to reach it. */
export interface CompanyIdentity {
  /** Full legal name, for the footer, legal pages and structured data. */
  legalName: string;
  /** Trading name used in running text and titles. */
  name: string;
  /** Short name for tight spaces (mobile header, image captions). */
  shortName: string;
  tagline: string;
  wordmark: Wordmark;
  /** The canonical site origin used when `SITE_URL` is not set. */
  website: string;
  address: PostalAddress;
  /** Map link for the address. */
  mapUrl: string;
  phone: PhoneNumber;
  /** General enquiries; also the grievance contact of the Privacy Policy. */
  email: string;
  /** Careers e-mail. */
  careersEmail: string;
  /** WhatsApp number: digits only, country code 91 first, for `https://wa.me/<digits>`. */
  whatsapp: string;
  social: SocialLinks;
  /** Year this company was established. */
  established: number;
  /** Founding years of the group's companies, oldest first. */
  groupYears: readonly number[];
  groupCompanies: readonly GroupCompany[];
  /** Markets the company has exported to, alphabetical. */
  exportCountries: readonly string[];
  certifications: readonly string[];
  /** Floor area of the premises in square feet. */
  premisesSqFt: number;
  workingHours: {
    /** e.g. "Monday to Saturday". */
    days: string;
    /** e.g. "9:30 am – 6:30 pm IST". */
    hours: string;
    /** schema.org `openingHours` form, e.g. "Mo-Sa 09:30-18:30". */
    schema: string;
  };
}

/** The company's identity; see the module comment before editing. */
export const company: CompanyIdentity = {
  legalName: 'Malwa Specialty Chemicals Pvt. Ltd.',
  name: 'Malwa Specialty Chemicals',
  shortName: 'Malwa Chem',
  tagline: 'Surfactants, emulsifiers and crop inputs, made in Indore since 2014',
  wordmark: {
    primary: 'MALWA',
    secondary: 'SPECIALTY CHEMICALS',
    monogram: 'M',
  },
  website: 'https://www.malwaspecialtychemicals.in',
  address: {
    street: 'Plot No. 27, Sector F',
    locality: 'Sanwer Road Industrial Area',
    city: 'Indore',
    state: 'Madhya Pradesh',
    postalCode: '452015',
    country: 'India',
    countryCode: 'IN',
  },
  mapUrl:
    'https://www.openstreetmap.org/search?query=Sanwer%20Road%20Industrial%20Area%2C%20Indore%20452015',
  phone: { display: '+91\u00a0731\u00a0496\u00a02014', e164: '+917314962014' },
  email: 'info@malwaspecialtychemicals.in',
  careersEmail: 'careers@malwaspecialtychemicals.in',
  whatsapp: '919893062014',
  social: {
    linkedin: 'https://www.linkedin.com/company/malwa-specialty-chemicals',
    youtube: 'https://www.youtube.com/@malwaspecialtychemicals',
    facebook: 'https://www.facebook.com/malwaspecialtychemicals',
    instagram: 'https://www.instagram.com/malwaspecialtychemicals',
  },
  established: 2014,
  groupYears: [1988, 2014, 2019],
  groupCompanies: [
    {
      year: 1988,
      name: 'Malwa Chemical Traders',
      focus: 'Distribution of solvents and industrial chemicals across Madhya Pradesh',
    },
    {
      year: 2014,
      name: 'Malwa Specialty Chemicals Pvt. Ltd.',
      focus: 'Manufacture and export of agro surfactants, emulsifiers and silicone spreaders',
    },
    {
      year: 2019,
      name: 'Malwa Agri Sciences LLP',
      focus: 'Crop nutrition and crop-care inputs: silicon nutrient, pheromone lures, botanicals',
    },
  ],
  exportCountries: [
    'Bangladesh',
    'Brazil',
    'Egypt',
    'Indonesia',
    'Kenya',
    'Nepal',
    'Saudi Arabia',
    'South Africa',
    'Sri Lanka',
    'Turkey',
    'United Arab Emirates',
    'Vietnam',
  ],
  certifications: ['ISO 9001:2015 certified quality management'],
  premisesSqFt: 50_000,
  workingHours: {
    days: 'Monday to Saturday',
    hours: '9:30 am – 6:30 pm IST',
    schema: 'Mo-Sa 09:30-18:30',
  },
};

/** The address on one line: "Plot No. 27, Sector F, Sanwer Road Industrial Area, Indore, Madhya Pradesh 452015, India". */
export function formatAddress(address: PostalAddress = company.address): string {
  return `${address.street}, ${address.locality}, ${address.city}, ${address.state} ${address.postalCode}, ${address.country}`;
}

/** The address as lines for a `<address>` block. */
export function formatAddressLines(address: PostalAddress = company.address): readonly string[] {
  return [
    address.street,
    address.locality,
    `${address.city}, ${address.state} ${address.postalCode}`,
    address.country,
  ];
}

/** `tel:` link for the company phone. */
export function getPhoneHref(phone: PhoneNumber = company.phone): string {
  return `tel:${phone.e164}`;
}

/** `mailto:` link, optionally with a subject. */
export function getMailHref(email: string = company.email, subject?: string): string {
  return subject === undefined ? `mailto:${email}` : `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** WhatsApp click-to-chat link, optionally with a pre-filled message. */
export function getWhatsAppHref(message?: string, number: string = company.whatsapp): string {
  return message === undefined
    ? `https://wa.me/${number}`
    : `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

