import { expect, test } from '@playwright/test';
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

test.describe('the largest picture of a page', () => {
  test('every page type with a picture above the fold is in the build', () => {
    expect(pages.map((page) => page.type).sort()).toEqual([...pageTypes].sort());
  });

  for (const { type, path } of pages) {
    test(`${type}: a phone fetches it once, at the size it draws it`, async ({ browser }) => {
      // Lighthouse's phone: 412 px wide at 1.75 device pixels per CSS pixel.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
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
});
