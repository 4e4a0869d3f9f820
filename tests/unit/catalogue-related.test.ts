import { describe, expect, it } from 'vitest';
import { RELATED_LIMIT, selectRelatedProducts } from '../../src/lib/catalogue/related.ts';
import { createSiteData } from '../../src/lib/site-data.ts';
import { product, snapshot } from '../support/records.ts';

const items = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index + 1}` }));
const ids = (list: ReadonlyArray<{ id: string }>) => list.map((each) => each.id);

describe('related products', () => {
  it("are up to 10 of the product's own sub-category, never the product itself", () => {
    const sub = items('s', 15);
    const category = [...sub, ...items('c', 30)];
    const related = selectRelatedProducts(sub[0]!, { subCategory: sub, category });
    expect(related).toHaveLength(RELATED_LIMIT);
    expect(ids(related).every((id) => id.startsWith('s') && id !== 's1')).toBe(true);
    expect(new Set(ids(related)).size).toBe(RELATED_LIMIT);
  });

  it('are topped up from the category when the sub-category has fewer than 10 others, its own first', () => {
    const sub = items('s', 4);
    const category = [...items('c', 3), ...sub, ...items('c', 30).slice(3)];
    const related = selectRelatedProducts(sub[1]!, { subCategory: sub, category });
    expect(related).toHaveLength(RELATED_LIMIT);
    expect(ids(related.slice(0, 3)).sort()).toEqual(['s1', 's3', 's4']);
    expect(ids(related.slice(3)).every((id) => id.startsWith('c'))).toBe(true);
    expect(new Set(ids(related)).size).toBe(RELATED_LIMIT);
  });

  it('come from the category alone for a product without a sub-category, and are all of them in a small one', () => {
    const category = items('c', 5);
    expect(ids(selectRelatedProducts(category[2]!, { subCategory: [], category })).sort()).toEqual([
      'c1',
      'c2',
      'c4',
      'c5',
    ]);
    expect(selectRelatedProducts(category[0]!, { subCategory: [], category: [category[0]!] })).toEqual([]);
  });

  it('are in a random order that is the same in every build, and differs from product to product', () => {
    const sub = items('s', 12);
    const family = { subCategory: sub, category: sub };
    const first = ids(selectRelatedProducts(sub[0]!, family));
    expect(ids(selectRelatedProducts(sub[0]!, { subCategory: [...sub], category: [...sub] }))).toEqual(first);
    expect(first).not.toEqual(ids(sub.slice(1, 11)));
    const second = ids(selectRelatedProducts(sub[1]!, family));
    expect(first.filter((id) => second.includes(id))).not.toEqual(second.filter((id) => first.includes(id)));
  });

  it("on a product page: the product's sub-category of the tree first, then its category", () => {
    const ref = (name: string) => ({ id: name, name });
    const made = (id: string, sub: string | null) =>
      product(id, `P${id}`, { category: ref('Agro'), subCategory: sub ? ref(sub) : null });
    const site = createSiteData(
      snapshot([made('1', 'Oils'), made('2', 'Oils'), made('3', 'Wetters'), made('4', null), made('5', 'oils ')], {
        categories: [ref('Agro')],
        subCategories: [ref('Oils'), ref('Wetters')],
      }),
    );
    const related = ids(site.getRelated(site.products[0]!));
    expect(related.slice(0, 2).sort()).toEqual(['2', '5']);
    expect(related.slice(2).sort()).toEqual(['3', '4']);
  });
});
