/**
 * `npm run bench:lighthouse`: Lighthouse 13 with its default settings (mobile: 150 ms RTT, 1.6 Mbps,
 * 4× CPU slowdown, simulated) against the production build in dist/ served by scripts/serve.ts — the
 * same pre-compressed files and headers as the CDN — three runs per page type, median reported.
 *
 *   BENCH_RUNS=3  BENCH_DIST=dist  PORT=4321  BENCH_ONLY="product,home"
 *
 * Build first (`npm run build`). The reference API is started too when the pages point at one that is
 * not running (blog images are served from the API host, as in production).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApi, type StartedApi } from '../api/server.ts';
import { createSiteServer } from '../../serve.ts';
import { findPageTypes } from './lib/pages.ts';
import { markdownTable, resultsDir, saveResult } from './lib/table.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

interface RunSummary {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  /** Weighted audits below full marks: id → title (and display value). */
  failing: Record<string, string>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/** Starts the reference API the built pages point at, when it is local and not running. */
async function ensureApi(distDir: string): Promise<StartedApi | undefined> {
  const snapshotFile = resolve(process.env['SNAPSHOT_PATH'] ?? '.cache/snapshot.json');
  if (!existsSync(snapshotFile) || !existsSync(distDir)) return undefined;
  const source = (JSON.parse(readFileSync(snapshotFile, 'utf8')) as { source?: string }).source;
  if (!source) return undefined;
  const url = new URL(source);
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return undefined;
  const running = await fetch(`${url.origin}/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (running) return undefined;
  return startApi({ port: Number(url.port), quiet: true });
}

function summarise(lhr: import('lighthouse').Result): RunSummary {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
  );
  const failing: Record<string, string> = {};
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // Only what moves the score: weighted audits below full marks.
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
      failing[ref.id] =
        `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} [${Math.round(audit.score * 100)}]`;
    }
  }
  return { scores, metrics, failing };
}

/** How often a run that Lighthouse failed to record is repeated before its (zero) scores count. */
const MAX_REPEATS = 2;

async function audit(url: string, port: number): Promise<import('lighthouse').Result> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

const format = {
  ms: (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : '–'),
  tbt: (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–'),
  cls: (value: number) => (Number.isFinite(value) ? value.toFixed(3) : '–'),
};

export async function runLighthouseBench(): Promise<string> {
  const distDir = resolve(process.env['BENCH_DIST'] ?? 'dist');
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`No build in ${distDir}: run npm run build first.`);
  const runs = Number(process.env['BENCH_RUNS'] ?? 3);
  const port = Number(process.env['PORT'] ?? 4321);
  const only = process.env['BENCH_ONLY']?.split(',').map((type) => type.trim());
  const pages = findPageTypes(distDir).filter((page) => !only || only.includes(page.type));
  const api = await ensureApi(distDir);
  const server = createSiteServer(distDir);
  await new Promise<void>((done) => server.listen(port, done));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env['CHROME_PATH'] || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const results: Array<{ type: string; path: string; runs: RunSummary[] }> = [];
  const repeated: string[] = [];
  const reportDir = join(resultsDir(), 'lighthouse');
  mkdirSync(reportDir, { recursive: true });
  try {
    for (const page of pages) {
      const summaries: RunSummary[] = [];
      for (let run = 0; run < runs; run++) {
        let lhr = await audit(`http://localhost:${port}${page.path}`, chrome.port);
        // A run Lighthouse itself could not record (e.g. NO_NAVSTART, "please run Lighthouse again")
        // scores 0 without saying anything about the page: it is run again, and the repeat is reported.
        for (let attempt = 1; lhr.runtimeError && attempt <= MAX_REPEATS; attempt++) {
          repeated.push(`${page.type}, run ${run + 1}: ${lhr.runtimeError.code}`);
          lhr = await audit(`http://localhost:${port}${page.path}`, chrome.port);
        }
        summaries.push(summarise(lhr));
        writeFileSync(join(reportDir, `${page.type.replace(/\W+/g, '-')}-${run + 1}.json`), JSON.stringify(lhr));
      }
      results.push({ type: page.type, path: page.path, runs: summaries });
      const last = summaries.map((summary) => CATEGORIES.map((id) => summary.scores[id]).join('/'));
      console.log(`${page.type}: ${last.join('  ')}`);
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
  ]);
  const table = markdownTable(['Page type', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'SI', 'TBT', 'CLS'], rows);
  const failing = results.flatMap(({ type, runs: summaries }) => {
    const audits = new Map<string, string>();
    for (const summary of summaries) for (const [id, text] of Object.entries(summary.failing)) audits.set(id, text);
    return audits.size ? [`- ${type}: ${[...audits].map(([id, text]) => `${id} — ${text}`).join('; ')}`] : [];
  });
  const markdown = [
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, default mobile settings, median of ${runs} runs:`,
    '',
    table,
    '',
    failing.length
      ? `Audits below full marks in at least one run:\n\n${failing.join('\n')}`
      : 'Every scored audit passed in every run.',
    ...(repeated.length ? ['', `Runs repeated because Lighthouse could not record them: ${repeated.join('; ')}.`] : []),
  ].join('\n');
  saveResult('lighthouse', markdown, results);
  return markdown;
}

if (import.meta.main) {
  console.log(await runLighthouseBench());
}
