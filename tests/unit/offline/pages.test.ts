import { describe, expect, it } from 'vitest';
import { isProductSheet, listPrecache, offlinePageFor } from '../../../src/lib/offline/pages.ts';

describe('listPrecache', () => {
  it('lists the offline page, the calculator, the fixed product pages and the contact page per language', () => {
    const lists = listPrecache(() => true);
    expect(lists.en).toEqual([
      '/offline',
      '/dose-calculator',
      '/Orthosilicic_Acid',
      '/Fensil360',
      '/MultiBalance4IN1',
      '/Pheromones',
      '/SliconSprSpreder',
      '/contact',
    ]);
    expect(lists.hi).toEqual(lists.en.map((path) => `/hi${path}`));
  });

  it('leaves out pages the build did not write (a Hindi twin not made yet)', () => {
    const built = new Set(['/offline', '/contact', '/hi/offline']);
    const lists = listPrecache((path) => built.has(path));
    expect(lists).toEqual({ en: ['/offline', '/contact'], hi: ['/hi/offline'] });
  });
});

describe('isProductSheet', () => {
  it('is true for product pages and the fixed product pages in both languages', () => {
    expect(isProductSheet('/product-details/Fensil_360/FENSIL_360')).toBe(true);
    expect(isProductSheet('/hi/product-details/Fensil_360/FENSIL_360')).toBe(true);
    expect(isProductSheet('/Pheromones')).toBe(true);
    expect(isProductSheet('/hi/SliconSprSpreder')).toBe(true);
  });

  it('is false for other pages', () => {
    for (const path of ['/', '/hi', '/contact', '/dose-calculator', '/about', '/products/x/1', '/offline'])
      expect(isProductSheet(path), path).toBe(false);
  });
});

describe('offlinePageFor', () => {
  it('answers in the language of the page asked for', () => {
    expect(offlinePageFor('/product-details/X/Y')).toBe('/offline');
    expect(offlinePageFor('/hi/product-details/X/Y')).toBe('/hi/offline');
    expect(offlinePageFor('/hi')).toBe('/hi/offline');
  });
});
