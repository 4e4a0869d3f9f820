import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readSnapshot } from '../support/site.ts';

/*
 * A visitor with only a keyboard: every step below is a key press (Tab, Shift+Tab, Enter,
 * Space, Escape, arrows, typing); the mouse is never used. Focus must always be visible and
 * land where the visitor expects it.
 */

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { limit = 80, backwards = false } = {}): Promise<void> {
  const handle = await target.elementHandle();
  expect(handle, 'the element to reach exists').toBeTruthy();
  for (let presses = 0; presses < limit; presses++) {
    if (await page.evaluate((element) => document.activeElement === element, handle)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`focus did not reach ${target.toString()} in ${limit} presses of Tab`);
}

/** The focused element shows a focus indicator (outline or box-shadow). */
async function expectVisibleFocus(page: Page): Promise<void> {
  const style = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const computed = getComputedStyle(element);
    return {
      outline: computed.outlineStyle !== 'none' && parseFloat(computed.outlineWidth) > 0,
      shadow: computed.boxShadow !== 'none',
      tag: element.tagName,
    };
  });
  expect(style, 'something has focus').not.toBeNull();
  expect(style!.outline || style!.shadow, `focus indicator on <${style!.tag}>`).toBe(true);
}

test('skip link, main navigation and its sub-menu by keyboard', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'Categories', exact: true }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Tab');
  const expand = nav.getByRole('button', { name: 'Show Categories links' });
  await expect(expand).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const firstSub = nav.getByRole('link', { name: 'Agro chemicals and emulsifiers' });
  await expect(firstSub).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Escape');
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(expand).toBeFocused();
  await tabTo(page, nav.getByRole('link', { name: 'Contact', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact$/);
});

test('phone width: the menu button opens the menu and its links by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await tabTo(page, menu);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'Career', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/career$/);
});

test('call-back dialog: open, fill, get told what is wrong, close, focus back on the trigger', async ({ page }) => {
  // Many key presses and an axe run: slow on a loaded machine.
  test.setTimeout(60_000);
  await page.goto('/Categories');
  const trigger = page.locator('[data-callback-trigger]').filter({ visible: true }).first();
  await tabTo(page, trigger, { limit: 200 });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /call back/i });
  await expect(dialog).toBeVisible();
  const name = dialog.getByLabel(/name/i).first();
  await expect(name).toBeFocused();
  await page.keyboard.type('Ra');
  await tabTo(page, dialog.getByRole('button', { name: /send|submit|request/i }).first(), { limit: 30 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Name should be at least 3 characters long.').first()).toBeVisible();
  // Focus never leaves the dialog while it is open, in either direction.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 25; presses++) {
      await page.keyboard.press(key);
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return !active || active === document.body || Boolean(active.closest('dialog[open]'));
      });
      expect(inside, `focus left the dialog after ${presses + 1} × ${key}`).toBe(true);
    }
  }
  const results = await new AxeBuilder({ page }).include('dialog[open]').withTags(tags).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  // What was typed is still there when the dialog opens again.
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel(/name/i).first()).toHaveValue('Ra');
  await page.keyboard.press('Escape');
});

test('enquiry form on /contact: every field reachable and labelled, errors announced, nothing lost', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page
    .getByRole('form', { name: /enquiry/i })
    .or(page.locator('form').filter({ has: page.getByLabel(/email/i) }))
    .first();
  const name = form.getByLabel(/name/i).first();
  await tabTo(page, name, { limit: 120 });
  await expectVisibleFocus(page);
  await page.keyboard.type('Asha Verma');
  await tabTo(page, form.getByLabel(/email/i).first(), { limit: 10 });
  await page.keyboard.type('not-an-email');
  const submit = form.getByRole('button', { name: /send/i });
  await tabTo(page, submit, { limit: 40 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please enter a valid email').first()).toBeVisible();
  await expect(form.getByLabel(/name/i).first()).toHaveValue('Asha Verma');
  await expect(form.getByLabel(/email/i).first()).toHaveValue('not-an-email');
});

test('job apply modal from the careers list: Enter opens it, Escape closes it, focus returns', async ({ page }) => {
  await page.goto('/career');
  const apply = page.getByRole('button', { name: /^Apply Now/ }).first();
  await tabTo(page, apply, { limit: 120 });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/name/i).first()).toBeFocused();
  const results = await new AxeBuilder({ page }).include('dialog[open]').withTags(tags).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();
});

test('product tabs follow the arrow keys, and carousel arrows work with Enter', async ({ page }) => {
  const product = readSnapshot().products.find(
    (candidate) => candidate.instructions.length > 0 && candidate.generalFeatures.length > 0,
  )!;
  const { getProductDetailPath } = await import('../../src/lib/paths.ts');
  await page.goto(getProductDetailPath(product.name, product.code));
  const description = page.getByRole('tab', { name: 'Description' });
  await tabTo(page, description, { limit: 120 });
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowRight');
  const features = page.getByRole('tab', { name: /General/ });
  await expect(features).toBeFocused();
  await expect(features).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await expect(description).toHaveAttribute('aria-selected', 'true');

  const next = page.getByRole('button', { name: 'Next slide' }).filter({ visible: true }).first();
  if (await next.count()) {
    await tabTo(page, next, { limit: 200 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
  }
});
