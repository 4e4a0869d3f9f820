/**
 * The words the fixed static product pages (/Orthosilicic_Acid, /Fensil360, /MultiBalance4IN1,
 * /Pheromones, /SliconSprSpreder) write around their records: headings, "On this page" links, table
 * headers and buttons. The records' own text is in each page's module; one object of this type per
 * language (./static-words-en.ts, ./static-words-hi.ts).
 */
import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { staticWordsEn } from './static-words-en.ts';
import { staticWordsHi } from './static-words-hi.ts';

/** The fixed product pages, as their words are keyed. */
export type StaticProductPage = 'orthosilicic' | 'fensil360' | 'multibalance' | 'pheromones';

export interface StaticWords {
  /**
   * Each page's product as the page names it (hero, breadcrumb, picture). In English the served
   * product's own name; the record keeps that name in every language, to match the served product.
   */
  productNames: Readonly<Record<StaticProductPage, string>>;
  /** The hero of every page. */
  layout: {
    getCall: string;
    letsTalk: string;
    productCode: string;
    onThisPage: string;
    /** Pack sizes of the products sold in bulk. */
    packs: string;
  };
  orthosilicic: {
    introductionHeading: (topic: string) => string;
    benefitsHeading: string;
    specificationHeading: string;
    specificationCaption: (topic: string) => string;
    specificationColumns: { number: string; parameter: string; limits: string; result: string };
    specificationNote: string;
    dosageHeading: string;
    scheduleHeading: string;
    scheduleCaption: (topic: string) => string;
    scheduleColumns: { crop: string; dose: string; interval: string; programme: string };
  };
  fensil360: {
    /** Each section's heading says what it shows; its eyebrow is the short name the jump links use. */
    featuresHeading: string;
    soilWetterSteps: string;
    propertiesHeading: string;
    propertiesCaption: string;
    propertyColumns: { property: string; value: string };
    dosageHeading: string;
    dosageLabel: string;
    dosageCaption: string;
    dosageColumns: { use: string; dose: string; how: string };
  };
  multibalance: {
    /** The "On this page" link to the functions. */
    functionsJump: string;
    functionsEyebrow: string;
    functionsHeading: string;
    advantagesHeading: string;
    dosageHeading: string;
    dosageCaption: string;
    dosageColumns: { waterPh: string; dose: string };
    directions: string;
    coloursHeading: string;
    coloursIntro: string;
  };
  pheromones: {
    overview: string;
    overviewHeading: string;
    lureOf: (index: number, count: number) => string;
    introduction: string;
    description: string;
    details: {
      chemicalName: string;
      molecularFormula: string;
      molecularWeight: string;
      casNumber: string;
      appearance: string;
      color: string;
      refractiveIndex: string;
      density: string;
      assay: string;
    };
    fruitFlies: string;
    usageSites: string;
    technicalDetails: string;
    technicalCaption: (lure: string) => string;
    technicalColumns: { parameter: string; standard: string; result: string };
    technicalNote: string;
    modes: string;
    monitoring: string;
    control: string;
    modeTerms: { lures: string; when: string; replace: string; total: string };
    setUp: (lure: string) => string;
  };
  spreader: {
    /** The last breadcrumb. */
    crumb: string;
    seeRange: string;
    featuresHeading: string;
    dosageEyebrow: string;
    productsEyebrow: string;
    /** Before a spreader card's dose, as the API serves it. */
    cardDose: string;
    ctaSubject: string;
  };
  /** /details, the old app's page of one spreader, chosen by ?code= or ?name=. */
  details: {
    title: string;
    missingHeading: string;
    missingText: string;
    seeRange: string;
    eyebrow: string;
    productCode: string;
    dosage: string;
    packs: string;
    fullDetails: string;
    seeSiliconeRange: string;
    getCall: string;
  };
  /** Eyebrows and headings the pages share. */
  common: {
    introduction: string;
    benefits: string;
    specification: string;
    dosage: string;
    features: string;
    soilWetter: string;
    typicalProperties: string;
    advantages: string;
    precautions: string;
  };
}

const staticWords: Editions<StaticWords> = { en: staticWordsEn, hi: staticWordsHi };

export function getStaticWords(locale: Locale): StaticWords {
  return staticWords[locale];
}
