import { describe, expect, it } from 'vitest';
import type { CategoryRecord, SubcategoryRecord } from '../../src/content/catalogue/types.ts';
import type { Ref } from '../../src/lib/api/types.ts';
import { buildCatalogueTree } from '../../src/lib/catalogue/tree.ts';
import { getViewAllPath } from '../../src/lib/catalogue/links.ts';
import { getProductGroups, getUnlistedProducts } from '../../src/lib/catalogue/listing.ts';
import { getPageContent, toProductLayout } from '../../src/lib/catalogue/page-content.ts';

const ref = (name: string): Ref => ({ id: name, name });
const product = (name: string, category: string, subCategory: string | null) => ({
  name,
  images: [] as string[],
  category: ref(category),
  subCategory: subCategory ? ref(subCategory) : null,
});
const sub = (subcategory: string, subcategories: SubcategoryRecord[] = []) =>
  ({ subcategory, subcategories }) as unknown as SubcategoryRecord;

const tree = buildCatalogueTree({
  categories: [ref('Agro'), ref('Paints')],
  subCategories: [ref('Emulsifiers'), ref('For EC'), ref('For SC'), ref('Spreaders')],
  products: [
    product('ec-1', 'Agro', 'For EC'),
    product('sc-1', 'Agro', 'For SC'),
    product('emu-own', 'Agro', 'Emulsifiers'),
    product('spread-1', 'Agro', 'Spreaders'),
    product('agro-loose', 'Agro', null),
    product('paint-1', 'Paints', null),
  ],
  records: [
    {
      category: 'Agro',
      link: '/Agro',
      subcategories: [sub('Emulsifiers', [sub('For EC'), sub('For SC')]), sub('Spreaders')],
    } as unknown as CategoryRecord,
  ],
});
const node = (name: string) => tree.all.find((each) => each.name === name)!;

describe('getProductGroups', () => {
  it('groups a category by the sub-category holding each product, the rest last', () => {
    const groups = getProductGroups(node('Agro'));
    expect(groups.map((group) => [group.title, group.products.map((p) => p.name)])).toEqual([
      ['Emulsifiers', ['emu-own']],
      ['For EC', ['ec-1']],
      ['For SC', ['sc-1']],
      ['Spreaders', ['spread-1']],
      ['Other Agro products', ['agro-loose']],
    ]);
  });

  it('lists a sub-category with its nested ones, its own products first', () => {
    const groups = getProductGroups(node('Emulsifiers'));
    expect(groups.map((group) => [group.node?.name ?? null, group.products.map((p) => p.name)])).toEqual([
      [null, ['emu-own']],
      ['For EC', ['ec-1']],
      ['For SC', ['sc-1']],
    ]);
  });

  it('gives a leaf one untitled group, and an empty node none', () => {
    expect(getProductGroups(node('For EC'))).toEqual([
      { node: null, title: 'For EC', products: node('For EC').products },
    ]);
    expect(getProductGroups(node('Paints')).map((group) => group.title)).toEqual(['Paints']);
    const empty = buildCatalogueTree({ categories: [ref('Empty')], subCategories: [], products: [], records: [] });
    expect(getProductGroups(empty.categories[0]!)).toEqual([]);
  });

  it('finds the products a landing must list below its cards', () => {
    expect(getUnlistedProducts(node('Agro')).map((p) => p.name)).toEqual(['agro-loose']);
    expect(getUnlistedProducts(node('Emulsifiers')).map((p) => p.name)).toEqual(['emu-own']);
    expect(getUnlistedProducts(node('For EC')).map((p) => p.name)).toEqual(['ec-1']);
  });
});

describe('getViewAllPath (sub-category listing)', () => {
  it('follows the card link, /Agro to the card category page, and no link to /products/{name}/1', () => {
    expect(getViewAllPath(node('For EC'), '/Orthosilicic_Acid')).toBe('/Orthosilicic_Acid');
    expect(getViewAllPath(node('For EC'), '/Pheromones')).toBe('/Pheromones');
    expect(getViewAllPath(node('Agro'), '/Agro')).toBe('/category/Agro');
    expect(getViewAllPath(node('For EC'), null)).toBe('/products/For_EC/1');
    expect(getViewAllPath(node('Paints'), '/products')).toBe('/products/Paints/0');
  });

  it('never links to a page the site does not have', () => {
    expect(getViewAllPath(node('For EC'), '/No_Such_Page')).toBe('/products/For_EC/1');
  });
});

describe('page content', () => {
  it('maps unknown tableForm numbers to the card grid', () => {
    expect([0, 1, 5, 13, 2, 99, undefined, '1'].map(toProductLayout)).toEqual([0, 1, 5, 13, 0, 0, 0, 0]);
  });

  it('writes generic wording for a category the copy does not describe', () => {
    const content = getPageContent(node('Paints'));
    expect(content.heroImage).toBe('/images/categories/default-wide.webp');
    expect(content.overview[0]).toContain('Paints');
    expect(content.overview[0]).toContain('1 product listed');
    expect(content.benefits.length).toBeGreaterThan(0);
    expect(content.whyUs).toBe(0);
    expect(content.seoTitle).toContain('Paints');
    expect(content.seoDescription.length).toBeLessThanOrEqual(170);
  });
});
