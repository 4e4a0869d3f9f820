import { expect, test, type Locator } from '@playwright/test';
import { findPageTypes } from '../../scripts/dev/bench/lib/pages.ts';
import { distDir } from '../support/site.ts';

/*
 * A page's largest picture above the fold is preloaded from the top of its <head> with the srcset
 * and sizes of the <img> that draws it (its AVIF files when it has them): on a slow line the request
 * starts with the page's first bytes, and the phone fetches the one file it draws — not the original,
 * nor the WebP file, as well.
 */
const pageTypes = ['home', 'category', 'agro landing', 'product', 'resource centre', 'blog post', 'static product'];
const pages = findPageTypes(distDir).filter((page) => pageTypes.includes(page.type));
/** Lighthouse's phone: 412 px wide at 1.75 device pixels per CSS pixel. */
const lighthousePhone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };

test.describe('the largest picture of a page', () => {
  test('every page type with a picture above the fold is in the build', () => {
    expect(pages.map((page) => page.type).sort()).toEqual([...pageTypes].sort());
  });

  for (const { type, path } of pages) {
    test(`${type}: a phone fetches it once, at the size it draws it`, async ({ browser }) => {
      const context = await browser.newContext(lighthousePhone);
      const page = await context.newPage();
      const pictures: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      const largest = page.locator('main img[fetchpriority="high"]');
      await expect(largest).toHaveCount(1);
      const preload = page.locator('head link[rel="preload"][as="image"]');
      // Files resized by the build come in AVIF and WebP: the preload names the AVIF ones, as a browser
      // that decodes AVIF takes those from the <picture>, and by their type a browser that does not skips it.
      const avif = page.locator('main picture:has(img[fetchpriority="high"]) > source[type="image/avif"]');
      if ((await avif.count()) > 0) {
        await expect(preload).toHaveAttribute('imagesrcset', (await avif.getAttribute('srcset')) ?? '');
        await expect(preload).toHaveAttribute('type', 'image/avif');
      } else {
        await expect(preload).toHaveAttribute('imagesrcset', (await largest.getAttribute('srcset')) ?? '');
      }
      await expect(preload).toHaveAttribute('imagesizes', (await largest.getAttribute('sizes')) ?? '');
      // Before the inline CSS, which the parser takes a while to get through on a slow phone.
      const [preloadAt, firstStyleAt] = await page.evaluate(() => {
        const children = [...document.head.children];
        return [
          children.findIndex((element) => element.matches('link[rel="preload"][as="image"]')),
          children.findIndex((element) => element.matches('style')),
        ];
      });
      expect(preloadAt).toBeLessThan(firstStyleAt);

      await expect.poll(() => largest.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
      const drawn = new URL(await largest.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
      expect(pictures.filter((picture) => picture === drawn)).toHaveLength(1);
      // No larger size of it was fetched besides (a product's thumbnail of it is a smaller one).
      const [family, width] = [drawn.replace(/-\d+\.\w+$/, '-'), Number(/-(\d+)\.\w+$/.exec(drawn)?.[1])];
      const larger = pictures.filter(
        (picture) => picture.startsWith(family) && Number(/-(\d+)\.\w+$/.exec(picture)?.[1]) > width,
      );
      expect(larger).toEqual([]);
      await context.close();
    });
  }

  // The common budget phone (360 px at 2×) and Lighthouse's (412 px at 1.75×) both need ~720 px: an
  // 800 px file was 15.2 KB for the home banner, over the ~14.6 KB a new connection's first round trip
  // carries, so the picture took a second one.
  for (const { type, path } of pages.filter((page) => ['home', 'category', 'agro landing'].includes(page.type))) {
    test(`${type}: a phone fetches its full-width banner no more than 5% wider than it draws it`, async ({
      browser,
    }) => {
      for (const phone of [{ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 }, lighthousePhone]) {
        const context = await browser.newContext(phone);
        const page = await context.newPage();
        await page.goto(path);
        const largest = page.locator('main img[fetchpriority="high"]');
        await expect.poll(() => largest.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
        const { drawnAt, drawn } = await largest.evaluate((image: HTMLImageElement) => ({
          drawnAt: image.getBoundingClientRect().width * devicePixelRatio,
          drawn: image.currentSrc,
        }));
        await context.close();
        const phoneName = `${phone.viewport.width} px at ${phone.deviceScaleFactor}×`;
        expect(drawnAt, phoneName).toBeGreaterThan(0);
        // Only the files the build resized come in widths (a picture it could not resize is sent as it is).
        const fileWidth = /\/_img\/[^/]+-(\d+)\.\w+$/.exec(drawn)?.[1];
        if (fileWidth !== undefined) expect(Number(fileWidth), phoneName).toBeLessThanOrEqual(drawnAt * 1.05);
      }
    });
  }
});

/*
 * The other pictures of the first screen (a decorative leaf, the home banner's next slide, the first
 * cards, a product's thumbnails) load at once but at low priority, so that on a slow line they do not share the first round trips
 * with the largest picture, or with the text where the text is the largest element. Left to itself,
 * Chromium raises every picture it lays out on the first screen to high priority.
 */
test.describe('pictures that wait for the largest one', () => {
  for (const { type, path } of findPageTypes(distDir)) {
    test(`${type}: no other picture is fetched at high priority`, async ({ browser }) => {
      const context = await browser.newContext(lighthousePhone);
      const page = await context.newPage();
      const network = await context.newCDPSession(page);
      await network.send('Network.enable');
      const priorities = new Map<string, { url: string; priority: string }>();
      network.on('Network.requestWillBeSent', ({ requestId, request, type: kind }) => {
        if (kind === 'Image')
          priorities.set(requestId, { url: new URL(request.url).pathname, priority: request.initialPriority });
      });
      network.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => {
        const picture = priorities.get(requestId);
        if (picture) picture.priority = newPriority;
      });
      await page.goto(path, { waitUntil: 'load' });
      // Chromium raises a picture's priority once it has laid the page out.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200))));

      const largest = page.locator('main img[fetchpriority="high"]');
      const drawn =
        (await largest.count()) > 0
          ? new URL(await largest.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname
          : undefined;
      const raised = [...priorities.values()]
        .filter(({ url, priority }) => url !== drawn && !['Low', 'VeryLow'].includes(priority))
        .map(({ url, priority }) => `${url} (${priority})`);
      expect(raised).toEqual([]);
      await context.close();
    });
  }
});

/*
 * While scripts run, the other pictures are not even requested until the largest has been painted
 * (src/lib/images/held-pictures.ts): each stands behind a transparent stand-in that the page script
 * removes. Without scripts, or with the island scripts slow or refused, every picture still loads.
 */
test.describe('pictures held until the largest one is painted', () => {
  /** How many of these pictures still show their stand-in. */
  const standingIn = (pictures: Locator) =>
    pictures.evaluateAll(
      (images: HTMLImageElement[]) => images.filter((image) => image.currentSrc.startsWith('data:')).length,
    );

  /** When the largest picture was painted (its largest-contentful-paint entry), and when each other picture was requested (ms into the page). */
  const timings = (largest: Locator) =>
    largest.evaluate(async (image: HTMLImageElement) => {
      const paints = await new Promise<LargestContentfulPaint[]>((done) => {
        new PerformanceObserver((list) => {
          done(list.getEntries() as LargestContentfulPaint[]);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const requested = performance
        .getEntriesByType('resource')
        .filter(
          (entry) => (entry as PerformanceResourceTiming).initiatorType === 'img' && entry.name !== image.currentSrc,
        )
        .map((entry) => ({ url: new URL(entry.name).pathname, at: entry.startTime }));
      return { paintedAt: paints.find((paint) => paint.element === image)?.renderTime, requested };
    });

  // The page types that show other pictures on the first screen besides their largest one.
  const withOthers = ['home', 'category', 'agro landing', 'product', 'resource centre'];

  for (const { type, path } of pages.filter((page) => withOthers.includes(page.type))) {
    test(`${type}: no other picture is requested before the largest is on the screen`, async ({ browser }) => {
      const context = await browser.newContext(lighthousePhone);
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'load' });
      // The other pictures of the first screen end up with their own files.
      await expect.poll(() => standingIn(page.locator('img[fetchpriority="low"]'))).toBe(0);
      const largest = page.locator('main img[fetchpriority="high"]');
      // A page whose other pictures are all lazy requests them only once they are let go and laid out.
      await expect.poll(async () => (await timings(largest)).requested.length).toBeGreaterThan(0);
      const { paintedAt, requested } = await timings(largest);
      expect(paintedAt, 'the largest picture is the largest paint').toBeDefined();
      expect(requested.filter((picture) => picture.at < paintedAt!)).toEqual([]);
      await context.close();
    });
  }

  test('without scripts every picture of the first screen loads at once', async ({ browser }) => {
    const context = await browser.newContext({ ...lighthousePhone, javaScriptEnabled: false });
    const page = await context.newPage();
    const product = pages.find((candidate) => candidate.type === 'product')!;
    await page.goto(product.path, { waitUntil: 'load' });
    const thumbnails = page.getByRole('list', { name: 'Product images' }).getByRole('img');
    expect(await thumbnails.count()).toBeGreaterThan(1);
    for (const thumbnail of await thumbnails.all()) {
      await expect(thumbnail).toHaveJSProperty('complete', true);
      expect(await thumbnail.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/_img\//);
      expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(1);
    }
    await context.close();
  });

  test('with the island scripts refused, the held pictures still load', async ({ browser }) => {
    const context = await browser.newContext(lighthousePhone);
    const page = await context.newPage();
    await page.route('**/_astro/**/*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/', { waitUntil: 'load' });
    const held = page.locator('main img[fetchpriority="low"]');
    expect(await held.count()).toBeGreaterThan(0);
    await expect.poll(() => standingIn(held)).toBe(0);
    await context.close();
  });
});
