import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { awkwardNames, xssPayloads } from '../../scripts/dev/api/hostile.ts';
import { createSiteServer, resolveFile } from '../../scripts/serve.ts';
import type { Snapshot } from '../../src/lib/api/types.ts';
import { createSiteData } from '../../src/lib/site-data.ts';
import { getBlogPath, getCategoryPath } from '../../src/lib/paths.ts';
import { checkOutput } from '../../scripts/publish/checks.ts';
import { buildHostileSite, type HostileBuild } from '../support/hostile-build.ts';
import { checkCatalogueLinks } from '../support/old-link-check.ts';
import { listHtmlFiles } from '../support/site.ts';
import { watchScripts } from '../support/security.ts';

/*
 * One build against a reference API that answers every build-time call with its hostile
 * variant (scripts/dev/api/hostile.ts): broken records, duplicates, names with every awkward
 * character, and strings that try to run code — in product names, descriptions, features, blog
 * HTML, blog titles and job posts. The broken records must be left out by name, every other
 * page must exist with links that resolve, and in Chromium nothing may run: no dialog, no
 * window.__xss, no CSP violation, no page error.
 */

test.describe.configure({ mode: 'serial' });

// Undefined until beforeAll has made them, and still so in afterAll if it failed first.
let build: HostileBuild | undefined;
let dist = '';
let site: Server | undefined;
let siteUrl = '';
let buildOutput = '';
let snapshot: Snapshot;

test.beforeAll(async () => {
  // This hook's own timeout: the build takes minutes.
  test.setTimeout(300_000);
  build = await buildHostileSite('hostile-site-');
  ({ dist, snapshot, output: buildOutput } = build);
  const server = createSiteServer(dist);
  site = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
  await build?.close();
});

/** Links and sources on the current page that would run code if followed or loaded. */
const scriptUrls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[href], [src], [action], [formaction], [srcset]')].flatMap((element) =>
      ['href', 'src', 'action', 'formaction', 'srcset']
        .map((name) => [name, element.getAttribute(name) ?? ''] as const)
        .filter(([, value]) =>
          // eslint-disable-next-line no-control-regex -- C0 controls and space are stripped before the scheme, as URL parsers do
          /^\s*(?:javascript|vbscript|data:text)/i.test(value.replace(/[\u0000-\u0020]/g, '')),
        )
        .map(([name, value]) => `${location.pathname}: <${element.tagName.toLowerCase()} ${name}="${value}">`),
    ),
  );

/** Asserts nothing ran or tried to run on the page, after `visit` has done its part. */
async function expectNothingRan(page: Page, visit: () => Promise<void>) {
  const watch = await watchScripts(page);
  const urls: string[] = [];
  page.on(
    'load',
    () =>
      void scriptUrls(page).then(
        (found) => urls.push(...found),
        () => undefined,
      ),
  );
  await visit();
  urls.push(...(await scriptUrls(page)));
  expect([...new Set(urls)], 'javascript: or data: addresses on the page').toEqual([]);
  await page.waitForTimeout(300);
  expect(await watch.xssFlag(), 'window.__xss was set').toBeNull();
  expect(await watch.violations()).toEqual([]);
  expect(watch.dialogs).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
}

test('broken records are left out by name, with the field and the reason', () => {
  for (const line of [
    /warning: product "Orphan Product" left out: Categories has the wrong type/,
    /warning: product "Wrong Category Product" left out: Categories has the wrong type/,
    /warning: product "Numeric Features Product" left out: General_Features has the wrong type/,
    /warning: product #\d+ \(id no-name\) left out: Name missing/,
    /warning: product #\d+ \(id blank-name\) left out: Name is empty/,
    /warning: product #\d+ \(id object-name\) left out: Name has the wrong type/,
    /warning: category #\d+ left out: Name is empty/,
    /warning: blog #\d+ \(id hostile-no-title\) left out: title missing/,
    /warning: job #\d+ \(id hostile-no-role\) left out: role missing/,
    /pulled from .*; \d+ records left out/,
    /built \d+ pages/,
  ]) {
    expect(buildOutput).toMatch(line);
  }
  const names = snapshot.products.map((product) => product.name);
  expect(names).not.toContain('Orphan Product');
  expect(names).toEqual(expect.arrayContaining(awkwardNames.map((name) => name.trim())));
});

test('every awkward product, category and duplicate has its own page, and every link resolves', () => {
  const catalogue = createSiteData(snapshot);
  const missing: string[] = [];
  const paths = new Set<string>();
  for (const product of catalogue.products) {
    if (!resolveFile(dist, product.detailPath)) missing.push(`${product.name}: ${product.detailPath}`);
    paths.add(product.detailPath);
  }
  expect(missing).toEqual([]);
  expect(paths.size, 'two products share a page').toBe(catalogue.products.length);
  expect(resolveFile(dist, getCategoryPath('Agro / Pest & Co. 100% <i>New</i>'))).toBeTruthy();

  const broken: string[] = [];
  for (const file of listHtmlFiles(dist)) {
    const html = readFileSync(join(dist, file), 'utf8');
    for (const [, raw] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const href = raw!.replaceAll('&amp;', '&');
      if (/^(?:[a-z]+:|\/\/|#)/i.test(href)) continue;
      if (!resolveFile(dist, href.split('#')[0]!)) broken.push(`${file}: ${href}`);
    }
  }
  expect(broken).toEqual([]);
});

test("the publisher's checks let the hostile catalogue's site go live: none of its links or words is taken for a fault", () => {
  const site = new URL(process.env['SITE_URL'] || 'http://localhost:4321');
  const checked = checkOutput(dist, undefined, snapshot.products.length, {
    site,
    previousProducts: undefined,
    confirmed: false,
  });
  expect(checked.added.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(500);
});

test('awkward and hostile product names show as text on their pages, and nothing runs', async ({ page }) => {
  test.setTimeout(180_000);
  const catalogue = createSiteData(snapshot);
  const awkward = catalogue.products.filter(
    (product) => product.id.startsWith('awkward-') || product.id.startsWith('dup-'),
  );
  expect(awkward.length).toBeGreaterThanOrEqual(awkwardNames.length);
  await expectNothingRan(page, async () => {
    for (const product of awkward) {
      await page.goto(siteUrl + product.detailPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name.replace(/\s+/g, ' '));
      // The name's markup stays text: no element it spells out exists on the page.
      expect(await page.locator('main img[src="x"], main b:text("bold"), main i:text("New")').count()).toBe(0);
      for (const tab of await page.locator('main').getByRole('tab').all()) await tab.click();
    }
  });
});

test('the product named "Script </script><img src=x onerror=alert(1)>" is safe in its page, title and JSON-LD', async ({
  page,
}) => {
  const catalogue = createSiteData(snapshot);
  const product = catalogue.products.find(
    (candidate) => candidate.name === 'Script </script><img src=x onerror=alert(1)>',
  )!;
  expect(product).toBeTruthy();
  await expectNothingRan(page, async () => {
    await page.goto(siteUrl + product.detailPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page).toHaveTitle(/^Script <\/script><img src=x onerror=alert\(1\)>/);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect((): unknown => JSON.parse(block)).not.toThrow();
    expect(blocks.join('')).toContain('\\u003c/script\\u003e');
  });
});

test(`a blog post made of ${xssPayloads.length} payloads renders without running any`, async ({ page }) => {
  const blog = snapshot.blogs.find((candidate) => candidate.title === 'Field notes: payloads in a post')!;
  await expectNothingRan(page, async () => {
    await page.goto(siteUrl + getBlogPath(blog.title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
    await expect(page.locator('main').getByText('Before').first()).toBeVisible();
    await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
    });
    // The DOM as Chromium parsed it (the test that counts for mutation XSS).
    const offending = await page.locator('main').evaluate((main) => {
      const found: string[] = [];
      for (const element of main.querySelectorAll('*')) {
        const tag = element.tagName.toLowerCase();
        if (
          [
            'script',
            'iframe',
            'object',
            'embed',
            'svg',
            'math',
            'style',
            'form',
            'base',
            'meta',
            'link',
            'template',
            'portal',
          ].includes(tag) &&
          !element.closest('astro-island')
        ) {
          found.push(`<${tag}>`);
        }
        for (const attribute of element.getAttributeNames()) {
          const value = element.getAttribute(attribute) ?? '';
          if (
            /^on/i.test(attribute) ||
            attribute === 'srcdoc' ||
            (attribute === 'srcset' && /javascript:|data:/i.test(value))
          )
            found.push(`<${tag} ${attribute}>`);
          if (
            /^(href|src|action|formaction|xlink:href)$/i.test(attribute) &&
            // eslint-disable-next-line no-control-regex -- C0 controls and space are stripped before the scheme, as URL parsers do
            /^\s*(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, ''))
          )
            found.push(`<${tag} ${attribute}="${value}">`);
        }
      }
      return found;
    });
    expect(offending).toEqual([]);
  });
});

test('lists, search and forms that show hostile names and job posts run nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await expectNothingRan(page, async () => {
    for (const path of [
      '/',
      '/Categories',
      '/Resourcecenter',
      '/career',
      getCategoryPath('Agro / Pest & Co. 100% <i>New</i>'),
    ]) {
      if (!resolveFile(dist, path)) continue;
      await page.goto(siteUrl + path);
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      });
      for (const box of await page
        .locator('main input[type="search"], main [role="combobox"], main [role="searchbox"]')
        .filter({ visible: true })
        .all()) {
        if ((await box.evaluate((element) => element.tagName)) !== 'INPUT') continue;
        for (const text of ['Script', '<img', 'नीम', '"']) {
          await box.fill(text);
          await page.waitForTimeout(150);
        }
        await box.fill('');
      }
      const select = page.locator('main select').first();
      if (await select.isVisible().catch(() => false)) {
        const options = await select.locator('option').allTextContents();
        const hostile = options.find((option) => /Agro \/ Pest/.test(option));
        if (hostile) await select.selectOption({ label: hostile });
      }
    }
  });
});

test('every old link of the hostile catalogue answers on our server, nginx, a _redirects CDN and a plain host', async () => {
  test.setTimeout(120_000);
  expect(awkwardNames.length).toBeGreaterThanOrEqual(60);
  await checkCatalogueLinks('hostile', dist, snapshot, siteUrl);
});
