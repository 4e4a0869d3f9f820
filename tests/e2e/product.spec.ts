import { expect, test, type Locator, type Page } from '@playwright/test';
import { readSnapshot } from '../support/site.ts';
import { getProductDetailPath } from '../../src/lib/paths.ts';
import { localizePath } from '../../src/lib/i18n/locale.ts';
import { splitUnbreakable, truncateWords } from '../../src/lib/text.ts';

const products = readSnapshot().products;
const withVideo = products.find(
  (product) => product.videoGuide && product.code && product.description.split(/\s+/).length > 50,
)!;
const withoutVideo = products.find((product) => !product.videoGuide && product.code)!;
const withoutCode = products.find((product) => !product.code)!;

test('a product page shows gallery, name, code, category, a 50-word preview and the pack sizes', async ({ page }) => {
  await page.goto(getProductDetailPath(withVideo.name, withVideo.code));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withVideo.name);
  await expect(page.getByText(`Product code: ${withVideo.code}`)).toBeVisible();
  await expect(page.getByRole('link', { name: withVideo.category.name }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: withVideo.name, exact: true })).toBeVisible();
  // The cut itself (50 words, and the punctuation that gives way to "...") is pinned by tests/unit/text.test.ts.
  const preview = truncateWords(withVideo.description, 50);
  await expect(page.getByText(preview, { exact: true })).toBeVisible();
  await expect(page.getByText('50kG / 200kG')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(withVideo.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test('on a tablet the product is named beside its picture, at the top of the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(getProductDetailPath(withVideo.name, withVideo.code));
  const picture = await page.getByRole('img', { name: withVideo.name, exact: true }).boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading!.x).toBeGreaterThanOrEqual(picture!.x + picture!.width);
  expect(heading!.y).toBeLessThan(picture!.y + picture!.height);
});

test('a chemical name in a product name is not cut at its hyphen at the end of a line', async ({ page }) => {
  const named = products.filter(
    (product) => product.code && splitUnbreakable(product.name).some((part) => part.keepTogether),
  );
  expect(named.length).toBeGreaterThan(0);
  const heading = page.getByRole('heading', { level: 1 });
  /** How many lines the letters of `text` stand on, in the heading as laid out. */
  const linesOf = (text: string) =>
    heading.evaluate((element, word) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(word);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    }, text);
  for (const product of named) {
    await page.goto(getProductDetailPath(product.name, product.code));
    await expect(heading).toHaveText(product.name);
    const words = splitUnbreakable(product.name).filter((part) => part.keepTogether);
    for (const width of [1280, 1100, 1024, 900, 768, 412, 375, 360, 320]) {
      await page.setViewportSize({ width, height: 800 });
      for (const { text } of words) expect(await linesOf(text), `"${text}" at ${width} px`).toBe(1);
    }
  }
});

test('a thumbnail shows its picture large, in the format the browser chose for the first', async ({ page }) => {
  const withPictures = products.find((product) => product.images.length > 1 && product.code)!;
  await page.goto(getProductDetailPath(withPictures.name, withPictures.code));
  const main = page.getByRole('img', { name: withPictures.name, exact: true });
  /** The file an image shows, once it has loaded one. */
  const shownBy = (image: Locator) =>
    image.evaluate((element: HTMLImageElement) => (element.complete ? element.currentSrc : ''));
  const drawn = () => shownBy(main);
  // Files name their picture by content hash, then width and format: /_img/<hash>-<width>.<format>.
  const picture = (url: string) => /\/_img\/([0-9a-f]{16})-\d+\.(\w+)$/.exec(url)?.slice(1) ?? [];
  await expect.poll(drawn).not.toBe('');
  const [firstPicture, format] = picture(await drawn());
  expect(format).toBe('avif');

  const thumbnails = page.getByRole('list', { name: 'Product images' });
  const second = thumbnails.getByRole('button').nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  // Until the new file has loaded, the image shows nothing (''), which is not yet an answer.
  let shownNow = '';
  await expect
    .poll(async () => {
      shownNow = await drawn();
      return shownNow === '' ? firstPicture : picture(shownNow)[0];
    })
    .not.toBe(firstPicture);
  const [secondPicture, secondFormat] = picture(shownNow);
  expect(secondFormat).toBe('avif');
  // The large picture is the one its thumbnail shows (a lazy thumbnail may still be on its way).
  await expect.poll(async () => picture(await shownBy(second.getByRole('img')))[0]).toBe(secondPicture);

  await thumbnails.getByRole('button').first().click();
  await expect.poll(async () => picture(await drawn())[0]).toBe(firstPicture);
});

test('the four tabs switch panels, and the video loads only when asked', async ({ page }) => {
  await page.goto(getProductDetailPath(withVideo.name, withVideo.code));
  const tabs = page.getByRole('tablist', { name: 'Product information' });
  await expect(tabs.getByRole('tab')).toHaveText(['Description', 'General & Features', 'Instructions', 'Video Guides']);
  await expect(tabs.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');

  await tabs.getByRole('tab', { name: 'General & Features' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(withVideo.generalFeatures[0]!);
  await tabs.getByRole('tab', { name: 'Instructions' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(withVideo.instructions[0]!);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Video Guides' })).toHaveAttribute('aria-selected', 'true');

  await expect(page.locator('iframe')).toHaveCount(0);
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ body: '<p>player</p>', contentType: 'text/html' }),
  );
  await page.getByRole('button', { name: /Play video/ }).click();
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
  );
});

test('on a phone every tab is whole on the screen, in both languages', async ({ page }) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const locale of ['en', 'hi'] as const) {
      await page.goto(localizePath(getProductDetailPath(withVideo.name, withVideo.code), locale));
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(4);
      for (const tab of await tabs.all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x, `${locale} at ${width} px: ${await tab.textContent()}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${locale} at ${width} px: ${await tab.textContent()}`).toBeLessThanOrEqual(width);
      }
      // A label cut by its own box would not show either.
      const cut = await tabs.evaluateAll((all) => all.filter((tab) => tab.scrollWidth > tab.clientWidth).length);
      expect(cut).toBe(0);
    }
  }
});

test('a product without a video has no Video Guides tab', async ({ page }) => {
  await page.goto(getProductDetailPath(withoutVideo.name, withoutVideo.code));
  await expect(page.getByRole('tab')).toHaveText(['Description', 'General & Features', 'Instructions']);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every panel stands in full under its name, one under the other, with no row of tabs that would do nothing', async ({
    page,
  }) => {
    await page.goto(getProductDetailPath(withVideo.name, withVideo.code));
    // Hidden tabs would still keep their row's height: the row must take no room at all.
    const rowHeight = await page.locator('[role="tablist"]').evaluate((row) => row.getBoundingClientRect().height);
    expect(rowHeight).toBe(0);
    for (const name of ['Description', 'General & Features', 'Instructions', 'Video Guides']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByText(withVideo.generalFeatures[0]!)).toBeVisible();
    await expect(page.getByText(withVideo.instructions[0]!)).toBeVisible();
  });
});

test('a product without a code has its page at /product-details/{name}', async ({ page }) => {
  const response = await page.goto(getProductDetailPath(withoutCode.name, null));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withoutCode.name);
  await expect(page.getByText(/Product code:/)).toHaveCount(0);
});

test("Let's Talk opens WhatsApp with the product name, Get a Call offers a call back", async ({ page }) => {
  await page.goto(getProductDetailPath(withVideo.name, withVideo.code));
  const talk = page.getByRole('link', { name: "Let's Talk" });
  const href = new URL((await talk.getAttribute('href'))!);
  expect(href.origin).toBe('https://wa.me');
  expect(href.searchParams.get('text')).toContain(withVideo.name);
  await expect(
    page.getByRole('link', { name: 'Get a Call' }).or(page.getByRole('button', { name: 'Get a Call' })),
  ).toBeVisible();
});

/** The product page's related-products carousel, scrolled to and with Swiper started. */
async function startedRelatedCarousel(page: Page): Promise<Locator> {
  await page.goto(getProductDetailPath(withVideo.name, withVideo.code));
  const region = page.getByRole('region', { name: 'Related products carousel' });
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveClass(/swiper-initialized/);
  return region;
}

test('the related-products carousel shows up to 10 products of the same category', async ({ page }) => {
  const region = await startedRelatedCarousel(page);
  const names = await region
    .locator('.swiper-slide:not(.swiper-slide-duplicate) .product-card__name')
    .allTextContents();
  const sameCategory = new Set(products.filter((p) => p.category.name === withVideo.category.name).map((p) => p.name));
  expect(names.length).toBeGreaterThan(0);
  expect(new Set(names).size).toBeLessThanOrEqual(10);
  for (const name of names) expect(sameCategory.has(name)).toBe(true);
  expect(names).not.toContain(withVideo.name);
  const firstVisible = await region.locator('.swiper-slide-active .product-card__name').textContent();
  await page
    .getByRole('region', { name: 'Related products', exact: true })
    .getByRole('button', { name: 'Next slide' })
    .click();
  await expect(region.locator('.swiper-slide-active .product-card__name')).not.toHaveText(firstVisible!);
});

test('the related-products carousel fits its slides again when the screen turns narrower after it has started', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: a slide mid-turn is only partly in view
  const region = await startedRelatedCarousel(page);
  const wholeInView = region.locator('.swiper-slide-fully-visible');
  await expect(wholeInView).toHaveCount(4);
  // SPEC: 3 slides below 900 px, 2 below 500 px.
  for (const [width, count] of [
    [800, 3],
    [420, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect(wholeInView).toHaveCount(count);
    const row = (await region.boundingBox())!;
    const last = (await wholeInView.last().boundingBox())!;
    expect(last.x + last.width, `at ${width} px the last slide in view ends inside the row`).toBeLessThanOrEqual(
      row.x + row.width + 1,
    );
  }
});

test('the related products go on turning by themselves after the window is resized during a turn', async ({ page }) => {
  const region = await startedRelatedCarousel(page);
  const active = () => region.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
  const first = await active();
  // Autoplay turns every 4 s. A turn takes 0.6 s from the moment its slide becomes the active one: resized in
  // it, the row is sized again and the turn cut short.
  await expect.poll(active, { timeout: 8000, intervals: [50] }).not.toBe(first);
  await page.setViewportSize({ width: 1000, height: 800 });
  const second = await active();
  await expect.poll(active, { timeout: 8000 }).not.toBe(second);
});

test('two quick presses on Next move the related products on by two slides', async ({ page }) => {
  // No autoplay (it is off for reduced motion), so only the presses move the row. The second press
  // comes while the first turn is still moving, when a looping slider would drop it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const region = await startedRelatedCarousel(page);
  const slideCount = await region.locator('.swiper-slide').count();
  expect(slideCount, 'the slider loops: more related products than fit').toBeGreaterThan(4);
  const active = region.locator('.swiper-slide-active');
  const from = Number(await active.getAttribute('data-swiper-slide-index'));
  await page
    .getByRole('region', { name: 'Related products', exact: true })
    .getByRole('button', { name: 'Next slide' })
    .dblclick();
  await expect(active).toHaveAttribute('data-swiper-slide-index', String((from + 2) % slideCount));
});
