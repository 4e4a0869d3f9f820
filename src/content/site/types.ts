/**
 * The words of what every page carries around its content: the skip link, the navigation bar and
 * its menu, the language switch, the footer and the "Sample" tag. One object of this type per
 * language (./copy-en.ts, ./copy-hi.ts); paths stay locale-free here and are localized where linked.
 */
import type { CategoryMenuPath } from '../navigation.ts';

export interface SiteCopy {
  skipLink: string;
  /** The menu button of narrow screens. */
  menu: string;
  /** The accessible name of the main navigation. */
  mainNavigation: string;
  /** A submenu's toggle: "Show Categories links". */
  showLinks: (title: string) => string;
  /** Navigation titles by locale-free path. */
  nav: {
    home: string;
    categories: string;
    about: string;
    contact: string;
    career: string;
  };
  /** The six links of the Categories menu, by locale-free path. */
  categoryLinks: Readonly<Record<CategoryMenuPath, string>>;
  /** The logo's accessible ending: "<wordmark>, home". */
  logoHome: string;
  languageSwitch: {
    /** The switch's text, written in the other language ("हिन्दी" on an English page). */
    text: string;
    /** Its accessible name, in the other language too. */
    label: string;
  };
  footer: {
    /** The sentence under the logo, from the company's tagline and year (company.json). */
    about: (company: { tagline: string; established: number }) => string;
    socialMedia: string;
    categories: string;
    company: string;
    resourceCenter: string;
    eventGallery: string;
    doseCalculator: string;
    reachUs: string;
    whatsApp: string;
    /** "© 2026 <legal name>. All rights reserved." */
    rights: (year: number, legalName: string) => string;
    terms: string;
    privacy: string;
  };
  sample: {
    /** The tag's visible word. */
    tag: string;
    /** For screen readers, after the tag: what is a sample, and that it is not confirmed. */
    notConfirmed: (what: string) => string;
    /** The names of what can be a sample, as the tag's callers pass them. */
    what: Readonly<Record<SampleSubject, string>>;
  };
}

/** What a "Sample" tag can stand beside, as its callers name it. */
export type SampleSubject =
  | 'value'
  | 'WhatsApp number'
  | 'address'
  | 'company name and business'
  | 'contact details'
  | 'e-mail address'
  | 'e-mail addresses'
  | 'event details'
  | 'list of export markets'
  | 'phone number'
  | 'profile'
  | 'social media links'
  | 'timeline entry'
  | 'working hours';
