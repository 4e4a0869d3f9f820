import { expect, test } from '@playwright/test';
import { founders, heroSlides, stats, strengths } from '../../src/content/company/home.ts';
import { readSnapshot } from '../support/site.ts';

test.describe('home page', () => {
  test('the hero banner loads its first image eagerly and fades between its two slides with the arrows', async ({
    page,
  }) => {
    // Reduced motion switches autoplay off, so only the arrows move the banner here.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Welcome banner' });
    const first = hero.getByRole('img', { name: heroSlides[0].image.alt });
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', String(heroSlides[0].image.width));
    await expect(first).toHaveAttribute('src', /\.webp$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroSlides[0].headline);

    // Swiper runs the fade effect: inactive slides are transparent, the active one opaque.
    const carousel = hero.locator('.swiper');
    await expect(carousel).toHaveClass(/swiper-fade/);
    const active = hero.locator('.swiper-slide-active');
    await expect(active).toContainText(heroSlides[0].headline);

    // One fade (500 ms) must end before the next arrow press counts, as for a visitor.
    const go = async (arrow: 'Next slide' | 'Previous slide', to: 0 | 1) => {
      await hero.getByRole('button', { name: arrow }).click();
      await expect(active).toContainText(heroSlides[to].headline);
      await expect.poll(() => active.evaluate((slide) => getComputedStyle(slide).opacity)).toBe('1');
      await expect(hero.locator('.swiper-slide:not(.swiper-slide-active)')).toHaveCSS('opacity', '0');
    };
    await go('Next slide', 1);
    await go('Next slide', 0);
    await go('Previous slide', 1);
    await go('Previous slide', 0);
  });

  test("the hero banner's slider code is fetched only once the page has loaded, after its pictures", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Welcome banner' }).locator('.swiper-initialized')).toHaveCount(1);
    const timing = await page.evaluate(() => ({
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      swiper: performance.getEntriesByType('resource').find((entry) => entry.name.includes('swiper-runtime'))
        ?.startTime,
    }));
    expect(timing.swiper).toBeGreaterThanOrEqual(timing.loaded);
  });

  test('an arrow pressed before the slider code has come turns the banner when it comes', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // A slow phone: the slider's code takes 3 s to come.
    await page.route('**/_astro/swiper-runtime*.js', async (route) => {
      await new Promise((done) => setTimeout(done, 3000));
      await route.continue();
    });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Welcome banner' });
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(hero.locator('.swiper-initialized')).toHaveCount(0);
    await expect(hero.locator('.swiper-slide-active')).toContainText(heroSlides[1].headline, { timeout: 10_000 });
  });

  test('the hero banner advances by itself', async ({ page }) => {
    await page.goto('/');
    const active = page.getByRole('region', { name: 'Welcome banner' }).locator('.swiper-slide-active');
    await expect(active).toContainText(heroSlides[0].headline);
    await expect(active).toContainText(heroSlides[1].headline, { timeout: 8000 });
  });

  test('strength icons show their title on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Our strengths' });
    await expect(
      section.getByText('Millions of Industries and Families have trusted us with their chemical needs.'),
    ).toBeVisible();
    await expect(section.getByRole('img')).toHaveCount(6);
    const [first, second] = strengths;
    const firstTile = section.getByRole('img', { name: first!.title });
    const firstTitle = section.getByText(first!.title, { exact: true });
    await expect(firstTitle).toBeHidden();
    // Islands above the section may still hydrate and shift it under the pointer: hover again until it holds.
    await expect(async () => {
      await firstTile.hover();
      await expect(firstTitle).toBeVisible({ timeout: 500 });
    }).toPass();
    await page.mouse.move(0, 0);
    await expect(firstTitle).toBeHidden();

    await firstTile.focus();
    await expect(firstTitle).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(section.getByRole('img', { name: second!.title })).toBeFocused();
    await expect(section.getByText(second!.title, { exact: true })).toBeVisible();
    await expect(firstTitle).toBeHidden();

    for (const stat of stats) {
      await expect(section.getByText(stat.count, { exact: true })).toBeVisible();
      await expect(section.getByText(stat.title, { exact: true })).toBeVisible();
    }
  });

  test('founders cycle with wraparound in both directions and fade for 300 ms', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Our founders' });
    const name = (index: number) => carousel.getByRole('heading', { name: founders[index]!.name });
    await expect(name(0)).toBeVisible();
    await expect(name(1)).toBeHidden();
    await expect(name(2)).toBeHidden();

    // Record when the fade flag goes on and off, so a busy machine cannot miss the 300 ms window.
    await carousel.evaluate((region) => {
      const element = region.closest('founders-carousel')!;
      const log: [boolean, number][] = [];
      (window as unknown as { fadeLog: typeof log }).fadeLog = log;
      new MutationObserver(() => log.push([element.hasAttribute('data-fading'), performance.now()])).observe(element, {
        attributes: true,
        attributeFilter: ['data-fading'],
      });
    });
    await carousel.getByRole('button', { name: 'Previous founder' }).click();
    await expect(name(2)).toBeVisible();
    await expect(name(0)).toBeHidden();
    const fadeLog = () => page.evaluate(() => (window as unknown as { fadeLog: [boolean, number][] }).fadeLog);
    await expect.poll(async () => (await fadeLog()).length).toBe(2);
    const [[on, start], [off, end]] = (await fadeLog()) as [[boolean, number], [boolean, number]];
    expect([on, off]).toEqual([true, false]);
    expect(end - start).toBeGreaterThanOrEqual(290);
    expect(end - start).toBeLessThan(1000);

    await carousel.getByRole('button', { name: 'Next founder' }).click();
    await expect(name(0)).toBeVisible();
    await carousel.getByRole('button', { name: 'Next founder' }).click();
    await expect(name(1)).toBeVisible();
    await carousel.getByRole('button', { name: 'Next founder' }).click();
    await expect(name(2)).toBeVisible();
    await carousel.getByRole('button', { name: 'Next founder' }).click();
    await expect(name(0)).toBeVisible();

    await page.getByRole('link', { name: 'Know our story' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("sections appear in the company's order, with the finder heading and Our Products", async ({ page }) => {
    await page.goto('/');
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = [
      'Welcome to',
      "Tell us what's in your mind",
      'Global presence',
      'OUR PRODUCTS',
      'Our strengths',
      'Know us better',
      'Blogs and events',
      'Send us an enquiry',
    ];
    const positions = order.map((text) => headings.findIndex((heading) => heading.includes(text)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await expect(page.getByRole('heading', { name: 'OUR PRODUCTS - What we offer' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^View all/ })).toHaveAttribute('href', '/Categories');
  });

  test('the Our Products carousel shows 4 cards on desktop and 2 without dots on phones', async ({ page }) => {
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Product ranges' });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveClass(/swiper-initialized/);
    const visibleSlides = () =>
      slider.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return [...element.querySelectorAll('.swiper-slide')].filter((slide) => {
          const rect = slide.getBoundingClientRect();
          return rect.left >= box.left - 1 && rect.right <= box.right + 1;
        }).length;
      });
    await expect.poll(visibleSlides).toBe(4);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(visibleSlides).toBe(2);
    await expect(page.locator('.products__carousel .carousel__dots')).toBeHidden();
  });

  test('the Our Products carousel shows the category cards, not sub-categories', async ({ page }) => {
    await page.goto('/');
    const { categories, subCategories } = readSnapshot();
    const grid = page.getByRole('region', { name: 'OUR PRODUCTS - What we offer' }).getByRole('list').first();
    const slider = page.getByRole('region', { name: 'Product ranges' });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveClass(/swiper-initialized/);
    const names = async (where: typeof grid) =>
      [...new Set(await where.getByRole('heading').allTextContents())].map((name) => name.trim()).sort();
    const categoryNames = categories.map((category) => category.name).sort();
    expect(await names(grid)).toEqual(categoryNames);
    // Looping repeats slides; every one of them is a category card.
    expect(await names(slider)).toEqual(categoryNames);
    const onlySubCategories = subCategories.map((ref) => ref.name).filter((name) => !categoryNames.includes(name));
    for (const name of onlySubCategories)
      await expect(slider.getByRole('heading', { name, exact: true })).toHaveCount(0);
  });

  for (const [width, start, padded] of [
    [800, '1', true],
    [1280, '0', false],
  ] as const) {
    test(`the blog and event carousel at ${width} px starts at slide ${start}${padded ? ' with 15% padding' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const slider = page.getByRole('region', { name: 'More articles and events' });
      await slider.scrollIntoViewIfNeeded();
      await expect(slider).toHaveClass(/swiper-initialized/);
      await expect(slider.locator('.swiper-slide-active')).toHaveAttribute('data-swiper-slide-index', start);
      const [padding, containerWidth] = await slider.evaluate((element) => [
        parseFloat(getComputedStyle(element).paddingLeft),
        element.parentElement!.clientWidth,
      ]);
      if (padded) expect(padding).toBeCloseTo(containerWidth * 0.15, 0);
      else expect(padding).toBe(0);
    });
  }

  test('the founders are visibly samples until the company confirms them', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Our founders' });
    const first = carousel.getByRole('group', { name: `1 of ${founders.length}` });
    await expect(first.getByText(/^Sample profile/)).toBeVisible();
    await expect(first.getByRole('img')).toHaveAccessibleName(founders[0]!.imageAlt);
    expect(founders[0]!.imageAlt).toMatch(/^Monogram of /);
  });

  test('the blog section shows the two newest posts big', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Blogs and events' });
    const big = section.locator('.blog-card--big');
    const count = await big.count();
    expect(count).toBeLessThanOrEqual(2);
    if (count > 0) {
      const href = await big.first().getByRole('link').getAttribute('href');
      expect(href).toMatch(/^\/Blog\//);
    }
    await expect(section.getByRole('link', { name: 'Event gallery' })).toHaveAttribute('href', '/Event-Gallery');
  });
});
