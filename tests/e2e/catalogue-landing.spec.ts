import { expect, test } from '@playwright/test';
import { getDescendants } from '../../src/lib/catalogue/tree.ts';
import { getViewAllPath } from '../../src/lib/catalogue/links.ts';
import { getFullListingPath } from '../../src/lib/catalogue/listing.ts';
import { getListingPagePath, getListingPages } from '../../src/lib/catalogue/pagination.ts';
import { getPageContent } from '../../src/lib/catalogue/page-content.ts';
import { getProductListingPath } from '../../src/lib/paths.ts';
import { escapeRegExp, loadSiteData } from '../support/catalogue.ts';

const { products, tree } = loadSiteData();
const landings = tree.all.filter((node) => node.children.length > 0);
const agro =
  tree.categories.find((node) => node.record && 'link' in node.record && node.record.link === '/Agro') ?? landings[0];

test('the agro landing: hero, Jump to Sub Category, overview and a card per sub-category', async ({ page }) => {
  test.skip(!agro || agro.children.length === 0, 'no category with sub-categories');
  await page.goto(agro!.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(agro!.name);
  await expect(page.locator('#overview')).toBeVisible();
  await page.getByRole('link', { name: 'Jump to Sub Category' }).click();
  await expect(page).toHaveURL(/#sub-categories$/);
  await expect(page.locator('#sub-categories')).toBeInViewport();
  const cards = page.locator('#sub-categories article');
  await expect(cards).toHaveCount(agro!.children.length);
  for (const [index, child] of agro!.children.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { name: child.name, exact: true })).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(0); // decorative: alt=""
    await expect(card.locator('img')).toHaveCount(1);
    await expect(card.getByRole('link', { name: `View All: ${child.name}` })).toHaveAttribute(
      'href',
      getViewAllPath(child, getPageContent(child).link),
    );
  }
});

test('View All follows the card link, and without one goes to /products/{name}/1', async ({ page }) => {
  const children = landings.flatMap((node) => node.children);
  const linked = children.filter((child) => getPageContent(child).link);
  const unlinked = children.filter((child) => !getPageContent(child).link);
  expect(unlinked.length).toBeGreaterThan(0);
  for (const child of unlinked) expect(getViewAllPath(child, null)).toBe(getProductListingPath(child.name, 1));

  for (const child of [...linked, unlinked[0]!]) {
    const expected = getViewAllPath(child, getPageContent(child).link);
    await page.goto(child.parent!.path);
    const viewAll = page.getByRole('link', { name: `View All: ${child.name}` });
    await expect(viewAll).toHaveAttribute('href', expected);
    await viewAll.click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === decodeURIComponent(expected));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('a listing /products/{name}/1 shows the products of the sub-category and those nested in it, over its pages', async ({
  page,
}) => {
  const node = landings.find((each) => each.kind === 'subCategory') ?? landings[0]!;
  const path = getProductListingPath(node.name, node.value);
  const hrefs: Array<string | null> = [];
  const headings = new Set<string>();
  for (const { number } of getListingPages(node)) {
    await page.goto(getListingPagePath(path, number));
    hrefs.push(
      ...(await page
        .locator('#product [data-product-grid] a, #product table a, #product ol:not(nav ol) a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))),
    );
    for (const heading of await page.locator('#product h3').allTextContents()) headings.add(heading.trim());
  }
  const expected = new Set(getDescendants(node).flatMap((each) => each.products.map((product) => product.cardPath)));
  expect(new Set(hrefs)).toEqual(expected);
  for (const child of node.children.filter((each) => each.products.length)) expect(headings).toContain(child.name);
});

test('every product of the catalogue is on /products or behind its group’s See all link, and leads to its page', async ({
  page,
  request,
}) => {
  await page.goto('/products');
  const hrefs = new Set(
    await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  );
  // A long group shows its first names and links its full listing, whose pages list the rest.
  for (const seeAll of await page.getByRole('link', { name: /^See all \d+/ }).all()) {
    const listing = decodeURIComponent((await seeAll.getAttribute('href'))!);
    const node = tree.all.find((each) => decodeURIComponent(getFullListingPath(each)) === listing);
    expect(node, listing).toBeDefined();
    for (const each of getListingPages(node!))
      for (const group of each.groups) for (const product of group.products) hrefs.add(product.cardPath);
  }
  const missing = products.filter((product) => !hrefs.has(product.cardPath)).map((product) => product.name);
  expect(missing).toEqual([]);
  for (const href of new Set(products.map((product) => product.cardPath))) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  for (const node of tree.categories) {
    await expect(page.getByRole('heading', { level: 2, name: node.name, exact: true })).toHaveCount(
      node.products.length ? 1 : 0,
    );
  }
});

test('a landing lists the products no sub-category card leads to', async ({ page }) => {
  const node = landings.find((each) => {
    const below = new Set(
      each.children.flatMap((child) => [child, ...child.children]).flatMap((child) => child.products),
    );
    return each.products.some((product) => !below.has(product));
  });
  test.skip(!node, 'every product of a landing sits in a sub-category');
  await page.goto(node!.path);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^More ${escapeRegExp(node!.name)} products$`) }),
  ).toBeVisible();
});

test('no catalogue page scrolls sideways on a 375 px phone', async ({ page }) => {
  const forms = [0, 1, 5, 13].flatMap(
    (form) =>
      tree.all.find(
        (node) => !node.children.length && node.products.length && getPageContent(node).tableForm === form,
      ) ?? [],
  );
  const paths = [
    '/Categories',
    '/products',
    ...landings.map((node) => node.path),
    // A later page of a long listing, with its pager.
    ...landings
      .filter((node) => getListingPages(node).length > 1)
      .map((node) => getListingPagePath(getProductListingPath(node.name, node.value), 2)),
    ...forms.map((node) => node.path),
    '/Orthosilicic_Acid',
    '/Pheromones',
    '/Fensil360',
    '/MultiBalance4IN1',
    '/SliconSprSpreder',
    '/details',
  ];
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of paths) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
});
