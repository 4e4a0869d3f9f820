/**
 * The floor of bench:lighthouse: a bare static page with one picture (our home page's main picture,
 * the same files), its heading and one paragraph: no style sheet (three style attributes lay it out), no
 * scripts. Issue 15 sets the goal against it: every page type's LCP within 0.25 s of what this page gets
 * under the same throttling, on the same machine, in the same run. On a machine where Lighthouse itself is slow (its Chromium on two
 * busy cores), the floor shows it: the bare page's own LCP, TBT and Performance score.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { format, median, type RunSummary } from './lighthouse-run.ts';
import { markdownTable } from './table.ts';

/** Where the bench server answers with the floor page (beside dist/, on the same origin). */
export const FLOOR_BASE = '/__floor';

/** "Within 0.25 s of the bare-page floor" (issue 15). */
export const FLOOR_MARGIN_MS = 250;

/** "Stable over runs (max − min ≤ 0.15 s)" (issue 15). */
export const STABLE_SPREAD_MS = 150;

const MAIN_PICTURE = 'elementtiming="main-picture"';

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The floor page made from our built home page: its main picture as built (<picture> with its AVIF and
 * WebP files and sizes), without our class names, Element Timing name or scoped-style attributes.
 */
export function floorPage(homeHtml: string): string {
  const image = homeHtml.indexOf(MAIN_PICTURE);
  const start = homeHtml.lastIndexOf('<picture', image);
  const end = homeHtml.indexOf('</picture>', image);
  if (image < 0 || start < 0 || end < 0) {
    throw new Error(
      `The home page has no main picture (a <picture> with ${MAIN_PICTURE}) to build the floor page from.`,
    );
  }
  const picture = homeHtml
    .slice(start, end + '</picture>'.length)
    .replace(/ (?:class|elementtiming|data-astro-cid-[\w-]+)="[^"]*"/g, '');
  const heading = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(homeHtml)?.[1] ?? '') || 'Specialty chemicals';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor: one picture and nothing else</title>
<meta name="description" content="A bare page with one picture, to measure what the same server and throttling give a page with nothing in it.">
</head>
<body style="margin:0;font-family:sans-serif">
<h1 style="font-size:1.75rem;margin:1rem">${heading}</h1>
${picture.replace('<img ', '<img style="display:block;width:100%;height:auto" ')}
<p style="margin:1rem">A bare page with one picture, to measure what the same server and throttling give a page with nothing in it.</p>
</body>
</html>
`;
}

/** Writes the floor page (and its brotli copy, as our pages have) under `root`, to be served at FLOOR_BASE. */
export function writeFloorPage(homeHtml: string, root: string): void {
  const folder = join(root, FLOOR_BASE);
  mkdirSync(folder, { recursive: true });
  const html = floorPage(homeHtml);
  writeFileSync(join(folder, 'index.html'), html);
  writeFileSync(
    join(folder, 'index.html.br'),
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

export interface FloorFigures {
  type: string;
  floorLcp: number;
  oursLcp: number;
  /** Our median LCP less the floor's median LCP, measured turn about with it. */
  overFloor: number;
  /** Our slowest run's LCP less our fastest's. */
  oursSpread: number;
  floorTbt: number;
  floorPerformance: number;
}

export function compareWithFloor(type: string, ours: RunSummary[], floor: RunSummary[]): FloorFigures {
  const metric = (runs: RunSummary[], name: string) => median(runs.map((run) => run.metrics[name] ?? Number.NaN));
  const oursLcp = metric(ours, 'LCP');
  const oursRuns = ours.map((run) => run.metrics['LCP'] ?? Number.NaN);
  const floorLcp = metric(floor, 'LCP');
  return {
    type,
    floorLcp,
    oursLcp,
    overFloor: oursLcp - floorLcp,
    oursSpread: Math.max(...oursRuns) - Math.min(...oursRuns),
    floorTbt: metric(floor, 'TBT'),
    floorPerformance: median(floor.map((run) => run.scores['performance'] ?? Number.NaN)),
  };
}

// In milliseconds: at two decimals of a second, 252 ms over the floor would read as within 0.25 s.
const signedMs = (value: number) =>
  Number.isFinite(value) ? `${value < 0 ? '−' : '+'}${Math.round(Math.abs(value))} ms` : '–';

export function floorTable(figures: FloorFigures[]): string {
  return markdownTable(
    [
      'Page type',
      'Floor LCP',
      'Ours LCP',
      'Ours − floor',
      `Within ${FLOOR_MARGIN_MS / 1000} s`,
      'Ours max − min',
      `Stable (≤ ${STABLE_SPREAD_MS / 1000} s)`,
      'Floor TBT',
      'Floor Perf',
    ],
    figures.map((row) => [
      row.type,
      format.ms(row.floorLcp),
      format.ms(row.oursLcp),
      signedMs(row.overFloor),
      row.overFloor <= FLOOR_MARGIN_MS ? 'yes' : 'no',
      `${Math.round(row.oursSpread)} ms`,
      row.oursSpread <= STABLE_SPREAD_MS ? 'yes' : 'no',
      format.tbt(row.floorTbt),
      String(row.floorPerformance),
    ]),
  );
}
