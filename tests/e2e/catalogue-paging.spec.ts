import { expect, test, type Page } from '@playwright/test';
import { getListingPagePath, getListingPages } from '../../src/lib/catalogue/pagination.ts';
import { getProductListingPath } from '../../src/lib/paths.ts';
import { loadSiteData } from '../support/catalogue.ts';

/*
 * A listing longer than a page (the seed's agro listing: 72 products, 48 a page) is split into pages
 * that link to each other with plain links, each a page of its own for search engines and in Hindi.
 */

const { tree } = loadSiteData();
const paged = tree.all.find((node) => node.children.length > 0 && getListingPages(node).length > 1);
const firstPath = paged ? getProductListingPath(paged.name, paged.value) : '';
const pages = paged ? getListingPages(paged) : [];

const productLinks = (page: Page) =>
  page
    .locator('#product [data-product-grid] a, #product table a, #product ol:not(nav ol) a')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
const canonicalOf = async (page: Page) =>
  decodeURIComponent(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname);

test.beforeEach(() => {
  test.skip(!paged, 'no listing is longer than a page');
});

test('a long listing shows its first page, and Next and Previous walk its pages', async ({ page }) => {
  const [first, second] = [pages[0]!, pages[1]!];
  await page.goto(firstPath);
  const section = page.locator('#product');
  await expect(section.getByText(`Products 1–${first.last} of ${first.total}`)).toBeVisible();
  expect(await productLinks(page)).toEqual([
    ...new Set(first.groups.flatMap((group) => group.products.map((product) => product.cardPath))),
  ]);
  const pager = page.getByRole('navigation', { name: `Pages of ${paged!.name} products` });
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('link', { name: /Previous/ })).toHaveCount(0);

  await pager.getByRole('link', { name: /Next/ }).click();
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === decodeURIComponent(`${firstPath}/page/2`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(paged!.name);
  await expect(page.getByText(`Page 2 of ${pages.length}`, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`page 2 of ${pages.length}`));
  expect(await canonicalOf(page)).toBe(decodeURIComponent(getListingPagePath(firstPath, 2)));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(
    'Page 2',
  );
  await expect(section.getByText(`Products ${second.first}–${second.last} of ${second.total}`)).toBeVisible();
  expect(await productLinks(page)).toEqual([
    ...new Set(second.groups.flatMap((group) => group.products.map((product) => product.cardPath))),
  ]);

  await page
    .getByRole('navigation', { name: `Pages of ${paged!.name} products` })
    .getByRole('link', { name: /Previous/ })
    .click();
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === decodeURIComponent(firstPath));
  await expect(page.locator('#overview')).toBeVisible();
});

test('every page of a long listing answers in both languages, and the Hindi one speaks Hindi', async ({
  page,
  request,
}) => {
  for (const { number } of pages.slice(1)) {
    for (const path of [getListingPagePath(firstPath, number), `/hi${getListingPagePath(firstPath, number)}`]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  }
  await page.goto(`/hi${getListingPagePath(firstPath, 2)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByText(`${pages.length} में से पेज 2`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /पिछला/ })).toHaveAttribute('href', `/hi${firstPath}`);
});

test('a page past the last one is not found', async ({ request }) => {
  const past = getListingPagePath(firstPath, pages.length + 1);
  expect((await request.get(past)).status(), past).toBe(404);
});
