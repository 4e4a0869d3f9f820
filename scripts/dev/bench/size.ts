/**
 * `npm run bench:size`: bytes per page type of the build in dist/ (BENCH_DIST): HTML, CSS, JavaScript
 * before any interaction and after every island and slider has started, raw / gzip / brotli; whether
 * React or Swiper load and when; the JSON-LD types; third-party requests at load; and the 14 KB check
 * (a product page's HTML with its critical CSS within the first TCP round trip of a slow connection).
 * The same measurements back the size budget of `npm test` (tests/e2e/budget.spec.ts).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findPageTypes } from './lib/pages.ts';
import { kb, markdownTable, saveResult } from './lib/table.ts';
import { createWeigher, FIRST_ROUND_TRIP_BYTES, type Bytes, type PageWeight } from './lib/weight.ts';

const triple = (bytes: Bytes) => `${kb(bytes.raw)} / ${kb(bytes.gzip)} / ${kb(bytes.brotli)}`;
const pair = (bytes: Bytes) => (bytes.raw === 0 ? '0' : `${kb(bytes.gzip)} / ${kb(bytes.brotli)}`);

export function measureSite(distDir: string, site = process.env['SITE_URL'] || 'http://localhost:4321') {
  const weigh = createWeigher(distDir, site);
  return findPageTypes(distDir).map((page) => ({ ...page, weight: weigh(page.file) }));
}

function frameworkNote(weight: PageWeight): string {
  const notes: string[] = [];
  if (weight.reactBeforeInteraction) notes.push('React before interaction');
  else if (weight.reactAtAll) notes.push('React on use');
  if (weight.swiperBeforeInteraction) notes.push('Swiper at load');
  else if (weight.swiperAtAll) notes.push('Swiper near slider');
  return notes.join(', ') || 'none';
}

export function runSizeBench(): string {
  const distDir = resolve(process.env['BENCH_DIST'] ?? 'dist');
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`No build in ${distDir}: run npm run build first.`);
  const pages = measureSite(distDir);
  const rows = pages.map(({ type, weight }) => [
    type,
    triple(weight.html),
    kb(weight.inlineCss),
    pair(weight.css),
    pair(weight.jsBeforeInteraction),
    pair(weight.jsAfterHydration),
    frameworkNote(weight),
  ]);
  const table = markdownTable(
    [
      'Page type',
      'HTML raw / gz / br',
      'inline CSS raw',
      'CSS files gz / br',
      'JS before interaction gz / br',
      'JS after hydration gz / br',
      'Framework JS',
    ],
    rows,
  );
  const structured = markdownTable(
    ['Page type', 'JSON-LD', 'Third-party requests at load'],
    pages.map(({ type, weight }) => [
      type,
      weight.jsonLdTypes.join(', ') || '–',
      weight.thirdPartyAtLoad.length ? weight.thirdPartyAtLoad.slice(0, 3).join(' ') : 'none',
    ]),
  );
  const product = pages.find((page) => page.type === 'product');
  const firstTrip = product
    ? (() => {
        const brotli = product.weight.firstScreen.brotli + product.weight.css.brotli;
        const gzip = product.weight.firstScreen.gzip + product.weight.css.gzip;
        const fits = brotli <= FIRST_ROUND_TRIP_BYTES;
        return (
          `14 KB check (product page \`${decodeURIComponent(product.path)}\`): the first screen (HTML up to the end of <main>, with its critical CSS ${product.weight.css.raw ? '+ CSS files' : 'inlined'}) ` +
          `= ${kb(brotli)} KB brotli / ${kb(gzip)} KB gzip of ${kb(FIRST_ROUND_TRIP_BYTES)} KB — ${fits ? 'fits' : 'DOES NOT FIT'}; ` +
          `the page up to its <h1> is ${kb(product.weight.brotliToFirstHeading ?? 0)} KB brotli, the whole page ${kb(product.weight.html.brotli)} KB.`
        );
      })()
    : '14 KB check: no product page in this build.';
  const markdown = [
    'Kilobytes (1,024 bytes) per page type. "Before interaction": module scripts and their imports, islands hydrating on load, idle or visible. "After hydration": plus the form islands, which wake when the visitor touches a form or a dialog, and the sliders.',
    '',
    table,
    '',
    firstTrip,
    '',
    structured,
  ].join('\n');
  saveResult(
    'size',
    markdown,
    pages.map(({ type, path, weight }) => ({ type, path, ...weight, files: undefined })),
  );
  return markdown;
}

if (import.meta.main) {
  console.log(runSizeBench());
}
