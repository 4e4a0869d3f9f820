import { expect, test } from '@playwright/test';
import { siliconeSpreaderLanding, spreaderCards } from '../../src/content/catalogue/silicone-spreader.ts';
import { fensil360Record, multiBalanceRecord } from '../../src/content/catalogue/static-fensil-multibalance.ts';
import { orthosilicicRecord } from '../../src/content/catalogue/static-orthosilicic.ts';
import { pheromonesPage } from '../../src/content/catalogue/static-pheromones.ts';
import { resolveKebabAlias } from '../../src/lib/catalogue/aliases.ts';
import { findProductMatch } from '../../src/lib/catalogue/matching.ts';
import { escapeRegExp, loadSiteData } from '../support/catalogue.ts';

const { products, tree } = loadSiteData();

const rowsOf = (table: import('@playwright/test').Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent.trim())));

test('/Orthosilicic_Acid: introduction, benefits, specification table and dosage', async ({ page }) => {
  await page.goto('/Orthosilicic_Acid');
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(orthosilicicRecord.seoTitle)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(orthosilicicRecord.header.heading);
  await expect(page.getByText(orthosilicicRecord.introduction[0]!)).toBeVisible();
  for (const benefit of orthosilicicRecord.benefits)
    await expect(page.getByRole('heading', { name: benefit.title, exact: true })).toBeVisible();
  const table = page.locator('#specification').getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['SNo.', 'Parameter', 'Parameters', 'Result']);
  expect(await rowsOf(table)).toEqual(
    orthosilicicRecord.specifications.map((row, index) => [
      String(index + 1),
      row.parameter,
      row.parameters,
      row.result,
    ]),
  );
  for (const step of orthosilicicRecord.dosageInstructions)
    await expect(page.locator('#dosage').getByText(step, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get a Call' })).toHaveAttribute('data-callback-trigger', '');
});

test('/Pheromones: both lures with their technical tables, flies, use sites and trap numbers', async ({ page }) => {
  await page.goto('/Pheromones');
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(pheromonesPage.seoTitle)));
  expect(pheromonesPage.lures.map((lure) => lure.title)).toEqual(['Cue Lure', 'Methyl Eugenol']);
  for (const lure of pheromonesPage.lures) {
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: lure.title, exact: true }) });
    await expect(section.getByText(lure.introduction[0]!)).toBeVisible();
    await expect(section.getByText(lure.description[0]!)).toBeVisible();
    const table = section.getByRole('table', { name: `${lure.title}: technical details` });
    await expect(table.getByRole('columnheader')).toHaveText(['Test Parameters', 'Standards', 'Actual Results']);
    expect(await rowsOf(table)).toEqual(
      lure.technicalDetails.map((row) => [row.testParameter, row.standard, row.actualResult]),
    );
    for (const fly of lure.fruitFlies) await expect(section.getByText(fly.species, { exact: true })).toBeVisible();
    for (const site of lure.usageSites) await expect(section.getByText(site, { exact: true })).toBeVisible();
    const monitoring = section
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Monitoring', exact: true }) });
    await expect(monitoring).toContainText('1 lure per km²');
    await expect(monitoring).toContainText('Every 30–40 days');
    await expect(monitoring).toContainText('8–12 per year');
    const control = section
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Area-wide control', exact: true }) });
    await expect(control).toContainText('6–10 lures per acre');
    await expect(control).toContainText(lure.control.totalLuresPerAcre);
  }
  await expect(page.getByText('12–20 per season')).toBeVisible();
  await expect(page.getByText('18–30 per season')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get a Call' })).toBeVisible();
});

test('/Fensil360: features, soil wetter, typical properties and dosage', async ({ page }) => {
  await page.goto('/Fensil360');
  for (const feature of fensil360Record.features)
    await expect(page.getByRole('heading', { name: feature.title, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: fensil360Record.soilWetter.heading })).toBeVisible();
  const properties = page.locator('#properties').getByRole('table');
  expect(await rowsOf(properties)).toEqual(fensil360Record.typicalProperties.map((row) => [row.property, row.value]));
  await expect(properties).toContainText('20.5 mN/m');
  const dosage = page.locator('#dosage').getByRole('table');
  expect(await rowsOf(dosage)).toEqual(fensil360Record.dosage.map((row) => [row.use, row.dose, row.how]));
  await expect(dosage).toContainText('About 5 g in 15 litres of water');
  await expect(page.getByRole('link', { name: 'Get a Call' })).toBeVisible();
});

test('/MultiBalance4IN1: four functions, advantages, dosage by water pH and colour indicator', async ({ page }) => {
  await page.goto('/MultiBalance4IN1');
  const functions = page.locator('#functions').getByRole('listitem');
  await expect(functions).toHaveCount(4);
  for (const [index, fn] of multiBalanceRecord.functions.entries())
    await expect(functions.nth(index)).toContainText(fn.title);
  for (const advantage of multiBalanceRecord.advantages)
    await expect(page.getByText(advantage, { exact: true })).toBeVisible();
  const dosage = page.locator('#dosage').getByRole('table');
  expect(await rowsOf(dosage)).toEqual(multiBalanceRecord.dosageByPh.map((row) => [row.waterPh, row.dose]));
  await expect(dosage).toContainText('0.5–0.7 ml');
  const colours = page.getByRole('list', { name: 'Colour indicator' }).getByRole('listitem');
  await expect(colours).toHaveCount(multiBalanceRecord.colourIndicator.length);
  for (const [index, row] of multiBalanceRecord.colourIndicator.entries())
    await expect(colours.nth(index)).toContainText(row.colour);
  await expect(page.getByRole('link', { name: 'Get a Call' })).toBeVisible();
});

test('every section of the static product pages, in both editions, has a heading of its own beside its eyebrow', async ({
  page,
}) => {
  for (const path of ['/Orthosilicic_Acid', '/Fensil360', '/MultiBalance4IN1', '/Pheromones', '/SliconSprSpreder']) {
    for (const edition of ['', '/hi']) {
      await page.goto(`${edition}${path}`);
      // The small label above a heading (the jump links' word for the section) and the heading itself.
      const pairs = await page
        .getByRole('main')
        .getByRole('heading', { level: 2 })
        .evaluateAll((headings) =>
          headings.flatMap((heading) => {
            const eyebrow = heading.previousElementSibling;
            return eyebrow?.classList.contains('eyebrow')
              ? [{ eyebrow: eyebrow.textContent.trim(), heading: heading.textContent.trim() }]
              : [];
          }),
        );
      expect(pairs.length, `${edition}${path} has labelled sections`).toBeGreaterThan(0);
      for (const { eyebrow, heading } of pairs)
        expect(heading.toLocaleLowerCase(), `${edition}${path}: "${heading}"`).not.toBe(eyebrow.toLocaleLowerCase());
    }
  }
});

test('/SliconSprSpreder: hero, features, dosage and cards that reach an existing page, named as it is', async ({
  page,
  request,
}) => {
  await page.goto('/SliconSprSpreder');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(siliconeSpreaderLanding.hero.heading);
  for (const feature of siliconeSpreaderLanding.features)
    await expect(page.getByRole('heading', { name: feature.title, exact: true })).toBeVisible();
  for (const line of siliconeSpreaderLanding.dosage.lines)
    await expect(page.locator('#dosage').getByText(line.value, { exact: true })).toBeVisible();
  const fallback = resolveKebabAlias('Silicone-Super-Spreader', tree)?.path ?? '/Categories';
  const cards = page.locator('#range').getByRole('link');
  await expect(cards).toHaveCount(spreaderCards.length);
  for (const [index, card] of spreaderCards.entries()) {
    const link = cards.nth(index);
    const product = findProductMatch(card, products);
    await expect(link).toContainText(product?.name ?? card.name);
    if (card.code) await expect(link).toContainText(card.code);
    const href = product?.cardPath ?? fallback;
    await expect(link).toHaveAttribute('href', href);
    expect((await request.get(href)).status(), href).toBe(200);
  }
  const first = findProductMatch(spreaderCards[0]!, products);
  test.skip(!first, 'the catalogue lacks the first spreader');
  const cardName = (await cards.first().locator('[lang=en]').first().textContent())!.trim();
  await cards.first().click();
  await page.waitForURL((url) => url.pathname === first!.cardPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cardName);
});

test('/details says "No details found" without a record, and shows a known spreader by its code', async ({ page }) => {
  await page.goto('/details');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No details found');
  await page.goto('/details?code=NOPE%20123');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No details found');
  const card = spreaderCards.find((each) => each.code)!;
  await page.goto(`/details?code=${encodeURIComponent(card.code!)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.name);
  await expect(page.getByText(`Product code: ${card.code}`)).toBeVisible();
  await expect(page.getByText('No details found')).toBeHidden();
  const plain = spreaderCards.find((each) => !each.code);
  if (plain) {
    await page.goto(`/details?name=${encodeURIComponent(plain.name)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain.name);
  }
});
