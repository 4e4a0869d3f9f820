import { describe, expect, it } from 'vitest';
import {
  getBlogPath,
  getCategoryPath,
  getOldSitePath,
  getProductCardPath,
  getProductDetailPath,
  getProductListingPath,
  isFileSegment,
  toCaseKey,
  toSegment,
} from '../../src/lib/paths.ts';

/** Names whose old address is also their address: every character stays in the file name. */
const literalNames = [
  'Neem Oil 1500 ppm',
  '20% EC',
  'Humic 12% + Fulvic 3%',
  'Nature’s Neem',
  'Amino Grow – 40',
  'Amino Grow — 40',
  'Sorbitan Ester "S-80"',
  'Floor Cleaner 1:10',
  'Neem & Karanj (Blend)',
  "Farmer's Choice 10'",
  'Back\\slash',
  'Tilde~Under_score',
  'Über-Wetter café',
  'नीम तेल 1500 ppm',
  'Emoji 🌱 Grow 💧',
  'a.b',
  'x'.repeat(250),
];

describe('toSegment', () => {
  it('turns spaces into underscores', () => {
    expect(toSegment('Neem Oil 1500 ppm')).toBe('Neem_Oil_1500_ppm');
  });

  it.each(literalNames)('keeps %j as the old app wrote it, so its old address is its address', (name) => {
    expect(toSegment(name)).toBe(name.replaceAll(' ', '_'));
    expect(getProductDetailPath(name, 'HF 123')).toBe(getOldSitePath('product-details', name, 'HF 123'));
  });

  it('escapes what no file name (or Netlify) can carry: /, #, ? and control characters', () => {
    expect(toSegment('N/P Booster 12/61')).toBe('N~2FP_Booster_12~2F61');
    expect(toSegment('Emulsifier #12')).toBe('Emulsifier_~2312');
    expect(toSegment('Spray Right? WP')).toBe('Spray_Right~3F_WP');
    expect(toSegment('Tab\there')).toBe('Tab~09here');
  });

  it('escapes a leading dot: browsers fold "." and ".." away, and Netlify does not deploy dotfiles', () => {
    expect(toSegment('..')).toBe('~2E.');
    expect(toSegment('.')).toBe('~2E');
    expect(toSegment('.hidden start')).toBe('~2Ehidden_start');
    expect(toSegment('a..b')).toBe('a..b');
    expect(toSegment('Trailing dot.')).toBe('Trailing_dot.');
  });

  it('cuts a segment too long for a file name and keeps it unique with a hash', () => {
    const long = 'ऑर्थोसिलिसिक एसिड '.repeat(10);
    const segment = toSegment(long);
    expect(new TextEncoder().encode(`${segment}.html`).length).toBeLessThanOrEqual(255);
    expect(segment).toMatch(/~[0-9a-f]{8}$/);
    expect(toSegment(`${long}x`)).not.toBe(segment);
    expect(toSegment('x'.repeat(251))).toMatch(/^x+~[0-9a-f]{8}$/);
  });

  it('tells which decoded segments a page file can be named by', () => {
    expect(isFileSegment('Humic_12%_+_Fulvic_3%')).toBe(true);
    for (const segment of ['', '..', '.x', 'a/b', 'a#b', 'a?b', 'x'.repeat(251)])
      expect(isFileSegment(segment), segment).toBe(false);
  });
});

describe('page paths', () => {
  it('builds product detail paths with and without a code', () => {
    expect(getProductDetailPath('Silicone Super Spreader', 'FX SPT 500')).toBe(
      '/product-details/Silicone_Super_Spreader/FX_SPT_500',
    );
    expect(getProductDetailPath('Neem Oil', null)).toBe('/product-details/Neem_Oil');
  });

  it('percent-encodes each segment of an href, as the old app did', () => {
    expect(getProductDetailPath('नीम', null)).toBe(`/product-details/${encodeURIComponent('नीम')}`);
    expect(getCategoryPath('Agro chemicals & Emulsifiers')).toBe('/category/Agro_chemicals_%26_Emulsifiers');
    expect(getProductDetailPath('Humic 12% + Fulvic 3%', 'HF-123')).toBe(
      '/product-details/Humic_12%25_%2B_Fulvic_3%25/HF-123',
    );
  });

  it('builds listing and blog paths', () => {
    expect(getProductListingPath('Oil Emulsifier', 1)).toBe('/products/Oil_Emulsifier/1');
    expect(getBlogPath('Choosing an emulsifier pair: a how-to?')).toBe(
      '/Blog/Choosing_an_emulsifier_pair%3A_a_how-to~3F',
    );
  });

  it('writes the old address of a name with a slash with the slash encoded, unlike its page', () => {
    expect(getOldSitePath('product-details', 'N/P Booster 12/61', 'NP-1261')).toBe(
      '/product-details/N%2FP_Booster_12%2F61/NP-1261',
    );
    expect(getProductDetailPath('N/P Booster 12/61', 'NP-1261')).toBe('/product-details/N~2FP_Booster_12~2F61/NP-1261');
  });

  it('keys paths the way a case-insensitive disk compares them', () => {
    expect(toCaseKey('product-details/Neem_Oil.html')).toBe(toCaseKey('product-details/NEEM_OIL.html'));
    expect(toCaseKey('Café')).toBe(toCaseKey('CAFE\u0301'));
  });

  it('sends the three special products to their own pages', () => {
    expect(getProductCardPath({ name: 'Orthosilicic Acid 2% WSL', code: 'FX OSA 2' })).toBe('/Orthosilicic_Acid');
    expect(getProductCardPath({ name: 'Powder Silicon Spreader', code: 'FENSIL 360' })).toBe('/Fensil360');
    expect(getProductCardPath({ name: 'pH Balancer (Multibalance 4 in 1)', code: null })).toBe('/MultiBalance4IN1');
    expect(getProductCardPath({ name: 'Cue Lure', code: null })).toBe('/product-details/Cue_Lure');
  });
});
