/**
 * `npm run bench:size`: bytes per page type of the build in dist/ (BENCH_DIST): HTML, CSS, JavaScript
 * before any interaction and after every island and slider has started, raw / gzip / brotli; whether
 * React or Swiper load and when; the JSON-LD types; third-party requests at load; each page's whole
 * response as served (the server's headers and the brotli body) against the first TCP round trip; and
 * the 14 KB check (a product page's HTML with its critical CSS within that first round trip).
 * The same measurements back the size budget of `npm test` (tests/e2e/budget.spec.ts).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findPageTypes } from './lib/pages.ts';
import { kb, markdownTable, saveResult } from './lib/table.ts';
import { measureServedHeaders } from './lib/served-headers.ts';
import { createWeigher, INITIAL_WINDOW_BYTES, type Bytes, type PageWeight } from './lib/weight.ts';

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

/** The page's response as served, headers and brotli body, and whether it all comes in the first round trip. */
function servedNote(headerBytes: number, weight: PageWeight): string {
  const served = headerBytes + weight.html.brotli;
  return `${kb(served)} (${served <= INITIAL_WINDOW_BYTES ? 'one round trip' : 'two or more'})`;
}

export async function runSizeBench(): Promise<string> {
  const distDir = resolve(process.env['BENCH_DIST'] ?? 'dist');
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`No build in ${distDir}: run npm run build first.`);
  const pages = measureSite(distDir);
  const headers = await measureServedHeaders(
    distDir,
    pages.map((page) => page.path),
  );
  const rows = pages.map(({ type, path, weight }) => [
    type,
    triple(weight.html),
    servedNote(headers.get(path)!, weight),
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
      'As served: headers + br',
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
        const room = INITIAL_WINDOW_BYTES - headers.get(product.path)!;
        const fits = brotli <= room;
        return (
          `14 KB check (product page \`${decodeURIComponent(product.path)}\`): the first screen (HTML up to the end of <main>, with its critical CSS ${product.weight.css.raw ? '+ CSS files' : 'inlined'}) ` +
          `= ${kb(brotli)} KB brotli / ${kb(gzip)} KB gzip of the ${kb(room)} KB the first round trip has left after the headers — ${fits ? 'fits' : 'DOES NOT FIT'}; ` +
          `the page up to its <h1> is ${kb(product.weight.brotliToFirstHeading ?? 0)} KB brotli, the whole page ${kb(product.weight.html.brotli)} KB.`
        );
      })()
    : '14 KB check: no product page in this build.';
  const markdown = [
    `Kilobytes (1,024 bytes) per page type. "As served": the response's status line and headers from the site's server and its brotli body, against the first round trip of a new connection (TCP's initial window, ${INITIAL_WINDOW_BYTES.toLocaleString('en')} bytes); Lighthouse's slow phone paints a page only once all of it has come. "Before interaction": module scripts and their imports, islands hydrating on load, idle or visible. "After hydration": plus the form islands, which wake when the visitor touches a form or a dialog, and the sliders.`,
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
  console.log(await runSizeBench());
}
