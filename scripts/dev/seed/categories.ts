/**
 * The category tree of SPEC.md §3 with the exact served names and stable Mongo-style ids.
 * The API serves categories and sub-categories as flat {_id, Name} lists; the nesting is kept
 * here for whoever needs it (the agro sub-categories and the two cleaning ones).
 */
import { makeObjectId } from './prng.ts';
import type { ServedRef } from './types.ts';

export const CATEGORY_NAMES = [
  'Agro chemicals & Emulsifiers',
  'Fertilizers',
  'Silicone Super Spreader',
  'Paint Additives',
  'General Emulsifiers',
  'Home & Industrial Cleaning',
] as const;

export type CategoryName = (typeof CATEGORY_NAMES)[number];

export const SUBCATEGORY_NAMES = [
  'Agro - Emulsifiers',
  'Oil Emulsifier',
  'Emulsifier for EC',
  'Nitrobenzene Emulsifier',
  'Surfactant For SC',
  'Surfactant For WP',
  'Adjuvant For SL',
  'Conventional Emulsifier',
  'Silicone Super Spreader',
  'Silicone Based Products',
  'Orthosilicic Acid 2% WSL',
  'Botanical Products',
  'Plant Growth Promoters',
  'Essential Oil',
  'Pheromones',
  'Others',
  'Manufacturing Products',
  'Trading Products',
] as const;

export type SubCategoryName = (typeof SUBCATEGORY_NAMES)[number];

/** Where each sub-category hangs: its category, and its parent sub-category when nested. */
export const SUBCATEGORY_PARENTS: Record<SubCategoryName, { category: CategoryName; parent: SubCategoryName | null }> = {
  'Agro - Emulsifiers': { category: 'Agro chemicals & Emulsifiers', parent: null },
  'Oil Emulsifier': { category: 'Agro chemicals & Emulsifiers', parent: 'Agro - Emulsifiers' },
  'Emulsifier for EC': { category: 'Agro chemicals & Emulsifiers', parent: 'Agro - Emulsifiers' },
  'Nitrobenzene Emulsifier': { category: 'Agro chemicals & Emulsifiers', parent: 'Agro - Emulsifiers' },
  'Surfactant For SC': { category: 'Agro chemicals & Emulsifiers', parent: 'Agro - Emulsifiers' },
  'Surfactant For WP': { category: 'Agro chemicals & Emulsifiers', parent: 'Agro - Emulsifiers' },
  'Adjuvant For SL': { category: 'Agro chemicals & Emulsifiers', parent: 'Agro - Emulsifiers' },
  'Conventional Emulsifier': { category: 'Agro chemicals & Emulsifiers', parent: 'Agro - Emulsifiers' },
  'Silicone Super Spreader': { category: 'Agro chemicals & Emulsifiers', parent: null },
  'Silicone Based Products': { category: 'Agro chemicals & Emulsifiers', parent: null },
  'Orthosilicic Acid 2% WSL': { category: 'Agro chemicals & Emulsifiers', parent: null },
  'Botanical Products': { category: 'Agro chemicals & Emulsifiers', parent: null },
  'Plant Growth Promoters': { category: 'Agro chemicals & Emulsifiers', parent: null },
  'Essential Oil': { category: 'Agro chemicals & Emulsifiers', parent: null },
  Pheromones: { category: 'Agro chemicals & Emulsifiers', parent: null },
  Others: { category: 'Agro chemicals & Emulsifiers', parent: null },
  'Manufacturing Products': { category: 'Home & Industrial Cleaning', parent: null },
  'Trading Products': { category: 'Home & Industrial Cleaning', parent: null },
};

/** The served {_id, Name} of a category. */
export function categoryRef(name: CategoryName): ServedRef {
  return { _id: makeObjectId('category', name), Name: name };
}

/** The served {_id, Name} of a sub-category. */
export function subCategoryRef(name: SubCategoryName): ServedRef {
  return { _id: makeObjectId('subcategory', name), Name: name };
}

export function createCategories(): ServedRef[] {
  return CATEGORY_NAMES.map(categoryRef);
}

export function createSubCategories(): ServedRef[] {
  return SUBCATEGORY_NAMES.map(subCategoryRef);
}
