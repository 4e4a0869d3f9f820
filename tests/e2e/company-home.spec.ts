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

    // The slide showing is the only one a visitor (or a screen reader) can reach; the other is transparent.
    const showing = hero.getByRole('group');
    await expect(showing).toHaveCount(1);
    await expect(showing).toHaveAccessibleName('1 of 2');
    await expect(showing).toContainText(heroSlides[0].headline);

    // One fade (500 ms) must end before the next arrow press counts, as for a visitor.
    const go = async (arrow: 'Next slide' | 'Previous slide', to: 0 | 1) => {
      await hero.getByRole('button', { name: arrow }).click();
      await expect(showing).toContainText(heroSlides[to].headline);
      await expect(showing).toHaveAccessibleName(`${to + 1} of 2`);
      await expect(showing).toHaveCSS('opacity', '1');
      await expect(hero.locator('[data-slide]:not([data-active])')).toHaveCSS('opacity', '0');
    };
    await expect(showing).toHaveCSS('transition-duration', '0.5s, 0.5s');
    await go('Next slide', 1);
    await go('Next slide', 0);
    await go('Previous slide', 1);
    await go('Previous slide', 0);
  });

  test('the banner needs no slider code: the home page fetches Swiper only when a slider below comes near', async ({
    page,
  }) => {
    const swiper: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('swiper-runtime')) swiper.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const hero = page.getByRole('region', { name: 'Welcome banner' });
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(hero.getByRole('group')).toContainText(heroSlides[1].headline);
    expect(swiper).toEqual([]);

    await page.getByRole('region', { name: 'Product ranges' }).scrollIntoViewIfNeeded();
    await expect.poll(() => swiper.length).toBe(1);
  });

  test('on a slow phone the banner turns with its arrows before any script file has come', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Every script file of the site takes 10 s to come; the banner's few lines are in the page itself.
    // Long enough that a machine busy with another browser still draws the page and its arrows well before.
    let scriptsCame = false;
    await page.route('**/_astro/**/*.js', async (route) => {
      await new Promise((done) => setTimeout(done, 10_000));
      scriptsCame = true;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/', { waitUntil: 'commit' });
    const hero = page.getByRole('region', { name: 'Welcome banner' });
    await hero.getByRole('button', { name: 'Next slide' }).click({ timeout: 6000 });
    // Whether the slide turned before any script file came, not how fast a busy machine drew it.
    await expect(hero.getByRole('group')).toContainText(heroSlides[1].headline, { timeout: 4000 });
    expect(scriptsCame, 'the banner turned only once the script files had come').toBe(false);
  });

  test('the hero banner advances by itself, and stands still while off-screen or while focus is in it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Welcome banner' });
    const showing = hero.getByRole('group');
    // While it turns by itself a screen reader is not interrupted (aria-live off); while it stands
    // still, the changes a visitor makes are announced (polite). The browser tells the banner whether it
    // is on screen in its own time, so each step waits for the banner to have heard it.
    const liveRegion = hero.locator('[aria-live]');
    const turning = () => expect(liveRegion).toHaveAttribute('aria-live', 'off');
    const standing = () => expect(liveRegion).toHaveAttribute('aria-live', 'polite');
    await expect(showing).toContainText(heroSlides[0].headline);
    await turning();
    await page.clock.runFor(5100);
    await expect(showing).toContainText(heroSlides[1].headline);

    // Scrolled away, it waits for the visitor to come back.
    await page.getByRole('region', { name: 'Our founders' }).scrollIntoViewIfNeeded();
    await standing();
    await page.clock.runFor(12_000);
    await page.mouse.wheel(0, -100_000);
    await turning();
    await expect(showing).toContainText(heroSlides[1].headline);
    await page.clock.runFor(5100);
    await expect(showing).toContainText(heroSlides[0].headline);

    // A visitor tabbing into the banner is not moved on while reading it.
    await showing.getByRole('link').focus();
    await standing();
    await page.clock.runFor(12_000);
    await expect(showing).toContainText(heroSlides[0].headline);
    await showing.getByRole('link').blur();
    await turning();
    await page.clock.runFor(5100);
    await expect(showing).toContainText(heroSlides[1].headline);
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

    // Pressing "Previous founder" starts a 300 ms fade: the founder coming in and the one going out both fade.
    await expect(carousel.getByRole('button', { name: 'Previous founder' })).toBeVisible();
    const fades = await carousel.evaluate((region) => {
      region.querySelector<HTMLElement>('[data-prev]')!.click();
      return [...region.querySelectorAll('[data-slide]')].flatMap((slide) =>
        slide
          .getAnimations()
          .map((fade) => `${(fade as CSSTransition).transitionProperty} ${String(fade.effect?.getTiming().duration)}`),
      );
    });
    expect(fades.filter((fade) => fade === 'opacity 300')).toHaveLength(2);
    await expect(name(2)).toBeVisible();
    await expect(name(0)).toBeHidden();

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
