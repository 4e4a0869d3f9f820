import { describe, expect, it } from 'vitest';
import { localeOfPath, localizePath, otherLocale, unlocalizePath } from '../../../src/lib/i18n/locale.ts';
import { readableText, findUntranslated } from '../../support/untranslated.ts';

describe('the language of an address', () => {
  it('is Hindi under /hi/ and for the Hindi home page in every spelling', () => {
    for (const path of ['/hi', '/hi/', '/hi.html', '/hi/about', '/hi/product-details/A/B']) {
      expect(localeOfPath(path), path).toBe('hi');
    }
  });

  it('is English elsewhere, including paths that only begin with the letters hi', () => {
    for (const path of ['/', '/about', '/hindi', '/history', '/Categories/hi']) {
      expect(localeOfPath(path), path).toBe('en');
    }
  });
});

describe('twin addresses', () => {
  it('puts a page under /hi/ and takes it out again', () => {
    expect(localizePath('/about', 'hi')).toBe('/hi/about');
    expect(localizePath('/', 'hi')).toBe('/hi');
    expect(unlocalizePath('/hi/about')).toBe('/about');
    expect(unlocalizePath('/hi')).toBe('/');
    expect(unlocalizePath('/hi/')).toBe('/');
    expect(unlocalizePath('/hi.html')).toBe('/');
  });

  it('changes nothing when asked twice, and English paths stay as they are', () => {
    expect(localizePath('/hi/about', 'hi')).toBe('/hi/about');
    expect(localizePath('/hi/about', 'en')).toBe('/about');
    expect(localizePath('/about', 'en')).toBe('/about');
    expect(unlocalizePath('/history')).toBe('/history');
  });

  it('pairs the two editions', () => {
    expect(otherLocale('en')).toBe('hi');
    expect(otherLocale('hi')).toBe('en');
  });
});

describe('the untranslated-text check', () => {
  it('reads text and the attributes a reader hears, not scripts, styles or English-marked records', () => {
    const html = `<html lang="hi"><head><title>उत्पाद</title><meta name="description" content="Some words">
      <style>.a{color:red}</style></head><body><p>नमस्ते <b>Hello</b></p>
      <img src="/x.webp" alt="A picture"><script>const words = 'hidden';</script>
      <div lang="en"><p>Served <span>as is</span></p><br></div><p translate="no">Brand</p>
      <svg><title>Icon</title></svg><input placeholder="Your name"></body></html>`;
    const text = readableText(html).join(' ');
    expect(text).toContain('Hello');
    expect(text).toContain('A picture');
    expect(text).toContain('Some words');
    expect(text).toContain('Your name');
    expect(text).not.toContain('hidden');
    expect(text).not.toContain('Served');
    expect(text).not.toContain('as is');
    expect(text).not.toContain('Brand');
    expect(text).not.toContain('Icon');
    expect(text).not.toContain('color');
  });

  it('lets names, codes and units through and reports other English words', () => {
    expect(findUntranslated('<p>15 L पंप में 5 ml Fensil 360, pH 7</p>')).toEqual([]);
    expect(findUntranslated('<p>पंप Pump size in L</p>')).toEqual(['Pump', 'size', 'in']);
  });

  it('lets a title name a record the page shows as served, but not other English', () => {
    const page = (title: string) =>
      `<html lang="hi"><head><title>${title}</title></head><body><h1 lang="en">Cue Trap Kit</h1></body></html>`;
    expect(findUntranslated(page('Trap Kit | उत्पाद'))).toEqual([]);
    expect(findUntranslated(page('Trap Kit | Product'))).toEqual(['Product']);
    expect(findUntranslated('<p>Trap</p><p lang="en">Trap</p>')).toEqual(['Trap']);
  });
});
