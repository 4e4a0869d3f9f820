import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CatalogueIndex, IndexProduct } from '../../src/islands/products/catalogue-index.ts';
import { toCodeKey } from '../../src/lib/catalogue/codes.ts';
import { startNginx } from '../../scripts/dev/test-tools/nginx.ts';
import { distDir } from '../support/site.ts';

/**
 * A missing address is answered in its own language: under /hi/ with the Hindi 404 page, elsewhere
 * with the English one, by our server and by nginx with the config the project ships.
 */
const cases = [
  { path: '/hi/no/such/page', lang: 'hi', heading: 'यह पेज नहीं मिला' },
  { path: '/hi/product-details/No_Such_Product/X_1', lang: 'hi', heading: 'यह पेज नहीं मिला' },
  { path: '/no/such/page', lang: 'en', heading: 'Unexpected Application Error!' },
  { path: '/history/hi/page', lang: 'en', heading: 'Unexpected Application Error!' },
] as const;

test('our server answers a missing Hindi address with the Hindi 404 page, any other with the English one', async ({
  page,
}) => {
  for (const { path, lang, heading } of cases) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByText('404', { exact: true }), path).toBeVisible();
  }
  await page.goto('/hi/no/such/page');
  await expect(page.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi');
});

test('nginx with the shipped config answers the same 404 page in each language', async () => {
  const nginx = await startNginx(distDir);
  try {
    for (const { path, lang, heading } of cases) {
      const response = await fetch(`${nginx.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toContain(heading);
    }
  } finally {
    await nginx.stop();
  }
});

const readIndex = async (request: APIRequestContext) =>
  (await (await request.get('/catalogue-index.json')).json()) as CatalogueIndex;

/**
 * A product for an old link to go looking for: one with a page of its own, a code no other product
 * shares (ignoring spaces and punctuation) and a word long enough to be mistyped. The tests read the
 * catalogue they run against, so they hold for any API's.
 */
async function findCodedProduct(request: APIRequestContext): Promise<IndexProduct & { longWord: string }> {
  const { products } = await readIndex(request);
  const codeCounts = new Map<string, number>();
  for (const { code } of products) codeCounts.set(toCodeKey(code), (codeCounts.get(toCodeKey(code)) ?? 0) + 1);
  for (const product of products) {
    const longWord = product.name.split(' ').find((word) => /^\p{L}{6,}$/u.test(word));
    const ownCode = product.code !== '' && codeCounts.get(toCodeKey(product.code)) === 1;
    if (ownCode && longWord && product.path.startsWith('/product-details/')) return { ...product, longWord };
  }
  throw new Error('the test catalogue has no product with a page, a code of its own and a word of six letters');
}

/** The old address of a product renamed since: a name the catalogue no longer has, and the product's code. */
const renamedLink = (product: IndexProduct) =>
  `/product-details/A_Name_Retired_Long_Ago/${encodeURIComponent(product.code.replaceAll(' ', '_'))}`;

const similarPages = (page: Page) => page.getByRole('region', { name: 'Pages with a similar name' });

test('an old link of a renamed product offers the product with its code, and its link opens that page', async ({
  page,
}) => {
  const product = await findCodedProduct(page.request);
  const response = await page.goto(renamedLink(product));
  expect(response?.status()).toBe(404);
  await expect(similarPages(page)).toContainText(
    'You were looking for A Name Retired Long Ago. These of our pages match it best:',
  );
  const first = similarPages(page).getByRole('link').first();
  await expect(first).toContainText(product.name);
  await expect(first).toContainText(product.code);
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(decodeURIComponent(product.path));
});

test('a category written with spaces, or a name mistyped, is offered under its own address, in the page’s language', async ({
  page,
}) => {
  const index = await readIndex(page.request);
  const category = index.groups.find((group) => group.parent === null) ?? index.groups[0]!;
  // The old site's address of it, but with spaces where it wrote underscores, and in lower case.
  await page.goto(`/category/${encodeURIComponent(category.name.toLowerCase())}`);
  await expect(similarPages(page).locator(`a[href="${category.path}"]`)).toBeVisible();

  const product = await findCodedProduct(page.request);
  // One letter of a long word mistyped, as a person copying the name from print would.
  const { longWord } = product;
  const typo = `${longWord.slice(0, 2)}${longWord[2] === 'x' ? 'y' : 'x'}${longWord.slice(3)}`;
  const mistyped = product.name.replace(longWord, typo);
  await page.goto(`/hi/product-details/${encodeURIComponent(mistyped.replaceAll(' ', '_'))}`);
  const hindiList = page.getByRole('region', { name: 'मिलते-जुलते नाम वाले पेज' });
  await expect(hindiList.locator(`a[href="/hi${product.path}"]`)).toContainText(product.name);
});

test('an old link of a retitled post offers the post and the Resource Center; an address that names nothing offers no list', async ({
  page,
}) => {
  await page.goto('/hi/Resourcecenter');
  const posts = page.getByRole('main').getByRole('list').last().getByRole('listitem').getByRole('link');
  const postPaths = await posts.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const post = postPaths.find((path) => path.split('/').at(-1)!.split('_').length >= 3);
  if (!post) throw new Error('the test build has no post with a title of three words');
  // The title as first published: one word longer than it is now.
  await page.goto(`${post}_Revisited`);
  await expect(page.getByText('कोई लेख खोज रहे हैं?')).toBeVisible();
  const hindiList = page.getByRole('region', { name: 'मिलते-जुलते नाम वाले पेज' });
  await expect(hindiList.locator(`a[href="${post}"]`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'जानकारी केंद्र' })).toHaveAttribute(
    'href',
    '/hi/Resourcecenter',
  );

  await page.goto('/no/such/page');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: 'Browse categories' })).toBeVisible();
  await expect(similarPages(page)).toBeHidden();
  await expect(page.getByText('Looking for an article?')).toBeHidden();
});

test('with its script blocked or slow, the 404 page reads whole and offers its ways on', async ({ page }) => {
  const product = await findCodedProduct(page.request);
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  await page.goto(renamedLink(product));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse categories' })).toBeVisible();
  // Nothing half-made: no heading over an empty list.
  await expect(page.getByRole('heading', { name: 'Pages with a similar name' })).toBeHidden();

  await page.unroute('**/_astro/**/*.js');
  await page.route('**/_astro/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto(renamedLink(product));
  await expect(page.getByRole('link', { name: 'Browse categories' })).toBeVisible();
  await expect(similarPages(page).getByRole('link').first()).toContainText(product.name, { timeout: 15_000 });
});
