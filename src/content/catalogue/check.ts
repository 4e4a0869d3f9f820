/**
 * Self-check of the catalogue copy against the company's catalogue rules: exact names, why-us and
 * table variants, copy lengths, video links, SEO lengths, table shapes and image paths.
 * A unit test can assert `findCatalogueContentProblems()` returns an empty list.
 */

import { categoryImageFiles, categoryRecords, listAllSubcategories } from './categories.ts';
import { emulsifierScreeningRows } from './emulsifier-screening.ts';
import { hiddenFromFinder } from './hidden.ts';
import { featuredImageFiles, featuredProducts } from './hot-products.ts';
import { spreaderCards, spreaderImageFiles } from './silicone-spreader.ts';
import { fensil360Record, multiBalanceRecord } from './static-fensil-multibalance.ts';
import { orthosilicicRecord } from './static-orthosilicic.ts';
import { pheromonesPage } from './static-pheromones.ts';
import { staticImageFiles } from './static-products.ts';
import { getYouTubeId } from '../../lib/video.ts';
import type { CategoryRecord, SubcategoryRecord, WhyUsKey } from './types.ts';
import { emulsifierScreeningMethod, whyUsContent } from './why-us.ts';

const EXPECTED_CATEGORIES: [name: string, link: string][] = [
  ['Agro chemicals & Emulsifiers', '/Agro'],
  ['Fertilizers', '/products'],
  ['Silicone Super Spreader', '/products'],
  ['Paint Additives', '/products'],
  ['General Emulsifiers', '/products'],
  ['Home & Industrial Cleaning', '/products'],
];

/** [parent, name, categoryWiseTable, tableForm, link] as the company's catalogue has them. */
const EXPECTED_SUBCATEGORIES: [string, string, number, number, string | undefined][] = [
  ['Agro chemicals & Emulsifiers', 'Agro - Emulsifiers', 0, 0, undefined],
  ['Agro - Emulsifiers', 'Oil Emulsifier', 3, 0, undefined],
  ['Agro - Emulsifiers', 'Emulsifier for EC', 1, 1, undefined],
  ['Agro - Emulsifiers', 'Nitrobenzene Emulsifier', 5, 0, undefined],
  ['Agro - Emulsifiers', 'Surfactant For SC', 4, 0, undefined],
  ['Agro - Emulsifiers', 'Surfactant For WP', 6, 0, undefined],
  ['Agro - Emulsifiers', 'Adjuvant For SL', 2, 1, undefined],
  ['Agro - Emulsifiers', 'Conventional Emulsifier', 11, 13, undefined],
  ['Agro chemicals & Emulsifiers', 'Silicone Super Spreader', 8, 0, '/SliconSprSpreder'],
  ['Agro chemicals & Emulsifiers', 'Silicone Based Products', 8, 5, undefined],
  ['Agro chemicals & Emulsifiers', 'Orthosilicic Acid 2% WSL', 8, 0, '/Orthosilicic_Acid'],
  ['Agro chemicals & Emulsifiers', 'Botanical Products', 9, 0, undefined],
  ['Agro chemicals & Emulsifiers', 'Plant Growth Promoters', 7, 5, undefined],
  ['Agro chemicals & Emulsifiers', 'Essential Oil', 10, 0, undefined],
  ['Agro chemicals & Emulsifiers', 'Pheromones', 0, 0, '/Pheromones'],
  ['Agro chemicals & Emulsifiers', 'Others', 19, 0, undefined],
  ['Home & Industrial Cleaning', 'Manufacturing Products', 0, 0, undefined],
  ['Home & Industrial Cleaning', 'Trading Products', 0, 0, undefined],
];

const WHY_US_KEYS: WhyUsKey[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 19];
const IMAGE_PATH = /^\/images\/(categories|spreaders|static|featured)\/[a-z0-9-]+\.webp$/;
const BANNED = /lorem|ipsum|coming\s+soon|\bTODO\b|\bTBD\b/i;

function countWords(paragraphs: string[]): number {
  return paragraphs.join(' ').split(/\s+/).filter(Boolean).length;
}

function nameOf(record: CategoryRecord | SubcategoryRecord): string {
  return 'subcategory' in record ? record.subcategory : record.category;
}

function checkRecord(record: CategoryRecord | SubcategoryRecord, problems: string[]): void {
  const name = nameOf(record);
  const words = countWords(record.productDetails);
  if (words < 120 || words > 250) problems.push(`${name}: overview has ${words} words (120–250)`);
  if (record.benefits.length < 4 || record.benefits.length > 6)
    problems.push(`${name}: ${record.benefits.length} benefits (4–6)`);
  for (const benefit of record.benefits) {
    const n = benefit.description.length;
    if (n < 2 || n > 4) problems.push(`${name}: benefit "${benefit.title}" has ${n} bullets (2–4)`);
  }
  if (record.howToUse.length < 4 || record.howToUse.length > 6)
    problems.push(`${name}: ${record.howToUse.length} how-to steps (4–6)`);
  if (record.videoLinks.length > 4) problems.push(`${name}: ${record.videoLinks.length} videos (at most 4)`);
  const nonYouTube = record.videoLinks.filter((link) => getYouTubeId(link) === null);
  if (nonYouTube.length > 0) problems.push(`${name}: not a YouTube link: ${nonYouTube.join(', ')}`);
  if (record.seoTitle.length > 60) problems.push(`${name}: seoTitle is ${record.seoTitle.length} characters (≤ 60)`);
  if (record.seoDescription.length > 160 || record.seoDescription.length < 70) {
    problems.push(`${name}: seoDescription is ${record.seoDescription.length} characters (70–160)`);
  }
  const text = [
    ...record.productDetails,
    ...record.howToUse,
    ...record.benefits.flatMap((b) => [b.title, ...b.description]),
  ].join(' ');
  if (BANNED.test(text)) problems.push(`${name}: placeholder wording`);
}

/** Every way the catalogue copy departs from those rules; empty when all is well. */
export function findCatalogueContentProblems(): string[] {
  const problems: string[] = [];

  const names = categoryRecords.map((r) => [r.category, r.link]);
  if (JSON.stringify(names) !== JSON.stringify(EXPECTED_CATEGORIES))
    problems.push(`categories differ: ${JSON.stringify(names)}`);

  const subs = listAllSubcategories();
  const parentOf = new Map<string, string>();
  for (const category of categoryRecords)
    for (const sub of category.subcategories) parentOf.set(sub.subcategory, category.category);
  for (const sub of subs) for (const child of sub.subcategories) parentOf.set(child.subcategory, sub.subcategory);
  const actual = subs.map((s) => [
    parentOf.get(s.subcategory),
    s.subcategory,
    s.categoryWiseTable,
    s.tableForm,
    s.link,
  ]);
  if (JSON.stringify(actual) !== JSON.stringify(EXPECTED_SUBCATEGORIES)) {
    problems.push(
      `sub-categories differ:\n${JSON.stringify(actual)}\nexpected\n${JSON.stringify(EXPECTED_SUBCATEGORIES)}`,
    );
  }

  for (const record of [...categoryRecords, ...subs]) checkRecord(record, problems);

  for (const key of WHY_US_KEYS) {
    const variant = whyUsContent[key];
    if (!variant) {
      problems.push(`why-us variant ${key} missing`);
      continue;
    }
    if (variant.key !== key) problems.push(`why-us variant ${key} says key ${variant.key}`);
    for (const block of variant.blocks) {
      if (block.kind !== 'table') continue;
      for (const row of block.rows) {
        if (row.length !== block.columns.length)
          problems.push(`why-us ${key} "${block.title}": row "${row[0]}" has ${row.length} cells`);
      }
    }
  }
  const method = emulsifierScreeningMethod;
  const lastRatio = method.ratios[method.ratios.length - 1];
  if (
    method.cylinders !== 11 ||
    method.ratios.length !== 11 ||
    method.totalVolumeCc !== 5 ||
    method.dosagePercent !== 5
  ) {
    problems.push('screening method figures differ from 11 cylinders, 5 cc and 5% dosage');
  }
  if (method.ratios[0]?.aPercent !== 0 || lastRatio?.aPercent !== 100)
    problems.push('screening ratios must run 0/100 to 100/0');

  if (emulsifierScreeningRows.length < 26 || emulsifierScreeningRows.length > 30)
    problems.push(`${emulsifierScreeningRows.length} screening rows (≈28)`);
  const ids = new Set(emulsifierScreeningRows.map((r) => r.id));
  if (ids.size !== emulsifierScreeningRows.length) problems.push('screening row ids repeat');
  for (const row of emulsifierScreeningRows) {
    if (row.dosage < 5 || row.dosage > 10) problems.push(`screening row ${row.id}: dosage ${row.dosage} (5–10)`);
  }
  const c9 = emulsifierScreeningRows.filter((r) => r.solvent === 'C-9').length;
  if (c9 * 2 <= emulsifierScreeningRows.length) problems.push('most screening rows should use C-9');

  const codes = spreaderCards.map((c) => c.code);
  const expectedCodes = [
    'FX SPT 500',
    'FENSIL 360',
    'FX SP 225',
    'FX SP 100',
    'FX SP 220',
    'FX SP 330',
    'DIKO WET 80',
    null,
  ];
  if (JSON.stringify(codes) !== JSON.stringify(expectedCodes))
    problems.push(`spreader codes differ: ${JSON.stringify(codes)}`);

  if (featuredProducts.length !== 4) problems.push(`${featuredProducts.length} featured products (exactly 4)`);
  if (hiddenFromFinder.some((name) => !subs.some((s) => s.subcategory === name)))
    problems.push('hiddenFromFinder names a missing sub-category');

  for (const lure of pheromonesPage.lures) {
    if (lure.monitoring.totalLuresPerKm2 !== '8–12 per year') problems.push(`${lure.title}: monitoring total`);
  }
  for (const record of [orthosilicicRecord, fensil360Record, multiBalanceRecord, pheromonesPage]) {
    if (record.seoTitle.length > 60 || record.seoDescription.length > 160)
      problems.push(`${record.header.productName}: SEO text too long`);
  }

  const images = [...categoryImageFiles, ...spreaderImageFiles, ...staticImageFiles, ...featuredImageFiles];
  for (const path of images) if (!IMAGE_PATH.test(path)) problems.push(`bad image path ${path}`);
  if (new Set(images).size !== images.length) problems.push('an image path is listed twice');

  return problems;
}
