import { describe, expect, it } from 'vitest';
import { categoryRecords } from '../../src/content/catalogue/categories.ts';
import type { CategoryRecord, SubcategoryRecord } from '../../src/content/catalogue/types.ts';
import { navItems } from '../../src/content/navigation.ts';
import type { Ref } from '../../src/lib/api/types.ts';
import { findAgroCategory, resolveKebabAlias, toKebab, toKebabKey } from '../../src/lib/catalogue/aliases.ts';
import { buildCatalogueTree, getAncestry, getRootCategory, isHiddenFromSearch } from '../../src/lib/catalogue/tree.ts';

interface TestProduct {
  name: string;
  category: Ref;
  subCategory: Ref | null;
}

const ref = (name: string): Ref => ({ id: `id-${name}`, name });
const product = (name: string, category: string, subCategory: string | null = null): TestProduct => ({
  name,
  category: ref(category),
  subCategory: subCategory ? ref(subCategory) : null,
});
const sub = (subcategory: string, subcategories: SubcategoryRecord[] = [], extra: Partial<SubcategoryRecord> = {}) =>
  ({ subcategory, subcategories, ...extra }) as SubcategoryRecord;
const category = (name: string, subcategories: SubcategoryRecord[] = [], link = '/products') =>
  ({ category: name, link, subcategories }) as CategoryRecord;

describe('buildCatalogueTree', () => {
  it('nests sub-categories as the copy does, and only those the API serves', () => {
    const tree = buildCatalogueTree({
      categories: [ref('Agro')],
      subCategories: [ref('Emulsifiers'), ref('For EC')],
      products: [product('P1', 'Agro', 'For EC')],
      records: [category('Agro', [sub('Emulsifiers', [sub('For EC'), sub('Not served')])], '/Agro')],
    });
    const agro = tree.categories[0]!;
    expect(agro.children.map((node) => node.name)).toEqual(['Emulsifiers']);
    expect(agro.children[0]!.children.map((node) => node.name)).toEqual(['For EC']);
    expect(tree.all.map((node) => node.name)).not.toContain('Not served');
    const ec = tree.subCategories.find((node) => node.name === 'For EC')!;
    expect(getAncestry(ec).map((node) => node.name)).toEqual(['Agro', 'Emulsifiers', 'For EC']);
    expect(getRootCategory(ec)).toBe(agro);
    expect(ec.products.map((p) => p.name)).toEqual(['P1']);
  });

  it('moves the children of a copy record the API lacks up a level', () => {
    const tree = buildCatalogueTree({
      categories: [ref('Agro')],
      subCategories: [ref('For EC')],
      products: [],
      records: [category('Agro', [sub('Emulsifiers', [sub('For EC')])])],
    });
    expect(tree.categories[0]!.children.map((node) => node.name)).toEqual(['For EC']);
  });

  it('hangs a sub-category the copy lacks under the category most of its products are in', () => {
    const tree = buildCatalogueTree({
      categories: [ref('A'), ref('B')],
      subCategories: [ref('New group'), ref('Empty group')],
      products: [product('1', 'A', 'New group'), product('2', 'B', 'New group'), product('3', 'B', 'New group')],
      records: [],
    });
    expect(tree.categories.find((node) => node.name === 'B')!.children.map((node) => node.name)).toEqual(['New group']);
    expect(tree.standalone.map((node) => node.name)).toEqual(['Empty group']);
    expect(tree.standalone[0]!.parent).toBeNull();
    expect(getRootCategory(tree.standalone[0]!)).toBeNull();
  });

  it('gives categories without copy a page, and matches copy by name whatever the case', () => {
    const tree = buildCatalogueTree({
      categories: [ref('fertilizers'), ref('Brand New Category')],
      subCategories: [],
      products: [],
      records: [category('Fertilizers')],
    });
    expect(tree.categories.map((node) => node.record?.category ?? null)).toEqual(['Fertilizers', null]);
    expect(tree.categories[1]!.path).toBe('/category/Brand_New_Category');
  });

  it('tells a sub-category from a category of the same name by the value segment', () => {
    const tree = buildCatalogueTree({
      categories: [ref('Agro'), ref('Silicone Super Spreader')],
      subCategories: [ref('Silicone Super Spreader')],
      products: [],
      records: [category('Agro', [sub('Silicone Super Spreader')])],
    });
    const [agro, silicone] = tree.categories;
    expect(silicone!.path).toBe('/category/Silicone_Super_Spreader');
    expect(agro!.children[0]!.path).toBe('/category/Silicone_Super_Spreader/1');
  });

  it('ignores duplicate and blank names', () => {
    const tree = buildCatalogueTree({
      categories: [ref('A'), ref(' a '), ref('  ')],
      subCategories: [ref('S'), ref('s')],
      products: [],
      records: [],
    });
    expect(tree.categories.map((node) => node.name)).toEqual(['A']);
    expect(tree.subCategories.map((node) => node.name)).toEqual(['S']);
  });

  it('keeps every spelling the API uses for a name, and gives a name only products use a node of its own', () => {
    const tree = buildCatalogueTree({
      categories: [ref('Paint Additives'), ref('PAINT  additives')],
      subCategories: [],
      products: [product('P1', 'paint_additives'), product('P2', 'Only On Products', 'Loose Group')],
      records: [],
    });
    expect(tree.categories.map((node) => [node.name, node.names])).toEqual([
      ['Paint Additives', ['Paint Additives', 'PAINT  additives', 'paint_additives']],
      ['Only On Products', ['Only On Products']],
    ]);
    expect(tree.categories[0]!.products.map((p) => p.name)).toEqual(['P1']);
    expect(tree.subCategories.map((node) => [node.name, node.parent?.name])).toEqual([
      ['Loose Group', 'Only On Products'],
    ]);
  });

  it('marks the sub-categories hidden from finder and search, in any case', () => {
    expect(isHiddenFromSearch('Emulsifier for EC')).toBe(true);
    expect(isHiddenFromSearch('  surfactant for sc ')).toBe(true);
    expect(isHiddenFromSearch('Oil Emulsifier')).toBe(false);
    const tree = buildCatalogueTree({
      categories: [],
      subCategories: [ref('Adjuvant For SL')],
      products: [],
      records: [],
    });
    expect(tree.subCategories[0]!.hiddenFromSearch).toBe(true);
  });
});

describe('kebab aliases', () => {
  it('writes names the way the navigation links them', () => {
    expect(toKebab('Home & Industrial Cleaning')).toBe('Home-Industrial-Cleaning');
    expect(toKebab('Silicone Super Spreader')).toBe('Silicone-Super-Spreader');
    expect(toKebab('Agro chemicals & Emulsifiers')).toBe('Agro-chemicals-Emulsifiers');
    expect(toKebab('Home and Industrial Cleaning')).toBe('Home-Industrial-Cleaning');
    expect(toKebab('Orthosilicic Acid 2% WSL')).toBe('Orthosilicic-Acid-2-WSL');
    expect(toKebab('नीम तेल')).toBe('नीम-तेल');
    expect(toKebab('%%')).toBe('');
    expect(toKebabKey('Paint Additives')).toBe('paint-additives');
  });

  it('resolves every /Categories/{Name} link of the navigation to a category of the copy', () => {
    const tree = buildCatalogueTree({
      categories: categoryRecords.map((record) => ref(record.category)),
      subCategories: [],
      products: [],
      records: categoryRecords,
    });
    const aliases = navItems
      .flatMap((item) => item.subLinks ?? [])
      .filter((link) => link.path.startsWith('/Categories/'));
    expect(aliases.length).toBe(5);
    for (const alias of aliases) {
      const node = resolveKebabAlias(alias.path.slice('/Categories/'.length), tree);
      expect(node?.kind, alias.path).toBe('category');
      expect(toKebabKey(node!.name)).toBe(toKebabKey(alias.path.slice('/Categories/'.length)));
    }
  });

  it('prefers a category, falls back to a sub-category, then to the one name holding every word', () => {
    const tree = buildCatalogueTree({
      categories: [ref('Paint Additives'), ref('Silicone Super Spreader')],
      subCategories: [ref('Silicone Super Spreader'), ref('Trading Products'), ref('Industrial Cleaning Chemicals')],
      products: [],
      records: [],
    });
    expect(resolveKebabAlias('silicone-super-spreader', tree)?.kind).toBe('category');
    expect(resolveKebabAlias('Trading-Products', tree)?.name).toBe('Trading Products');
    expect(resolveKebabAlias('Industrial-Cleaning', tree)?.name).toBe('Industrial Cleaning Chemicals');
    expect(resolveKebabAlias('Fertilizers', tree)).toBeNull();
    expect(resolveKebabAlias('', tree)).toBeNull();
  });

  it('finds the agro category by its /Agro link, else by name', () => {
    const byLink = buildCatalogueTree({
      categories: [ref('Crop Care'), ref('Agro Things')],
      subCategories: [],
      products: [],
      records: [category('Crop Care', [], '/Agro')],
    });
    expect(findAgroCategory(byLink)?.name).toBe('Crop Care');
    const byName = buildCatalogueTree({
      categories: [ref('Paints'), ref('Agrochemicals')],
      subCategories: [],
      products: [],
      records: [],
    });
    expect(findAgroCategory(byName)?.name).toBe('Agrochemicals');
    const none = buildCatalogueTree({ categories: [ref('Paints')], subCategories: [], products: [], records: [] });
    expect(findAgroCategory(none)).toBeNull();
  });
});
