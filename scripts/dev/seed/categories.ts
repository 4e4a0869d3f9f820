/**
 * The served categories and sub-categories: the site's own category tree (src/content/catalogue), so
 * the seed and the pages it is built into always name them alike.
 */
import { categoryRecords, listAllSubcategories } from '../../../src/content/catalogue/categories.ts';
import type { SubcategoryRecord } from '../../../src/content/catalogue/types.ts';
import { makeObjectId } from './ids.ts';
import type { ServedRef } from './types.ts';

/** Every category as the API lists it, in the site's order. */
export function listCategoryRefs(): ServedRef[] {
  return categoryRecords.map((record, index) => ({ _id: makeObjectId('category', index), Name: record.category }));
}

/** Every sub-category at any depth as the API lists it (flat), parents before children. */
export function listSubCategoryRefs(): ServedRef[] {
  return listAllSubcategories().map((record, index) => ({
    _id: makeObjectId('subCategory', index),
    Name: record.subcategory,
  }));
}

function contains(subcategories: SubcategoryRecord[], name: string): boolean {
  return subcategories.some((sub) => sub.subcategory === name || contains(sub.subcategories, name));
}

/**
 * The served references of a product group's place: a sub-category (and the category it hangs
 * under), or a category without a sub-category. Throws on a name the site does not have.
 */
export function placeGroup(
  where: { category: string } | { subCategory: string },
  file: string,
): { category: ServedRef; subCategory: ServedRef | null } {
  const categories = listCategoryRefs();
  if ('category' in where) {
    const category = categories.find((ref) => ref.Name === where.category);
    if (!category)
      throw new Error(`Seed fixture ${file}: "${where.category}" is not a category in src/content/catalogue`);
    return { category, subCategory: null };
  }
  const subCategory = listSubCategoryRefs().find((ref) => ref.Name === where.subCategory);
  const index = categoryRecords.findIndex((record) => contains(record.subcategories, where.subCategory));
  const category = categories[index];
  if (!subCategory || !category)
    throw new Error(`Seed fixture ${file}: "${where.subCategory}" is not a sub-category in src/content/catalogue`);
  return { category, subCategory };
}
