import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import HowToSection from '../../../src/components/catalogue/HowToSection.astro';
import type { CarouselOptions } from '../../../src/components/carousel/options.ts';
import { vimeoLink, youTubeShortLink, youTubeWatchLink } from '../../fixtures/how-to-videos.ts';
import { showComponent, useChromiumPage } from '../../support/chromium-page.ts';

/*
 * The how-to block rendered from the component alone (the site's copy has no video yet), then read
 * in Chromium by role, as a visitor's browser gets it before any script runs.
 */

let page: Page;
useChromiumPage((opened) => (page = opened));

const show = (videoLinks: string[]) => showComponent(page, HowToSection, { name: 'Oil Emulsifier', videoLinks });

const carouselOptions = async (): Promise<CarouselOptions> =>
  JSON.parse((await page.locator('swiper-carousel').getAttribute('data-options'))!) as CarouselOptions;

describe('how-to video block', () => {
  it('shows a play button per YouTube video and "Invalid YouTube Link" for any other link', async () => {
    await show([youTubeWatchLink, vimeoLink, youTubeShortLink]);
    const carousel = page.getByRole('region', { name: 'How-to videos for Oil Emulsifier' });
    await expect(carousel.getByRole('button', { name: /^Play video/ }).count()).resolves.toBe(2);
    await expect(carousel.getByRole('note').allTextContents()).resolves.toEqual(['Invalid YouTube Link']);
    await expect(
      carousel
        .getByRole('link', { name: 'Watch on YouTube' })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).resolves.toEqual([youTubeWatchLink, youTubeShortLink]);
    await expect(page.locator('iframe').count()).resolves.toBe(0);
  });

  it('loops with two videos, repeating them so the slider has slides to move', async () => {
    await show([youTubeWatchLink, youTubeShortLink]);
    expect((await carouselOptions()).loop).toBe(true);
    await expect(page.getByRole('button', { name: /^Play video/ }).allTextContents()).resolves.toEqual(
      ['1', '2', '1', '2'].map((n) => `Play video: Oil Emulsifier, video ${n}`),
    );
  });

  it('does not loop a single video', async () => {
    await show([youTubeWatchLink]);
    expect((await carouselOptions()).loop).toBe(false);
    await expect(page.getByRole('button', { name: /^Play video/ }).count()).resolves.toBe(1);
  });
});
