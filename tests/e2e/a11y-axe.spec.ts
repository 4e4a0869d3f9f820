import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sitemapPaths } from '../support/security.ts';

/*
 * axe-core over every URL of dist/sitemap.xml with the WCAG 2.0/2.1/2.2 A and AA rules (2.2 AA
 * brings target-size): zero violations. Pages are checked after their islands have had a moment
 * to hydrate, in batches so that both workers share the load.
 */

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const paths = sitemapPaths();
const batchSize = 12;
const batches = Array.from({ length: Math.ceil(paths.length / batchSize) }, (_, index) =>
  paths.slice(index * batchSize, (index + 1) * batchSize),
);

test('the sitemap lists the pages to check', () => {
  expect(paths.length).toBeGreaterThan(100);
});

/** axe's violations on each of `batch`, a line each. */
async function violationsOn(page: Page, batch: readonly string[]): Promise<string[]> {
  const violations: string[] = [];
  for (const path of batch) {
    await page.goto(path);
    await page.waitForLoadState('load');
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    for (const violation of results.violations) {
      const nodes = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ');
      violations.push(
        `${decodeURIComponent(path)}: ${violation.id} (${violation.impact}) ×${violation.nodes.length}: ${violation.help} — ${nodes}`,
      );
    }
  }
  return violations;
}

for (const [index, batch] of batches.entries()) {
  test(`axe: sitemap URLs ${index * batchSize + 1}–${index * batchSize + batch.length} of ${paths.length}`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + batch.length * 10_000);
    expect(await violationsOn(page, batch)).toEqual([]);
  });
}

test('axe on a 375 px phone: the pages whose tables become cards and whose lists wrap', async ({ page }) => {
  const phonePaths = [
    '/dose-calculator',
    '/hi/dose-calculator',
    '/Orthosilicic_Acid',
    '/Pheromones',
    '/category/Emulsifier_for_EC',
    '/category/Conventional_Emulsifier',
    '/career',
  ];
  test.setTimeout(30_000 + phonePaths.length * 10_000);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await violationsOn(page, phonePaths)).toEqual([]);
});
