import { expect, test, type Locator, type Page } from '@playwright/test';
import { limits } from '../../scripts/dev/api/payloads.ts';
import { messages } from '../../src/lib/validation/forms.ts';
import { hasPage, hydrate, pdfFile, personPause } from '../support/forms.ts';
import { usePrivateApi } from '../support/private-api.ts';
import { watchScripts } from '../support/security.ts';

/*
 * The forms under abuse: inputs at and beyond their limits, every script and direction of text,
 * HTML where a name goes, phone numbers as people really type them, files that lie about what
 * they are and files that are too big. Each must end in a clear message or an exact copy in
 * the database, and the visitor must never lose what they typed.
 *
 * The browser's calls to the API are routed to a private reference API with its own database,
 * so these tests neither see nor consume the faults that other specs set on the shared one.
 */

const api = usePrivateApi('abuse');
const stored = api.stored;

const fieldValues = (form: Locator) =>
  form
    .locator('input:not([type=file]):not([name=website]), textarea, select')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value));

/** Scripts of the world, right-to-left text, emoji and markup, in one string. */
const mixed = 'Anita अनीता آنیتا אניטה 🌱💧 <b>bold</b> <img src=x onerror=alert(1)> & "quotes" \'single\'';

test.describe('contact form', () => {
  test.skip(!hasPage('contact.html'), 'the /contact page has not landed yet');

  async function openForm(page: Page) {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await hydrate(form);
    return form;
  }

  test('emoji, right-to-left text, HTML and a +91 phone are stored exactly as typed, and shown as text', async ({
    page,
  }) => {
    const watch = await watchScripts(page);
    const form = await openForm(page);
    const name = `अनीता آنیتا 🌱 <b>Shah</b> & "Co" ${Date.now()}`;
    const message = `سلام — שלום — नमस्ते\n<script>window.__xss=1</script>\n${mixed}\nLine 4 🌾`;
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Email').fill('anita+enquiry@example.co.in');
    await form.getByLabel('Phone').fill('+91 98765 43210');
    await form.getByLabel('Message').fill(message);
    await personPause(page);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByText('Contact Details Get Successfully').first()).toBeVisible();
    await expect.poll(() => stored(name).length).toBe(1);
    const [row] = stored(name);
    expect(row!.payload).toMatchObject({
      name: name.trim(),
      email: 'anita+enquiry@example.co.in',
      phoneNumber: '+91 98765 43210',
      message: message.trim(),
    });
    expect(await watch.xssFlag()).toBeNull();
    expect(watch.dialogs).toEqual([]);
    expect(await watch.violations()).toEqual([]);
  });

  test('name and email at their limits are stored whole', async ({ page }) => {
    const form = await openForm(page);
    const name = `Limit ${Date.now()} `.padEnd(limits.name - 2, 'x') + '🌱';
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(limits.email - 64 - 1 - 63 - 1 - 63 - 1)}`;
    expect(email).toHaveLength(limits.email);
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Email').fill(email);
    await expect(form.getByLabel('Your name')).toHaveValue(name);
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await personPause(page);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByText('Contact Details Get Successfully').first()).toBeVisible();
    await expect.poll(() => stored(name).length).toBe(1);
    expect(stored(name)[0]!.payload).toMatchObject({ name, email });
  });

  test('a 10,000-character message is never cut without a word, and nothing is lost', async ({ page }) => {
    const form = await openForm(page);
    const name = `Long message ${Date.now()}`;
    const long = Array.from(
      { length: 10_000 / 50 },
      (_, index) => `Line ${String(index).padStart(3, '0')} of a very long enquiry text. 🌱`.padEnd(49, '.') + '\n',
    )
      .join('')
      .slice(0, 10_000);
    expect(long.length).toBe(10_000);
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Email').fill('long@example.com');
    await form.getByLabel('Message').fill(long);
    const kept = await form.getByLabel('Message').inputValue();
    if (kept.length < long.length) {
      // The field holds less than was pasted: the visitor must be told the limit, right there.
      await expect(
        form.getByText(new RegExp(`${limits.message.toLocaleString('en-US')}|${limits.message}`)).first(),
        'the message limit is shown when text is cut',
      ).toBeVisible();
    }
    const before = await fieldValues(form);
    await personPause(page);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    if (kept.length > limits.message) {
      // Too long to send: a clear message, and every field as it was.
      await expect(
        page.getByText(new RegExp(`${limits.message}|${limits.message.toLocaleString('en-US')}`)).first(),
      ).toBeVisible();
      expect(await fieldValues(form)).toEqual(before);
      expect(stored(name)).toHaveLength(0);
    } else {
      await expect(page.getByText('Contact Details Get Successfully').first()).toBeVisible();
      await expect.poll(() => stored(name).length).toBe(1);
      expect(stored(name)[0]!.payload['message']).toBe(kept.trim());
    }
  });

  test('markup in the email field is refused with the rule, every field kept', async ({ page }) => {
    const form = await openForm(page);
    const name = `Bad email ${Date.now()}`;
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Email').fill('<img src=x onerror=alert(1)>@example.com');
    await form.getByLabel('Message').fill(mixed);
    const before = await fieldValues(form);
    await personPause(page);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByText(messages.contactEmail).first()).toBeVisible();
    expect(await fieldValues(form)).toEqual(before);
    expect(stored(name)).toHaveLength(0);
  });
});

test.describe('call-back dialog', () => {
  test.skip(!hasPage('Categories.html'), 'the /Categories page has not landed yet');

  async function openDialog(page: Page) {
    await page.goto('/Categories');
    await page.locator('[data-callback-trigger]').filter({ visible: true }).first().click();
    const dialog = page.getByRole('dialog', { name: /call back/i });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** A caller's name, phone, e-mail and message, as typed. */
  async function fillCaller(dialog: Locator, name: string, phone: string, message: string) {
    await dialog.getByLabel('Your name').fill(name);
    await dialog.getByLabel('Phone (10 digits)').fill(phone);
    await dialog.getByLabel('Email').fill('caller@example.com');
    await dialog.getByLabel('Message').fill(message);
  }

  // Thai digits are digits too, but not ones the company's phones dial: they get the rule.
  for (const phone of ['+91 98765 43210', '098765 43210', '98765-4321', '๙๘๗๖๕๔๓๒๑๐']) {
    test(`phone "${phone}" gets the 10-digit rule, with every field kept`, async ({ page }) => {
      const dialog = await openDialog(page);
      const name = `Phone ${phone} ${Date.now()}`;
      await fillCaller(dialog, name, phone, 'Call me after 5 pm, please. مرحبا 🌱');
      const before = await fieldValues(dialog);
      await personPause(page);
      await dialog.getByRole('button', { name: /send|request/i }).click();
      await expect(page.getByText(messages.callbackPhone).first()).toBeVisible();
      expect(await fieldValues(dialog)).toEqual(before);
      expect(stored(name)).toHaveLength(0);
    });
  }

  for (const phone of ['９８７６５４３２１０', '९८७६५ ४३२१०']) {
    test(`phone "${phone}" is ten digits as a phone keyboard types them, and is stored as 0–9`, async ({ page }) => {
      const dialog = await openDialog(page);
      const name = `Phone ${phone} ${Date.now()}`;
      await fillCaller(dialog, name, phone, 'Call me after 5 pm, please.');
      await personPause(page);
      await dialog.getByRole('button', { name: /send|request/i }).click();
      await expect.poll(() => stored(name).length).toBe(1);
      expect(stored(name)[0]!.payload['phoneNumber']).toBe('9876543210');
    });
  }

  test('spaces for a name, markup for a message: the rules in order, then a clean call-back', async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByLabel('Your name').fill('      ');
    await dialog.getByLabel('Phone (10 digits)').fill('98765 43210');
    await dialog.getByLabel('Email').fill('caller@example.com');
    await dialog.getByLabel('Message').fill('<p>  </p>');
    await personPause(page);
    const send = dialog.getByRole('button', { name: /send|request/i });
    await send.click();
    await expect(page.getByText(messages.callbackName).first()).toBeVisible();
    const name = `सुनील <i>Call</i> ${Date.now()}`;
    await dialog.getByLabel('Your name').fill(name);
    await send.click();
    await expect(page.getByText('Contact Details Get Successfully').first()).toBeVisible();
    await expect.poll(() => stored(name).length).toBe(1);
    expect(stored(name)[0]!.payload).toMatchObject({ name, phoneNumber: '9876543210', message: '<p>  </p>' });
  });
});

test.describe('job application', () => {
  test.skip(!hasPage('career.html'), 'the /career page has not landed yet');

  async function openModal(page: Page, name: string) {
    await page.goto('/career');
    await page
      .getByRole('button', { name: /^Apply Now/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Full name').fill(name);
    await dialog.getByLabel('Email').fill('asha@example.com');
    await dialog.getByLabel('Phone').fill('+91 98123 45670');
    await dialog.getByLabel('About you').fill(`${mixed}\nNotice period: 30 days.`);
    return dialog;
  }

  const uploadsNow = () => api.store().listUploads().length;

  test('a PNG renamed cv.pdf is refused with a clear message; nothing stored, nothing lost', async ({ page }) => {
    const name = `Renamed PNG ${Date.now()}`;
    const dialog = await openModal(page, name);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 1)]);
    await dialog.getByLabel(/Your CV/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: png });
    const before = await fieldValues(dialog);
    const uploads = uploadsNow();
    await personPause(page);
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText(new RegExp(`${messages.uploadFailed}|not a PDF|Only PDF`, 'i')).first()).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await fieldValues(dialog)).toEqual(before);
    expect(uploadsNow()).toBe(uploads);
    expect(stored(name)).toHaveLength(0);
  });

  test('a CV over 5 MB is refused before upload with its own message; nothing lost', async ({ page }) => {
    const name = `Oversize ${Date.now()}`;
    const dialog = await openModal(page, name);
    await dialog.getByLabel(/Your CV/).setInputFiles(pdfFile('big.pdf', 5 * 1024 * 1024 + 1));
    const before = await fieldValues(dialog);
    const uploads = uploadsNow();
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    await personPause(page);
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText(messages.cvTooLarge).first()).toBeVisible();
    expect(posted).toBe(false);
    expect(await fieldValues(dialog)).toEqual(before);
    expect(uploadsNow()).toBe(uploads);
  });

  test('a CV of exactly 5 MB goes through, with the text stored as typed', async ({ page }) => {
    test.setTimeout(60_000);
    const name = `Exactly 5 MB ${Date.now()}`;
    const dialog = await openModal(page, name);
    await dialog.getByLabel(/Your CV/).setInputFiles(pdfFile('exact.pdf', 5 * 1024 * 1024));
    await personPause(page);
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Application received. Our HR team will contact you.').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect.poll(() => stored(name).length).toBe(1);
    expect(String(stored(name)[0]!.payload['otherDetails'])).toContain(mixed);
    expect(
      api
        .store()
        .listUploads()
        .some((upload) => upload.fileName === 'exact.pdf' && upload.size === 5 * 1024 * 1024),
    ).toBe(true);
  });

  test('the careers side form refuses an .exe named like a CV, and keeps the fields', async ({ page }) => {
    await page.goto('/career');
    const form = page.getByRole('form', { name: 'Send us your CV' });
    await hydrate(form);
    await form.getByLabel('Full name').fill('Side form tester');
    await form.getByLabel('Email').fill('side@example.com');
    await form
      .getByLabel(/CV/)
      .setInputFiles({ name: 'cv.pdf.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00') });
    const before = await fieldValues(form);
    await personPause(page);
    await form.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText(messages.cvWrongType).first()).toBeVisible();
    expect(await fieldValues(form)).toEqual(before);
  });
});

test.describe('the API itself (scripts/dev/api/payloads.ts)', () => {
  const post = (path: string, body: string, type = 'application/json') =>
    fetch(`${api.url()}${path}`, { method: 'POST', headers: { 'content-type': type }, body }).then(
      async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }),
    );

  test('beyond a limit: status 0 naming the field, nothing stored', async () => {
    // Other tests send enquiries to the same API meanwhile: what this one sent is told apart by its address.
    const before = api.store().listSubmissions().length;
    const email = `beyond-a-limit-${Date.now()}@example.com`;
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: 'x'.repeat(limits.name + 1), email }, /name must be at most 100 characters/],
      [{ name: 'Long', email, message: 'm'.repeat(10_000) }, /message must be at most 5000 characters/],
      [{ name: 'Phone', email, phoneNumber: '98765<script>' }, /phoneNumber may hold only/],
      [{ name: 'Types', email: 42 }, /email must be text/],
      [{ name: 'Products', email, selectedProducts: Array.from({ length: 51 }, () => ({})) }, /at most 50 products/],
      [{ name: '   ', email }, /name is required/],
    ];
    for (const [payload, reason] of cases) {
      const answer = await post('/api/createContact', JSON.stringify(payload));
      expect(answer.body['status'], JSON.stringify(payload).slice(0, 80)).toBe(0);
      expect(String(answer.body['message'])).toMatch(reason);
    }
    expect((await post('/api/createContact', '{"name":')).status).toBe(400);
    expect(
      (await post('/api/createContact', JSON.stringify({ name: 'Big', email, message: 'x'.repeat(70_000) }))).status,
    ).toBe(413);
    const names = new Set(cases.map(([payload]) => payload['name']).concat('Big'));
    const ours = api
      .store()
      .listSubmissions()
      .slice(before)
      .filter(({ payload }) => payload['email'] === email || names.has(payload['name']));
    expect(ours).toEqual([]);
  });

  test('at a limit, in any script: stored byte for byte', async () => {
    const payload = {
      name: '🌱'.repeat(50),
      email: 'limit@example.com',
      message: 'ع'.repeat(limits.message),
      phoneNumber: '+91 (98765) 43210',
    };
    const answer = await post('/api/createContact', JSON.stringify(payload));
    expect(answer.body['status']).toBe(1);
    const row = api
      .store()
      .listSubmissions()
      .find((submission) => submission.id === answer.body['id'])!;
    expect(row.payload).toMatchObject(payload);
  });
});
