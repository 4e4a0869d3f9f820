/**
 * `npm run bench:lighthouse`: Lighthouse 13 with its default settings (mobile: 150 ms RTT, 1.6 Mbps,
 * 4× CPU slowdown, simulated) against the production build in dist/ served by scripts/serve.ts — the
 * same pre-compressed files and headers as the CDN — three runs per page type, median reported.
 *
 * Side by side with the old architecture: for the home, product and category pages, the same runs
 * alternate with a page of the old client-rendered single-page app (./old-spa/: an empty HTML shell, a
 * React bundle that fetches the record from the API after load), served by the same server beside
 * dist/, fetching from the same API and showing the same picture files. The LCP ratio of each pair is
 * printed and saved with the results.
 *
 * Against the floor: every run of every page type alternates with the floor page too (./lib/floor.ts: a
 * bare page with our home page's main picture and nothing else), and each page type's LCP is reported
 * less the floor's, which issue 15 sets the goal by (within 0.25 s).
 *
 *   BENCH_RUNS=3  BENCH_DIST=dist  PORT=4321  BENCH_ONLY="product,home"  BENCH_COMPARE=0 (ours only)
 *
 * Build first (`npm run build`). The reference API is started too when the pages point at one that is
 * not running (blog images are served from the API host, as in production).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import {
  compareWithFloor,
  FLOOR_BASE,
  FLOOR_MARGIN_MS,
  floorTable,
  writeFloorPage,
  type FloorFigures,
} from './lib/floor.ts';
import { findPageTypes } from './lib/pages.ts';
import {
  CATEGORIES,
  launchChrome,
  consoleErrors,
  format,
  median,
  mostFrequent,
  runLighthouse,
  summarise,
  type RunSummary,
} from './lib/lighthouse-run.ts';
import { allowsOrigin, ensureApi, snapshotApiOrigin } from './lib/reference-api.ts';
import { comparePair, formatRatio, sideBySideTable, type PagePair } from './lib/side-by-side.ts';
import { markdownTable, resultsDir, saveResult } from './lib/table.ts';
import { buildOldSpa } from './old-spa/build.ts';
import { OLD_SPA_BASE, OLD_SPA_PAGE_TYPES } from './old-spa/config.ts';
import { createBenchServer } from './old-spa/server.ts';

/** Builds the old app against the API our pages were pulled from, and checks that it may call it. */
async function prepareOldSpa(siteOrigin: string) {
  const apiBase = snapshotApiOrigin();
  if (!apiBase) throw new Error('No snapshot to find the API in: run npm run build first, or set BENCH_COMPARE=0.');
  if (!(await allowsOrigin(apiBase, siteOrigin))) {
    throw new Error(
      `The API at ${apiBase} does not answer pages of ${siteOrigin} (CORS), so the old page could not load its records. ` +
        `Stop the API running there (bench:lighthouse starts its own), start it with CORS_ORIGINS=${siteOrigin}, or set BENCH_COMPARE=0.`,
    );
  }
  const built = await buildOldSpa({ apiBase, outDir: resolve('.cache/bench-old-spa') });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `old client-rendered page: script ${kb(built.brotliBytes.script)}, stylesheet ${kb(built.brotliBytes.stylesheet)} (brotli); records from ${apiBase}`,
  );
  return built;
}

export async function runLighthouseBench(): Promise<string> {
  const distDir = resolve(process.env['BENCH_DIST'] ?? 'dist');
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`No build in ${distDir}: run npm run build first.`);
  const runs = Number(process.env['BENCH_RUNS'] ?? 3);
  const port = Number(process.env['PORT'] ?? 4321);
  const compare = process.env['BENCH_COMPARE'] !== '0';
  const only = process.env['BENCH_ONLY']?.split(',').map((type) => type.trim());
  const pages = findPageTypes(distDir).filter((page) => !only || only.includes(page.type));
  const siteOrigin = `http://localhost:${port}`;
  const api = await ensureApi([siteOrigin, `http://127.0.0.1:${port}`]);
  const floorRoot = resolve('.cache/bench-floor');
  let server: Server;
  let missedImages: Set<string>;
  try {
    const oldSpa = compare ? await prepareOldSpa(siteOrigin) : undefined;
    rmSync(floorRoot, { recursive: true, force: true });
    writeFloorPage(readFileSync(join(distDir, 'index.html'), 'utf8'), floorRoot);
    ({ server, missedImages } = createBenchServer(distDir, {
      floorRoot,
      ...(oldSpa ? { oldSpaRoot: oldSpa.root } : {}),
    }));
  } catch (error) {
    await api?.close();
    throw error;
  }
  await new Promise<void>((done) => server.listen(port, done));
  const chrome = await launchChrome();
  const results: Array<{ type: string; path: string; runs: RunSummary[] }> = [];
  const pairs: PagePair[] = [];
  const againstFloor: FloorFigures[] = [];
  const repeated: string[] = [];
  const reportDir = join(resultsDir(), 'lighthouse');
  mkdirSync(reportDir, { recursive: true });
  const measure = async (url: string, label: string, report: string) => {
    const lhr = await runLighthouse(url, chrome.port, (code) => repeated.push(`${label}: ${code}`));
    writeFileSync(join(reportDir, `${report.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
    return lhr;
  };
  try {
    for (const page of pages) {
      const summaries: RunSummary[] = [];
      const oldSummaries: RunSummary[] = [];
      const floorSummaries: RunSummary[] = [];
      const oldPath = compare && OLD_SPA_PAGE_TYPES.includes(page.type) ? `${OLD_SPA_BASE}${page.path}` : undefined;
      for (let run = 0; run < runs; run++) {
        // Turn about, ours, the floor, then old, so that whatever else the machine is doing falls on all alike.
        const ours = await measure(
          `${siteOrigin}${page.path}`,
          `${page.type}, run ${run + 1}`,
          `${page.type}-${run + 1}`,
        );
        summaries.push(summarise(ours));
        floorSummaries.push(
          summarise(
            await measure(`${siteOrigin}${FLOOR_BASE}/`, `floor, run ${run + 1}`, `floor-${page.type}-${run + 1}`),
          ),
        );
        if (!oldPath) continue;
        const old = await measure(
          `${siteOrigin}${oldPath}`,
          `old ${page.type}, run ${run + 1}`,
          `old-${page.type}-${run + 1}`,
        );
        // An old page that could not load its record would be timed showing a skeleton: not a measurement.
        const errors = consoleErrors(old);
        if (errors.length) throw new Error(`The old ${page.type} page failed to load: ${errors.join('; ')}`);
        if (missedImages.size) throw new Error(`Pictures without a resized file: ${[...missedImages].join(', ')}`);
        oldSummaries.push(summarise(old));
      }
      results.push({ type: page.type, path: page.path, runs: summaries });
      const last = summaries.map((summary) => CATEGORIES.map((id) => summary.scores[id]).join('/'));
      console.log(`${page.type}: ${last.join('  ')}`);
      const floor = compareWithFloor(page.type, summaries, floorSummaries);
      againstFloor.push(floor);
      console.log(
        `${page.type}: LCP ours ${format.ms(floor.oursLcp)}, floor ${format.ms(floor.floorLcp)} (TBT ${format.tbt(floor.floorTbt)}, Perf ${floor.floorPerformance})`,
      );
      if (oldPath) {
        const pair: PagePair = { type: page.type, ours: summaries, old: oldSummaries };
        pairs.push(pair);
        const figures = comparePair(pair);
        console.log(
          `${page.type}: LCP ours ${format.ms(figures.oursLcp)}, old ${format.ms(figures.oldLcp)}, ratio ours / old ${formatRatio(figures.ratio)}`,
        );
      }
    }
  } finally {
    chrome.kill();
    server.closeAllConnections();
    server.close();
    await api?.close();
  }

  const rows = results.map(({ type, path, runs: summaries }) => [
    `${type} (\`${decodeURIComponent(path).slice(0, 48)}\`)`,
    ...CATEGORIES.map((id) => median(summaries.map((summary) => summary.scores[id]!))),
    ...(['FCP', 'LCP', 'SI'] as const).map((name) =>
      format.ms(median(summaries.map((summary) => summary.metrics[name]!))),
    ),
    format.tbt(median(summaries.map((summary) => summary.metrics['TBT']!))),
    format.cls(median(summaries.map((summary) => summary.metrics['CLS']!))),
    mostFrequent(summaries.flatMap((summary) => (summary.largest ? [`\`${summary.largest}\``] : []))) ?? '–',
  ]);
  const table = markdownTable(
    ['Page type', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'SI', 'TBT', 'CLS', 'Largest element'],
    rows,
  );
  const failing = results.flatMap(({ type, runs: summaries }) => {
    const audits = new Map<string, string>();
    for (const summary of summaries) for (const [id, text] of Object.entries(summary.failing)) audits.set(id, text);
    return audits.size ? [`- ${type}: ${[...audits].map(([id, text]) => `${id} — ${text}`).join('; ')}`] : [];
  });
  const comparison = pairs.map(comparePair);
  const markdown = [
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, default mobile settings, median of ${runs} runs:`,
    '',
    table,
    '',
    failing.length
      ? `Audits below full marks in at least one run:\n\n${failing.join('\n')}`
      : 'Every scored audit passed in every run.',
    '',
    '##### Against the floor',
    '',
    `Every run of each page type alternated with the floor: a bare page with our home page's main picture (the same files), its heading and a paragraph, and nothing else (\`scripts/dev/bench/lib/floor.ts\`), on the same server; median of ${runs} runs each. The goal is each page type's LCP within ${FLOOR_MARGIN_MS / 1000} s of it. The floor's own TBT and score are what this machine's Lighthouse gives a page with no script and almost no layout.`,
    '',
    floorTable(againstFloor),
    ...(comparison.length
      ? [
          '',
          '##### Side by side with the old client-rendered architecture',
          '',
          `The same runs alternated with a page of the old architecture (an empty HTML shell whose React bundle fetches the record from the API after load and renders it: \`scripts/dev/bench/old-spa/\`), served by the same server, fetching from the same API, showing the same picture files; median of ${runs} runs each. The ratio is the figure to quote: absolute times move with the machine's load, the two pages measured turn about much less. The old page is cut down to fewer sections than ours, so its main-thread work (TBT), and with it its Perf score, is flattered.`,
          '',
          sideBySideTable(comparison),
        ]
      : []),
    ...(repeated.length ? ['', `Runs repeated because Lighthouse could not record them: ${repeated.join('; ')}.`] : []),
  ].join('\n');
  saveResult('lighthouse', markdown, { results, comparison, againstFloor });
  return markdown;
}

if (import.meta.main) {
  console.log(await runLighthouseBench());
}
