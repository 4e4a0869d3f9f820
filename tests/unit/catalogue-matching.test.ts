import { describe, expect, it } from 'vitest';
import { featuredProducts } from '../../src/content/catalogue/hot-products.ts';
import type { FeaturedProduct } from '../../src/content/catalogue/types.ts';
import { selectHotSlides } from '../../src/lib/catalogue/featured.ts';
import { findProductMatch, toCodeKey } from '../../src/lib/catalogue/matching.ts';

const product = (name: string, code: string | null, hot = false) => ({ name, code, hot });

describe('findProductMatch', () => {
  const products = [
    product('Silicone Super Spreader', 'FX-SPT-500'),
    product('Powder Silicon Spreader', 'FENSIL 360'),
    product('Wetting Sticking Agent', null),
    product('Another Spreader', 'FX SP 100'),
  ];

  it('compares codes without case, spaces or punctuation', () => {
    expect(toCodeKey(' fx spt-500 ')).toBe('FXSPT500');
    expect(findProductMatch({ name: 'Renamed', code: 'FX SPT 500' }, products)?.name).toBe('Silicone Super Spreader');
  });

  it('falls back to the name, ignoring case and spacing', () => {
    expect(findProductMatch({ name: 'wetting  sticking agent', code: null }, products)?.name).toBe('Wetting Sticking Agent');
    expect(findProductMatch({ name: 'Powder Silicon Spreader', code: 'UNKNOWN 1' }, products)?.code).toBe('FENSIL 360');
  });

  it('returns null when nothing matches', () => {
    expect(findProductMatch({ name: 'DIKO WET 80 wetter', code: 'DIKO WET 80' }, products)).toBeNull();
    expect(findProductMatch({ name: 'x', code: '' }, [])).toBeNull();
  });
});

describe('selectHotSlides', () => {
  const featured: FeaturedProduct[] = [
    { title: 'Slide A', tag: 'tag A', sol: 'liquid', weight: '50 kg', img: '/a.webp', id: 'Product A', code: 'A-1' },
    { title: 'Slide B', tag: 'tag B', sol: 'liquid', weight: '50 kg', img: '/b.webp', id: 'Not served', code: 'ZZ' },
  ];

  it('uses the featured products the API serves, then hot products, then any, up to four', () => {
    const products = [product('Plain 1', 'P1'), product('Product A', 'A 1'), product('Hot 1', 'H1', true), product('Plain 2', null), product('Plain 3', 'P3')];
    const slides = selectHotSlides(featured, products);
    expect(slides.map((slide) => slide.product.name)).toEqual(['Product A', 'Hot 1', 'Plain 1', 'Plain 2']);
    expect(slides[0]).toMatchObject({ title: 'Slide A', tag: 'tag A', image: '/a.webp' });
    expect(slides[1]).toMatchObject({ title: 'Hot 1', image: null });
  });

  it('never repeats a product and copes with a small catalogue', () => {
    const one = [product('Product A', 'A-1')];
    expect(selectHotSlides([...featured, ...featured], one)).toHaveLength(1);
    expect(selectHotSlides(featured, [])).toEqual([]);
  });

  it('the copy has exactly four featured products', () => {
    expect(featuredProducts).toHaveLength(4);
  });
});
