import { expect, test, type Page } from '@playwright/test';
import { cutAfterEveryTagOfFirstScreen, servePageInPieces } from '../support/pieces.ts';
import { pageType, sitemapPaths } from '../support/security.ts';

/*
 * Nothing on a page's first screen moves once it is drawn: not when its scripts arrive, not when the
 * service worker answers and "Save for offline" appears or turns into "Saved for offline", and not
 * when the page comes in pieces (a slow connection, or a busy phone's parser stopping to draw) and the
 * browser draws each piece before the next has come. One page of each type of the sitemap (English and
 * Hindi), at a phone's size and a computer's, read through the browser's own layout-shift entries, as
 * Lighthouse's CLS reads them.
 */

const firstOfEachType = [...new Map(sitemapPaths().map((path) => [pageType(path), path])).values()];

/** Records the page's layout shifts from its first paint, each with the nodes that moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // LayoutShift is not in TypeScript's DOM types yet.
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        if (shift.hadRecentInput) continue;
        // Each moved node with where it was and where it went, so that a rare shift can be traced.
        const box = ({ x, y, width, height }: DOMRectReadOnly) =>
          `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
        const nodes = shift.sources.map((source) => {
          const node = source.node;
          const name =
            node instanceof Element
              ? `<${node.localName}${node.getAttribute('class') ? ` class="${node.getAttribute('class')}"` : ''}>`
              : `${node?.nodeName ?? 'a removed node'} in <${node?.parentElement?.localName ?? '?'} class="${node?.parentElement?.className ?? ''}">`;
          return `${name} ${box(source.previousRect)} → ${box(source.currentRect)}`;
        });
        shifts.push(`${shift.value.toFixed(5)} at ${Math.round(shift.startTime)} ms: ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits for the page to settle, then checks that what it drew did not move. */
async function expectNoShift(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Where the page can be saved, wait for the service worker's answer to show the button.
  const save = page.locator('[data-offline-save]');
  if ((await save.count()) > 0) await expect(save).toBeVisible({ timeout: 15_000 });
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
  // Lighthouse shows CLS to three decimals: below 0.001 (a system font settling on a logo, 0.0001) reads as 0.
  const total = shifts.reduce((sum, shift) => sum + Number.parseFloat(shift), 0);
  expect(total, shifts.join('\n')).toBeLessThan(0.001);
}

/**
 * Opens `path` with its first screen coming one tag at a time, 20 ms apart (more than a frame, so the
 * browser can draw each); the rest of the page comes last.
 */
async function openTagByTag(page: Page, site: string, path: string): Promise<void> {
  // The page takes 5-15 s to arrive by design, before the service worker's answer is awaited.
  test.setTimeout(60_000);
  const proxy = await servePageInPieces(site, path, cutAfterEveryTagOfFirstScreen, 20);
  try {
    await recordShifts(page);
    await page.goto(`${proxy.origin}${path}`);
    await expectNoShift(page);
  } finally {
    await proxy.close();
  }
}

const screens = [
  { name: 'a phone', viewport: { width: 412, height: 823 } },
  // Tablets and computers put things side by side: the logo, menu and language switch in one row, a
  // hero's text beside its picture, cards in columns.
  { name: 'a computer', viewport: { width: 1280, height: 900 } },
];

for (const { name, viewport } of screens) {
  test.describe(`on ${name}'s screen`, () => {
    test.use({ viewport });
    for (const path of firstOfEachType) {
      test(`no layout shift on ${path}`, async ({ page }) => {
        await recordShifts(page);
        await page.goto(path);
        await expectNoShift(page);
      });

      test(`no layout shift on ${path} arriving tag by tag`, async ({ page, baseURL }) => {
        await openTagByTag(page, baseURL!, path);
      });
    }
  });
}
