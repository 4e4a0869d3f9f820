import { expect, test } from '@playwright/test';
import { getContactCopy } from '../../src/content/contact/copy.ts';
import { eventGroups } from '../../src/content/company/events.ts';
import { getDatePosted } from '../../src/components/careers/jobs-json-ld.ts';
import { formatSalary } from '../../src/lib/format/salary.ts';
import { readJsonLd } from '../support/json-ld.ts';
import { readSnapshot } from '../support/site.ts';

const { faq } = getContactCopy('en');

test.describe('contact', () => {
  test('the FAQ accordion has 4 questions that open and close, without any sign-in screen', async ({ page }) => {
    await page.goto('/contact');
    const section = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = section.locator('summary');
    await expect(questions).toHaveCount(4);
    await expect(questions).toHaveText(faq.map((item) => item.question));
    const answer = section.getByText(faq[0].answer);
    await expect(answer).toBeHidden();
    await questions.first().click();
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('Sample requests need sign-in');
    await questions.first().click();
    await expect(answer).toBeHidden();
    await questions.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText(faq[1].answer)).toBeVisible();
    await expect(page.getByRole('link', { name: /sign[ -]?in|log[ -]?in/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /sign[ -]?in|log[ -]?in|request sample/i })).toHaveCount(0);
  });

  test('the enquiry anchor, WhatsApp link and contact details are there', async ({ page }) => {
    await page.goto('/contact#enquiry');
    await expect(page.locator('#enquiry')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Send an enquiry' })).toBeInViewport();
    const whatsapp = page.getByRole('link', { name: /Let's Talk/ });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.+/);
    const details = page.getByRole('complementary', { name: 'Reach us' });
    await expect(details.locator('address')).toContainText('Indore');
    await expect(details.getByRole('link', { name: /^\+\d/ })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(details.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(details.getByText(/Monday to Saturday/)).toBeVisible();
    // The reference site runs on sample facts, and says so beside each of them.
    await expect(details.getByText(/^Sample phone number/)).toBeVisible();
  });

  test('on a 360 px phone an e-mail address breaks after its "@", not in the middle of its domain where that fits', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/contact');
    const addresses = page.getByRole('complementary', { name: 'Reach us' }).getByRole('link', { name: /@/ });
    await expect(addresses).toHaveCount(2);
    for (const link of await addresses.all()) {
      // How many lines the part after the "@" is laid out on, as the eye reads it, and whether it fits one: that
      // depends on the machine's fonts (in a wide one, such as DejaVu Sans, the sample domain is wider than the line).
      const domain = await link.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        let text = '';
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf('@');
          if (at >= 0) range.setStart(node, at + 1);
          range.setEnd(node, node.textContent!.trimEnd().length);
          text += node.textContent ?? '';
        }
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const lines = new Set(rects.map((rect) => Math.round(rect.top))).size;
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        const startsLine = Math.round(rects[0]!.left) === Math.round(element.getBoundingClientRect().left);
        return { text: text.trim(), lines, fits: width <= element.parentElement!.clientWidth, startsLine };
      });
      if (domain.fits) expect(domain.lines, domain.text).toBe(1);
      else expect(domain.startsLine, `${domain.text}: too wide for a line, the domain starts one`).toBe(true);
    }
  });
});

test.describe('careers', () => {
  const jobs = readSnapshot().jobs;

  test('each opening shows role, vacancy, position, the formatted salary and an Apply Now button', async ({ page }) => {
    expect(
      jobs.some((job) => job.salaryPeriod === 'year') && jobs.some((job) => job.salaryPeriod === null),
      'the seed has salaries with and without a period',
    ).toBe(true);
    await page.goto('/career');
    for (const job of jobs) {
      const card = page.getByRole('article', { name: job.role, exact: true });
      await expect(card.getByRole('heading', { name: job.role, exact: true })).toBeVisible();
      if (job.position) await expect(card.getByText(job.position, { exact: true })).toBeVisible();
      if (job.vacancy !== null) await expect(card.getByText(new RegExp(`^${job.vacancy} opening`))).toBeVisible();
      const salary = formatSalary(job.lowSalary, job.highSalary, job.salaryPeriod);
      await expect(card.locator('[data-salary]')).toHaveText(salary ?? 'Discussed at interview');
      if (salary) await expect(card.locator('[data-salary]')).toHaveText(/(₹[\d.,]+[KL]).*\(.* lakh\)( per year)?$/);
      // "per year" only where the API says so.
      await expect(card.getByText(/per year/)).toHaveCount(job.salaryPeriod === 'year' ? 1 : 0);
      const apply = card.getByRole('button', { name: /^Apply Now/ });
      await expect(apply).toHaveAttribute('data-apply-trigger', '');
      await expect(apply).toHaveAttribute('data-job-id', job.id);
      await expect(apply).toHaveAttribute('data-job-role', job.role);
    }
    const postings = await readJsonLd(page, 'JobPosting');
    expect(postings.map((posting) => posting.title).sort()).toEqual(jobs.map((job) => job.role).sort());
  });

  test("each JobPosting is dated by the API's date, or else the day the opening was first seen", async ({ page }) => {
    const snapshot = readSnapshot();
    expect(
      jobs.some((job) => job.postedAt) && jobs.some((job) => !job.postedAt),
      'the seed has posts with and without a date',
    ).toBe(true);
    await page.goto('/career');
    const postings = await readJsonLd(page, 'JobPosting');
    for (const job of jobs) {
      const posting = postings.find((item) => item.identifier.value === job.id)!;
      const expected = job.postedAt ? job.postedAt.slice(0, 10) : snapshot.jobsFirstSeen[job.id];
      expect(posting.datePosted, job.role).toBe(expected);
      expect(posting.datePosted).toBe(getDatePosted(job, snapshot));
      expect('baseSalary' in posting, job.role).toBe(job.salaryPeriod !== null);
    }
  });

  test('the side form sits beside the list on desktop and under it on phones', async ({ page }) => {
    await page.goto('/career');
    const list = page.getByRole('region', { name: 'Current openings' });
    const aside = page.getByRole('complementary', { name: 'Send us your CV' });
    let [listBox, asideBox] = [await list.boundingBox(), await aside.boundingBox()];
    expect(asideBox!.x).toBeGreaterThan(listBox!.x + listBox!.width - 1);
    await page.setViewportSize({ width: 375, height: 800 });
    [listBox, asideBox] = [await list.boundingBox(), await aside.boundingBox()];
    expect(asideBox!.y).toBeGreaterThanOrEqual(listBox!.y + listBox!.height - 1);
  });
});

test.describe('event gallery', () => {
  test('the year accordion starts expanded and folds; each event shows date, place, description and its pictures', async ({
    page,
  }) => {
    await page.goto('/Event-Gallery');
    const groups = page.locator('details');
    await expect(groups).toHaveCount(eventGroups.length);
    await expect(page.locator('summary')).toContainText(['Events 2025', 'Events 2024']);
    for (const group of eventGroups) {
      for (const event of group.subsections) {
        const article = page.getByRole('article', { name: event.subTitle });
        await expect(article).toBeVisible();
        await expect(article.getByText(event.subId)).toBeVisible();
        await expect(article.getByText(event.role)).toBeVisible();
        // Pictures drawn by code are called illustrations, never photos.
        await expect(article.getByRole('region', { name: /^Illustrations:/ })).toBeVisible();
        await expect(article.getByText('Illustrations, not photographs of the event.')).toBeVisible();
        await expect(article.getByRole('region', { name: /^Photos:/ })).toHaveCount(0);
      }
    }
    for (const place of ['Ahmedabad', 'ICSCE/PMFAI, Dubai', 'Hyderabad', 'Delhi']) {
      await expect(page.getByRole('heading', { name: new RegExp(place) })).toBeVisible();
    }
    const first = eventGroups[0]!.subsections[0]!;
    await page.locator('summary', { hasText: 'Events 2025' }).click();
    await expect(page.getByRole('article', { name: first.subTitle })).toBeHidden();
    await page.locator('summary', { hasText: 'Events 2025' }).click();
    await expect(page.getByRole('article', { name: first.subTitle })).toBeVisible();
  });

  test('event picture carousels autoplay and loop', async ({ page }) => {
    await page.goto('/Event-Gallery');
    const slider = page.getByRole('region', { name: /^Illustrations:/ }).first();
    await expect(slider).toHaveClass(/swiper-initialized/);
    const activeSrc = () => slider.locator('.swiper-slide-active img').getAttribute('src');
    const start = await activeSrc();
    await expect.poll(activeSrc, { timeout: 8000 }).not.toBe(start);
  });
});

test.describe('about and legal pages', () => {
  test('About: "Jump to Present Day" brings the last timeline entry into view', async ({ page }) => {
    await page.goto('/about');
    for (const year of ['1988', '2014', '2019'])
      await expect(page.getByText(year, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/50,000/).first()).toBeVisible();
    await page.getByRole('link', { name: /Jump to Present Day/ }).click();
    await expect(page).toHaveURL(/#present-day$/);
    await expect(page.locator('#present-day')).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Leadership' })).toBeVisible();
  });

  for (const [path, headings] of [
    [
      '/terms',
      ['Acceptance', 'Product information', 'Intellectual property', 'Limitation of liability', 'Modifications'],
    ],
    ['/privacy', ['Information we collect', 'How we use', 'Data protection', 'Cookies', 'Your rights']],
  ] as const) {
    test(`${path} has five numbered clauses`, async ({ page }) => {
      await page.goto(path);
      const clauses = page.locator('main li[id^="clause-"] h2');
      await expect(clauses).toHaveCount(5);
      for (const [index, heading] of headings.entries()) {
        await expect(clauses.nth(index)).toContainText(`${index + 1}.`);
        await expect(clauses.nth(index)).toContainText(heading);
      }
    });
  }
});
