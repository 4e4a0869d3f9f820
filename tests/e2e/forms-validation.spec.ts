import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hiddenFromFinder } from '../../src/content/catalogue/hidden.ts';
import { queryOptions } from '../../src/content/company/contact.ts';
import { getProductDetailPath } from '../../src/lib/paths.ts';
import { limits, messages } from '../../src/lib/validation/forms.ts';
import { docxFile, hasPage, hydrate, pdfFile, toast, toaster } from '../support/forms.ts';
import { listHtmlFiles, readDist, readSnapshot } from '../support/site.ts';

/*
 * Client-side rules of the forms (src/lib/validation/forms.ts) and the dialogs' behaviour. Nothing
 * here reaches the API (every submit is refused in the browser), so these tests run in parallel with anything;
 * everything that posts is in forms-api.spec.ts.
 */

const product = readSnapshot().products.find((item) => item.code)!;
const productPath = getProductDetailPath(product.name, product.code);

/** Fails the test if the page posts to the API. */
function forbidPosts(page: Page): void {
  page.on('request', (request) => {
    if (request.method() === 'POST') throw new Error(`unexpected POST to ${request.url()}`);
  });
}

async function openCallback(page: Page) {
  await page.goto(productPath);
  const trigger = page.getByRole('link', { name: 'Get a Call' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Request a call back' });
  await expect(dialog).toBeVisible();
  // These tests are about what the form says and does once awake; a Send pressed while the dialog
  // wakes is the slow-network suite's subject. Awake, the trigger's product has also joined the list
  // above Send, so the button no longer moves under the pointer.
  await expect(dialog.locator('form')).toHaveAttribute('data-island-ready', '');
  return { trigger, dialog };
}

test.describe('contact form', () => {
  test.skip(!hasPage('contact.html'), 'the /contact page has not landed yet');

  test('an invalid email is refused with "Please enter a valid email", as a warning and tied to the field', async ({
    page,
  }) => {
    forbidPosts(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await hydrate(form);
    await form.getByLabel('Your name').fill('Ravi Patel');
    for (const email of ['', 'ravi@', 'ravi@example', 'ravi patel@example.com']) {
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(toast(page, messages.contactEmail).first()).toBeVisible();
      await expect(toast(page, messages.contactEmail).first()).toHaveClass(/toast--warning/);
      await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('Email')).toHaveAccessibleDescription(messages.contactEmail);
      await expect(form.getByLabel('Email')).toBeFocused();
      await expect(form.getByRole('alert')).toHaveText(messages.contactEmail);
    }
    // Nothing else is checked: the name and message may be anything, and typing clears the error.
    await form.getByLabel('Email').fill('ravi@example.com');
    await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid');
  });

  test('inputs have labels, types, autocomplete and the server limits', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    const fields = [
      { label: 'Your name', type: 'text', autocomplete: 'name', max: limits.name },
      { label: 'Email', type: 'email', autocomplete: 'email', max: limits.email },
      { label: 'Phone', type: 'tel', autocomplete: 'tel', max: limits.phone },
    ];
    for (const field of fields) {
      const input = form.getByLabel(field.label);
      await expect(input).toHaveAttribute('type', field.type);
      await expect(input).toHaveAttribute('autocomplete', field.autocomplete);
      await expect(input).toHaveAttribute('maxlength', String(field.max));
    }
    await expect(form.getByLabel('Message')).toHaveAttribute('maxlength', String(limits.message));
  });

  test('text cut at a limit is said so, next to the field', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await hydrate(form);
    const message = form.getByLabel('Message');
    await message.fill('x'.repeat(limits.message - 100));
    await expect(form.getByText('4,900 of 5,000 characters')).toBeVisible();
    await message.fill('y'.repeat(limits.message + 500));
    await expect(message).toHaveValue('y'.repeat(limits.message));
    await expect(message).toHaveAccessibleDescription(/5,000 of 5,000 characters: the limit\. Anything longer was cut/);
    await form.getByLabel('Your name').fill('n'.repeat(limits.name + 20));
    await expect(
      form.getByText(`${limits.name} of ${limits.name} characters: the limit.`, { exact: false }),
    ).toBeVisible();
  });

  test('the query options are the company\'s seven, and "other" reveals a free-text field', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await hydrate(form);
    const query = form.getByLabel('Your query is about');
    const values = await query
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    expect(values).toEqual([...queryOptions]);
    await expect(form.getByLabel('Please tell us the topic')).toBeHidden();
    await query.selectOption('other');
    await expect(form.getByLabel('Please tell us the topic')).toBeVisible();
    await expect(form.getByLabel('Please tell us the topic')).toHaveAttribute('maxlength', String(limits.other));
    await query.selectOption('Quote Request');
    await expect(form.getByLabel('Please tell us the topic')).toBeHidden();
  });
});

test.describe('call-back dialog', () => {
  test('checks name, phone, email and message in that order, each a warning with the exact text', async ({ page }) => {
    forbidPosts(page);
    const { dialog } = await openCallback(page);
    const send = dialog.getByRole('button', { name: 'Send', exact: true });
    const steps: Array<[string, string, string, string]> = [
      // field label, bad value, the message, then a good value
      ['Your name', '  Al  ', messages.callbackName, 'Ravi Patel'],
      ['Phone', '98765', messages.callbackPhone, '9876543210'],
      ['Email', 'ravi@example', messages.callbackEmail, 'ravi@example.com'],
      ['Message', ' ok ', messages.callbackMessage, 'Please call after 4 pm'],
    ];
    for (const [label, bad, message] of steps) {
      await dialog.getByLabel(label).fill(bad);
      await send.click();
      await expect(toast(page, message).first()).toBeVisible();
      await expect(toast(page, message).first()).toHaveClass(/toast--warning/);
      await expect(dialog.getByLabel(label)).toHaveAccessibleDescription(
        new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      await expect(dialog.getByLabel(label)).toBeFocused();
      // Earlier fields, already fixed, have no error.
      await expect(dialog.locator('form').getByRole('alert')).toHaveCount(1);
      const good = steps.find((step) => step[0] === label)![3];
      await dialog.getByLabel(label).fill(good);
    }
    // An empty form reports the name first, whatever else is wrong.
    for (const [label] of steps) await dialog.getByLabel(label).fill('');
    await send.click();
    await expect(dialog.locator('form').getByRole('alert')).toHaveText(messages.callbackName);
  });

  test('opens from Get a Call with the product chosen, and closes on ×, Escape and the backdrop, returning focus', async ({
    page,
  }) => {
    const { trigger, dialog } = await openCallback(page);
    const chosen = dialog.getByRole('list', { name: 'Selected products' });
    await expect(chosen.getByRole('listitem')).toHaveCount(1);
    await expect(chosen.getByRole('listitem')).toContainText(product.name);
    await expect(dialog.getByLabel('Your name')).toBeFocused();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Your name').fill('kept');
    await page.mouse.click(6, 6);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    // Reopening keeps what was typed and does not choose the product twice.
    await trigger.click();
    await expect(dialog.getByLabel('Your name')).toHaveValue('kept');
    await expect(chosen.getByRole('listitem')).toHaveCount(1);
  });

  test('focus stays inside the open dialog', async ({ page }) => {
    const { dialog } = await openCallback(page);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate(
        (element) => element.contains(document.activeElement) || document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }
  });

  test('product selection: a category reveals its products; products are added once and removed one by one', async ({
    page,
  }) => {
    const { dialog } = await openCallback(page);
    const chosen = dialog.getByRole('list', { name: 'Selected products' });
    await dialog.getByRole('button', { name: `Remove ${product.name}` }).click();
    await expect(chosen).toHaveCount(0);

    const category = dialog.getByLabel('Category');
    await expect(category).toBeEnabled();
    await expect(dialog.getByLabel('Product', { exact: true })).toHaveCount(0);
    const labels = await category.locator('option').allTextContents();
    for (const hidden of hiddenFromFinder) expect(labels).not.toContain(hidden);

    await category.selectOption({ index: 1 });
    const productSelect = dialog.getByLabel('Product', { exact: true });
    await expect(productSelect).toBeVisible();
    const first = (await productSelect.locator('option').nth(1).textContent())!;
    const second = (await productSelect.locator('option').nth(2).textContent())!;
    const add = dialog.getByRole('button', { name: 'Add product' });
    await productSelect.selectOption({ index: 1 });
    await add.click();
    await productSelect.selectOption({ index: 2 });
    await add.click();
    await productSelect.selectOption({ index: 1 });
    await add.click();
    await expect(dialog.getByText(/is already in your list/)).toBeVisible();
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    const firstName = first.replace(/ \([^)]*\)$/, '');
    await expect(chosen.getByRole('listitem').first()).toContainText(firstName);
    await dialog.getByRole('button', { name: `Remove ${firstName}` }).click();
    await expect(chosen.getByRole('listitem')).toHaveCount(1);
    await expect(chosen.getByRole('listitem')).toContainText(second.replace(/ \([^)]*\)$/, ''));
  });

  test('inputs have labels, types, autocomplete and the server limits', async ({ page }) => {
    const { dialog } = await openCallback(page);
    await expect(dialog.getByLabel('Your name')).toHaveAttribute('maxlength', String(limits.name));
    // A 10-digit national number: a text field with the digits keyboard, autofilled without the +91.
    await expect(dialog.getByLabel('Phone')).toHaveAttribute('inputmode', 'numeric');
    await expect(dialog.getByLabel('Phone')).toHaveAttribute('autocomplete', 'tel-national');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
    await expect(dialog.getByLabel('Message')).toHaveAttribute('maxlength', String(limits.message));
  });
});

test.describe('a trigger that names only a category', () => {
  // e.g. a category page's "Request a call back", which carries the category's name but no product id
  const found = listHtmlFiles()
    .filter((file) => file.startsWith('category/'))
    .map((file) => ({ file, tag: /<(?:a|button)\b[^>]*\bdata-callback-trigger\b[^>]*>/.exec(readDist(file))?.[0] }))
    .find(({ tag }) => tag && tag.includes('data-product-name=') && !tag.includes('data-product-id='));
  test.skip(!found, 'no page has such a trigger');

  test('opens the call-back dialog with the name written into the message', async ({ page }) => {
    const name = /data-product-name="([^"]*)"/.exec(found!.tag!)![1]!.replaceAll('&amp;', '&');
    await page.goto('/' + found!.file.replace(/\.html$/, ''));
    await page.locator(`[data-callback-trigger][data-product-name]:not([data-product-id])`).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request a call back' });
    await expect(dialog.getByLabel('Message')).toHaveValue(`I would like to know more about ${name}.`);
  });
});

test.describe('the dialogs load only when asked', () => {
  /** Collects the JavaScript the page fetched, as [url, body] pairs. */
  function collectScripts(page: Page): Array<Promise<[string, string]>> {
    const scripts: Array<Promise<[string, string]>> = [];
    page.on('response', (response) => {
      // A body still unread when the test ends (the page is closed) counts as empty, not as an error.
      if (response.url().endsWith('.js'))
        scripts.push(
          response.text().then(
            (body) => [response.url(), body],
            () => [response.url(), ''],
          ),
        );
    });
    return scripts;
  }
  const hasReact = async (scripts: Array<Promise<[string, string]>>) =>
    (await Promise.all(scripts)).some(([, body]) => body.includes('react.transitional.element'));

  test('a product page ships no React until Get a Call is touched', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto(productPath);
    await page.waitForLoadState('networkidle');
    expect(await hasReact(scripts)).toBe(false);
    await page.getByRole('link', { name: 'Get a Call' }).click();
    await expect(page.getByRole('dialog', { name: 'Request a call back' })).toBeVisible();
    await expect.poll(() => hasReact(scripts)).toBe(true);
  });

  test('a modified click on Get a Call keeps the link to the contact page', async ({ page }) => {
    await page.goto(productPath);
    await expect(page.getByRole('link', { name: 'Get a Call' })).toHaveAttribute('href', '/contact#enquiry');
  });

  test('a page with a form ships no React until the visitor touches the form, even with the form on screen', async ({
    page,
  }) => {
    test.skip(!hasPage('index.html'), 'the home page has not landed yet');
    const scripts = collectScripts(page);
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await form.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await hasReact(scripts)).toBe(false);
    await hydrate(form);
    expect(await hasReact(scripts)).toBe(true);
  });
});

test.describe('accessibility and the content security policy', () => {
  test('the open call-back dialog, with an error and a toast, passes axe and breaks no CSP rule', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    const { dialog } = await openCallback(page);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(toast(page, messages.callbackName)).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('dialog[open]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('the contact form with an error passes axe and breaks no CSP rule', async ({ page }) => {
    test.skip(!hasPage('contact.html'), 'the /contact page has not landed yet');
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await hydrate(form);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(toast(page, messages.contactEmail)).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('form[aria-label="Enquiry form"]')
      .include('.toaster')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(violations).toEqual([]);
  });
});

test.describe('toasts', () => {
  test('one toaster, bottom-right; a toast closes after 4 s, waits while hovered, and can be dismissed', async ({
    page,
  }) => {
    const { dialog } = await openCallback(page);
    const send = dialog.getByRole('button', { name: 'Send', exact: true });
    await send.click();
    const first = toast(page, messages.callbackName);
    await expect(first).toBeVisible();
    const shownAt = Date.now();
    await expect(toaster(page)).toHaveCount(1);
    const box = (await toaster(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    await expect(first).toBeHidden({ timeout: 6000 });
    const lasted = Date.now() - shownAt;
    expect(lasted).toBeGreaterThan(3500);
    expect(lasted).toBeLessThan(5500);

    await send.click();
    await first.hover();
    await page.waitForTimeout(5000);
    await expect(first).toBeVisible();
    await page.mouse.move(6, 6);
    await expect(first).toBeHidden({ timeout: 6000 });

    await send.click();
    await first.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(first).toBeHidden();
  });

  test('Send pressed again over the same mistake shows one toast, not a pile over the form', async ({ page }) => {
    const { dialog } = await openCallback(page);
    const send = dialog.getByRole('button', { name: 'Send', exact: true });
    for (let press = 0; press < 3; press++) await send.click();
    await expect(toast(page, messages.callbackName)).toBeVisible();
    await expect(toaster(page).getByRole('listitem')).toHaveCount(1);
    // A different mistake is a different toast.
    await dialog.getByLabel('Your name').fill('Asha Verma');
    await send.click();
    await expect(toaster(page).getByRole('listitem')).toHaveCount(2);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

    test('a tap on a toast closes it at once, so the next tap reaches the Send button under it', async ({ page }) => {
      const { dialog } = await openCallback(page);
      const send = dialog.getByRole('button', { name: 'Send', exact: true });
      await send.tap();
      const first = toast(page, messages.callbackName);
      await expect(first).toBeVisible();
      // A tap on the toast's words, as a thumb going for the Send button under it would.
      await first.getByText(messages.callbackName).tap();
      await expect(first).toBeHidden({ timeout: 1000 });
      await dialog.getByLabel('Your name').fill('Asha Verma');
      await send.tap();
      await expect(toast(page, messages.callbackPhone)).toBeVisible();
    });
  });
});

test.describe('job apply modal', () => {
  test.skip(!hasPage('career.html'), 'the /career page has not landed yet');

  test('name and email are required, then a CV: "Please upload your CV"', async ({ page }) => {
    forbidPosts(page);
    await page.goto('/career');
    const job = readSnapshot().jobs[0]!;
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${job.role}` });
    await expect(dialog).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Submit application' });
    await send.click();
    await expect(dialog.locator('form').getByRole('alert')).toHaveText(messages.nameRequired);
    await dialog.getByLabel('Full name').fill('Asha Verma');
    await send.click();
    await expect(dialog.locator('form').getByRole('alert')).toHaveText(messages.emailRequired);
    await dialog.getByLabel('Email').fill('asha@example.com');
    await send.click();
    await expect(toast(page, 'Please upload your CV').first()).toBeVisible();
    await expect(dialog.locator('form').getByRole('alert')).toHaveText('Please upload your CV');
  });

  test('only a PDF of at most 5 MB is taken, and a refused file is explained (and logged)', async ({ page }) => {
    forbidPosts(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/career');
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const dialog = page.getByRole('dialog');
    // The check of a file chosen while the modal wakes is the slow-network suite's subject.
    await expect(dialog.locator('form')).toHaveAttribute('data-island-ready', '');
    const cv = dialog.getByLabel(/Your CV/);
    await expect(cv).toHaveAttribute('accept', /\.pdf/);
    await cv.setInputFiles(docxFile());
    await expect(dialog.locator('form').getByRole('alert')).toHaveText(messages.cvPdfOnly);
    await expect(cv).toHaveValue('');
    expect(warnings.some((text) => text.includes('cv.docx'))).toBe(true);
    await cv.setInputFiles(pdfFile('big.pdf', 5 * 1024 * 1024 + 1));
    await expect(dialog.locator('form').getByRole('alert')).toHaveText(messages.cvTooLarge);
    await expect(cv).toHaveValue('');
    await cv.setInputFiles(pdfFile());
    await expect(dialog.locator('form').getByRole('alert')).toHaveCount(0);
  });
});

test.describe('careers side form', () => {
  test.skip(!hasPage('career.html'), 'the /career page has not landed yet');

  test('takes PDF, DOC and DOCX up to 5 MB and explains a refused file', async ({ page }) => {
    forbidPosts(page);
    await page.goto('/career');
    const form = page.getByRole('form', { name: 'Send us your CV' });
    await hydrate(form);
    const cv = form.getByLabel(/Your CV/);
    await cv.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(form.getByRole('alert')).toHaveText(messages.cvWrongType);
    await expect(toast(page, messages.cvWrongType)).toBeVisible();
    await cv.setInputFiles(docxFile('cv.docx'));
    await expect(form.getByRole('alert')).toHaveCount(0);
    await cv.setInputFiles(pdfFile('big.pdf', 5 * 1024 * 1024 + 10));
    await expect(form.getByRole('alert')).toHaveText(messages.cvTooLarge);
    const interests = await form.getByLabel('Career interest').locator('option').allTextContents();
    expect(interests.slice(1)).toEqual([
      'BDE',
      'Sales Executive',
      'Manager',
      'Lab Technicians',
      'Chemical Engineers',
      'Chemists',
      'Other',
    ]);
  });
});
