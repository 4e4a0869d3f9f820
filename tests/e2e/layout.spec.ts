import { expect, test, type Locator, type Page } from '@playwright/test';
import { findPageTypes } from '../../scripts/dev/bench/lib/pages.ts';
import { distDir } from '../support/site.ts';

test.describe('navigation bar', () => {
  test('desktop: main items and the Categories sub-links open on hover, click and keyboard', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Categories', 'About', 'Contact', 'Career']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const fertilizers = nav.getByRole('link', { name: 'Fertilizers' });
    await expect(fertilizers).toBeHidden();
    await nav.getByRole('link', { name: 'Categories', exact: true }).hover();
    await expect(fertilizers).toBeVisible();
    await page.mouse.move(0, 600);
    await expect(fertilizers).toBeHidden();

    const expand = nav.getByRole('button', { name: 'Show Categories links' });
    await expand.click();
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Agro chemicals and emulsifiers' })).toHaveAttribute('href', '/Agro');
    await page.keyboard.press('Escape');
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(expand).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Agro chemicals and emulsifiers' })).toBeFocused();
  });

  test('mobile: the hamburger opens and closes the menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
    await nav.getByRole('button', { name: 'Show Categories links' }).click();
    await nav.getByRole('link', { name: 'Paint Additives' }).click();
    // The nav's /Categories/{Name} link is an alias that redirects to the category's own page.
    await expect(page).toHaveURL(/\/(?:Categories\/Paint-Additives|category\/Paint_Additives)$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Paint Additives');
  });

  test('desktop: the Categories sub-menu closes when the keyboard moves on past it', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expand = nav.getByRole('button', { name: 'Show Categories links' });
    await expand.focus();
    await page.keyboard.press('Enter');
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    const subLinks = await nav
      .locator(`#${(await expand.getAttribute('aria-controls'))!}`)
      .getByRole('link')
      .count();
    for (let step = 0; step < subLinks; step++) await page.keyboard.press('Tab');
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeFocused();
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
  });

  test('mobile: a tap on the page outside the open menu closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/contact');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const list = page.getByRole('navigation', { name: 'Main' });
    await expect(list.getByRole('link', { name: 'Contact' })).toBeVisible();
    const below = (await list.boundingBox())!;
    expect(below.y + below.height, 'the open menu leaves some of the page below it').toBeLessThan(700);
    await page.mouse.click(20, 720);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(list.getByRole('link', { name: 'Contact' })).toBeHidden();
  });

  for (const path of ['/', '/hi']) {
    test(`${path}: on a 320 px phone the logo, the language switch and a whole menu button fit the bar`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      const menu = (await page.getByRole('button', { name: /^(Menu|मेन्यू)$/ }).boundingBox())!;
      expect(menu.width).toBeGreaterThanOrEqual(44);
      expect(menu.x + menu.width).toBeLessThanOrEqual(320);
      const switchBox = (await page.getByRole('banner').locator('a[hreflang]').boundingBox())!;
      expect(switchBox.x + switchBox.width).toBeLessThanOrEqual(menu.x);
    });
  }
});

test.describe('no page is wider than the window', () => {
  // The widths of phones, tablets and laptops, and 1,000–1,030 px, where the footer's four columns are narrowest.
  // The category page lists its products as numbered cards with a long chemical name beside a button.
  for (const path of ['/', '/hi', '/contact', '/hi/about', '/career', '/category/Conventional_Emulsifier']) {
    test(`${path} from 320 to 1,440 px`, async ({ page }) => {
      for (const width of [320, 360, 412, 768, 1000, 1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        if (width === 320) await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(
          width,
        );
      }
    });
  }
});

test.describe('the header', () => {
  test('the logo scrolls the home page smoothly to the top and links to /', async ({ page }) => {
    await page.goto('/');
    const logo = page.getByRole('banner').getByRole('link', { name: /home$/ });
    await expect(logo).toHaveAttribute('href', '/');
    await page.evaluate(() => {
      window.scrollTo(0, 1500);
    });
    await logo.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the site icon comes with the page: it draws without a request of its own', async ({ page }) => {
  const iconRequests: string[] = [];
  page.on('request', (request) => {
    if (/favicon|icon/i.test(new URL(request.url()).pathname)) iconRequests.push(request.url());
  });
  await page.goto('/about', { waitUntil: 'load' });
  const icon = page.locator('head link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  const drawn = await icon.evaluate(async (link: HTMLLinkElement) => {
    const image = new Image();
    image.src = link.href;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  });
  expect(drawn.width).toBeGreaterThan(0);
  expect(drawn.height).toBe(drawn.width);
  expect(iconRequests).toEqual([]);
});

test.describe('pictures', () => {
  test('a category card shows its picture beside its name on a phone and above it on a desktop', async ({ page }) => {
    for (const [width, placed] of [
      [375, 'beside'],
      [1280, 'above'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/Categories');
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: 'Fertilizers', exact: true }) });
      const picture = await card.locator('img').boundingBox();
      const name = await card.getByRole('heading').boundingBox();
      expect(picture && name, `${width} px`).toBeTruthy();
      if (placed === 'beside') {
        expect(picture!.x + picture!.width, `${width} px`).toBeLessThanOrEqual(name!.x);
        expect(name!.y, `${width} px`).toBeLessThan(picture!.y + picture!.height);
      } else {
        expect(picture!.y + picture!.height, `${width} px`).toBeLessThanOrEqual(name!.y);
      }
    }
  });

  // A <picture> offers AVIF and WebP (src/components/media/ResponsiveImage.astro); only its <img> may take
  // room, or a grid or flex row around it gets an empty item and its layout breaks.
  for (const { type, path } of findPageTypes(distDir)) {
    test(`${type}: the files a picture offers take no room of their own`, async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const boxed = await page.evaluate(
          () =>
            [...document.querySelectorAll('picture')].filter(
              (picture) =>
                [...picture.children].some((child) => child.tagName !== 'IMG' && child.getClientRects().length > 0) ||
                picture.getClientRects().length > 0,
            ).length,
        );
        expect(boxed, `${width} px`).toBe(0);
      }
    });
  }
});

test('an unknown URL shows the error screen with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Not Found')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test.describe('a table wider than the screen', () => {
  /** How far the table's box fades at each side (src/components/catalogue/TableScroll.astro). */
  const fadeOf = (box: Locator) =>
    box.evaluate((element) => {
      const style = getComputedStyle(element);
      const px = (name: string) => Number.parseFloat(style.getPropertyValue(name)) || 0;
      return { start: px('--table-fade-start'), end: px('--table-fade-end'), masked: style.maskImage !== 'none' };
    });
  const doseTable = (page: Page) => page.getByRole('region', { name: /^Table: Dose per 15 L pump/ });

  test('on a small tablet, fades at the side there is more of, and the fade follows the scroll', async ({ page }) => {
    // Narrower than 600 px the table's rows are cards (below); its 48 rem still overflow at 700 px.
    await page.setViewportSize({ width: 700, height: 800 });
    await page.goto('/dose-calculator');
    const table = doseTable(page);
    await table.scrollIntoViewIfNeeded();
    expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await expect.poll(() => fadeOf(table)).toEqual({ start: 0, end: 40, masked: true });

    await table.evaluate((box) => {
      box.scrollLeft = box.scrollWidth;
    });
    await expect.poll(() => fadeOf(table)).toEqual({ start: 40, end: 0, masked: true });

    // Focused from the keyboard, the whole box shows, with its outline.
    await table.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => table.evaluate((box) => box.matches(':focus-visible'))).toBe(true);
    expect((await fadeOf(table)).masked).toBe(false);
  });

  test('where the table fits, nothing fades', async ({ page }) => {
    await page.goto('/dose-calculator');
    const table = doseTable(page);
    expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(false);
    expect(await fadeOf(table)).toMatchObject({ start: 0, end: 0 });
  });
});

test.describe('a table on a phone', () => {
  /** The column name a cell shows before its value (TableScroll's `data-label`), or null if it shows none. */
  const shownLabel = (cell: Locator) =>
    cell.evaluate((element) => {
      const content = getComputedStyle(element, '::before').content;
      return content === 'none' ? null : (/^"((?:[^"\\]|\\.)*)"/.exec(content)?.[1] ?? content);
    });

  for (const path of ['/dose-calculator', '/Orthosilicic_Acid', '/category/Emulsifier_for_EC', '/hi/dose-calculator']) {
    test(`${path}: every value is on screen, beside the name of its column`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      const tables = page.getByRole('table');
      expect(await tables.count()).toBeGreaterThan(0);
      for (const table of await tables.all()) {
        const columns = (await table.getByRole('columnheader').allTextContents()).map((name) => name.trim());
        // A table narrow enough for a phone keeps its heading row; the others name the column in each cell.
        const headingRowShown = ((await table.getByRole('columnheader').first().boundingBox())?.height ?? 0) > 1;
        const cells = await table.getByRole('cell').all();
        expect(cells.length, columns.join(' | ')).toBeGreaterThan(0);
        for (const cell of cells) {
          const box = (await cell.boundingBox())!;
          const text = (await cell.textContent()) ?? '';
          expect(box.x, text).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, text).toBeLessThanOrEqual(375);
          if (headingRowShown) continue;
          const label = await shownLabel(cell);
          // A cell without a name is a row's number, beside the row's name.
          if (label === null) expect(text).toMatch(/^\d+$/);
          else {
            expect(columns).toContain(label);
            // All of the value sits beside its column's name, none of it under the name.
            const valueIndent = await cell.evaluate((element) => {
              const range = document.createRange();
              range.selectNodeContents(element);
              const left = Math.min(...[...range.getClientRects()].map((rect) => rect.left));
              return (left - element.getBoundingClientRect().left) / element.getBoundingClientRect().width;
            });
            expect(valueIndent, text).toBeGreaterThan(0.3);
          }
        }
      }
    });
  }

  test('a farmer reads the dose per pump beside its crop, and a desktop still has the column headings', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/dose-calculator');
    const table = page.getByRole('table', { name: 'Dose per 15 L pump and per acre at 200 L of water per acre' });
    const row = table.getByRole('row').filter({ hasText: 'All crops (general)' });
    const perPump = row.getByRole('cell', { name: '45–90 ml' });
    await perPump.scrollIntoViewIfNeeded();
    await expect(perPump).toBeInViewport({ ratio: 1 });
    expect(await shownLabel(perPump)).toBe('Per 15 L pump');

    await page.setViewportSize({ width: 1280, height: 800 });
    await table.getByRole('columnheader', { name: 'Per 15 L pump' }).scrollIntoViewIfNeeded();
    await expect(table.getByRole('columnheader', { name: 'Per 15 L pump' })).toBeVisible();
    expect(await shownLabel(perPump)).toBeNull();
  });
});
