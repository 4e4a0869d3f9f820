import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import {
  emulsifierScreeningColumns,
  emulsifierScreeningRows,
} from '../../src/content/catalogue/emulsifier-screening.ts';
import { getWhyUsVariant, whyUsContent } from '../../src/content/catalogue/why-us.ts';
import { getFullListingPath } from '../../src/lib/catalogue/listing.ts';
import { getPageContent } from '../../src/lib/catalogue/page-content.ts';
import { getListingPagePath, getListingPages } from '../../src/lib/catalogue/pagination.ts';
import { resolveKebabAlias } from '../../src/lib/catalogue/aliases.ts';
import {
  fixedProductPages,
  getCategoryPath,
  getLinkedCategoryPath,
  getProductDetailPath,
  getProductListingPath,
} from '../../src/lib/paths.ts';
import { getYouTubeId } from '../../src/lib/video.ts';
import { getProductCopy } from '../../src/content/product/copy.ts';
import { localizePath, locales, type Locale } from '../../src/lib/i18n/locale.ts';
import { escapeRegExp, loadSiteData, type TestNode } from '../support/catalogue.ts';
import { readJsonLd } from '../support/json-ld.ts';
import { fileForPath } from '../support/security.ts';

const { products, tree } = loadSiteData();
/** Pages that show the category page itself (a node with sub-categories shows the listing). */
const pages = tree.all.filter((node) => node.children.length === 0);
const withProducts = pages.filter((node) => node.products.length > 0);
const samePath = (url: URL, path: string) => decodeURIComponent(url.pathname) === decodeURIComponent(path);
/** The products a category page shows at its own address: the first page of them. */
const firstPage = (node: TestNode) => getListingPages(node)[0]!.groups.flatMap((group) => group.products);
const listsHotAndOrdinary = (node: TestNode) =>
  firstPage(node).some((p) => p.hot) && firstPage(node).some((p) => !p.hot);
/** The first category page whose product section takes this tableForm (and, if asked, lists hot and ordinary products). */
const pageWithForm = (form: number, { hotAndOrdinary = false } = {}) =>
  withProducts.find(
    (node) => getPageContent(node).tableForm === form && (!hotAndOrdinary || listsHotAndOrdinary(node)),
  );

test.describe('category page', () => {
  const node = withProducts.find((each) => getPageContent(each).videoLinks.length > 0) ?? withProducts[0]!;

  test('hero: title, background and leaf images, the jump buttons and Jump to Product', async ({ page }) => {
    await page.goto(node.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(node.name);
    const hero = page.locator('main > header').first();
    // Both pictures are resized at build time (/_img/…): the background is the page's LCP image.
    await expect(hero.locator('img')).toHaveCount(2);
    await expect(hero.locator('img.hero__bg[fetchpriority="high"][srcset]')).toHaveCount(1);
    await expect(hero.locator('img.hero__leaf[srcset]')).toHaveCount(1);
    for (const image of await hero.locator('img').all()) {
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
        .toBe(true);
    }
    const jumps = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    // "How to" jumps to the video block, which a page without videos leaves out.
    const hasVideos = getPageContent(node).videoLinks.length > 0;
    await expect(jumps).toHaveText(['Overview', 'Why us', 'Product', ...(hasVideos ? ['How to'] : [])]);

    for (const [label, id] of [
      ...(hasVideos ? [['How to', 'how-to'] as const] : []),
      ['Why us', 'why-us'],
      ['Overview', 'overview'],
    ] as const) {
      await jumps.filter({ hasText: label }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await page.getByRole('link', { name: 'Jump to Product' }).click();
    await expect(page).toHaveURL(/#product$/);
    await expect(page.locator('#product')).toBeInViewport();
  });

  test('title, description and breadcrumbs for search engines', async ({ page }) => {
    const content = getPageContent(node);
    await page.goto(node.path);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(content.seoTitle)));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.seoDescription);
    const [crumbs] = await readJsonLd(page, 'BreadcrumbList');
    expect(crumbs!.itemListElement.at(-1)!.name).toBe(node.name);
    expect(crumbs!.itemListElement[0]!.name).toBe('Home');
  });
});

test.describe('why us shows the content of its categoryWiseTable', () => {
  const variants = [0, ...Object.keys(whyUsContent).map(Number)];
  for (const number of variants) {
    const node = pages.find((each) => (each.record?.categoryWiseTable ?? 0) === number);
    test(`variant ${number}`, async ({ page }) => {
      test.skip(!node, `no category page uses variant ${number}`);
      await page.goto(node!.path);
      const section = page.locator('#why-us');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(`Why buy ${node!.name} from us`);
      const variant = getWhyUsVariant(number);
      const others = Object.values(whyUsContent).filter((each) => each.key !== number);
      if (!variant) {
        for (const benefit of getPageContent(node!).benefits)
          await expect(section.getByRole('heading', { name: benefit.title, exact: true })).toBeVisible();
      } else {
        await expect(section.getByRole('heading', { name: variant.heading, exact: true })).toBeVisible();
        await expect(section.getByText(variant.intro[0]!)).toBeVisible();
        for (const block of variant.blocks)
          await expect(section.getByRole('heading', { name: block.title, exact: true }).first()).toBeVisible();
      }
      for (const other of others)
        await expect(section.getByRole('heading', { name: other.heading, exact: true })).toHaveCount(0);
    });
  }

  test('variant 1 adds the emulsifier screening method and table', async ({ page }) => {
    const node = pages.find((each) => each.record?.categoryWiseTable === 1);
    test.skip(!node, 'no category page uses variant 1');
    await page.goto(node!.path);
    const table = page.getByRole('table', { name: 'Emulsifier screening results by toxicant' });
    await expect(table.getByRole('columnheader')).toHaveText([...emulsifierScreeningColumns]);
    await expect(table.locator('tbody tr')).toHaveCount(emulsifierScreeningRows.length);
    await expect(table.locator('tbody tr').first()).toContainText(emulsifierScreeningRows[0]!.toxicant);
    const ratios = page.getByRole('table', { name: /A\/B ratio and volumes/ });
    await expect(ratios.locator('tbody tr')).toHaveCount(11);
    await expect(ratios.locator('tbody tr').first()).toContainText('0 / 100');
    await expect(ratios.locator('tbody tr').last()).toContainText('100 / 0');
  });
});

test.describe('the product section follows tableForm', () => {
  test('0: a card grid whose cards lead to each product', async ({ page }) => {
    const node = pageWithForm(0)!;
    await page.goto(node.path);
    const grid = page.locator('#product [data-product-grid]');
    await expect(grid.getByRole('link')).toHaveCount(firstPage(node).length);
    for (const product of firstPage(node)) {
      await expect(grid.getByRole('link', { name: new RegExp(escapeRegExp(product.name)) }).first()).toHaveAttribute(
        'href',
        product.cardPath,
      );
    }
  });

  test('1: a FORMULATION / RECOMMENDED ADJUVANT / DOSAGE table', async ({ page }) => {
    const node = pageWithForm(1);
    test.skip(!node, 'no page uses tableForm 1');
    await page.goto(node!.path);
    const table = page.locator('#product').getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['FORMULATION', 'RECOMMENDED ADJUVANT', 'DOSAGE']);
    await expect(table.locator('tbody tr')).toHaveCount(firstPage(node!).length);
    const product = firstPage(node!).find((each) => each.dosage) ?? firstPage(node!)[0]!;
    const row = table.locator('tbody tr').filter({ hasText: product.name });
    if (product.dosage) await expect(row.getByRole('cell').last()).toHaveText(product.dosage);
    if (product.recommendedAdjuvant)
      await expect(row.getByRole('cell').first()).toHaveText(product.recommendedAdjuvant);
  });

  test('5: detailed cards with general features, dosage and Contact us', async ({ page }) => {
    const node = pageWithForm(5);
    test.skip(!node, 'no page uses tableForm 5');
    await page.goto(node!.path);
    const section = page.locator('#product');
    for (const product of firstPage(node!)) {
      const card = section
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
      await expect(card.getByRole('heading', { name: 'General features' })).toBeVisible();
      await expect(card.getByRole('heading', { name: 'Dosage' })).toBeVisible();
      if (product.generalFeatures[0]) await expect(card.getByText(product.generalFeatures[0])).toBeVisible();
      const contact = card.getByRole('link', { name: /^Contact us/ });
      await expect(contact).toHaveAttribute('data-contact-us-trigger', '');
      await expect(contact).toHaveAttribute('data-product-id', product.id);
    }
    await expect(page.locator('#product').getByRole('link', { name: /^Contact us/ })).toHaveCount(
      firstPage(node!).length,
    );
  });

  test('13: a numbered list of names with Contact us', async ({ page }) => {
    const node = pageWithForm(13);
    test.skip(!node, 'no page uses tableForm 13');
    await page.goto(node!.path);
    const items = page.locator('#product ol:not(nav ol) > li');
    await expect(items).toHaveCount(firstPage(node!).length);
    for (const [index, product] of firstPage(node!).entries()) {
      await expect(items.nth(index).getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
        'href',
        product.cardPath,
      );
      await expect(items.nth(index).getByRole('link', { name: /^Contact us/ })).toHaveAttribute(
        'data-contact-us-trigger',
        '',
      );
    }
  });

  test('a hot product has a thick black border, others do not', async ({ page }) => {
    const node = pageWithForm(0, { hotAndOrdinary: true });
    test.skip(!node, 'no card grid with hot and ordinary products');
    await page.goto(node!.path);
    const grid = page.locator('#product [data-product-grid]');
    const border = (name: string) =>
      grid
        .getByRole('link', { name: new RegExp(escapeRegExp(name)) })
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.borderTopWidth} ${style.borderTopColor}`;
        });
    expect(await border(firstPage(node!).find((p) => p.hot)!.name)).toBe('4px rgb(0, 0, 0)');
    expect(await border(firstPage(node!).find((p) => !p.hot)!.name)).not.toContain('4px');
  });

  test('the mobile list replaces the card grid only from 101 to 768 px', async ({ page }) => {
    const node = pageWithForm(0)!;
    await page.goto(node.path);
    const grid = page.locator('#product [data-product-grid]');
    const list = page.locator('#product [data-mobile-list]');
    await expect(grid).toBeVisible();
    await expect(list).toBeHidden();
    for (const width of [375, 768, 101]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(grid).toBeHidden();
      await expect(list).toBeVisible();
      await expect(list.getByRole('link')).toHaveCount(firstPage(node).length);
    }
    for (const width of [769, 100]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(grid).toBeVisible();
      await expect(list).toBeHidden();
    }
  });
});

test.describe('a hot product is named in words wherever it is listed, not by its border alone', () => {
  /**
   * Every visible product entry of the list says it is hot exactly when its product is: the entries are
   * the list items and table rows that link to a product, matched to the catalogue by their link.
   */
  async function expectHotEntriesLabelled(list: Locator, locale: Locale) {
    const word = getProductCopy(locale).hot;
    const seen = { hot: 0, ordinary: 0 };
    const entries = list.locator('li, tr').filter({ visible: true, has: list.page().getByRole('link') });
    for (const entry of await entries.all()) {
      const href = decodeURIComponent((await entry.getByRole('link').first().getAttribute('href'))!);
      const listed = products.filter((product) => decodeURIComponent(localizePath(product.cardPath, locale)) === href);
      // Two records may share an address; only an entry whose records agree says which it should be.
      if (listed.length === 0 || listed.some((product) => product.hot !== listed[0]!.hot)) continue;
      const hot = listed[0]!.hot;
      seen[hot ? 'hot' : 'ordinary'] += 1;
      const label = entry.getByText(word, { exact: true });
      await expect(label, `${href} is ${hot ? '' : 'not '}hot`).toHaveCount(hot ? 1 : 0);
      if (hot) await expect(label).toBeVisible();
    }
    expect(seen.hot, 'hot entries checked').toBeGreaterThan(0);
    expect(seen.ordinary, 'ordinary entries checked').toBeGreaterThan(0);
  }

  for (const [form, name] of [
    [0, 'the card grid'],
    [1, 'the table'],
    [5, 'the detailed cards'],
    [13, 'the numbered list'],
  ] as const) {
    test(`${form}: ${name}`, async ({ page }) => {
      const node = pageWithForm(form, { hotAndOrdinary: true });
      test.skip(!node, `no page with tableForm ${form} lists hot and ordinary products`);
      await page.goto(node!.path);
      await expectHotEntriesLabelled(page.locator('#product'), 'en');
    });
  }

  test('the mobile list of a card grid, in both languages', async ({ page }) => {
    const node = pageWithForm(0, { hotAndOrdinary: true });
    test.skip(!node, 'no card grid lists hot and ordinary products');
    await page.setViewportSize({ width: 375, height: 800 });
    for (const locale of locales) {
      await page.goto(localizePath(node!.path, locale));
      await expect(page.locator('#product [data-mobile-list]')).toBeVisible();
      await expectHotEntriesLabelled(page.locator('#product'), locale);
    }
  });

  test('/products, in both languages', async ({ page }) => {
    test.skip(!products.some((p) => p.hot), 'no hot product');
    // Every product of the catalogue, twice, a few browser round trips each: over 30 s on a busy machine.
    test.slow();
    for (const locale of locales) {
      await page.goto(localizePath('/products', locale));
      await expectHotEntriesLabelled(page.locator('main section'), locale);
    }
  });
});

test.describe('product cards', () => {
  const listedOn = (name: string): TestNode | undefined =>
    withProducts.find((node) => firstPage(node).some((product) => product.name === name));

  for (const [name, target] of Object.entries(fixedProductPages)) {
    test(`${name} leads to ${target}`, async ({ page }) => {
      const node = listedOn(name);
      test.skip(!node, `${name} is not in the catalogue`);
      await page.goto(node!.path);
      const card = page
        .locator('#product')
        .getByRole('link', { name: new RegExp(escapeRegExp(name)) })
        .first();
      await expect(card).toHaveAttribute('href', target);
      await card.click();
      await page.waitForURL((url) => url.pathname === target);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('any other product leads to its detail page, with or without a code', async ({ page }) => {
    for (const withCode of [true, false]) {
      const node = withProducts.find((each) =>
        firstPage(each).some(
          (p) => !fixedProductPages[p.name] && Boolean(p.code) === withCode && p.pathCode === p.code,
        ),
      );
      if (!node) continue;
      const product = firstPage(node).find(
        (p) => !fixedProductPages[p.name] && Boolean(p.code) === withCode && p.pathCode === p.code,
      )!;
      await page.goto(node.path);
      const card = page
        .locator('#product')
        .getByRole('link', { name: new RegExp(escapeRegExp(product.name)) })
        .first();
      const href = getProductDetailPath(product.name, product.code);
      await expect(card).toHaveAttribute('href', href);
      await card.click();
      await page.waitForURL((url) => samePath(url, href));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    }
  });
});

test.describe('how to use', () => {
  test('a page without videos has no How to button and no video block; its steps are in the overview', async ({
    page,
  }) => {
    const node = pages.find((each) => getPageContent(each).videoLinks.length === 0);
    test.skip(!node, 'every page has videos');
    await page.goto(node!.path);
    await expect(
      page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'How to' }),
    ).toHaveCount(0);
    await expect(page.locator('#how-to')).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^How-to videos/ })).toHaveCount(0);
    const overview = page.locator('#overview');
    await expect(overview.getByRole('heading', { name: `How to use ${node!.name}` })).toBeVisible();
    await expect(overview.getByRole('listitem')).toHaveText(getPageContent(node!).howToUse);
  });

  test('every category page shows a video block exactly when it has videos, and only YouTube videos', () => {
    for (const node of pages) {
      const html = readFileSync(fileForPath(node.path), 'utf8');
      const links = getPageContent(node).videoLinks;
      expect(html.includes('id="how-to"'), node.path).toBe(links.length > 0);
      expect(
        links.filter((link) => !getYouTubeId(link)),
        node.path,
      ).toEqual([]);
      expect(html, node.path).not.toContain('Invalid YouTube Link');
    }
  });
});

test.describe('aliases', () => {
  const canonicalOf = async (page: import('@playwright/test').Page) =>
    decodeURIComponent(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname);

  test('/Agro shows the agro category and points search engines at its page', async ({ page }) => {
    const agro = tree.categories.find((node) => node.record && 'link' in node.record && node.record.link === '/Agro');
    test.skip(!agro, 'no agro category');
    await page.goto('/Agro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(agro!.name);
    expect(await canonicalOf(page)).toBe(decodeURIComponent(agro!.path));
  });

  test("the navigation's /Categories/{Name} links open their category", async ({ page }) => {
    await page.goto('/Categories');
    const menu = page.getByRole('navigation', { name: 'Main' });
    const hrefs = await menu
      .locator('a[href^="/Categories/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs).toHaveLength(5);
    for (const href of hrefs) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      const node = resolveKebabAlias(decodeURIComponent(href.slice('/Categories/'.length)), tree);
      if (node) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(node.name);
        expect(await canonicalOf(page)).toBe(decodeURIComponent(node.path));
      }
    }
  });

  test('{link}/{name}/0 and /category/{name}/{value} point at the category page', async ({ page }) => {
    const node = tree.categories.find(
      (each) => each.children.length === 0 && each.record && 'link' in each.record && each.record.link !== '/Agro',
    )!;
    const link = (node.record as { link: string }).link;
    for (const path of [getLinkedCategoryPath(link, node.name), getCategoryPath(node.name, 0)]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(node.name);
      expect(await canonicalOf(page)).toBe(decodeURIComponent(node.path));
    }
  });

  test('a sub-category named like a category has its own page at /category/{name}/1', async ({ page }) => {
    const sub = tree.subCategories.find((node) =>
      tree.categories.some((category) => category.name.toLowerCase() === node.name.toLowerCase()),
    );
    test.skip(!sub, 'no sub-category shares a name with a category');
    await page.goto(getCategoryPath(sub!.name, 1));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sub!.name);
    expect(await canonicalOf(page)).toBe(decodeURIComponent(getCategoryPath(sub!.name, 1)));
    for (const product of sub!.products)
      await expect(page.locator('#product').getByText(product.name, { exact: true }).first()).toBeAttached();
  });
});

test('every category and sub-category page answers, and so does its listing, each page of them in both languages', async ({
  request,
}) => {
  for (const node of tree.all) {
    const listing = getFullListingPath(node);
    const later = getListingPages(node)
      .slice(1)
      .flatMap((page) => [getListingPagePath(listing, page.number), `/hi${getListingPagePath(listing, page.number)}`]);
    for (const path of [
      node.path,
      getCategoryPath(node.name, node.value),
      getProductListingPath(node.name, node.value),
      ...later,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
    }
  }
  expect(products.length).toBeGreaterThan(0);
});
