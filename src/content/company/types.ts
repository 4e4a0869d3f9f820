/**
 * Shapes of the company's own copy.
 * Every module in `src/content/company/` is typed against these, so a page
 * can rely on a field being present and an edit that breaks a shape fails
 * the type-check instead of the page.
 */

import type { IconName } from './icons.ts';

/** An image the site ships from `public/`, with its intrinsic size for layout. */
export interface SiteImage {
  /** Root-relative path under `public/`, e.g. `/images/home/hero-1.webp`. */
  src: string;
  /** Alternative text; empty only when the image is purely decorative. */
  alt: string;
  width: number;
  height: number;
}

/** A link rendered as a button or anchor. */
export interface CallToAction {
  label: string;
  href: string;
}

/** Title and description for search engines and social cards. */
export interface PageSeo {
  title: string;
  description: string;
}

/** One slide of the home hero banner. */
export interface HeroSlide {
  headline: string;
  subline: string;
  cta: CallToAction;
  image: SiteImage;
}

/** A service listed under the home page's welcome text. */
export interface Service {
  title: string;
  description: string;
  icon: IconName;
}

/** A category card of the home page: category, link, image. */
export interface StaticCategoryCard {
  category: string;
  link: string;
  image: string;
}

/** One of the six strengths of the home page: its title shows on hover. */
export interface Strength {
  id: number;
  title: string;
  icon: IconName;
}

/** A home-page statistic, e.g. "2000+" "Satisfied Customers". */
export interface Stat {
  title: string;
  count: string;
}

/** One of the three founders. */
export interface Founder {
  name: string;
  /** "Founder", in the page's language. */
  role: string;
  image: string;
  /** Says what the picture is: a photograph, or initials drawn by code. */
  imageAlt: string;
  description: string;
  /** Still a sample in company.json: shown with a visible mark. */
  sample: boolean;
}

/** One entry of the About page timeline. */
export interface TimelineEntry {
  year: number;
  title: string;
  description: string;
  /** Still a sample in company.json: shown with a visible mark. */
  sample: boolean;
}

/** A question and its answer in an FAQ accordion. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** One event. Field names are the old site's: subId is the date, role the description, subTitle the place. */
export interface EventSubsection {
  /** The date as shown, e.g. "8-9 February 2025". */
  subId: string;
  /** What happened and what the company showed. */
  role: string;
  /** The place, e.g. "Dubai, UAE". */
  subTitle: string;
  images: readonly SiteImage[];
  /** Whether `images` are drawn by code (labelled as illustrations) rather than photographs. */
  illustrated: boolean;
  speaker?: string;
  /** Whether the year, description or speaker is still a sample in company.json. */
  sample: boolean;
}

/** A year of events in the Event Gallery accordion, e.g. "Events 2025". */
export interface EventGroup {
  id: number;
  title: string;
  /** Where the year's events were held, as company.json names the places. */
  places: readonly string[];
  subsections: readonly EventSubsection[];
}

/** A numbered clause of the Terms or the Privacy Policy. */
export interface LegalClause {
  number: number;
  heading: string;
  /** One to three paragraphs of plain text. */
  paragraphs: readonly string[];
}

/** A legal page: Terms and Conditions or Privacy Policy. */
export interface LegalDocument {
  title: string;
  /** ISO date, `YYYY-MM-DD`. */
  lastUpdated: string;
  intro: string;
  clauses: readonly LegalClause[];
  seo: PageSeo;
}
