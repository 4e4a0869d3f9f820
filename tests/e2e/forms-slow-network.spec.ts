import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { getProductDetailPath } from '../../src/lib/paths.ts';
import { findPageWith, hasPage, pdfFile, personPause, toast, uniqueName } from '../support/forms.ts';
import { usePrivateApi } from '../support/private-api.ts';
import { distDir, readSnapshot } from '../support/site.ts';

/*
 * The slow path, as a farmer on a rural phone meets it: the page's HTML is on screen seconds
 * before the forms' scripts arrive, and people start typing. Every form here is filled, and its
 * Send pressed, while its island scripts are held back (or never come); what reaches the API
 * (read back from a private reference API's SQLite database, so the faults other specs set on the
 * shared one never reach these tests) must be exactly what was typed, and nothing typed may ever
 * reach the address bar.
 */

test.describe.configure({ mode: 'serial' });
const api = usePrivateApi('slow-network');
const submissionsNamed = api.stored;

const islandScripts = '**/_astro/**/*.js';
const scriptDelayMs = 4000;

const snapshot = readSnapshot();
const product = snapshot.products.find((item) => item.code)!;
const productPath = getProductDetailPath(product.name, product.code);

/** Holds back every script file of the page for `ms`, as a slow connection would. */
async function delayScripts(page: Page, ms = scriptDelayMs): Promise<void> {
  await page.route(islandScripts, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

/** Every script file of the page fails to load, as after a deploy or on a dropped connection. */
async function blockScripts(page: Page): Promise<void> {
  await page.route(islandScripts, (route) => route.abort('internetdisconnected'));
}

/** Records every address the page's main frame goes to; none may carry what was typed. */
function watchAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

const islandOf = (form: Locator) => form.locator('xpath=ancestor::astro-island[1]');

async function expectAsleep(form: Locator): Promise<void> {
  await expect(islandOf(form), 'the island has not woken yet').toHaveAttribute('ssr', '');
}

async function expectStored(name: string) {
  await expect.poll(() => submissionsNamed(name).length, { timeout: 20_000 }).toBe(1);
  return submissionsNamed(name)[0]!.payload;
}

test.describe('enquiry form typed and sent before its script arrives', () => {
  for (const path of ['/contact', '/']) {
    test(`${path}: the payload holds exactly what was typed; the address never changes`, async ({ page }) => {
      test.skip(!hasPage(path === '/' ? 'index.html' : 'contact.html'), 'page not built');
      await delayScripts(page);
      const addresses = watchAddresses(page);
      await page.goto(path);
      const form = page.getByRole('form', { name: 'Enquiry form' });
      const name = uniqueName('slow-enquiry');
      await form.getByLabel('Your name').pressSequentially(name, { delay: 15 });
      await form.getByLabel('Email').fill('asha.verma@example.in');
      await form.getByLabel('Phone').fill('+91 98260 12345');
      await form.getByLabel('Your query is about').selectOption('other');
      await form.getByLabel('Please tell us the topic').fill('Dealership in Dewas');
      await form.getByLabel('Message').fill('Need 200 kg of silicone spreader before the soybean spray.');
      await expectAsleep(form);
      await form.getByRole('button', { name: 'Send enquiry' }).click();

      await expect(toast(page, 'Contact Details Get Successfully')).toBeVisible({ timeout: 20_000 });
      expect(await expectStored(name)).toEqual({
        name,
        email: 'asha.verma@example.in',
        query: 'other',
        message: 'Need 200 kg of silicone spreader before the soybean spray.',
        phoneNumber: '+91 98260 12345',
        selectedProducts: [],
        other: 'Dealership in Dewas',
      });
      expect(addresses.every((address) => !address.includes('?'))).toBe(true);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(form.getByLabel('Your name')).toHaveValue('');
    });
  }

  test('typing straight through the moment the island wakes loses no keystroke, focus or caret', async ({ page }) => {
    await delayScripts(page, 1500);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    const message = form.getByLabel('Message');
    const text = 'Please send the price of 25 kg and 200 kg drums, with delivery to Ujjain.';
    // About 5 s of typing: the island wakes somewhere in the middle.
    await message.pressSequentially(text, { delay: 70 });
    await expect(islandOf(form)).not.toHaveAttribute('ssr');
    await expect(message).toHaveValue(text);
    await expect(message).toBeFocused();
    await page.keyboard.type(' Thanks');
    await expect(message).toHaveValue(`${text} Thanks`);
  });

  test('an invalid email typed before the script arrives is refused, and nothing typed is lost', async ({ page }) => {
    await delayScripts(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await form.getByLabel('Your name').fill('Asha Verma');
    await form.getByLabel('Email').fill('not-an-email');
    await expectAsleep(form);
    await form.getByLabel('Email').press('Enter');
    await expect(toast(page, 'Please enter a valid email')).toBeVisible({ timeout: 20_000 });
    await expect(form.getByLabel('Your name')).toHaveValue('Asha Verma');
    await expect(form.getByLabel('Email')).toHaveValue('not-an-email');
    expect(new URL(page.url()).search).toBe('');
  });

  test('a product chosen before the script arrives is sent with the enquiry', async ({ page }) => {
    await delayScripts(page, 2500);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    const name = uniqueName('slow-picker');
    await form.getByLabel('Category').selectOption({ index: 1 });
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Email').fill('dealer@example.com');
    // The product list arrives with the island: then the category chosen early shows its products.
    const productSelect = form.getByLabel('Product', { exact: true });
    await expect(productSelect).toBeEnabled({ timeout: 20_000 });
    await productSelect.selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Add product' }).click();
    const chosen = (await form.getByRole('list', { name: 'Selected products' }).getByRole('listitem').textContent())!;
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const payload = await expectStored(name);
    const sent = payload['selectedProducts'] as Array<{ Name: string }>;
    expect(sent).toHaveLength(1);
    expect(chosen).toContain(sent[0]!.Name);
  });
});

/** The files a built script imports statically (minified: `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`). */
function staticImports(file: string): string[] {
  const code = readFileSync(join(distDir, file), 'utf8');
  const folder = file.slice(0, file.lastIndexOf('/') + 1);
  return [...code.matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?"\.\/([^"]+)"/g)].map(
    (match) => folder + match[1]!,
  );
}

/** Every file the scripts `entries` (paths under dist, like _astro/x.js) import, directly or not. */
function importTree(entries: string[]): Set<string> {
  const tree = new Set<string>();
  for (let queue = [...entries]; queue.length > 0;) {
    const file = queue.pop()!;
    for (const imported of staticImports(file))
      if (!tree.has(imported) && !entries.includes(imported)) {
        tree.add(imported);
        queue.push(imported);
      }
  }
  return tree;
}

test("a form's script files come in two round trips: its first two files name every other one", async ({ page }) => {
  const held = new Map<string, Route>();
  await page.route(islandScripts, (route) => {
    held.set(new URL(route.request().url()).pathname.slice(1), route);
  });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Enquiry form' });
  const island = islandOf(form);
  const entries = [
    (await island.getAttribute('component-url'))!.slice(1),
    (await island.getAttribute('renderer-url'))!.slice(1),
  ];
  const tree = importTree(entries);
  expect(tree.size, 'the island has files beyond its first two').toBeGreaterThan(2);

  await form.getByLabel('Your name').focus();
  await expect.poll(() => entries.every((file) => held.has(file))).toBe(true);
  for (const file of entries) await held.get(file)!.continue();
  // With only the first two files in, the browser already asks for the whole tree.
  await expect
    .poll(() => [...tree].filter((file) => !held.has(file)), { message: 'files not asked for yet' })
    .toEqual([]);
  for (const [file, route] of held) if (!entries.includes(file)) await route.continue();
  await expect(form).toHaveAttribute('data-island-ready', '');
});

test.describe('dialogs open at once and send what was typed before their script arrived', () => {
  test('call-back dialog on a product page, with the product', async ({ page }) => {
    await delayScripts(page);
    const addresses = watchAddresses(page);
    await page.goto(productPath);
    await page.getByRole('link', { name: 'Get a Call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a call back' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`About: ${product.name}`)).toBeVisible();
    const form = dialog.locator('form');
    const name = uniqueName('slow-callback');
    await dialog.getByLabel('Your name').pressSequentially(name, { delay: 10 });
    await dialog.getByLabel('Phone').fill('98260 12345');
    await dialog.getByLabel('Email').fill('kisan@example.in');
    await dialog.getByLabel('Message').fill('Please call after 5 pm about the dose for cotton.');
    await expectAsleep(form);
    await dialog.getByRole('button', { name: 'Send' }).click();

    await expect(toast(page, 'Contact Details Get Successfully')).toBeVisible({ timeout: 20_000 });
    expect(await expectStored(name)).toEqual({
      name,
      email: 'kisan@example.in',
      phoneNumber: '9826012345',
      message: 'Please call after 5 pm about the dose for cotton.',
      selectedProducts: [{ _id: product.id, Name: product.name, ProductCode: product.code }],
    });
    expect(addresses).toHaveLength(1);
  });

  test('contact-us dialog on a category page, with the product of its button', async ({ page }) => {
    const path = findPageWith('data-contact-us-trigger data-product-id=');
    test.skip(!path, 'no category page with Contact us buttons');
    await delayScripts(page);
    await page.goto(path!);
    const button = page.locator('[data-contact-us-trigger][data-product-id]').first();
    const productId = await button.getAttribute('data-product-id');
    const chosen = snapshot.products.find((item) => item.id === productId)!;
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Contact us about this product' });
    await expect(dialog).toBeVisible();
    const name = uniqueName('slow-contact-us');
    await dialog.getByLabel('Your name').fill(name);
    await dialog.getByLabel('Phone').fill('9123456780');
    await dialog.getByLabel('Email').fill('formulator@example.com');
    await dialog.getByLabel('Message').fill('TDS and price for one tonne, please.');
    await expectAsleep(dialog.locator('form'));
    await dialog.getByRole('button', { name: 'Send' }).click();
    expect(await expectStored(name)).toEqual({
      name,
      email: 'formulator@example.com',
      phoneNumber: '9123456780',
      message: 'TDS and price for one tonne, please.',
      selectedProducts: [{ _id: chosen.id, Name: chosen.name, ProductCode: chosen.code ?? '' }],
    });
  });

  test('job apply modal, with the CV chosen before the script arrived', async ({ page }) => {
    test.skip(!hasPage('career.html'), 'page not built');
    const job = snapshot.jobs[0]!;
    await delayScripts(page);
    await page.goto('/career');
    await page
      .getByRole('button', { name: /^Apply Now/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${job.role}` });
    await expect(dialog).toBeVisible();
    const name = uniqueName('slow-candidate');
    await dialog.getByLabel('Full name').fill(name);
    await dialog.getByLabel('Email').fill('asha@example.com');
    await dialog.getByLabel('About you').fill('Six years of field sales in Malwa.');
    await dialog.getByLabel(/Your CV/).setInputFiles(pdfFile('Asha Verma CV.pdf'));
    await expectAsleep(dialog.locator('form'));
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    const payload = await expectStored(name);
    expect(payload).toMatchObject({
      name,
      emailId: 'asha@example.com',
      role: job.role,
      otherDetails: `Six years of field sales in Malwa.\nJob post: ${job.id}`,
    });
    expect(String(payload['cv'])).toContain('/files/');
  });

  test('careers side form, with its CV', async ({ page }) => {
    test.skip(!hasPage('career.html'), 'page not built');
    await delayScripts(page);
    await page.goto('/career');
    const form = page.getByRole('form', { name: 'Send us your CV' });
    const name = uniqueName('slow-side-form');
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email').fill('chemist@example.com');
    await form.getByLabel('Career interest').selectOption('Chemists');
    await form.getByLabel(/Your CV/).setInputFiles(pdfFile('cv.pdf'));
    await expectAsleep(form);
    await form.getByRole('button', { name: 'Send CV' }).click();
    expect(await expectStored(name)).toMatchObject({ name, emailId: 'chemist@example.com', role: 'Chemists' });
  });
});

test.describe('searches typed before their script arrives', () => {
  test('home finder: a category chosen and Search pressed early lead to its page', async ({ page }) => {
    test.skip(!hasPage('index.html'), 'page not built');
    await delayScripts(page);
    await page.goto('/');
    const finder = page.getByRole('search', { name: 'Find a product' });
    await finder.getByLabel('Category').selectOption({ label: 'Fertilizers' });
    await expectAsleep(finder);
    await finder.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/category\//, { timeout: 20_000 });
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/category/Fertilizers');
  });

  test('blog search shows the results of what was typed early', async ({ page }) => {
    test.skip(!hasPage('Resourcecenter.html'), 'page not built');
    const post = snapshot.blogs[0]!;
    const word = post.title.split(/\s+/).find((part) => part.length > 5)!;
    await delayScripts(page);
    await page.goto('/Resourcecenter');
    const box = page.getByRole('searchbox');
    await box.fill(word);
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: post.title }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(box).toHaveValue(word);
  });

  test('category search shows the suggestions of what was typed early', async ({ page }) => {
    test.skip(!hasPage('Categories.html'), 'page not built');
    await delayScripts(page);
    await page.goto('/Categories');
    const box = page.getByRole('combobox', { name: 'Search categories' });
    await box.pressSequentially('fertil', { delay: 20 });
    await expect(page.getByRole('option', { name: /Fertilizers/ }).first()).toBeVisible({ timeout: 20_000 });
    await expect(box).toHaveValue('fertil');
  });
});

test.describe('when the form script cannot load at all', () => {
  test('the enquiry form says so, offers phone, e-mail and WhatsApp, keeps what was typed, and sends on "Try again"', async ({
    page,
  }) => {
    await blockScripts(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    const name = uniqueName('blocked-enquiry');
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Email').fill('buyer@example.com');
    await form.getByLabel('Message').fill('Quote for 1 tonne, please.');
    // A person's time at the form: sent sooner, the form would rightly take it for a bot's.
    await personPause(page);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const fallback = page.getByRole('alert').filter({ hasText: 'This form could not load' });
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await expect(fallback.locator('a[href^="tel:"]')).toBeVisible();
    await expect(fallback.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(fallback.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(form.getByLabel('Your name')).toHaveValue(name);
    await expect(form.getByLabel('Message')).toHaveValue('Quote for 1 tonne, please.');
    expect(new URL(page.url()).search).toBe('');
    expect(submissionsNamed(name)).toHaveLength(0);

    // The connection comes back: "Try again" wakes the form and sends what was held.
    await page.unroute(islandScripts);
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(toast(page, 'Contact Details Get Successfully')).toBeVisible({ timeout: 20_000 });
    expect(await expectStored(name)).toMatchObject({
      name,
      email: 'buyer@example.com',
      message: 'Quote for 1 tonne, please.',
    });
  });

  test('the call-back dialog still opens, keeps what was typed and offers other ways to reach us', async ({ page }) => {
    await blockScripts(page);
    await page.goto(productPath);
    await page.getByRole('link', { name: 'Get a Call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a call back' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Your name').fill('Ramesh Patidar');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const fallback = dialog.getByRole('alert').filter({ hasText: 'This form could not load' });
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await expect(fallback.locator('a[href^="tel:"]')).toBeVisible();
    await expect(dialog.getByLabel('Your name')).toHaveValue('Ramesh Patidar');
  });
});

test.describe('drafts and the time a person needs', () => {
  test('a long enquiry survives a reload, and is forgotten once sent', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    const name = uniqueName('draft');
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Your query is about').selectOption('Quote Request');
    await form.getByLabel('Message').fill('Price for 5 drums of the emulsifier, delivered to Ratlam.');
    await form.getByLabel('Category').selectOption({ index: 1 });
    await form.getByLabel('Product', { exact: true }).selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Add product' }).click();
    const chosen = form.getByRole('list', { name: 'Selected products' }).getByRole('listitem');
    const product = (await chosen.textContent())!;
    await page.waitForTimeout(600);
    await page.reload();
    await expect(form.getByLabel('Your name')).toHaveValue(name);
    await expect(form.getByLabel('Your query is about')).toHaveValue('Quote Request');
    await expect(form.getByLabel('Message')).toHaveValue('Price for 5 drums of the emulsifier, delivered to Ratlam.');
    // The chosen product shows again before the visitor touches the form, so it is not added twice.
    await expect(chosen).toHaveText(product);
    await form.getByLabel('Email').fill('trader@example.com');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(toast(page, 'Contact Details Get Successfully')).toBeVisible();
    expect((await expectStored(name))['selectedProducts']).toHaveLength(1);
    await page.reload();
    await expect(form.getByLabel('Your name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(chosen).toHaveCount(0);
  });

  test("typing at a person's speed sends", async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    const name = uniqueName('human');
    await form.getByLabel('Your name').pressSequentially(name, { delay: 80 });
    await form.getByLabel('Email').pressSequentially('ravi@example.in', { delay: 80 });
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(toast(page, 'Contact Details Get Successfully')).toBeVisible();
    expect(await expectStored(name)).toMatchObject({ name, email: 'ravi@example.in' });
  });

  test('filling at automation speed after the page has been shown for 3 s sends: the clock starts with the page, not the script', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.waitForTimeout(3000);
    const form = page.getByRole('form', { name: 'Enquiry form' });
    const name = uniqueName('fast-after-3s');
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Email').fill('quick@example.in');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(toast(page, 'Contact Details Get Successfully')).toBeVisible();
    expect(submissionsNamed(name)).toHaveLength(1);
  });
});
