import { expect, test, type Page } from '@playwright/test';
import { fensil360Record, multiBalanceRecord } from '../../src/content/catalogue/static-fensil-multibalance.ts';
import { orthosilicicRecord } from '../../src/content/catalogue/static-orthosilicic.ts';
import { pheromonesPage } from '../../src/content/catalogue/static-pheromones.ts';
import { staticWordsHi } from '../../src/content/catalogue/static-words-hi.ts';
import { findProductMatch } from '../../src/lib/catalogue/matching.ts';
import { getProductDetailPath } from '../../src/lib/paths.ts';
import { loadSiteData } from '../support/catalogue.ts';

/*
 * A WhatsApp chat opened about a product says which product (name and code) and on which page (its
 * canonical address), so the team answering knows what the visitor was looking at.
 */

const { products } = loadSiteData();

/** The pre-filled message of a WhatsApp link of the page's content (the footer's has none). */
async function messageOf(page: Page, name: string): Promise<string> {
  const link = page.getByRole('main').getByRole('link', { name, exact: true });
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.origin).toBe('https://wa.me');
  return href.searchParams.get('text')!;
}

const canonicalOf = async (page: Page) => (await page.locator('link[rel="canonical"]').getAttribute('href'))!;

test("a product page's Let's Talk names the product, its code and the page's address", async ({ page }) => {
  for (const product of [products.find((each) => each.code)!, products.find((each) => !each.code)!]) {
    await page.goto(getProductDetailPath(product.name, product.code));
    const url = await canonicalOf(page);
    expect(url).toMatch(/^https?:\/\/[^/]+\/product-details\//);
    const message = await messageOf(page, "Let's Talk");
    expect(message).toContain(product.name);
    expect(message).toContain(url);
    if (product.code) expect(message).toContain(`(${product.code})`);
    else expect(message).not.toContain('(');
  }
});

test("a fixed product page's Let's Talk and WhatsApp us name the product and the page's address", async ({ page }) => {
  const pages = [
    ['/Orthosilicic_Acid', orthosilicicRecord.header.productName],
    ['/Fensil360', fensil360Record.header.productName],
    ['/MultiBalance4IN1', multiBalanceRecord.header.productName],
    ['/Pheromones', pheromonesPage.header.productName],
  ] as const;
  for (const [path, name] of pages) {
    await page.goto(path);
    const url = await canonicalOf(page);
    const code = findProductMatch({ name, code: null }, products)?.code;
    for (const link of ["Let's Talk", 'WhatsApp us']) {
      const message = await messageOf(page, link);
      expect(message, `${path}, ${link}`).toContain(name);
      expect(message, `${path}, ${link}`).toContain(url);
      if (code) expect(message, `${path}, ${link}`).toContain(`(${code})`);
    }
  }
});

test("a Hindi fixed product page's chat opens in Hindi, with the product, its code and the Hindi page's address", async ({
  page,
}) => {
  const pages = [
    ['/hi/Orthosilicic_Acid', orthosilicicRecord.header.productName],
    ['/hi/Fensil360', fensil360Record.header.productName],
    ['/hi/MultiBalance4IN1', multiBalanceRecord.header.productName],
    ['/hi/Pheromones', pheromonesPage.header.productName],
  ] as const;
  for (const [path, name] of pages) {
    await page.goto(path);
    const url = await canonicalOf(page);
    expect(new URL(url).pathname, path).toBe(path);
    const code = findProductMatch({ name, code: null }, products)?.code;
    const message = await messageOf(page, staticWordsHi.layout.letsTalk);
    expect(message, path).toMatch(/^नमस्ते, /);
    expect(message, path).toContain(name);
    expect(message, path).toContain(url);
    if (code) expect(message, path).toContain(`(${code})`);
  }
});
