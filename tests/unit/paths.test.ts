import { describe, expect, it } from 'vitest';
import {
  fromSegment,
  getBlogPath,
  getCategoryPath,
  getProductCardPath,
  getProductDetailPath,
  getProductListingPath,
  toFilePath,
  toSegment,
} from '../../src/lib/paths.ts';

const awkwardNames = [
  'Neem Oil 1500 ppm',
  'Orthosilicic Acid 2% WSL',
  '50% EC / Emulsifier',
  'Neem & Karanj (Blend) + 2%',
  'C# Grade? #1',
  "Farmer's Choice 10'",
  'Über-Wetter café',
  'नीम तेल 1500 ppm',
  'Tilde~Under_score',
  'Back\\slash',
  '..',
  '.',
  'a.b',
  '  padded  name ',
  'Emoji 🌱 Grow',
  'quote " and <angle>',
  'tab\tand;semicolon=equals@at',
];

describe('toSegment / fromSegment', () => {
  it('turns spaces into underscores', () => {
    expect(toSegment('Neem Oil 1500 ppm')).toBe('Neem_Oil_1500_ppm');
  });

  it('escapes characters a static host cannot keep in a file name', () => {
    expect(toSegment('50% EC / Emulsifier')).toBe('50~25_EC_~2F_Emulsifier');
    expect(toSegment('C# Grade?')).toBe('C~23_Grade~3F');
    expect(toSegment('Tilde~Under_score')).toBe('Tilde~7EUnder~5Fscore');
  });

  it('keeps letters of every script and common punctuation readable', () => {
    expect(toSegment('नीम तेल')).toBe('नीम_तेल');
    expect(toSegment("Neem & Karanj (Blend)")).toBe('Neem_&_Karanj_(Blend)');
  });

  it('never produces a segment a browser would fold away', () => {
    expect(toSegment('..')).toBe('~2E~2E');
    expect(toSegment('.')).toBe('~2E');
  });

  it.each(awkwardNames)('round-trips %j', (name) => {
    const segment = toSegment(name);
    expect(segment).not.toMatch(/[/\\%?#+\s]/);
    expect(fromSegment(segment)).toBe(name.normalize('NFC').trim());
    expect(fromSegment(encodeURIComponent(segment))).toBe(name.normalize('NFC').trim());
  });

  it('leaves a stray percent sign in an incoming URL as it is', () => {
    expect(fromSegment('50%_off')).toBe('50% off');
  });
});

describe('page paths', () => {
  it('builds product detail paths with and without a code', () => {
    expect(getProductDetailPath('Silicone Super Spreader', 'FX SPT 500')).toBe('/product-details/Silicone_Super_Spreader/FX_SPT_500');
    expect(getProductDetailPath('Neem Oil', null)).toBe('/product-details/Neem_Oil');
  });

  it('percent-encodes each segment of an href', () => {
    expect(getProductDetailPath('नीम', null)).toBe(`/product-details/${encodeURIComponent('नीम')}`);
    expect(getCategoryPath('Agro chemicals & Emulsifiers')).toBe('/category/Agro_chemicals_%26_Emulsifiers');
  });

  it('builds listing and blog paths', () => {
    expect(getProductListingPath('Oil Emulsifier', 1)).toBe('/products/Oil_Emulsifier/1');
    expect(getBlogPath('Choosing an emulsifier pair: a how-to?')).toBe('/Blog/Choosing_an_emulsifier_pair~3A_a_how-to~3F');
  });

  it('maps an href back to the file a static host serves', () => {
    expect(toFilePath('/')).toBe('index.html');
    expect(toFilePath(getCategoryPath('Agro chemicals & Emulsifiers'))).toBe('category/Agro_chemicals_&_Emulsifiers.html');
    expect(toFilePath(getProductDetailPath('50% EC', 'A/B'))).toBe('product-details/50~25_EC/A~2FB.html');
  });

  it('sends the three special products to their own pages', () => {
    expect(getProductCardPath({ name: 'Orthosilicic Acid 2% WSL', code: 'FX OSA 2' })).toBe('/Orthosilicic_Acid');
    expect(getProductCardPath({ name: 'Powder Silicon Spreader', code: 'FENSIL 360' })).toBe('/Fensil360');
    expect(getProductCardPath({ name: 'pH Balancer (Multibalance 4 in 1)', code: null })).toBe('/MultiBalance4IN1');
    expect(getProductCardPath({ name: 'Cue Lure', code: null })).toBe('/product-details/Cue_Lure');
  });
});
