import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { cacheControlFor, headerContentSecurityPolicy, securityHeaders } from '../../scripts/delivery/headers.ts';
import { gradeSite } from '../../scripts/dev/test-tools/observatory.ts';
import { distDir, listHtmlFiles, readDist } from '../support/site.ts';

/*
 * The headers visitors get: what the local production server sends (and the CDN's _headers file
 * repeats), graded with the MDN HTTP Observatory's own tests and scoring, and each page's own
 * Content-Security-Policy read from the built HTML.
 */

test('the MDN HTTP Observatory grades the site A+, every test passing', async () => {
  test.setTimeout(60_000);
  const report = await gradeSite({ distDir });
  test.info().annotations.push({
    type: 'observatory',
    description: `${report.grade} (${report.score}): ${report.tests.map((item) => `${item.name} ${item.scoreModifier >= 0 ? '+' : ''}${item.scoreModifier}`).join(', ')}`,
  });
  expect(report.tests.filter((item) => !item.pass).map((item) => `${item.name}: ${item.result}`)).toEqual([]);
  expect(report.pagePolicy, "the page's own CSP, graded alone").toMatchObject({
    pass: true,
    result: expect.stringMatching(/^csp-implemented-with-no-unsafe/),
  });
  expect(report.grade).toBe('A+');
  expect(report.score).toBeGreaterThanOrEqual(100);
});

test('the local server sends the security headers on pages, assets and the 404 page', async ({ request }) => {
  for (const [path, status] of [
    ['/', 200],
    ['/about', 200],
    ['/no/such/page', 404],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const headers = response.headers();
    for (const [name, value] of Object.entries(securityHeaders))
      expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
    expect(headers['content-security-policy']).toBe(headerContentSecurityPolicy);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  const asset = listHtmlFiles()
    .map(readDist)
    .join('')
    .match(/\/_astro\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.headers()['cache-control']).toBe(cacheControlFor(asset!));
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('the _headers file for the CDN carries the same headers', () => {
  const file = readFileSync(join(distDir, '_headers'), 'utf8');
  for (const [name, value] of Object.entries(securityHeaders)) expect(file).toContain(`  ${name}: ${value}`);
  expect(file).toContain(`  Content-Security-Policy: ${headerContentSecurityPolicy}`);
});

test("every page's own policy uses hashes, allows no inline code, and names no plain-http source", () => {
  const problems: string[] = [];
  for (const file of listHtmlFiles()) {
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/i
      .exec(readDist(file))?.[1]
      ?.replaceAll('&#39;', "'");
    if (!policy) {
      problems.push(`${file}: no policy`);
      continue;
    }
    const directives = new Map(
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...values]) => [name!, values]),
    );
    for (const name of ['script-src', 'style-src']) {
      const values = directives.get(name) ?? [];
      if (values.some((value) => /'unsafe-(inline|eval|hashes)'|^\*$|^https?:$|^data:$/.test(value)))
        problems.push(`${file}: ${name} ${values.join(' ')}`);
      // A page without script-src falls back to default-src, which must then allow nothing (the alias redirect pages).
      if (name === 'script-src' && !directives.has(name) && directives.get('default-src')?.join(' ') !== "'none'")
        problems.push(`${file}: no script-src and default-src is not 'none'`);
      if (name === 'script-src' && directives.has(name) && !values.some((value) => value.startsWith("'sha")))
        problems.push(`${file}: script-src without hashes`);
    }
    for (const name of ['default-src', 'object-src', 'base-uri', 'form-action'])
      if (!directives.has(name)) problems.push(`${file}: no ${name}`);
    if (directives.get('object-src')?.join(' ') !== "'none'") problems.push(`${file}: object-src is not 'none'`);
    for (const [name, values] of directives)
      if (values.some((value) => value.startsWith('http:')))
        problems.push(`${file}: ${name} allows ${values.find((value) => value.startsWith('http:'))}`);
  }
  expect(problems).toEqual([]);
});
