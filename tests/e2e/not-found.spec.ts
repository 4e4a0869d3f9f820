import { expect, test } from '@playwright/test';
import { startNginx } from '../../scripts/dev/test-tools/nginx.ts';
import { distDir } from '../support/site.ts';

/**
 * A missing address is answered in its own language: under /hi/ with the Hindi 404 page, elsewhere
 * with the English one, by our server and by nginx with the config the project ships.
 */
const cases = [
  { path: '/hi/no/such/page', lang: 'hi', heading: 'यह पेज नहीं मिला' },
  { path: '/hi/product-details/No_Such_Product/X_1', lang: 'hi', heading: 'यह पेज नहीं मिला' },
  { path: '/no/such/page', lang: 'en', heading: 'Unexpected Application Error!' },
  { path: '/history/hi/page', lang: 'en', heading: 'Unexpected Application Error!' },
] as const;

test('our server answers a missing Hindi address with the Hindi 404 page, any other with the English one', async ({
  page,
}) => {
  for (const { path, lang, heading } of cases) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByText('404', { exact: true }), path).toBeVisible();
  }
  await page.goto('/hi/no/such/page');
  await expect(page.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi');
});

test('nginx with the shipped config answers the same 404 page in each language', async () => {
  const nginx = await startNginx(distDir);
  try {
    for (const { path, lang, heading } of cases) {
      const response = await fetch(`${nginx.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toContain(heading);
    }
  } finally {
    await nginx.stop();
  }
});
