/**
 * Served product records: the base catalogue first, then, for larger product counts,
 * pack and grade variants of the base products (distinct names and codes, shared images).
 */
import { listBaseProducts, type BaseProduct } from './catalogue.ts';
import { categoryRef, subCategoryRef } from './categories.ts';
import { productImageFile } from './images/manifest.ts';
import { PALETTES, type PackShape } from './images/palette.ts';
import { makeObjectId } from './prng.ts';
import type { ServedProduct } from './types.ts';

interface Variant {
  label: string;
  suffix: string;
}

const LIQUID_VARIANTS: Variant[] = [
  { label: '200 kg Drum', suffix: 'D200' },
  { label: '50 kg Carboy', suffix: 'C50' },
  { label: '1000 L IBC', suffix: 'IBC' },
  { label: '5 L Retail Pack', suffix: 'R5' },
  { label: '1 L Retail Pack', suffix: 'R1' },
  { label: 'Export Grade', suffix: 'EX' },
];

const SOLID_VARIANTS: Variant[] = [
  { label: '25 kg Bag', suffix: 'B25' },
  { label: '50 kg Bag', suffix: 'B50' },
  { label: '500 kg Jumbo Bag', suffix: 'J500' },
  { label: '1 kg Retail Pouch', suffix: 'P1' },
  { label: 'Export Grade', suffix: 'EX' },
];

const LURE_VARIANTS: Variant[] = [
  { label: 'Pack of 25 Lures', suffix: 'L25' },
  { label: 'Pack of 50 Lures', suffix: 'L50' },
  { label: 'Pack of 100 Lures', suffix: 'L100' },
  { label: 'Farmer Kit with Traps', suffix: 'KIT' },
];

function variantsFor(shape: PackShape): Variant[] {
  if (shape === 'pouch') return LURE_VARIANTS;
  if (shape === 'bag') return SOLID_VARIANTS;
  return LIQUID_VARIANTS;
}

function joinUrl(base: string, file: string): string {
  return `${base.replace(/\/+$/, '')}/images/${file}`;
}

function serve(product: BaseProduct, imageBaseUrl: string, name: string, code: string, extra: string, hot: boolean): ServedProduct {
  const { spec, group } = product;
  return {
    _id: makeObjectId('product', `${name}|${code}`),
    Name: name,
    ProductCode: code,
    Image: product.views.map((view) => joinUrl(imageBaseUrl, productImageFile(product.slug, view))),
    description: extra ? `${spec.description} ${extra}` : spec.description,
    General_Features: [...spec.features],
    Instructions: [...spec.instructions],
    VideoGuides: product.video,
    Dosage: spec.dosage,
    Recommended_Adjuvant: spec.adjuvant,
    HotProduct: hot,
    Categories: categoryRef(group.category),
    SubCategories: group.subCategory === null ? null : subCategoryRef(group.subCategory),
  };
}

function variant(product: BaseProduct, round: number, imageBaseUrl: string): ServedProduct {
  const options = variantsFor(PALETTES[product.group.family].shapes[0]);
  const option = options[(round - 1) % options.length] ?? { label: 'Bulk Supply', suffix: 'BLK' };
  const series = Math.ceil(round / options.length);
  const label = series > 1 ? `${option.label}, Series ${series}` : option.label;
  const suffix = series > 1 ? `${option.suffix}-${series}` : option.suffix;
  const name = `${product.spec.name} – ${label}`;
  const code = product.spec.code ? `${product.spec.code} ${suffix}` : '';
  return serve(product, imageBaseUrl, name, code, `This listing is for the ${label.toLowerCase()}.`, false);
}

/**
 * `count` products: the first `count` base products when it is smaller than the catalogue,
 * otherwise every base product followed by variants, cycling over the base products.
 */
export function createProducts(count: number, imageBaseUrl: string): ServedProduct[] {
  const base = listBaseProducts();
  const out = base.slice(0, count).map((product) =>
    serve(product, imageBaseUrl, product.spec.name, product.spec.code, '', product.spec.hot === true),
  );
  for (let n = base.length; n < count; n++) {
    const product = base[n % base.length];
    if (product) out.push(variant(product, Math.floor(n / base.length), imageBaseUrl));
  }
  return out;
}

/** How many products the default seed serves. */
export function defaultProductCount(): number {
  return listBaseProducts().length;
}
