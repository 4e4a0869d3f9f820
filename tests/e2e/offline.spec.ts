import { expect, test, type Page } from '@playwright/test';
import { precachedPages } from '../../src/lib/offline/pages.ts';
import { getProductDetailPath } from '../../src/lib/paths.ts';
import { unbreakableText } from '../../src/lib/text.ts';
import { hydrate, personPause, submissionsNamed, uniqueName } from '../support/forms.ts';
import { readSnapshot } from '../support/site.ts';

/*
 * Offline product sheets: after one visit with a connection, the service worker keeps the
 * calculator, the fixed product pages and the contact page; without a connection those open, a page
 * that was not saved shows the offline page, and an enquiry made offline reaches the API (read back
 * from the shared reference API's SQLite database) exactly once when the connection returns.
 * No fixed waits: each step waits for the worker's caches or the page's own state.
 */

// Eight pages opened one after another offline, on a slow two-core machine.
test.describe.configure({ timeout: 60_000 });

const products = readSnapshot().products.filter((product) => product.code);
const unsavedProduct = getProductDetailPath(products.at(-1)!.name, products.at(-1)!.code);

/** Waits until a service worker is active and has kept every one of `paths`. */
async function waitUntilKept(page: Page, paths: readonly string[]): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(
          async (wanted) => (await Promise.all(wanted.map((path) => caches.match(path)))).every(Boolean),
          [...paths],
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('after one visit the calculator, the fixed product pages and the contact page open offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitUntilKept(page, ['/offline', ...precachedPages]);
  await context.setOffline(true);
  for (const path of precachedPages) {
    const response = await page.goto(path);
    expect(response?.ok(), path).toBe(true);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
});

test('a page that was not saved shows the offline page, listing what is saved', async ({ page, context }) => {
  await page.goto('/Fensil360');
  const title = await page.title();
  await waitUntilKept(page, ['/offline', '/Fensil360', '/contact']);
  await context.setOffline(true);
  await page.goto(unsavedProduct);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  const saved = page.locator('[data-offline-list]');
  await expect(saved.getByRole('link').first()).toBeVisible();
  const fensil = saved.locator('a[href="/Fensil360"]');
  await expect(fensil).toBeVisible();
  // Named by the page's own title, without the company's name that every entry would repeat.
  const name = (await fensil.textContent())!;
  expect(name).not.toContain(' | ');
  expect(title.startsWith(`${name} | `), `"${name}" begins "${title}"`).toBe(true);
  // Also where the company's name has more after it ("Contact Us | Malwa Specialty Chemicals, Indore").
  await expect(saved.locator('a[href="/contact"]')).toHaveText('Contact Us');
  await expect(page.locator('#main a[href^="tel:"]')).toBeVisible();
});

test('a product page opened online is kept, and its "Save for offline" button shows the saved state', async ({
  page,
  context,
}) => {
  const path = getProductDetailPath(products[0]!.name, products[0]!.code);
  await page.goto(path);
  // Opening the page keeps it, so the button comes up in its saved state.
  await expect(page.getByRole('button', { name: 'Saved for offline' })).toBeVisible({ timeout: 20_000 });
  await context.setOffline(true);
  await page.reload();
  expect(new URL(page.url()).pathname).toBe(new URL(path, 'http://site').pathname);
  await expect(page.getByRole('button', { name: 'Saved for offline' })).toBeVisible();
});

test('the offline page lists a saved product with its code, and a name such as 2,4-D, on one line at any phone width', async ({
  page,
  context,
}) => {
  const product =
    products.find((each) => /\d-\w/.test(each.name) && /\s/.test(each.code!)) ??
    products.find((each) => /\s/.test(each.code!))!;
  const path = getProductDetailPath(product.name, product.code);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Saved for offline' })).toBeVisible({ timeout: 20_000 });
  await waitUntilKept(page, ['/offline']);
  await context.setOffline(true);
  await page.goto(unsavedProduct);
  const entry = page.locator(`[data-offline-list] a[href="${new URL(path, 'http://site').pathname}"]`);
  await expect(entry).toBeVisible();
  const pieces = [`(${product.code})`, ...(product.name.match(/\S*\d-\S*/g) ?? [])];
  // The entry wraps differently at each width: wherever its lines break, no piece is cut in two.
  for (let width = 240; width <= 420; width += 6) {
    await page.setViewportSize({ width, height: 800 });
    const cut = await entry.evaluate((link, wanted) => {
      const text = link.firstChild as Text;
      const shown = text.data.replace(/\u00a0/g, ' ').replace(/\u2011/g, '-');
      return wanted.filter((piece) => {
        const at = shown.indexOf(piece);
        if (at < 0) return true;
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + piece.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size !== 1;
      });
    }, pieces);
    expect(cut, `cut across lines at ${width} px`).toEqual([]);
  }
});

test('a product page saved in both languages is listed twice, the other edition with its language', async ({
  page,
  context,
}) => {
  const path = new URL(getProductDetailPath(products[1]!.name, products[1]!.code), 'http://site').pathname;
  // Each edition's own title before the company's name, kept on one line where the list keeps it so.
  const titles = new Map<string, string>();
  for (const [each, offline] of [
    [path, '/offline'],
    [`/hi${path}`, '/hi/offline'],
  ] as const) {
    await page.goto(each);
    titles.set(each, unbreakableText((await page.title()).split(' | ')[0]!));
    await waitUntilKept(page, [each, offline]);
  }
  await context.setOffline(true);
  for (const [unsaved, own, other, name] of [
    [unsavedProduct, path, `/hi${path}`, 'हिन्दी'],
    [`/hi${unsavedProduct}`, `/hi${path}`, path, 'English'],
  ] as const) {
    await page.goto(unsaved);
    const list = page.locator('[data-offline-list]');
    const ownEntry = list.locator(`a[href="${own}"]`);
    const otherEntry = list.locator(`a[href="${other}"]`);
    await expect(otherEntry).toBeVisible();
    // Each is listed by its own title; the other edition's says which it is, in its own language.
    await expect(ownEntry).toHaveText(titles.get(own)!);
    await expect(otherEntry).toHaveText(`${titles.get(other)!} (${name})`);
    await expect(otherEntry.getByText(name)).toHaveAttribute('lang', name === 'English' ? 'en' : 'hi');
  }
});

test('an enquiry made offline is kept, then delivered once when the phone is back online', async ({
  page,
  context,
}) => {
  await page.goto('/contact');
  await waitUntilKept(page, ['/contact']);
  await context.setOffline(true);
  const form = page.getByRole('form', { name: 'Enquiry form' });
  await hydrate(form);
  const name = uniqueName('offline-enquiry');
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Email').fill('kisan.patel@example.in');
  await form.getByLabel('Message').fill('Price of Fensil 360 for 10 acres, please.');
  await personPause(page);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('will be sent when you are online')).toBeVisible();
  expect(submissionsNamed(name)).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(() => submissionsNamed(name).length, { timeout: 20_000 }).toBe(1);
  await expect(form.getByText('Your saved enquiry has been sent.')).toBeVisible();
  // The next page load flushes the queue again: the accepted enquiry is not in it any more.
  await page.reload();
  await waitUntilKept(page, ['/contact']);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.goto('/Fensil360');
  await expect(page.locator('h1').first()).toBeVisible();
  expect(submissionsNamed(name)).toHaveLength(1);
  expect(submissionsNamed(name)[0]!.payload).toMatchObject({ name, email: 'kisan.patel@example.in' });
});
