/**
 * What a category page says: the copy's record when there is one, else sensible generic wording
 * built from the name and the products, so a category the API adds tomorrow still gets a page
 * worth reading, with a title and description for search engines in generic product-category wording.
 */
import { company } from '../../content/company/identity.ts';
import { DEFAULT_CATEGORY_HERO } from '../../content/company/image-paths.ts';
import { getQualityClaim } from '../../content/company/quality-claim.ts';
import type { Benefit, FormulaRow } from '../../content/catalogue/types.ts';
import { getDescendants, type CatalogueNode } from './tree.ts';

/** The product-section layouts a record's tableForm picks: 1 a table, 5 detailed cards, 13 a numbered list; anything else the card grid. */
export type ProductLayout = 0 | 1 | 5 | 13;

export interface CategoryPageContent {
  title: string;
  /** Wide hero background; the default image when the record has none. */
  heroImage: string;
  /** Card image for listings; null when the copy has none. */
  cardImage: string | null;
  overview: string[];
  benefits: Benefit[];
  howToUse: string[];
  videoLinks: string[];
  /** categoryWiseTable as the record gives it; 0 for none. Unknown numbers render as 0. */
  whyUs: number;
  tableForm: ProductLayout;
  /** The record's own link (e.g. "/Orthosilicic_Acid"), or null. */
  link: string | null;
  keyAdditives: FormulaRow[];
  typicalFormula: FormulaRow[];
  seoTitle: string;
  seoDescription: string;
}

const layouts: readonly number[] = [0, 1, 5, 13];

/** The product layout for a tableForm number: 0 for anything the spec does not name. */
export function toProductLayout(tableForm: unknown): ProductLayout {
  return typeof tableForm === 'number' && layouts.includes(tableForm) ? (tableForm as ProductLayout) : 0;
}

/** Icon-card benefits for a category the copy does not describe. */
export const genericBenefits: Benefit[] = [
  {
    title: 'Quality-certified manufacturing',
    description: [
      `Made at our ${company.address.city} plant, which is ${getQualityClaim()}.`,
      'Every batch released against a certificate of analysis.',
    ],
  },
  {
    title: 'Technical support',
    description: [
      'Our chemists help you choose the right grade and dosage for your process.',
      'Technical and safety data sheets on request.',
    ],
  },
  {
    title: 'Packs that suit buyers',
    description: [
      'Standard packs of 50 kg and 200 kg.',
      'Regular supply to formulators and distributors across India.',
    ],
  },
  {
    title: 'Export ready',
    description: ['Supplied to buyers in more than 11 countries.', 'Export documentation prepared in-house.'],
  },
];

/** How-to steps for a category the copy does not describe. */
export const genericHowToUse: string[] = [
  'Tell us your application, the product or grade you are interested in and the quantity you need.',
  'We send the technical data sheet and, where it helps, a sample for your own trial.',
  'Confirm the grade and dosage with a small trial batch in your process.',
  'Order in 50 kg or 200 kg packs; every lot ships with a certificate of analysis.',
];

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The content of a node's page. */
export function getPageContent<P>(node: CatalogueNode<P>, productCount = node.products.length): CategoryPageContent {
  const record = node.record;
  const parentName = node.parent?.name;
  const where = parentName ? ` in our ${parentName} range` : '';
  const overview = record?.productDetails.length
    ? record.productDetails
    : [
        productCount > 0
          ? `${company.name} supplies ${node.name}${where}: ${plural(productCount, 'product')} listed below, each made or sourced to a fixed specification and supplied with a certificate of analysis.`
          : `${company.name} supplies ${node.name}${where}. Each product is made or sourced to a fixed specification and supplied with a certificate of analysis.`,
        `We supply 50 kg and 200 kg packs to formulators, distributors and industrial buyers across India and export to more than 11 countries. Ask us for a technical data sheet, a sample or a quotation.`,
      ];
  const subRecord = record && 'subcategory' in record ? record : null;
  return {
    title: node.name,
    heroImage: record?.big197 || DEFAULT_CATEGORY_HERO,
    cardImage: record?.image || null,
    overview,
    benefits: record?.benefits.length ? record.benefits : genericBenefits,
    howToUse: record?.howToUse.length ? record.howToUse : genericHowToUse,
    videoLinks: record?.videoLinks ?? [],
    whyUs: typeof record?.categoryWiseTable === 'number' ? record.categoryWiseTable : 0,
    tableForm: toProductLayout(record?.tableForm),
    link: (record && 'link' in record && record.link) || null,
    keyAdditives: subRecord?.KeyAdditives ?? [],
    typicalFormula: subRecord?.TypicalFormula ?? [],
    seoTitle: record?.seoTitle || `${node.name} Manufacturer and Supplier in India`,
    seoDescription:
      record?.seoDescription ||
      `${node.name} from ${company.name}, ${company.address.city}: ${productCount > 0 ? `${plural(productCount, 'product')}, ` : ''}technical support, 50 kg and 200 kg packs and export. Ask for a quote.`,
  };
}

/**
 * The picture of a node's card: the copy's card image, else the first picture of a product in
 * it or below it, else the default category picture.
 */
export function getCardImage<P extends { images: readonly string[] }>(node: CatalogueNode<P>): string {
  const own = node.record?.image;
  if (own) return own;
  for (const each of getDescendants(node)) {
    const image = each.products.find((product) => product.images[0])?.images[0];
    if (image) return image;
  }
  return DEFAULT_CATEGORY_HERO;
}
