import { describe, expect, it, vi } from 'vitest';
import { buildCatalogueIndex } from '../../../src/islands/products/catalogue-index.ts';
import { $catalogueIndex, createSelection, loadCatalogueIndex, toPayloadProducts } from '../../../src/islands/products/store.ts';

type P = { id: string; name: string; code: string | null; cardPath: string; category: { name: string }; sub: string | null };

const product = (id: string, category: string, sub: string | null, code: string | null = `C-${id}`): P => ({
  id,
  name: `Product ${id}`,
  code,
  cardPath: `/product-details/Product_${id}`,
  category: { name: category },
  sub,
});

const products = [
  product('1', 'Agro', 'Oil Emulsifier'),
  product('2', 'Agro', 'Emulsifier for EC'),
  product('3', 'Agro', null, null),
  product('4', 'Paint', null),
  product('5', 'Spreader', 'Spreader'),
  product('6', 'Agro', 'Spreader'),
];

const source = {
  products,
  categories: [{ name: 'Agro' }, { name: 'Paint' }, { name: 'Spreader' }, { name: 'Empty' }],
  subCategories: [{ name: 'Oil Emulsifier' }, { name: 'Emulsifier for EC' }, { name: 'Spreader' }, { name: 'Nothing here' }],
  productsIn: (name: string, value: 0 | 1) => products.filter((item) => (value === 0 ? item.category.name === name : item.sub === name)),
};

describe('buildCatalogueIndex', () => {
  const index = buildCatalogueIndex(source, {
    isHidden: (name) => name === 'Emulsifier for EC',
    pathOf: (name) => `/category/${name}`,
  });

  it('lists each product once, compactly, with the page its card leads to', () => {
    expect(index.products).toHaveLength(6);
    expect(index.products[2]).toEqual({ id: '3', name: 'Product 3', code: '', path: '/product-details/Product_3' });
  });

  it('lists every category, then its visible sub-categories with products under it', () => {
    expect(index.groups.map((group) => [group.name, group.parent])).toEqual([
      ['Agro', null],
      ['Oil Emulsifier', 'Agro'],
      ['Paint', null],
      ['Spreader', null],
      ['Empty', null],
    ]);
  });

  it('leaves hidden and empty sub-categories out, but keeps their products under the category', () => {
    expect(index.groups.find((group) => group.name === 'Emulsifier for EC')).toBeUndefined();
    expect(index.groups.find((group) => group.name === 'Nothing here')).toBeUndefined();
    expect(index.groups[0]!.items.map((item) => index.products[item]!.id)).toEqual(['1', '2', '3', '6']);
  });

  it('folds a sub-category named like a category into it', () => {
    const spreader = index.groups.find((group) => group.name === 'Spreader')!;
    expect(spreader.items.map((item) => index.products[item]!.id)).toEqual(['5', '6']);
    expect(spreader.path).toBe('/category/Spreader');
  });
});

describe('selection', () => {
  const a = { id: 'a', name: 'Alpha', code: 'A1' };
  const b = { id: 'b', name: 'Beta', code: '' };

  it('adds without duplicates and removes each', () => {
    const selection = createSelection([a]);
    expect(selection.add(a)).toBe(false);
    expect(selection.add(b)).toBe(true);
    expect(selection.$items.get()).toEqual([a, b]);
    selection.remove('a');
    expect(selection.$items.get()).toEqual([b]);
    selection.clear();
    expect(selection.$items.get()).toEqual([]);
  });

  it('gives the payload shape {_id, Name, ProductCode}', () => {
    expect(toPayloadProducts([a, b])).toEqual([
      { _id: 'a', Name: 'Alpha', ProductCode: 'A1' },
      { _id: 'b', Name: 'Beta', ProductCode: '' },
    ]);
  });
});

describe('loadCatalogueIndex', () => {
  it('fetches once, and again only after a failure', async () => {
    const failing = vi.fn<typeof fetch>(async () => new Response('nope', { status: 503 }));
    await loadCatalogueIndex(failing);
    expect($catalogueIndex.get()).toEqual({ status: 'error', message: 'HTTP 503' });
    const working = vi.fn<typeof fetch>(async () => Response.json({ groups: [], products: [] }));
    await Promise.all([loadCatalogueIndex(working), loadCatalogueIndex(working)]);
    await loadCatalogueIndex(working);
    expect(working).toHaveBeenCalledTimes(1);
    expect(working.mock.calls[0]![0]).toBe('/catalogue-index.json');
    expect($catalogueIndex.get()).toEqual({ status: 'ready', index: { groups: [], products: [] } });
  });
});
