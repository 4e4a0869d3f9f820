import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { localizePath, unlocalizePath } from '../../src/lib/i18n/locale.ts';
import { fileForPath, sitemapPaths } from '../support/security.ts';
import { findUntranslated } from '../support/untranslated.ts';

/*
 * The Hindi edition: every page of the sitemap has its twin in the other language, both name each
 * other (hreflang) and link to each other (the language switch), a Hindi page links on to Hindi
 * pages, and no English is left on a Hindi page outside records marked lang="en" and the allowed
 * names, codes and units (tests/fixtures/hindi-allowed-latin.ts). Read from the built files.
 */

const paths = sitemapPaths();
const englishPaths = paths.filter((path) => unlocalizePath(decodeURIComponent(path)) === decodeURIComponent(path));
const hindiPaths = paths.filter((path) => !englishPaths.includes(path));

/** The page's hreflang links, by language, as paths. */
function alternates(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, lang, href] of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)) {
    found[lang!] = decodeURIComponent(new URL(href!.replaceAll('&amp;', '&')).pathname);
  }
  return found;
}

function switchTarget(html: string): string | undefined {
  const href = /<a class="lang-switch" href="([^"]+)"/.exec(html)?.[1];
  return href === undefined ? undefined : decodeURIComponent(href.replaceAll('&amp;', '&'));
}

const read = (path: string) => readFileSync(fileForPath(path), 'utf8');

test('the sitemap lists both editions, one Hindi page for each English one', () => {
  expect(englishPaths.length).toBeGreaterThan(50);
  expect(hindiPaths.sort()).toEqual(englishPaths.map((path) => localizePath(path, 'hi')).sort());
});

test('every English page and its Hindi twin name and link each other', () => {
  const problems: string[] = [];
  for (const encoded of englishPaths) {
    const path = decodeURIComponent(encoded);
    const twin = localizePath(path, 'hi');
    if (!existsSync(fileForPath(localizePath(encoded, 'hi')))) {
      problems.push(`${path}: no Hindi twin at ${twin}`);
      continue;
    }
    const english = read(encoded);
    const hindi = read(localizePath(encoded, 'hi'));
    if (!/<html lang="en"/.test(english)) problems.push(`${path}: not lang="en"`);
    if (!/<html lang="hi"/.test(hindi)) problems.push(`${twin}: not lang="hi"`);
    for (const [page, html] of [
      [path, english],
      [twin, hindi],
    ] as const) {
      const links = alternates(html);
      if (links['en'] !== path) problems.push(`${page}: hreflang en is ${links['en']}, not ${path}`);
      if (links['hi'] !== twin) problems.push(`${page}: hreflang hi is ${links['hi']}, not ${twin}`);
      if (links['x-default'] !== path) problems.push(`${page}: hreflang x-default is ${links['x-default']}`);
    }
    if (switchTarget(english) !== twin) problems.push(`${path}: the switch goes to ${switchTarget(english)}`);
    if (switchTarget(hindi) !== path) problems.push(`${twin}: the switch goes to ${switchTarget(hindi)}`);
  }
  expect(problems).toEqual([]);
});

test('a Hindi page links on to Hindi pages', () => {
  const problems: string[] = [];
  for (const path of hindiPaths) {
    const html = read(path);
    for (const [tag, href] of html.matchAll(/<a\b[^>]*?href="(\/[^"]*)"[^>]*>/g)) {
      const target = decodeURIComponent(href!.split(/[?#]/)[0]!);
      // Files (pictures, feeds, documents) are the same for both editions; the switch leaves on purpose.
      if (/\.[a-z0-9]+$/i.test(target) || tag.includes('data-lang-switch')) continue;
      if (unlocalizePath(target) === target) problems.push(`${decodeURIComponent(path)}: ${target}`);
    }
  }
  expect(problems).toEqual([]);
});

test('no English is left on a Hindi page', () => {
  const problems = hindiPaths
    .map((path) => ({ path, words: findUntranslated(read(path)) }))
    .filter(({ words }) => words.length > 0)
    .map(({ path, words }) => `${decodeURIComponent(path)}: ${words.join(' ')}`);
  expect(problems).toEqual([]);
});

test('the language switch lands on the same page in the other language, and back', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' }).click();
  await expect(page).toHaveURL(/\/hi\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('Hindi words are never letter-spaced, which would break the line that joins their letters', async ({ page }) => {
  for (const path of ['/hi', '/hi/about', '/hi/Categories', '/hi/contact']) {
    await page.goto(path);
    const spaced = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) =>
          [...element.childNodes].some((node) => node.nodeType === 3 && /[\u0900-\u097f]/.test(node.textContent ?? '')),
        )
        .filter((element) => getComputedStyle(element).letterSpacing !== 'normal')
        .map((element) => element.textContent.trim().slice(0, 40)),
    );
    expect(spaced, path).toEqual([]);
  }
});
