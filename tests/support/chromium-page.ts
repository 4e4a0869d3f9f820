/**
 * One Chromium page for the tests of a file or a describe block (opened before them, closed after), and
 * an Astro component rendered alone into it: read by role, as a visitor's browser gets it before any script.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterAll, beforeAll } from 'vitest';
import { findChromium } from '../../scripts/dev/test-tools/find-chromium.ts';

/** Opens the page before the tests and hands it to `onOpen`; closes the browser after them. */
export function useChromiumPage(onOpen: (page: Page) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findChromium() });
    onOpen(await browser.newPage());
  });
  afterAll(() => browser?.close());
}

/** Shows `component` with `props` in `page`, rendered as on the site's page at `path` (its language comes from it). */
export async function showComponent(
  page: Page,
  component: Parameters<AstroContainer['renderToString']>[0],
  props: Record<string, unknown>,
  path = '/',
): Promise<void> {
  const container = await AstroContainer.create();
  await page.setContent(
    await container.renderToString(component, { props, request: new Request(`http://localhost${path}`) }),
  );
}
