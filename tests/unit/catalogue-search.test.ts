import { describe, expect, it } from 'vitest';
import type { Ref } from '../../src/lib/api/types.ts';
import { buildCatalogueTree } from '../../src/lib/catalogue/tree.ts';
import { filterSuggestions, type CategorySuggestion } from '../../src/lib/catalogue/search.ts';
import { getSearchSuggestions } from '../../src/lib/catalogue/finder-index.ts';

const suggestion = (name: string): CategorySuggestion => ({ name, path: `/category/${name}`, context: null });
const list = ['Oil Emulsifier', 'Emulsifiers for Paint', 'General Emulsifiers', 'Fertilizers', 'Crème Additives'].map(
  suggestion,
);

describe('filterSuggestions', () => {
  it('puts names that start with the query first, then word starts, then anywhere', () => {
    expect(filterSuggestions(list, 'emul').map((s) => s.name)).toEqual([
      'Emulsifiers for Paint',
      'Oil Emulsifier',
      'General Emulsifiers',
    ]);
    expect(filterSuggestions(list, 'ILIZ').map((s) => s.name)).toEqual(['Fertilizers']);
  });

  it('ignores case, accents and extra spaces; an empty query suggests everything', () => {
    expect(filterSuggestions(list, '  creme  ').map((s) => s.name)).toEqual(['Crème Additives']);
    expect(filterSuggestions(list, 'oil   emulsifier').map((s) => s.name)).toEqual(['Oil Emulsifier']);
    expect(filterSuggestions(list, '   ')).toHaveLength(list.length);
    expect(filterSuggestions(list, 'xyz')).toEqual([]);
  });

  it('keeps the vowel signs of Devanagari: they tell words apart', () => {
    const hindi = ['नीम उत्पाद', 'नमक'].map(suggestion);
    expect(filterSuggestions(hindi, 'नीम').map((s) => s.name)).toEqual(['नीम उत्पाद']);
  });
});

describe('getSearchSuggestions', () => {
  const ref = (name: string): Ref => ({ id: name, name });
  it('offers every category and sub-category except the hidden ones, with their category', () => {
    const tree = buildCatalogueTree({
      categories: [ref('Agro')],
      subCategories: [ref('Oil Emulsifier'), ref('Emulsifier for EC'), ref('Conventional Emulsifier')],
      products: [
        { category: ref('Agro'), subCategory: ref('Oil Emulsifier') },
        { category: ref('Agro'), subCategory: ref('Emulsifier for EC') },
      ],
      records: [],
    });
    expect(getSearchSuggestions(tree)).toEqual([
      { name: 'Agro', path: '/category/Agro', context: null },
      { name: 'Oil Emulsifier', path: '/category/Oil_Emulsifier', context: 'Agro' },
    ]);
  });
});
