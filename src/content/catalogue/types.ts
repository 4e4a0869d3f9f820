/**
 * Shapes of the site's own catalogue copy: category and sub-category
 * records, the why-us variants, the emulsifier screening table, the silicone spreader landing,
 * the fixed static product pages and the hot-products slider.
 *
 * Field names that come from the company's original data (`big197`, `small11`, `MostProduct`,
 * `checkThisOnley`, `KeyAdditives`, `TypicalFormula`) keep their original spelling so records
 * can be compared with the back office one to one.
 */

import type { IconName } from '../company/icons.ts';

/** A benefit: a title and its bullet points. */
export interface Benefit {
  title: string;
  /** Bullet points, each one sentence. */
  description: string[];
}

/** Why-us variants a record can ask for (0 = icon-card benefits list; src/content/README.md lists the rest). */
export type CategoryWiseTable = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 19;

/** The why-us variants that carry their own copy in {@link WhyUsVariant} (every one but 0). */
export type WhyUsKey = Exclude<CategoryWiseTable, 0>;

/**
 * Product-section layouts: 0 card grid; 1 table FORMULATION / RECOMMENDED ADJUVANT /
 * DOSAGE; 5 detailed cards with features, dosage and Contact us; 13 numbered list with Contact us.
 */
export type TableForm = 0 | 1 | 5 | 13;

/** The only hot-product values the company's records use. */
export type HotProduct = 0 | 3 | 6;

/** One row of a typical formula or key-additives list: what goes in, why, and how much. */
export interface FormulaRow {
  component: string;
  role: string;
  /** Range with its unit, e.g. "20–50 g/L" or "5–10% w/w". */
  range: string;
}

/** Fields shared by categories and sub-categories. */
interface CatalogueRecordBase {
  /** 800×600 card image (`/images/categories/<slug>.webp`). */
  image: string;
  /** Wide 1600×600 hero image (`<slug>-wide.webp`). */
  big197: string;
  /** Square 600×600 image (`<slug>-square.webp`). */
  small11: string;
  /** Overview section, one string per paragraph. */
  productDetails: string[];
  /** How many hot products the page may highlight: 0, 3 or 6. */
  hotProduct: HotProduct;
  /** How-to section: ordered steps, one string each. */
  howToUse: string[];
  /** Why-us cards for variant 0; also usable as a summary on any variant. */
  benefits: Benefit[];
  /**
   * How-to video carousel: links to videos on the company's own YouTube channel, none until the
   * company supplies them (README, "Company facts"). Without any, the page leaves the block out.
   * The self-check refuses anything but a YouTube link.
   */
  videoLinks: string[];
  /** Why-us variant (see `whyUsContent`). */
  categoryWiseTable: CategoryWiseTable;
  /** Product-section layout (see {@link TableForm}). */
  tableForm: TableForm;
  /** Page title for search engines, without the site name (the layout appends it). ≤ 60 characters. */
  seoTitle: string;
  /** Meta description, ≤ 160 characters. */
  seoDescription: string;
}

/** One of the six top-level categories. */
export interface CategoryRecord extends CatalogueRecordBase {
  /** Exact category name, as the API's `Categories.Name`. */
  category: string;
  /** "/Agro" for the agro category, "/products" for the others, as the old site's records had them. */
  link: string;
  /** Order of the category among "most requested" (1 = first); pages may sort cards by it. */
  MostProduct: number;
  subcategories: SubcategoryRecord[];
}

/** A sub-category, at any depth. */
export interface SubcategoryRecord extends CatalogueRecordBase {
  /** Exact sub-category name, as the API's `SubCategories.Name`. */
  subcategory: string;
  /** Name of the top-level category it belongs to; set on every record here (breadcrumbs). */
  category?: string;
  /**
   * Own landing page (e.g. "/Orthosilicic_Acid"). Absent means none: View All then goes to
   * /products/{subcategory_with_underscores}/1.
   */
  link?: string;
  /** Nested sub-categories (only "Agro - Emulsifiers" has them). */
  subcategories: SubcategoryRecord[];
  /** Legacy back-office flag carried as-is; no record here sets it. */
  checkThisOnley?: boolean;
  /** Additives a formulator adds alongside our product, with typical ranges. */
  KeyAdditives?: FormulaRow[];
  /** A typical recipe of the formulation type this sub-category serves. */
  TypicalFormula?: FormulaRow[];
}

/** A titled point: a short claim and the sentence that backs it. */
export interface KeyPoint {
  title: string;
  text: string;
}

/** A figure shown large, e.g. "500 MT" / "silicone surfactant capacity per month". */
export interface Stat {
  value: string;
  label: string;
}

/** One cylinder of the emulsifier screening: the A/B split of 5 cc of emulsifier. */
export interface ScreeningRatio {
  /** Cylinder number, 1–11. */
  cylinder: number;
  /** Share of emulsifier A (anionic), per cent. */
  aPercent: number;
  /** Share of emulsifier B (nonionic), per cent. */
  bPercent: number;
  /** Volume of A in the cylinder, cc. */
  aCc: number;
  /** Volume of B in the cylinder, cc. */
  bCc: number;
}

/** The emulsifier screening method (why-us variant 1). */
export interface ScreeningMethod {
  cylinders: number;
  /** Total emulsifier volume per cylinder, cc (A + B). */
  totalVolumeCc: number;
  /** Emulsifier dosage on the trial EC, per cent. */
  dosagePercent: number;
  ratios: ScreeningRatio[];
  /** Lab procedure, in order. */
  steps: string[];
  /** How to read and grade the cylinders. */
  reading: string[];
}

/** A block of a why-us variant; `kind` tells the page how to render it. */
export type WhyUsBlock =
  | { kind: 'points'; title: string; points: KeyPoint[] }
  | { kind: 'list'; title: string; items: string[] }
  | { kind: 'steps'; title: string; steps: string[] }
  | { kind: 'stats'; title: string; stats: Stat[] }
  | {
      kind: 'table';
      title: string;
      /** Column headings; every row has exactly one cell per column. */
      columns: string[];
      rows: string[][];
      /** Short note shown under the table (source, basis of the figures). */
      note?: string;
    }
  /** Variant 1 only: the method, followed by the rows of `emulsifierScreeningRows`. */
  | { kind: 'screening'; title: string; method: ScreeningMethod };

/** Content of one why-us variant, rendered in the Why us section. */
export interface WhyUsVariant {
  /** Echoes the key, so a variant passed around alone still says which it is. */
  key: WhyUsKey;
  heading: string;
  /** Opening paragraphs. */
  intro: string[];
  blocks: WhyUsBlock[];
}

/** One row of the emulsifier screening table: one toxicant screened with an emulsifier pair. */
export interface EmulsifierScreeningRow {
  id: number;
  /** Active and strength as sold, e.g. "Chlorpyrifos 20% EC". */
  toxicant: string;
  /** Solvent system, mostly "C-9" (C-9 aromatic hydrocarbon solvent). */
  solvent: string;
  /** The anionic / nonionic pair, named by chemistry, e.g. "Ca-DDBS / Castor oil ethoxylate". */
  emulsifierPair: string;
  /** Emulsifier dosage in the EC, per cent (the screening doses by volume: 5 cc in 100 ml is 5). */
  dosage: number;
  /** Regulatory or usage remark shown with the row (e.g. export-only actives). */
  note?: string;
}

/** An emulsifier type named in `emulsifierPair`. */
export interface EmulsifierComponent {
  name: string;
  /** "A" (anionic) or "B" (nonionic) side of a pair. */
  side: 'A' | 'B';
  description: string;
}

/** A sub-product card on /SliconSprSpreder. */
export interface SpreaderCard {
  name: string;
  /** Product code; null for the one product sold without a code. */
  code: string | null;
  image: string;
}

/** A feature tile of the silicone spreader landing. */
export interface FeatureTile {
  title: string;
  text: string;
  icon: IconName;
}

/** Content of /SliconSprSpreder, the silicone super spreader landing. */
export interface SiliconeSpreaderLanding {
  hero: { heading: string; subheading: string; paragraphs: string[] };
  features: FeatureTile[];
  dosage: { title: string; lines: Stat[]; notes: string[] };
  productsHeading: string;
  seoTitle: string;
  seoDescription: string;
}

/** The heading block every static product page opens with. */
export interface StaticProductHeader {
  productName: string;
  heading: string;
  image: string;
  description: string;
}

/** A row of a specification table (Orthosilicic: SNo., Parameter, Parameters, Result). */
export interface SpecificationRow {
  /** Property tested, e.g. "pH (neat)". */
  parameter: string;
  /** Specified limit, e.g. "1.5 – 3.0". */
  parameters: string;
  /** Typical batch result. */
  result: string;
}

/** A crop schedule row: crop, dose, interval and length of the programme. */
export interface DosageRow {
  crop: string;
  dose: string;
  interval: string;
  programme: string;
}

/** A dosage row by use rather than by crop: what for, how much, how to apply. */
export interface UsageRow {
  use: string;
  dose: string;
  how: string;
}

/** Content of /Orthosilicic_Acid. */
export interface OrthosilicicRecord {
  header: StaticProductHeader;
  topic: string;
  image: string;
  introduction: string[];
  benefits: Benefit[];
  specifications: SpecificationRow[];
  /** General instructions, in order. */
  dosageInstructions: string[];
  /** Crop-wise schedule. */
  cropSchedule: DosageRow[];
  seoTitle: string;
  seoDescription: string;
}

/** A row of the pheromone technical table: Test Parameters / Standards / Actual Results. */
export interface TechnicalRow {
  testParameter: string;
  /** Specified limit. */
  standard: string;
  /** Result of a typical production batch. */
  actualResult: string;
}

/** A fruit fly species with its common name. */
export interface FruitFly {
  /** Scientific name, e.g. "Bactrocera dorsalis". */
  species: string;
  commonName: string;
}

/** One lure on /Pheromones. */
export interface PheromoneRecord {
  title: string;
  image: string;
  introduction: string[];
  description: string[];
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
  technicalDetails: TechnicalRow[];
  fruitFlies: FruitFly[];
  /** Crops and places where the lure is hung. */
  usageSites: string[];
  monitoring: { luresPerKm2: string; timing: string; replacement: string; totalLuresPerKm2: string };
  control: { luresPerAcre: string; timing: string; replacement: string; totalLuresPerAcre: string };
  /** Trap set-up and handling notes. */
  handling: string[];
}

/** Content of /Pheromones: page intro plus the two lures. */
export interface PheromonesPage {
  header: StaticProductHeader;
  intro: string[];
  lures: PheromoneRecord[];
  seoTitle: string;
  seoDescription: string;
}

/** A property row: name and typical value (with its test condition where one applies). */
export interface PropertyRow {
  property: string;
  value: string;
}

/** Content of /Fensil360. */
export interface Fensil360Record {
  header: StaticProductHeader;
  introduction: string[];
  features: KeyPoint[];
  soilWetter: { heading: string; paragraphs: string[]; steps: string[] };
  typicalProperties: PropertyRow[];
  dosage: UsageRow[];
  precautions: string[];
  seoTitle: string;
  seoDescription: string;
}

/** A colour of the MultiBalance indicator and what it says about the spray water. */
export interface ColourIndicatorRow {
  colour: string;
  /** CSS colour for a swatch. */
  swatch: string;
  approxPh: string;
  meaning: string;
}

/** Dose of MultiBalance for a band of starting water pH. */
export interface PhDosageRow {
  waterPh: string;
  dose: string;
}

/** Content of /MultiBalance4IN1. */
export interface MultiBalanceRecord {
  header: StaticProductHeader;
  introduction: string[];
  /** The four functions: pH balancer, water softener, penetrator, indicator. */
  functions: KeyPoint[];
  advantages: string[];
  dosageByPh: PhDosageRow[];
  colourIndicator: ColourIndicatorRow[];
  directions: string[];
  precautions: string[];
  seoTitle: string;
  seoDescription: string;
}

/** A slide of the /Categories hot-products slider. */
export interface FeaturedProduct {
  title: string;
  /** Short label shown as a tag, e.g. "Super spreader". */
  tag: string;
  /** Physical form / solubility line, e.g. "Water soluble liquid". */
  sol: string;
  /** Pack sizes offered. */
  weight: string;
  img: string;
  /** The catalogue product name the slide points at (the served product's `Name`). */
  id: string;
  /** The served product's `ProductCode`, for building its detail link; null when it has none. */
  code: string | null;
}

/**
 * A category's or sub-category's own words in another language: the text fields of its record,
 * listed in the edition's module under the record's name (the API's name, which stays as it is).
 */
export interface RecordWords {
  productDetails: string[];
  howToUse: string[];
  benefits: Benefit[];
  seoTitle: string;
  seoDescription: string;
  KeyAdditives?: FormulaRow[];
  TypicalFormula?: FormulaRow[];
}

/** Record words of one module of an edition, by record name. */
export type RecordWordsByName = Readonly<Record<string, RecordWords>>;
