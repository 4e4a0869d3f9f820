import { expect, test, type Locator, type Page } from '@playwright/test';
import { doseCopyHi as hi } from '../../src/content/dose/copy-hi.ts';

/*
 * The dose calculator in a real browser against the built site: it updates as the farmer types, its
 * starting figures are the page's table (and are there with JavaScript off), what is typed while its
 * scripts are still on their way is kept and worked out once they arrive, and no script loads before
 * the farmer touches it.
 */

const islandScripts = '**/_astro/**/*.js';

const calculatorOf = (page: Page) => page.getByRole('form', { name: 'Dose calculator' });
const islandOf = (form: Locator) => form.locator('xpath=ancestor::astro-island[1]');

/** The figure of a result line, by the words above it. */
const result = (form: Locator, label: string) =>
  form.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

/** The calculator's starting figures for a product, as the page's table gives them (per 15 L pump, per acre). */
async function tableRow(
  page: Page,
  rowText: string,
  caption = 'Dose per 15 L pump and per acre at 200 L of water per acre',
): Promise<{ perTank: string; perAcre: string }> {
  const table = page.getByRole('table', { name: caption });
  const cells = await table.getByRole('row').filter({ hasText: rowText }).getByRole('cell').allTextContents();
  // Crop or use, per pump, per acre, dose, schedule.
  expect(cells, rowText).toHaveLength(5);
  return { perTank: cells[1]!.trim(), perAcre: cells[2]!.trim() };
}

/** Holds back every script file of the page for `ms`, as a slow connection would. */
async function delayScripts(page: Page, ms: number): Promise<void> {
  await page.route(islandScripts, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

test('/dose-calculator: a pump size typed updates the amounts, and each product has its own fields', async ({
  page,
}) => {
  await page.goto('/dose-calculator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dose calculator');
  const form = calculatorOf(page);
  await expect(result(form, 'Per 15 L pump or tank')).toHaveText('45–90 ml');

  const other = form.getByLabel('Other size (litres)');
  await other.fill('20');
  await expect(form.getByRole('radio', { name: 'Other size' })).toBeChecked();
  await expect(result(form, 'Per 20 L pump or tank')).toHaveText('60–120 ml');
  await other.fill('');
  await expect(form.getByText('Enter the size of your tank or pump in litres.')).toBeVisible();
  await expect(other).toHaveAttribute('aria-invalid', 'true');
  await other.pressSequentially('12.5');
  await expect(result(form, 'Per 12.5 L pump or tank')).toHaveText('38–75 ml');
  await form.getByRole('radio', { name: '200 L drum' }).check();
  await expect(result(form, 'Per 200 L pump or tank')).toHaveText('0.6–1.2 L');
  await form.getByRole('radio', { name: 'Other size' }).check();
  await expect(other).toBeFocused();
  await expect(result(form, 'Per 12.5 L pump or tank')).toHaveText('38–75 ml');
  await form.getByRole('radio', { name: '16 L' }).check();

  await form.getByLabel('Crop').selectOption({ label: 'Fruit trees, after pruning' });
  await form.getByLabel('Area', { exact: true }).fill('2');
  await expect(result(form, 'Per 16 L pump or tank')).toHaveText('48–96 ml');
  await expect(result(form, 'For your 2 acres')).toHaveText('1.2–2.4 L');
  await expect(result(form, 'For all 4 sprays')).toHaveText('4.8–9.6 L');
  await expect(form.getByText('4 sprays after pruning, every 10–14 days')).toBeVisible();
  await form.getByLabel('Spray water per acre').fill('150');
  await expect(result(form, 'Per acre, in 150 L of water')).toHaveText('450–900 ml');

  await form.getByRole('radio', { name: 'MultiBalance 4 in 1 (pH balancer)' }).check();
  await expect(form.getByLabel('Crop')).toBeHidden();
  await form.getByRole('radio', { name: 'Above pH 8' }).check();
  await expect(result(form, 'Per 16 L pump or tank')).toHaveText('11–16 ml');
  await expect(
    form.getByRole('list', { name: 'Read the colour of the treated water' }).getByRole('listitem'),
  ).toHaveText(['Light yellow about pH 6', 'Dark yellow about pH 5', 'Light pink about pH 4']);

  await form.getByRole('radio', { name: /^Fruit fly lures/ }).check();
  await expect(form.getByLabel('Spray water per acre')).toBeHidden();
  await expect(form.getByRole('heading', { name: 'Your lures' })).toBeVisible();
  await form.getByRole('radio', { name: /^Methyl Eugenol/ }).check();
  await expect(result(form, 'Traps to hang, one lure each')).toHaveText('12–20');
  await expect(result(form, 'Lures for the season')).toHaveText('36–60 lures');
  await form.getByLabel('Unit').selectOption({ label: 'km²' });
  await form.getByLabel('Area', { exact: true }).fill('1');
  await expect(result(form, 'Traps to hang, one lure each')).toHaveText('1,483–2,472');
  await form.getByRole('radio', { name: /^Monitoring/ }).check();
  await expect(result(form, 'Traps to hang, one lure each')).toHaveText('1');
  await expect(result(form, 'Lures for a year')).toHaveText('8–12 lures');
  await expect(result(form, 'Replace each lure')).toHaveText('Every 30–40 days');

  // Nothing is sent: Enter in a field keeps the page and what was typed as they are.
  await form.getByLabel('Area', { exact: true }).press('Enter');
  expect(new URL(page.url()).search).toBe('');
  await expect(form.getByLabel('Area', { exact: true })).toHaveValue('1');
});

test('on a phone, "Show my dose" brings the results below the fields into view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/dose-calculator');
  const form = calculatorOf(page);
  await form.getByRole('radio', { name: '20 L' }).check();
  await form.getByRole('button', { name: 'Show my dose' }).click();
  const results = form.getByRole('heading', { name: 'Your dose' }).locator('xpath=..');
  await expect(results).toBeFocused();
  await expect(results).toBeInViewport();
  await expect(result(form, 'Per 20 L pump or tank')).toHaveText('60–120 ml');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('each product page embeds the calculator for its product, linked from "On this page"', async ({ page }) => {
  const pages = [
    { path: '/Orthosilicic_Acid', line: 'Per 15 L pump or tank', value: '45–90 ml', other: '16', then: '48–96 ml' },
    { path: '/Fensil360', line: 'Per 15 L pump or tank', value: '5 g', other: '20', then: '6.7 g' },
    { path: '/MultiBalance4IN1', line: 'Per 15 L pump or tank', value: '7.5–11 ml', other: '20', then: '10–14 ml' },
    { path: '/SliconSprSpreder', line: 'Per 15 L pump or tank', value: '3.8–7.5 ml', other: '16', then: '4–8 ml' },
  ];
  for (const { path, line, value, other, then } of pages) {
    await page.goto(path);
    const section = page.locator('#calculator');
    const form = section.getByRole('form', { name: 'Dose calculator' });
    await expect(form.getByRole('group', { name: 'Product' }), path).toHaveCount(0);
    await expect(result(form, line), path).toHaveText(value);
    await form.getByLabel('Other size (litres)').fill(other);
    await expect(result(form, line.replace('15', other)), path).toHaveText(then);
    await expect(section.getByRole('link', { name: 'Dose calculator for all our products' })).toHaveAttribute(
      'href',
      '/dose-calculator',
    );
  }
  for (const path of ['/Orthosilicic_Acid', '/Fensil360', '/MultiBalance4IN1', '/Pheromones']) {
    await page.goto(path);
    await expect(
      page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Dose calculator' }),
    ).toHaveAttribute('href', '#calculator');
  }
  await page.goto('/Pheromones');
  const form = page.locator('#calculator').getByRole('form', { name: 'Dose calculator' });
  await expect(result(form, 'Traps to hang, one lure each')).toHaveText('6–10');
  await expect(result(form, 'Lures for the season')).toHaveText('12–20 lures');
  await form.getByLabel('Area', { exact: true }).fill('2.5');
  await expect(result(form, 'Traps to hang, one lure each')).toHaveText('15–25');
  await expect(result(form, 'Lures for the season')).toHaveText('30–50 lures');
});

test('the footer links to the calculator', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Dose Calculator' })).toHaveAttribute(
    'href',
    '/dose-calculator',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page’s table holds the calculator’s starting figures, on the calculator page and every product page', async ({
    page,
  }) => {
    await page.goto('/dose-calculator');
    await expect(page.getByText(/^Without JavaScript the calculator cannot work out other figures/)).toBeVisible();
    const general = await tableRow(page, 'All crops (general)');
    expect(general).toEqual({ perTank: '45–90 ml', perAcre: '0.6–1.2 L' });
    const form = calculatorOf(page);
    await expect(result(form, 'Per 15 L pump or tank')).toHaveText(general.perTank);
    await expect(result(form, 'Per acre, in 200 L of water')).toHaveText(general.perAcre);

    const rows = {
      '/Orthosilicic_Acid': await tableRow(page, 'All crops (general)'),
      '/Fensil360': await tableRow(page, 'FENSIL 360 powder spreader'),
      '/MultiBalance4IN1': await tableRow(page, 'Spray water at pH 7 to 8'),
      '/SliconSprSpreder': await tableRow(page, 'Silicone super spreader'),
    };
    expect(rows['/SliconSprSpreder']).toEqual({ perTank: '3.8–7.5 ml', perAcre: '50–100 ml' });
    for (const [path, row] of Object.entries(rows)) {
      await page.goto(path);
      const embedded = page.locator('#calculator').getByRole('form', { name: 'Dose calculator' });
      await expect(result(embedded, 'Per 15 L pump or tank'), path).toHaveText(row.perTank);
      await expect(result(embedded, 'Per acre, in 200 L of water'), path).toHaveText(row.perAcre);
    }
  });

  test('the lures’ calculator says its figures are for an area, not for a pump', async ({ page }) => {
    await page.goto('/Pheromones');
    await expect(
      page.getByText(
        'Without JavaScript the calculator cannot work out other figures: those shown are for Cue Lure, for 1 acre of fruit fly control.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByText(/\bpump\b/)).toHaveCount(0);
  });
});

test('with JavaScript, every product’s starting figures equal its row of the table', async ({ page }) => {
  await page.goto('/dose-calculator');
  const form = calculatorOf(page);
  const products = [
    { radio: 'Orthosilicic Acid 2% WSL (silicon nutrient)', row: 'All crops (general)' },
    { radio: 'FENSIL 360 powder spreader', row: 'FENSIL 360 powder spreader' },
    { radio: 'MultiBalance 4 in 1 (pH balancer)', row: 'Spray water at pH 7 to 8' },
    { radio: 'Silicone super spreader', row: 'Silicone super spreader' },
  ];
  // Each product is chosen after another, so the island is awake and works each one out itself.
  await form.getByRole('radio', { name: 'Silicone super spreader' }).check();
  await expect(islandOf(form)).not.toHaveAttribute('ssr');
  for (const { radio, row } of products) {
    await form.getByRole('radio', { name: radio }).check();
    const expected = await tableRow(page, row);
    await expect(result(form, 'Per 15 L pump or tank'), radio).toHaveText(expected.perTank);
    await expect(result(form, 'Per acre, in 200 L of water'), radio).toHaveText(expected.perAcre);
  }
});

test.describe('scripts held back 4 s', () => {
  test('/dose-calculator: what is typed before the calculator wakes is kept, and worked out once it does', async ({
    page,
  }) => {
    await delayScripts(page, 4000);
    await page.goto('/dose-calculator');
    const form = calculatorOf(page);
    const other = form.getByLabel('Other size (litres)');
    const area = form.getByLabel('Area', { exact: true });
    const water = form.getByLabel('Spray water per acre');
    await other.pressSequentially('16', { delay: 40 });
    await area.fill('2');
    await water.fill('150');
    await expect(islandOf(form), 'the island has not woken yet').toHaveAttribute('ssr', '');
    await expect(result(form, 'Per 15 L pump or tank')).toHaveText('45–90 ml');

    await expect(result(form, 'Per 16 L pump or tank')).toHaveText('48–96 ml', { timeout: 20_000 });
    await expect(islandOf(form)).not.toHaveAttribute('ssr');
    await expect(form.getByRole('radio', { name: 'Other size' })).toBeChecked();
    await expect(other).toHaveValue('16');
    await expect(area).toHaveValue('2');
    await expect(water).toHaveValue('150');
    await expect(result(form, 'Per acre, in 150 L of water')).toHaveText('450–900 ml');
    await expect(result(form, 'For your 2 acres')).toHaveText('0.9–1.8 L');

    await area.fill('3');
    await expect(result(form, 'For your 3 acres')).toHaveText('1.35–2.7 L');
  });

  test('a product page: a crop, a tank and an area chosen before waking are all read when it wakes', async ({
    page,
  }) => {
    await delayScripts(page, 4000);
    await page.goto('/Orthosilicic_Acid');
    const form = page.locator('#calculator').getByRole('form', { name: 'Dose calculator' });
    await form.getByLabel('Crop').selectOption({ label: 'Sugarcane' });
    await form.getByRole('radio', { name: '20 L' }).check();
    const area = form.getByLabel('Area', { exact: true });
    await area.fill('');
    await area.pressSequentially('4', { delay: 40 });
    await expect(islandOf(form), 'the island has not woken yet').toHaveAttribute('ssr', '');

    await expect(result(form, 'Per 20 L pump or tank')).toHaveText('80 ml', { timeout: 20_000 });
    await expect(form.getByLabel('Crop')).toHaveValue('sugarcane');
    await expect(form.getByRole('radio', { name: '20 L' })).toBeChecked();
    await expect(area).toHaveValue('4');
    await expect(result(form, 'For your 4 acres')).toHaveText('3.2 L');
    await expect(form.getByText('Every 15 days for 6 months')).toBeVisible();
  });
});

test('no script of the calculator loads until the visitor touches it, and none is fetched while it works', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const scripts = () =>
    requested.map((url) => new URL(url).pathname).filter((path) => /\.m?js$/.test(path) && path !== '/sw.js');
  // What every page loads after it has loaded (the offline support's small script): the baseline.
  await page.goto('/about');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  const everyPage = new Set(scripts());
  requested.length = 0;

  await page.goto('/dose-calculator');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(scripts().filter((path) => !everyPage.has(path))).toEqual([]);

  const form = calculatorOf(page);
  await form.getByLabel('Spray water per acre').fill('180');
  await expect(result(form, 'Per acre, in 180 L of water')).toHaveText('0.54–1.08 L');
  expect(scripts().filter((path) => !everyPage.has(path)).length).toBeGreaterThan(0);
  const loaded = requested.length;
  await form.getByLabel('Area', { exact: true }).fill('5');
  await expect(result(form, 'For your 5 acres')).toHaveText('2.7–5.4 L');
  expect(requested).toHaveLength(loaded);
});

test.describe('in Hindi', () => {
  const tank = (litres: string) => hi.results.perTank(`${litres} L`);
  const calculator = (page: Page) => page.getByRole('form', { name: hi.form.label });

  test('/hi/dose-calculator: a pump size typed updates the amounts, with the English figures', async ({ page }) => {
    await page.goto('/hi/dose-calculator');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.page.heading);
    const form = calculator(page);
    await expect(form).toHaveAttribute('lang', 'hi');
    await expect(result(form, tank('15'))).toHaveText('45–90 ml');

    const other = form.getByLabel(`${hi.form.tankOther} (${hi.form.litres})`);
    await other.fill('20');
    await expect(form.getByRole('radio', { name: hi.form.tankOther })).toBeChecked();
    await expect(result(form, tank('20'))).toHaveText('60–120 ml');
    await other.fill('');
    await expect(form.getByText(hi.problem('tank', 'empty', ''))).toBeVisible();
    await other.pressSequentially('12.5');
    await expect(result(form, tank('12.5'))).toHaveText('38–75 ml');
    await form.getByLabel(hi.form.area, { exact: true }).fill('2');
    await expect(result(form, hi.results.forArea('2', false))).toHaveText('1.2–2.4 L');

    await form.getByRole('radio', { name: hi.products.pheromones }).check();
    await form.getByRole('radio', { name: /^Methyl Eugenol/ }).check();
    await expect(result(form, hi.results.traps)).toHaveText('12–20');
    await expect(result(form, hi.results.total.season)).toHaveText(hi.results.lureCount('36–60', false));

    // Links from the Hindi calculator stay in Hindi.
    await expect(page.getByRole('link', { name: hi.page.productPageLink(hi.products.pheromones) })).toHaveAttribute(
      'href',
      '/hi/Pheromones',
    );
  });

  test('a Hindi product page embeds the calculator in Hindi, linked to the Hindi calculator', async ({ page }) => {
    await page.goto('/hi/Orthosilicic_Acid');
    const section = page.locator('#calculator');
    const form = section.getByRole('form', { name: hi.form.label });
    await expect(result(form, tank('15'))).toHaveText('45–90 ml');
    await form.getByLabel(`${hi.form.tankOther} (${hi.form.litres})`).fill('16');
    await expect(result(form, tank('16'))).toHaveText('48–96 ml');
    await expect(section.getByRole('link', { name: hi.allProducts })).toHaveAttribute('href', '/hi/dose-calculator');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the Hindi table holds the same starting figures as the English one, and the form shows them', async ({
      page,
    }) => {
      await page.goto('/dose-calculator');
      const english = await tableRow(page, 'All crops (general)');
      const englishSpreader = await tableRow(page, 'Silicone super spreader');
      await page.goto('/hi/dose-calculator');
      // A RegExp: Playwright's plain-string text match misses some Devanagari sentences.
      const noScript = hi.noScript(hi.startingSizes('15 L', '1', '200 L')).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(page.getByText(new RegExp(`^${noScript}$`))).toBeVisible();
      const caption = hi.page.tableCaption('15 L', '200 L');
      expect(await tableRow(page, hi.form.crops.general, caption)).toEqual(english);
      expect(await tableRow(page, hi.products.spreader, caption)).toEqual(englishSpreader);
      const form = calculator(page);
      await expect(result(form, tank('15'))).toHaveText(english.perTank);
      await expect(result(form, hi.results.perAcre('200 L'))).toHaveText(english.perAcre);
    });
  });
});
