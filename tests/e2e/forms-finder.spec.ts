import { expect, test, type Page } from '@playwright/test';
import { hiddenFromFinder } from '../../src/content/catalogue/hidden.ts';
import type { CatalogueIndex } from '../../src/islands/products/catalogue-index.ts';
import { messages } from '../../src/lib/validation/forms.ts';
import { hasPage, hydrate, toast } from '../support/forms.ts';

/* The home finder "Tell us what's in your mind": search waits for a category, which reveals the product selector. */

async function openFinder(page: Page) {
  await page.goto('/');
  const finder = page.getByRole('search', { name: 'Find a product' });
  await hydrate(finder);
  await expect(finder.getByLabel('Category')).toBeEnabled();
  return finder;
}

test.describe('on the home page', () => {
  test.skip(!hasPage('index.html'), 'the home page has not landed yet');

  test('search looks disabled until a category is chosen, and trying it warns "Please select a category first." for 3 s', async ({
    page,
  }) => {
    const finder = await openFinder(page);
    const search = finder.getByRole('button', { name: 'Search' });
    await expect(search).toHaveAttribute('aria-disabled', 'true');
    await expect(finder.getByLabel('Product')).toHaveCount(0);

    // A pointer click and the keyboard both explain why nothing happens. The pointer goes to the button
    // first, as a person's would: hover waits until the page has finished its smooth scroll to the focused
    // field (a forced click skips that wait, as Playwright takes aria-disabled for disabled).
    await search.hover();
    await search.click({ force: true });
    // The pointer then leaves: a toast under a resting pointer pauses (as it should), and where the page
    // has scrolled to decides whether the toast comes up under the button.
    await page.mouse.move(0, 0);
    const warning = toast(page, messages.categoryFirst);
    await expect(warning).toBeVisible();
    await expect(warning).toHaveClass(/toast--warning/);
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/$/);
    await expect(warning).toBeHidden({ timeout: 5000 });
    const lasted = Date.now() - shownAt;
    expect(lasted).toBeGreaterThan(2500);
    expect(lasted).toBeLessThan(4300);

    await search.focus();
    await page.keyboard.press('Enter');
    await expect(warning).toBeVisible();
  });

  test('a category reveals its products; search goes to the category page, or to the chosen product', async ({
    page,
  }) => {
    const index = (await (await page.request.get('/catalogue-index.json')).json()) as CatalogueIndex;
    const finder = await openFinder(page);
    const category = finder.getByLabel('Category');
    const labels = await category.locator('option').allTextContents();
    for (const hidden of hiddenFromFinder) expect(labels).not.toContain(hidden);

    const position = index.groups.findIndex((group) => group.items.length > 1);
    const group = index.groups[position]!;
    await category.selectOption(String(position));
    await expect(finder.getByRole('button', { name: 'Search' })).not.toHaveAttribute('aria-disabled');
    const productSelect = finder.getByLabel('Product');
    await expect(productSelect.locator('option')).toHaveCount(group.items.length + 1);

    await finder.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === decodeURI(group.path) || url.pathname === group.path);

    const again = await openFinder(page);
    await again.getByLabel('Category').selectOption(String(position));
    await again.getByLabel('Product').selectOption('1');
    const product = index.products[group.items[1]!]!;
    await again.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === decodeURI(product.path) || url.pathname === product.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Back from a search shows the finder as it was left, also where the browser loads the page again', async ({
    page,
  }) => {
    const index = (await (await page.request.get('/catalogue-index.json')).json()) as CatalogueIndex;
    const position = index.groups.findIndex((group) => group.items.length > 1);
    const product = index.products[index.groups[position]!.items[1]!]!;
    const finder = await openFinder(page);
    await finder.getByLabel('Category').selectOption(String(position));
    await finder.getByLabel('Product').selectOption('1');
    await finder.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === decodeURI(product.path) || url.pathname === product.path);

    await page.goBack();
    // Playwright's Chromium keeps no page in memory for Back, as a phone short of memory keeps none: the
    // home page is loaded again, and the finder has only what the browser and the page put back.
    expect(
      await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
    ).toBe('back_forward');
    const again = page.getByRole('search', { name: 'Find a product' });
    await expect(again.getByLabel('Category')).toHaveValue(String(position));
    await expect(again.getByLabel('Product').locator('option:checked')).toContainText(product.name);
    await expect(again.getByRole('button', { name: 'Search' })).not.toHaveAttribute('aria-disabled');

    // Another product of the same category, without choosing the category again.
    await again.getByLabel('Product').selectOption('0');
    await again.getByRole('button', { name: 'Search' }).click();
    const first = index.products[index.groups[position]!.items[0]!]!;
    await page.waitForURL((url) => url.pathname === decodeURI(first.path) || url.pathname === first.path);
  });
});

test('the catalogue index is small and leaves the hidden sub-categories out', async ({ request }) => {
  const response = await request.get('/catalogue-index.json');
  expect(response.headers()['content-type']).toContain('application/json');
  const index = (await response.json()) as CatalogueIndex;
  expect(index.products.length).toBeGreaterThan(0);
  for (const hidden of hiddenFromFinder) expect(index.groups.map((group) => group.name)).not.toContain(hidden);
  for (const product of index.products) expect(Object.keys(product).sort()).toEqual(['code', 'id', 'name', 'path']);
});
