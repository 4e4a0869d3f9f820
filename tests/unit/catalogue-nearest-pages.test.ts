import { describe, expect, it } from 'vitest';
import type { CatalogueIndex } from '../../src/islands/products/catalogue-index.ts';
import {
  findNearestPages,
  listCataloguePages,
  readMissingAddress,
  type NearestPage,
} from '../../src/lib/catalogue/nearest-pages.ts';

describe('readMissingAddress', () => {
  it('reads the name and code of an old product address, underscores as spaces', () => {
    expect(readMissingAddress('/product-details/Humic_12%25_%2B_Fulvic_3%25/HF_123')).toEqual({
      kind: 'product',
      name: 'Humic 12% + Fulvic 3%',
      code: 'HF 123',
    });
    expect(readMissingAddress('/hi/product-details/Humic%20Gold')).toEqual({
      kind: 'product',
      name: 'Humic Gold',
      code: null,
    });
  });

  it('reads every category route family of the old site, whatever the case of its route', () => {
    const category = (name: string) => ({ kind: 'category', name, code: null });
    expect(readMissingAddress('/category/Paint%20Additives')).toEqual(category('Paint Additives'));
    expect(readMissingAddress('/Category/Oil_Emulsifiers/1')).toEqual(category('Oil Emulsifiers'));
    expect(readMissingAddress('/products/Essential_Oils/1')).toEqual(category('Essential Oils'));
    expect(readMissingAddress('/Categories/Home-Industrial-Cleaning')).toEqual(category('Home Industrial Cleaning'));
    expect(readMissingAddress('/Agro/Botanical_Product/0')).toEqual(category('Botanical Product'));
  });

  it('reads a blog title, and any other last segment as a name of either kind', () => {
    expect(readMissingAddress('/Blog/Spray_Tips_for_Kharif')).toEqual({
      kind: 'blog',
      name: 'Spray Tips for Kharif',
      code: null,
    });
    expect(readMissingAddress('/Orthosilicic_Acid.html')).toEqual({
      kind: 'any',
      name: 'Orthosilicic Acid',
      code: null,
    });
  });

  it('keeps a malformed escape as it came, and names nothing for a bare route', () => {
    expect(readMissingAddress('/product-details/Bad_%E0%A4')?.name).toBe('Bad %E0%A4');
    expect(readMissingAddress('/product-details/')).toBeNull();
    expect(readMissingAddress('/product-details/___')).toBeNull();
    expect(readMissingAddress('/hi')).toBeNull();
    expect(readMissingAddress('/')).toBeNull();
  });
});

describe('findNearestPages', () => {
  const product = (name: string, code: string) => ({
    id: code,
    name,
    code,
    path: `/product-details/${name.replaceAll(' ', '_')}/${code.replaceAll(' ', '_')}`,
  });
  const index: CatalogueIndex = {
    products: [
      product('Orthosilicic Acid 2% WSL', 'FX OA 02'),
      product('Trisiloxane Super Spreader', 'FX SPT 500'),
      product('Economy Silicone Spreader', 'FX SP 100'),
      product('Water Soluble NPK 19:19:19', 'FX FR 01'),
      product('Humic Acid 12%', 'FX HA 12'),
      product('Mineral Oil Emulsifier', 'FX OE 210'),
      product('Pheromones', 'FX PH 01'),
    ],
    groups: [
      { name: 'Paint Additives', path: '/category/Paint_Additives', parent: null, items: [] },
      { name: 'Oil Emulsifier', path: '/category/Oil_Emulsifier', parent: 'Agro chemicals & Emulsifiers', items: [] },
      { name: 'Silicone Super Spreader', path: '/category/Silicone_Super_Spreader', parent: null, items: [] },
      { name: 'Pheromones', path: '/category/Pheromones', parent: 'Agro chemicals & Emulsifiers', items: [] },
    ],
  };
  const names = (pathname: string) => {
    const missing = readMissingAddress(pathname);
    return missing ? findNearestPages(listCataloguePages(index), missing).map((page) => page.name) : [];
  };

  it('puts the product with the asked code first: a renamed product keeps its code', () => {
    expect(names('/product-details/Old_Silicone_Name/FX-SPT-500')[0]).toBe('Trisiloxane Super Spreader');
  });

  it('finds a name written with spaces, another case or other punctuation', () => {
    expect(names('/category/paint%20additives')[0]).toBe('Paint Additives');
    expect(names('/product-details/mineral-oil-emulsifier')[0]).toBe('Mineral Oil Emulsifier');
  });

  it('finds a mistyped, shortened or lengthened name, the closest first', () => {
    expect(names('/product-details/Orthosilisic_Acid')[0]).toBe('Orthosilicic Acid 2% WSL');
    expect(names('/category/Oil_Emulsifiers')).toEqual(['Oil Emulsifier', 'Mineral Oil Emulsifier']);
    expect(names('/product-details/NPK_19')).toEqual(['Water Soluble NPK 19:19:19']);
  });

  it('of two pages named alike, puts the kind the address led to first', () => {
    const kinds = (pathname: string) =>
      findNearestPages(listCataloguePages(index), readMissingAddress(pathname)!).map((page) => page.kind);
    expect(kinds('/product-details/Pheromone')).toEqual(['product', 'category']);
    expect(kinds('/category/Pheromone')).toEqual(['category', 'product']);
  });

  it('compares names in Devanagari by their whole letters, vowel signs included', () => {
    const pages = listCataloguePages({
      products: [product('नीम तेल 1500 ppm', 'N 1500'), product('नमक घोल', 'NG 1')],
      groups: [],
    });
    const nearest = (pathname: string) =>
      findNearestPages(pages, readMissingAddress(pathname)!).map((page) => page.name);
    expect(nearest(`/product-details/${encodeURIComponent('नीम_तेल')}`)).toEqual(['नीम तेल 1500 ppm']);
  });

  it('offers nothing for a name that shares only numbers or short words with the catalogue', () => {
    expect(names('/product-details/Zinc_12%25')).toEqual([]);
    expect(names('/product-details/B_19')).toEqual([]);
    expect(names('/no/such/page')).toEqual([]);
  });

  it('offers at most the limit, each page once', () => {
    const missing = readMissingAddress('/category/Silicone_Spreader')!;
    const pages = findNearestPages(listCataloguePages(index), missing, 2);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toEqual({
      name: 'Silicone Super Spreader',
      path: '/category/Silicone_Super_Spreader',
      kind: 'category',
      detail: null,
    });
    expect(new Set(findNearestPages(listCataloguePages(index), missing).map((page) => page.path)).size).toBe(
      findNearestPages(listCataloguePages(index), missing).length,
    );
  });

  it('compares a post by the title its address carries, and offers it as its link shows it', () => {
    const posts: NearestPage[] = [
      {
        name: 'स्प्रे के पानी का pH',
        path: '/hi/Blog/Is_Your_Spray_Water_Too_Alkaline~3F',
        kind: 'blog',
        detail: 'Mar 5, 2025',
        addressName: 'Is Your Spray Water Too Alkaline?',
      },
      { name: 'Neem Oil Formulations', path: '/hi/Blog/Neem_Oil_Formulations', kind: 'blog', detail: null },
    ];
    const missing = readMissingAddress('/hi/Blog/Is_Your_Spray_Water_Alkaline')!;
    expect(findNearestPages(posts, missing).map((page) => page.name)).toEqual(['स्प्रे के पानी का pH']);
  });
});
