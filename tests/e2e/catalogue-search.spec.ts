import { expect, test, type Page } from '@playwright/test';
import { getSearchCopy } from '../../src/content/forms/search.ts';
import { filterSuggestions } from '../../src/lib/catalogue/search.ts';
import { escapeRegExp, loadSiteData } from '../support/catalogue.ts';

const { tree, searchSuggestions: suggestions } = loadSiteData();

async function openSearch(page: Page) {
  // The search works from the first keystroke: its island wakes when the box is touched.
  await page.goto('/Categories');
  return page.getByRole('combobox', { name: 'Search categories' });
}

test('when the search cannot load, typing in it says so right under the box, and the categories stay listed; without JavaScript it is not shown', async ({
  browser,
  page,
}) => {
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  const box = await openSearch(page);
  await box.fill('emul');
  const unavailable = page.getByRole('status').filter({ hasText: getSearchCopy('en').category.unavailable });
  await expect(unavailable).toBeVisible();
  const field = (await box.boundingBox())!;
  const line = (await unavailable.boundingBox())!;
  expect(
    line.y - (field.y + field.height),
    'the line sits under the box, not a blank line below it',
  ).toBeLessThanOrEqual(16);
  await expect(box).toHaveValue('emul');
  await expect(page.locator('#categories').getByRole('listitem')).not.toHaveCount(0);

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  await plain.goto(page.url());
  await expect(plain.getByRole('combobox', { name: 'Search categories' })).toBeHidden();
  await expect(
    plain
      .getByRole('main')
      .getByText(/search/i)
      .filter({ visible: true }),
    'the page asks for no search it cannot show',
  ).toHaveCount(0);
  await withoutScripts.close();
});

test('suggestions follow the query, in a list at most 150 px high', async ({ page }) => {
  const box = await openSearch(page);
  const list = page.getByRole('listbox', { name: 'Category suggestions' });
  await box.click();
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option')).toHaveCount(suggestions.length);
  const height = await list.evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(150);
  // Nothing around the list may clip or cover it: its lower part is what a pointer there reaches.
  const reachable = await list.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.bottom - 8));
  });
  expect(reachable).toBe(true);

  const word = tree.categories[0]!.name.split(/\s+/)[0]!.slice(0, 4);
  await box.fill(word);
  const expected = filterSuggestions(suggestions, word);
  expect(expected.length).toBeGreaterThan(0);
  await expect(list.getByRole('option')).toHaveCount(expected.length);
  for (const [index, suggestion] of expected.entries()) {
    await expect(list.getByRole('option').nth(index)).toContainText(suggestion.name);
  }

  await box.fill('zzzz no such category');
  await expect(list).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'No category matches' })).toBeVisible();
});

test('the sub-categories hidden from finder and search are never suggested', async ({ page }) => {
  const hidden = tree.subCategories.filter((node) => node.hiddenFromSearch);
  expect(hidden.length).toBeGreaterThan(0);
  const box = await openSearch(page);
  const list = page.getByRole('listbox', { name: 'Category suggestions' });
  for (const node of hidden) {
    await box.fill(node.name);
    await expect(list.getByRole('option', { name: new RegExp(`^${escapeRegExp(node.name)}`) })).toHaveCount(0);
  }
  const shown = tree.subCategories.find((node) => !node.hiddenFromSearch)!;
  await box.fill(shown.name);
  await expect(list.getByRole('option', { name: new RegExp(`^${escapeRegExp(shown.name)}`) })).toHaveCount(1);
});

test('arrow keys pick a suggestion, Enter opens its page, Escape closes the list', async ({ page }) => {
  const box = await openSearch(page);
  const list = page.getByRole('listbox', { name: 'Category suggestions' });
  const query = tree.categories[1]!.name.slice(0, 3);
  const expected = filterSuggestions(suggestions, query);
  await box.fill(query);
  // As a person would, choose once the suggestions are on screen.
  await expect(list).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  if (expected.length > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
  }
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === decodeURIComponent(expected[0]!.path));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0]!.name);
});

test('a click on a suggestion opens its page', async ({ page }) => {
  const target = suggestions.find((suggestion) => suggestion.context !== null) ?? suggestions[0]!;
  const box = await openSearch(page);
  await box.fill(target.name);
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(target.name)}`) }).click();
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === decodeURIComponent(target.path));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
});
