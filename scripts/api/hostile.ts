import type { Seed } from './seed/types.ts';

/**
 * A catalogue answer full of what a careless back office can produce: records without names,
 * wrong types, null categories, empty objects, duplicated names and names with every awkward
 * character. The site must leave the broken records out by name and build the rest.
 */
export function createHostileCatalogue(seed: Seed): Record<string, unknown> {
  const [first, second] = seed.products;
  const category = seed.categories[0] ?? { _id: 'c1', Name: 'Fertilizers' };
  const awkwardNames = [
    '50% EC / Emulsifier',
    'Neem & Karanj (Blend) + 2%',
    'C# Grade? #1',
    "Farmer's Choice 10'",
    'Über-Wetter café',
    'नीम तेल 1500 ppm',
    'Tilde~Under_score',
    '..',
    'Script </script><img src=x onerror=alert(1)>',
    'Back\\slash',
  ];
  const awkward = awkwardNames.map((name, index) => ({
    ...first,
    _id: `awkward-${index}`,
    Name: name,
    ProductCode: index % 2 ? `AW ${index}/${index + 1}` : '',
  }));
  return {
    status: true,
    message: 'Products fetched',
    categories: [...seed.categories, { _id: 'dup', Name: category.Name }, { Name: '' }, {}],
    subCategories: [...seed.subCategories, { _id: 42 }],
    products: [
      ...seed.products,
      ...awkward,
      { ...first, _id: 'dup-1' },
      { ...second, _id: 'dup-2', ProductCode: second?.ProductCode ?? '' },
      { ...first, _id: 'no-name', Name: undefined },
      { ...first, _id: 'blank-name', Name: '   ' },
      { ...first, _id: 'number-features', General_Features: 7, Name: 'Numeric Features Product' },
      { ...first, _id: 'null-category', Name: 'Orphan Product', Categories: null },
      { ...first, _id: 'wrong-category', Name: 'Wrong Category Product', Categories: 12 },
      { ...first, _id: 'object-name', Name: { en: 'Object Name' } },
      {},
      null,
      'not a product',
    ],
  };
}
