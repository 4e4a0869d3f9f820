import { expect, test, type Locator, type Page } from '@playwright/test';
import { getProductDetailPath } from '../../src/lib/paths.ts';
import { readSnapshot } from '../support/site.ts';

/*
 * Sliders on the slow path. Swiper's code comes as a file only when a slider nears the screen; on a
 * rural connection it comes seconds later, or not at all. Meanwhile every slide must be reachable
 * (a swipe or the arrows scroll the row), what the visitor did must survive Swiper's start, a file
 * that failed must be fetched again later, and a slider off-screen must not keep turning.
 */

const swiperFile = '**/_astro/swiper-runtime.*.js*';
const eventCarousel = (page: Page) => page.getByRole('region', { name: /^Illustrations:/ }).first();
const carouselOf = (region: Locator) => region.locator('xpath=ancestor::swiper-carousel[1]');
const nextArrow = (region: Locator) => carouselOf(region).getByRole('button', { name: 'Next slide' });

/** Uncaught errors of the page (a failed slider file must be handled, not thrown at the visitor). */
function watchUncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('with the slider file refused, the arrows still bring every event picture into view', async ({ page }) => {
  const uncaught = watchUncaught(page);
  await page.route(swiperFile, (route) => route.abort('internetdisconnected'));
  await page.goto('/Event-Gallery');
  const region = eventCarousel(page);
  await region.scrollIntoViewIfNeeded();
  const slides = region.locator('.swiper-slide');
  const count = await slides.count();
  expect(count, 'the first event has more than one picture').toBeGreaterThan(1);
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
  await expect(slides.last()).not.toBeInViewport();
  for (let press = 1; press < count; press++) {
    await nextArrow(region).click();
    await expect(slides.nth(press)).toBeInViewport({ ratio: 0.9 });
  }
  // The row loops, as the started slider does: after the last picture comes the first.
  await nextArrow(region).click();
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
  await expect(region).not.toHaveClass(/swiper-initialized/);
  expect(uncaught).toEqual([]);
});

test('with the slider file refused, the picture row takes focus and the arrow keys scroll it', async ({ page }) => {
  await page.route(swiperFile, (route) => route.abort('internetdisconnected'));
  await page.goto('/Event-Gallery');
  const region = eventCarousel(page);
  await region.scrollIntoViewIfNeeded();
  const slides = region.locator('.swiper-slide');
  // The pictures have nothing a key can reach, so the row itself is a tab stop while it scrolls.
  await region.locator('.swiper-wrapper').focus();
  await page.keyboard.press('ArrowRight');
  await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
  await expect(slides.first()).not.toBeInViewport({ ratio: 0.5 });
});

/**
 * On the event gallery with the slider file held back, `press` works the arrows towards the third
 * picture; then the file comes, and the started slider must show that picture.
 */
async function expectStartAtThirdPicture(page: Page, press: (next: Locator, third: Locator) => Promise<void>) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(swiperFile, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/Event-Gallery');
  const region = eventCarousel(page);
  await region.scrollIntoViewIfNeeded();
  const third = region.locator('.swiper-slide').nth(2);
  const picture = await third.locator('img').getAttribute('src');
  await press(nextArrow(region), third);
  release();
  await expect(region).toHaveClass(/swiper-initialized/);
  await expect(region.locator('.swiper-slide-active img')).toHaveAttribute('src', picture!);
  await expect(region.locator('.swiper-slide-active')).toBeInViewport({ ratio: 0.9 });
}

test('a slide scrolled to before the slider file arrives is where the slider starts', async ({ page }) => {
  await expectStartAtThirdPicture(page, async (next, third) => {
    await next.click();
    await next.click();
    await expect(third).toBeInViewport({ ratio: 0.9 });
  });
});

test('a slider whose file arrives while an arrow is still scrolling the row starts where that scroll was going', async ({
  page,
}) => {
  // Two quick presses, and the file comes at once: the row is still on its way to the third picture.
  await expectStartAtThirdPicture(page, (next) => next.dblclick());
});

test('a slider whose file failed starts once the connection is back', async ({ page }) => {
  const uncaught = watchUncaught(page);
  let online = false;
  const asked: string[] = [];
  await page.route(swiperFile, (route) => {
    asked.push(route.request().url());
    return online ? route.continue() : route.abort('internetdisconnected');
  });
  await page.goto('/Event-Gallery');
  const region = eventCarousel(page);
  await region.scrollIntoViewIfNeeded();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await expect(region).not.toHaveClass(/swiper-initialized/);

  // The phone drops off the network and comes back: the browser says so, and the file is asked again.
  online = true;
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(region).toHaveClass(/swiper-initialized/);
  await expect(region.locator('.swiper-wrapper'), 'Swiper moves the row: no tab stop of its own').not.toHaveAttribute(
    'tabindex',
  );
  expect(new Set(asked).size, 'asked again under another address').toBe(asked.length);
  expect(uncaught).toEqual([]);
});

test('a slider whose file failed tries again when the visitor scrolls back to it', async ({ page }) => {
  let refuse = true;
  await page.route(swiperFile, (route) => (refuse ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/Event-Gallery');
  const region = eventCarousel(page);
  await region.scrollIntoViewIfNeeded();
  await expect(region).not.toHaveClass(/swiper-initialized/);
  refuse = false;
  await page.locator('footer').last().scrollIntoViewIfNeeded();
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveClass(/swiper-initialized/);
});

test("a slider on the first screen asks for Swiper's file only once the page has painted", async ({ browser }) => {
  // A phone, as Lighthouse's: the first event's slider is near the first screen without a scroll.
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.goto('/Event-Gallery');
  await expect(eventCarousel(page)).toHaveClass(/swiper-initialized/);
  const times = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    file: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/swiper-runtime.'))?.startTime,
  }));
  expect(times.paint, 'the first paint is reported').toBeDefined();
  expect(times.file, "Swiper's file after the first paint").toBeGreaterThanOrEqual(times.paint!);
  await page.close();
});

test('an autoplaying slider stands still while off screen or while keyboard focus is in it', async ({ page }) => {
  await page.goto('/Event-Gallery');
  const region = eventCarousel(page);
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveClass(/swiper-initialized/);
  const shown = () => region.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
  await page.locator('footer').last().scrollIntoViewIfNeeded();
  const whenLeft = await shown();
  // Longer than the slider's 4 s turn: on screen it would have moved on by now.
  await page.waitForTimeout(5000);
  expect(await shown(), 'no turn while off screen').toBe(whenLeft);
  await region.scrollIntoViewIfNeeded();
  await expect.poll(shown, { timeout: 8000 }).not.toBe(whenLeft);

  // Nor does it turn while keyboard focus is in it: the visitor is reading it by keys.
  await carouselOf(region).getByRole('button', { name: 'Previous slide' }).focus();
  await page.keyboard.press('Tab');
  await expect(nextArrow(region)).toBeFocused();
  const whenFocused = await shown();
  await page.waitForTimeout(5000);
  expect(await shown(), 'no turn while keyboard focus is in it').toBe(whenFocused);
});

/** A product of the largest category: its related-products slider has more slides than fit at any width. */
function productWithMostRelated(): string {
  const products = readSnapshot().products.filter((product) => product.code);
  const inCategory = (name: string) => products.filter((product) => product.category.name === name).length;
  const product = products.reduce((most, next) =>
    inCategory(next.category.name) > inCategory(most.category.name) ? next : most,
  );
  return getProductDetailPath(product.name, product.code);
}

/**
 * The width of each named slider's slides and the height of the whole slider with its arrows and dots,
 * with Swiper started or, its file refused, as the page shows them before.
 */
async function sliderSizes(
  page: Page,
  path: string,
  names: string[],
  started: boolean,
): Promise<{ slide: number; slider: number }[]> {
  if (!started) await page.route(swiperFile, (route) => route.abort('internetdisconnected'));
  // Slides are sized by CSS, not by their pictures: no need to wait for those.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const sizes = [];
  for (const name of names) {
    const region = page.getByRole('region', { name, exact: true });
    await region.scrollIntoViewIfNeeded();
    if (started) await expect(region).toHaveClass(/swiper-initialized/);
    else await expect(region).not.toHaveClass(/swiper-initialized/);
    const slide = region.locator(started ? '.swiper-slide-active' : '.swiper-slide').first();
    sizes.push({
      slide: (await slide.boundingBox())!.width,
      slider: (await carouselOf(region).boundingBox())!.height,
    });
  }
  return sizes;
}

// Between the sliders' breakpoints (500, 601, 750, 751, 900, 1025, 1069 px) and on either side.
for (const width of [420, 560, 760, 1000, 1280]) {
  test(`before Swiper starts, each slider shows as many slides as it will, and is as tall, at ${width} px`, async ({
    browser,
  }) => {
    test.slow(); // six page loads
    const sliders = [
      { path: '/', names: ['Product ranges', 'More articles and events'] },
      { path: '/Categories', names: ['Hot products'] },
      { path: productWithMostRelated(), names: ['Related products carousel'] },
    ];
    for (const { path, names } of sliders) {
      const before = await browser.newPage({ viewport: { width, height: 800 } });
      const after = await browser.newPage({ viewport: { width, height: 800 } });
      const preview = await sliderSizes(before, path, names, false);
      const swiper = await sliderSizes(after, path, names, true);
      for (const [i, name] of names.entries()) {
        const { slide, slider } = preview[i]!;
        const started = swiper[i]!;
        expect(
          Math.abs(slide - started.slide),
          `${name}: slides ${slide} px wide before, ${started.slide} px after`,
        ).toBeLessThan(1);
        // Its arrows and dots are there from the start where Swiper will show them: nothing below moves when it starts.
        expect(
          Math.abs(slider - started.slider),
          `${name}: ${slider} px tall before, ${started.slider} px after`,
        ).toBeLessThan(1);
      }
      await before.close();
      await after.close();
    }
  });
}
