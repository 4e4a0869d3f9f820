/**
 * How product copy is written in this folder: one group per (category, sub-category),
 * each product with the text the API serves. Flags and media are decided in ../products.ts.
 */
import type { CategoryName, SubCategoryName } from '../categories.ts';
import type { Family } from '../images/palette.ts';

export interface ProductSpec {
  name: string;
  /** Empty string when the product is sold without a code. */
  code: string;
  /** 60–140 words, so the 50-word preview on the detail page is cut. */
  description: string;
  features: string[];
  instructions: string[];
  dosage: string;
  /** Empty string when no adjuvant is recommended. */
  adjuvant: string;
  hot?: boolean;
}

export interface ProductGroup {
  category: CategoryName;
  /** null when the products sit directly under the category. */
  subCategory: SubCategoryName | null;
  /** Colours and containers of the pack shots. */
  family: Family;
  /** The short line printed in the label's header band. */
  labelHeader: string;
  products: ProductSpec[];
}
