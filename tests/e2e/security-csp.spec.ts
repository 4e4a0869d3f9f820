import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { wakeEvent } from '../../src/islands/hydration/protocol.ts';
import { fileForPath, pageType, sitemapPaths, watchScripts, type ScriptWatch } from '../support/security.ts';

/*
 * Astro's CSP (hashes, no 'unsafe-inline') must hold on every kind of page with everything on it
 * working: each page type of the sitemap, plus for every widget the build contains (each island,
 * carousels, video facades, dialogs, tabs) the first page that has it. Each page is scrolled
 * through, its carousels moved, its video facade played, its dialogs opened and submitted empty
 * (which raises a toast), its tabs, accordions, searches and forms used. Any
 * securitypolicyviolation event or "Refused to …" console line fails the test.
 */

/** An attribute on an element (not the same words in inlined CSS or script). */
const onElement = (attribute: string) => new RegExp(`<[a-z][\\w-]*\\s[^>]*\\b${attribute}\\b`);

/** Each widget, how to find it in a page's HTML, and what exercising it writes in the log. */
const features: Array<[string, RegExp, string]> = [
  ['carousel', /<swiper-carousel|<fade-carousel/, ''],
  ['video facade', /<video-facade/, 'video facade'],
  ['call-back dialog', onElement('data-callback-trigger'), 'dialog [data-callback-trigger]'],
  ['contact-us dialog', onElement('data-contact-us-trigger'), 'dialog [data-contact-us-trigger]'],
  ['job apply modal', onElement('data-apply-trigger'), 'dialog [data-apply-trigger]'],
  ['tabs', /role="tab"/, 'tab'],
  ['accordion', /<details/, 'accordion'],
  ['form', /<form/, ''],
  ['searchbox', /type="search"|role="searchbox"|role="combobox"/, ''],
];

interface Visit {
  path: string;
  why: string[];
}

function choosePages(): { visits: Visit[]; islands: string[] } {
  const paths = sitemapPaths();
  const chosen = new Map<string, string[]>();
  const add = (path: string, why: string) => chosen.set(path, [...(chosen.get(path) ?? []), why]);
  const seenTypes = new Set<string>();
  const islandPage = new Map<string, string>();
  const featurePage = new Map<string, string>();
  for (const path of paths) {
    const type = pageType(path);
    if (!seenTypes.has(type)) {
      seenTypes.add(type);
      add(path, `page type ${type}`);
    }
    const html = readFileSync(fileForPath(path), 'utf8');
    for (const [, name] of html.matchAll(/component-url="\/_astro\/([A-Za-z]+)[.-]/g)) {
      if (!islandPage.has(name!)) islandPage.set(name!, path);
    }
    for (const [name, pattern] of features)
      if (!featurePage.has(name) && pattern.test(html)) featurePage.set(name, path);
  }
  // Not in the sitemap, but a page every visitor of a dead link sees.
  add('/no/such/page', 'page type 404');
  for (const [name, path] of islandPage) add(path, `island ${name}`);
  for (const [name, path] of featurePage) add(path, name);
  return { visits: [...chosen].map(([path, why]) => ({ path, why })), islands: [...islandPage.keys()] };
}

const { visits, islands } = choosePages();

/** Everything a visitor can set going on a page, done quickly. */
async function exercise(page: Page, log: string[]): Promise<void> {
  const main = page.locator('main');
  // Scroll through: lazy images, client:visible islands and lazily started carousels.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  // Islands that came into view hydrate now (their code is fetched first).
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('astro-island[ssr][client="visible"]')].every(
          (island) => !island.querySelector('*')?.getClientRects().length,
        ),
      null,
      { timeout: 5000 },
    )
    .catch(() => undefined);

  for (const carousel of (await page.locator('swiper-carousel, fade-carousel').all()).slice(0, 4)) {
    const next = carousel.locator('[data-next]');
    if ((await next.isVisible()) && (await next.isEnabled())) {
      await next.click();
      const prev = carousel.locator('[data-prev]');
      if (await prev.isEnabled()) await prev.click();
      log.push('carousel arrows');
    }
    const dot = carousel.locator('[data-dots] button, [data-dots] .swiper-pagination-bullet').nth(1);
    if (await dot.isVisible().catch(() => false)) await dot.click();
  }

  for (const tab of (await main.getByRole('tab').all()).slice(0, 6)) {
    if (await tab.isVisible()) await tab.click();
    log.push('tab');
  }
  // After the tabs: a product's video facade sits in its last tab, Video Guides.
  const facade = page.locator('video-facade button').first();
  if (await facade.isVisible().catch(() => false)) {
    await facade.click();
    await expect(page.locator('video-facade iframe').first()).toBeAttached();
    log.push('video facade');
  }

  for (const summary of (await main.locator('details > summary').all()).slice(0, 6)) {
    if (await summary.isVisible()) await summary.click();
    log.push('accordion');
  }

  for (const trigger of ['[data-callback-trigger]', '[data-contact-us-trigger]', '[data-apply-trigger]']) {
    // A trigger on a slide may have been carried out of the slider's window by its autoplay, where a
    // click lands on the section around it: the page's own buttons first, a slide's only without them.
    const outsideSliders = page.locator(`${trigger}:not(swiper-carousel *)`).filter({ visible: true });
    const button = (
      (await outsideSliders.count()) ? outsideSliders : page.locator(trigger).filter({ visible: true })
    ).first();
    if (!(await button.count())) continue;
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const dialog = page.getByRole('dialog').filter({ visible: true }).first();
    await expect(dialog).toBeVisible();
    const submit = dialog.locator('button[type="submit"]');
    if (await submit.count()) {
      // Awake first: what the island shows is under test here, and a trigger's product joining the
      // list moves Send as the island wakes.
      await expect(dialog.locator('form')).toHaveAttribute('data-island-ready', '');
      await submit.first().click();
      await expect(
        page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /\w/ }).first(),
      ).toBeVisible();
      log.push('toast');
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    log.push(`dialog ${trigger}`);
  }

  const search = main.getByRole('searchbox').or(main.getByRole('combobox')).filter({ visible: true }).first();
  if (await search.count()) {
    const tag = await search.evaluate((element) => element.tagName);
    if (tag === 'INPUT') {
      await search.fill('a');
      await page.waitForTimeout(150);
      await search.fill('');
      log.push('search');
    }
  }

  // Forms on the page itself: an empty submit shows the validation messages or a toast.
  for (const form of (await main.locator('form').filter({ visible: true }).all()).slice(0, 2)) {
    const submit = form.locator('button[type="submit"]').first();
    if ((await submit.isVisible().catch(() => false)) && (await submit.isEnabled())) {
      await submit.click();
      await page.waitForTimeout(300);
      log.push('form submit');
    }
  }

  // Every island left asleep wakes, as a visitor's first touch would wake it.
  await page.evaluate((event) => {
    document.querySelectorAll('astro-island[ssr]').forEach((island) => island.dispatchEvent(new Event(event)));
  }, wakeEvent);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
}

test.describe('Content-Security-Policy', () => {
  test('the build has pages to check', () => {
    expect(visits.length).toBeGreaterThan(5);
  });

  for (const visit of visits) {
    test(`no violation on ${decodeURIComponent(visit.path)} (${visit.why.join(', ')})`, async ({ page }) => {
      test.setTimeout(60_000);
      const watch: ScriptWatch = await watchScripts(page);
      const log: string[] = [];
      await page.goto(visit.path);
      await exercise(page, log);
      await page.waitForTimeout(300);
      const hydrated = await page.evaluate(() =>
        [...document.querySelectorAll('astro-island:not([ssr])')].map(
          (island) => /\/_astro\/([A-Za-z]+)/.exec(island.getAttribute('component-url') ?? '')?.[1] ?? '?',
        ),
      );
      test.info().annotations.push({
        type: 'exercised',
        description: [...new Set([...log, ...hydrated.map((name) => `island ${name}`)])].join(', '),
      });
      expect(await watch.violations()).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
      expect(watch.dialogs).toEqual([]);
      // The widgets this page was chosen for were really used.
      for (const [name, , entry] of features)
        if (entry && visit.why.includes(name)) expect(log, `${name} exercised`).toContain(entry);
    });
  }

  test('every island of the build hydrates somewhere without a violation', async ({ page }) => {
    test.setTimeout(120_000);
    const watch = await watchScripts(page);
    const hydrated = new Set<string>();
    for (const name of islands) {
      const visit = visits.find((candidate) => candidate.why.includes(`island ${name}`))!;
      await page.goto(visit.path);
      await exercise(page, []);
      await page.waitForTimeout(300);
      for (const island of await page.evaluate(() =>
        [...document.querySelectorAll('astro-island:not([ssr])')].map(
          (element) => element.getAttribute('component-url') ?? '',
        ),
      )) {
        const found = /\/_astro\/([A-Za-z]+)/.exec(island)?.[1];
        if (found) hydrated.add(found);
      }
      await watch.violations();
    }
    expect(islands.filter((name) => !hydrated.has(name))).toEqual([]);
    expect(await watch.violations()).toEqual([]);
  });

  test('phone width: menu, carousels and dialogs without a violation', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 740 });
    const watch = await watchScripts(page);
    for (const visit of visits.filter((candidate) =>
      candidate.why.some((why) => /carousel|dialog|page type \/$/.test(why)),
    )) {
      await page.goto(visit.path);
      const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) {
        await menu.click();
        await menu.click();
      }
      await exercise(page, []);
      await watch.violations();
    }
    expect(await watch.violations()).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
  });
});
