import { describe, expect, it, vi } from 'vitest';
import { createSiteData } from '../../../src/lib/site-data.ts';
import {
  $catalogueIndex,
  createSelection,
  loadCatalogueIndex,
  toPayloadProducts,
} from '../../../src/islands/products/store.ts';
import { product, snapshot } from '../../support/records.ts';

const ref = (name: string) => ({ id: name, name });
const item = (id: string, category: string, sub: string | null, code: string | null = `C-${id}`) =>
  product(id, `Product ${id}`, { code, category: ref(category), subCategory: sub ? ref(sub) : null });

describe('the finder and product-picker index', () => {
  const { catalogueIndex: index, searchSuggestions } = createSiteData(
    snapshot(
      [
        item('1', 'Agro', 'Oil Emulsifier'),
        item('2', 'Agro', 'Emulsifier for EC'),
        item('3', 'Agro', null, null),
        item('4', 'Paint', null),
        item('5', 'Spreader', null),
        item('6', 'Agro', 'Spreader'),
      ],
      {
        categories: [ref('Agro'), ref('Paint'), ref('Spreader'), ref('Empty')],
        subCategories: [ref('Oil Emulsifier'), ref('Emulsifier for EC'), ref('Spreader'), ref('Nothing here')],
      },
    ),
  );
  const group = (name: string, parent: string | null = null) =>
    index.groups.find((each) => each.name === name && each.parent === parent)!;
  const ids = (items: number[]) => items.map((position) => index.products[position]!.id);

  it('lists each product once, compactly, with the page its card leads to', () => {
    expect(index.products).toHaveLength(6);
    expect(index.products[2]).toEqual({ id: '3', name: 'Product 3', code: '', path: '/product-details/Product_3' });
  });

  it('offers exactly what the category search suggests, leading to the same pages', () => {
    expect(index.groups.map(({ name, path, parent }) => ({ name, path, context: parent }))).toEqual(searchSuggestions);
    expect(index.groups.map((each) => [each.name, each.parent])).toEqual([
      ['Agro', null],
      ['Paint', null],
      ['Spreader', null],
      ['Empty', null],
      ['Oil Emulsifier', 'Agro'],
      ['Spreader', 'Agro'],
      ['Nothing here', null],
    ]);
  });

  it('leaves the hidden sub-categories out, but keeps their products under the category', () => {
    expect(index.groups.find((each) => each.name === 'Emulsifier for EC')).toBeUndefined();
    expect(ids(group('Agro').items).sort()).toEqual(['1', '2', '3', '6']);
  });

  it('keeps a sub-category named like a category apart, as its own page does', () => {
    expect(group('Spreader')).toMatchObject({ path: '/category/Spreader' });
    expect(ids(group('Spreader').items)).toEqual(['5']);
    expect(group('Spreader', 'Agro')).toMatchObject({ path: '/category/Spreader/1' });
    expect(ids(group('Spreader', 'Agro').items)).toEqual(['6']);
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
    const failing = vi.fn<typeof fetch>(() => Promise.resolve(new Response('nope', { status: 503 })));
    await loadCatalogueIndex(failing);
    expect($catalogueIndex.get()).toEqual({ status: 'error', message: 'HTTP 503' });
    const working = vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ groups: [], products: [] })));
    await Promise.all([loadCatalogueIndex(working), loadCatalogueIndex(working)]);
    await loadCatalogueIndex(working);
    expect(working).toHaveBeenCalledTimes(1);
    expect(working.mock.calls[0]![0]).toBe('/catalogue-index.json');
    expect($catalogueIndex.get()).toEqual({ status: 'ready', index: { groups: [], products: [] } });
  });
});
