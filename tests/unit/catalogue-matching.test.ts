import { describe, expect, it } from 'vitest';
import { featuredProducts } from '../../src/content/catalogue/hot-products.ts';
import type { FeaturedProduct } from '../../src/content/catalogue/types.ts';
import { selectHotSlides } from '../../src/lib/catalogue/featured.ts';
import { toCodeKey } from '../../src/lib/catalogue/codes.ts';
import { findProductMatch } from '../../src/lib/catalogue/matching.ts';

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
    expect(findProductMatch({ name: 'wetting  sticking agent', code: null }, products)?.name).toBe(
      'Wetting Sticking Agent',
    );
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
    const products = [
      product('Plain 1', 'P1'),
      product('Product A', 'A 1'),
      product('Hot 1', 'H1', true),
      product('Plain 2', null),
      product('Plain 3', 'P3'),
    ];
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

describe('spreader cards', async () => {
  const { spreaderCards } = await import('../../src/content/catalogue/silicone-spreader.ts');
  const { getSpreaderLinks, toSpreaderKey } = await import('../../src/lib/catalogue/spreaders.ts');
  const served = [
    {
      name: 'Silicone Super Spreader',
      code: 'FX SPT 500',
      cardPath: '/product-details/Silicone_Super_Spreader/FX_SPT_500',
    },
    { name: 'Powder Silicon Spreader', code: 'FENSIL 360', cardPath: '/Fensil360' },
    { name: 'Wetting Sticking Agent', code: null, cardPath: '/product-details/Wetting_Sticking_Agent' },
  ];

  it('link to the served product page, or to the fallback when the API lacks the product', () => {
    const links = getSpreaderLinks(spreaderCards, served, '/category/Silicone_Super_Spreader');
    expect(links).toHaveLength(spreaderCards.length);
    const byCode = new Map(links.map((link) => [link.card.code, link.href]));
    expect(byCode.get('FX SPT 500')).toBe('/product-details/Silicone_Super_Spreader/FX_SPT_500');
    expect(byCode.get('FENSIL 360')).toBe('/Fensil360');
    expect(byCode.get(null)).toBe('/product-details/Wetting_Sticking_Agent');
    expect(byCode.get('DIKO WET 80')).toBe('/category/Silicone_Super_Spreader');
  });

  it('the copy has the seven known codes and one card without a code', () => {
    expect(spreaderCards.map((card) => card.code)).toEqual([
      'FX SPT 500',
      'FENSIL 360',
      'FX SP 225',
      'FX SP 100',
      'FX SP 220',
      'FX SP 330',
      'DIKO WET 80',
      null,
    ]);
  });

  it('keys /details look-ups by code, or by name when there is none', () => {
    expect(toSpreaderKey({ name: 'x', code: 'FX SPT 500' })).toBe('FXSPT500');
    expect(toSpreaderKey({ name: 'Wetting Sticking Agent', code: null })).toBe('WETTINGSTICKINGAGENT');
  });
});
