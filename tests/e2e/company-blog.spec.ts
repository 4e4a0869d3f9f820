import { expect, test, type Page } from '@playwright/test';
import { getSearchCopy } from '../../src/content/forms/search.ts';
import { formatBlogDate } from '../../src/lib/format/date.ts';
import { getBlogPath } from '../../src/lib/paths.ts';
import { readJsonLd } from '../support/json-ld.ts';
import { listHtmlFiles, readDist, readSnapshot } from '../support/site.ts';

const blogs = readSnapshot().blogs;
const newestFirst = [...blogs].sort((a, b) => Date.parse(b.createdAt ?? '') - Date.parse(a.createdAt ?? ''));

async function openResourceCenter(page: Page) {
  // The search box works from the first keystroke: its island wakes when the box is touched.
  await page.goto('/Resourcecenter');
  return page.getByRole('searchbox', { name: 'Search blog posts by title' });
}

test.describe('resource center', () => {
  test('lists every post with title, date and a plain-text description', async ({ page }) => {
    await page.goto('/Resourcecenter');
    await expect(page.getByRole('heading', { name: 'All Blog' })).toBeVisible();
    const list = page.getByRole('list').filter({ has: page.locator('.blog-card') });
    await expect(list.getByRole('article')).toHaveCount(blogs.length);
    for (const blog of blogs) {
      const card = list.getByRole('article').filter({ has: page.getByRole('link', { name: blog.title, exact: true }) });
      const date = formatBlogDate(blog.createdAt);
      if (date) await expect(card.getByText(date, { exact: true })).toBeVisible();
    }
    // Anchor tags are stripped from descriptions in the list.
    expect(await page.locator('.blog-card__excerpt a').count()).toBe(0);
  });

  test('search matches titles case-insensitively, says when nothing matches, and clears on white space', async ({
    page,
  }) => {
    const search = await openResourceCenter(page);
    await expect(search).toHaveAttribute('placeholder', 'Search...');
    const target = newestFirst[0]!;
    const word = target.title.split(/\s+/).find((part) => part.length > 4) ?? target.title;
    const expected = blogs.filter((blog) => blog.title.toLowerCase().includes(word.toLowerCase()));

    await search.fill(word.toUpperCase());
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link')).toHaveCount(expected.length);
    const link = page.getByRole('link', { name: target.title, exact: true });
    const found = results.getByRole('listitem').filter({ has: link });
    await expect(found.getByRole('link')).toHaveAttribute('href', getBlogPath(target.title));
    const date = formatBlogDate(target.createdAt);
    if (date) await expect(found).toContainText(date);

    await search.fill('zzqx no such post');
    await expect(page.getByText(/No posts match/)).toBeVisible();
    await expect(results).toHaveCount(0);

    await search.fill('   ');
    await expect(results).toHaveCount(0);
    await expect(page.getByText(/No posts match|posts? match/)).toHaveCount(0);
  });

  test('the Hindi page searches in Hindi and links to the Hindi edition of each post, with its Hindi date', async ({
    page,
  }) => {
    const words = getSearchCopy('hi').blog;
    const target = newestFirst[0]!;
    const word = target.title.split(/\s+/).find((part) => part.length > 4) ?? target.title;
    await page.goto('/hi/Resourcecenter');
    await page.getByRole('searchbox', { name: words.input }).fill(word);
    const found = page
      .getByRole('list', { name: words.results })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: target.title, exact: true }) });
    await expect(found.getByRole('link')).toHaveAttribute('href', `/hi${getBlogPath(target.title)}`);
    const date = formatBlogDate(target.createdAt, 'hi');
    if (date) await expect(found).toContainText(date);
  });

  test('when the search cannot load, typing in it says so, and every post stays listed', async ({ page }) => {
    await page.route('**/_astro/**/*.js', (route) => route.abort());
    const search = await openResourceCenter(page);
    await search.fill('neem');
    await expect(page.getByRole('status').filter({ hasText: getSearchCopy('en').blog.unavailable })).toBeVisible();
    await expect(search).toHaveValue('neem');
    await expect(page.locator('.blog-card')).toHaveCount(blogs.length);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('no search box that could never search, and every post listed', async ({ page }) => {
      await page.goto('/Resourcecenter');
      await expect(page.getByRole('searchbox', { name: 'Search blog posts by title' })).toBeHidden();
      await expect(page.locator('.blog-card')).toHaveCount(blogs.length);
    });
  });

  test('a card opens its post, and the back button returns to the list', async ({ page }) => {
    const post = newestFirst[0]!;
    await page.goto('/Resourcecenter');
    await page.getByRole('heading', { name: 'All Blog' }).scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: post.title, exact: true }).first().click();
    await expect(page).toHaveURL(getBlogPath(post.title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const back = page.getByRole('link', { name: 'Back to all blogs' }).first();
    await expect(back).toHaveAttribute('href', '/resourcecenter');
    await back.click();
    // /resourcecenter is an alias: the server answers it with a redirect to the canonical list.
    await expect(page).toHaveURL(/\/[Rr]esourcecenter$/);
    await expect(page.getByRole('heading', { name: 'All Blog' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/Resourcecenter$/);
  });
});

test.describe('single blog', () => {
  test('every post renders its HTML without running any script', async ({ page }) => {
    const problems: string[] = [];
    page.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    for (const blog of blogs) {
      await page.goto(getBlogPath(blog.title));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
      await expect(page.locator('[data-article-body]')).not.toBeEmpty();
    }
    expect(problems).toEqual([]);
  });

  test('the built post pages carry no script or event handler inside the article body', () => {
    const files = listHtmlFiles().filter((file) => file.startsWith('Blog/'));
    expect(files.length).toBe(blogs.length);
    for (const file of files) {
      const html = readDist(file);
      const start = html.indexOf('data-article-body');
      const end = html.indexOf('article__footer', start);
      expect(start, file).toBeGreaterThan(0);
      const body = html.slice(start, end);
      expect(body, file).not.toMatch(/<script|<iframe|<object|<embed|<style/i);
      expect(body, file).not.toMatch(/\son[a-z]+\s*=/i);
      expect(body, file).not.toMatch(/javascript:/i);
    }
  });

  test('a post carries BlogPosting structured data and its date', async ({ page }) => {
    const post = newestFirst[0]!;
    await page.goto(getBlogPath(post.title));
    const [posting] = await readJsonLd(page, 'BlogPosting');
    expect(posting?.headline).toBe(post.title);
    const date = formatBlogDate(post.createdAt);
    if (date) await expect(page.getByText(`Published ${date}`)).toBeVisible();
  });

  test('/Singleblog and /SingleBlogDetails show the newest post with its own address as canonical', async ({
    page,
  }) => {
    for (const path of ['/Singleblog', '/SingleBlogDetails']) {
      await page.goto(path);
      if (newestFirst[0]) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(newestFirst[0].title);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(decodeURIComponent(new URL(canonical!).pathname)).toBe(
          decodeURIComponent(getBlogPath(newestFirst[0].title)),
        );
      } else {
        await expect(page.getByRole('heading', { name: 'All Blog' })).toBeVisible();
      }
    }
  });
});
