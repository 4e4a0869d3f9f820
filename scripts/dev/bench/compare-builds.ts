/**
 * `npm run bench:compare -- BEFORE AFTER`: two builds of the site (two dist/ folders, say one built from
 * main and one from a change) measured by Lighthouse with its default settings, turn about, page type by
 * page type, each build served by its own scripts/serve.ts. Prints the medians of each and the ratio
 * after / before of LCP and TBT per page type: the figures a change to the pages is judged by. A ratio
 * of two builds measured turn about moves much less with the machine's load than either time alone.
 *
 *   BENCH_RUNS=3 (runs per build and page type)   BENCH_ONLY="home,product" (page types)
 *   BENCH_LOCALE=hi (the Hindi twin of each page type's page)
 *
 * The page types are those of the AFTER build (./lib/pages.ts); BEFORE must hold the same addresses.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { createSiteServer } from '../../serve.ts';
import { localizePath } from '../../../src/lib/i18n/locale.ts';
import { findPageTypes } from './lib/pages.ts';
import { format, launchChrome, median, runLighthouse, summarise, type RunSummary } from './lib/lighthouse-run.ts';
import { ensureApi } from './lib/reference-api.ts';
import { formatRatio } from './lib/side-by-side.ts';
import { markdownTable } from './lib/table.ts';

const BUILDS = ['before', 'after'] as const;
type Build = (typeof BUILDS)[number];

/** Ports of the two servers; the API each page calls is told both origins (CORS). */
const PORTS: Record<Build, number> = { before: 4511, after: 4512 };

function listen(server: Server, port: number): Promise<void> {
  return new Promise((done) => server.listen(port, done));
}

export async function compareBuilds(beforeDir: string, afterDir: string): Promise<string> {
  const dirs: Record<Build, string> = { before: resolve(beforeDir), after: resolve(afterDir) };
  for (const dir of Object.values(dirs)) {
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`No build in ${dir}.`);
  }
  const runs = Number(process.env['BENCH_RUNS'] ?? 3);
  const only = process.env['BENCH_ONLY']?.split(',').map((type) => type.trim());
  const hindi = process.env['BENCH_LOCALE'] === 'hi';
  const pages = findPageTypes(dirs.after)
    .filter((page) => !only || only.includes(page.type))
    .map((page) => (hindi ? { ...page, path: localizePath(page.path, 'hi') } : page));
  const origin = (build: Build) => `http://localhost:${PORTS[build]}`;
  const api = await ensureApi(BUILDS.map(origin));
  const servers = BUILDS.map((build) => createSiteServer(dirs[build]));
  const rows: Array<Array<string | number>> = [];
  let chrome: Awaited<ReturnType<typeof launchChrome>> | undefined;
  try {
    await Promise.all(BUILDS.map((build, index) => listen(servers[index]!, PORTS[build])));
    chrome = await launchChrome();
    for (const page of pages) {
      const summaries: Record<Build, RunSummary[]> = { before: [], after: [] };
      for (let run = 0; run < runs; run++) {
        // Which build goes first changes every run, so that a slow spell of the machine falls on both alike.
        const order = run % 2 === 0 ? BUILDS : [...BUILDS].reverse();
        for (const build of order) {
          const lhr = await runLighthouse(`${origin(build)}${page.path}`, chrome.port, (code) => {
            console.log(`${page.type}, ${build}, run ${run + 1}: repeated (${code})`);
          });
          summaries[build].push(summarise(lhr));
        }
      }
      const metric = (build: Build, name: string) => median(summaries[build].map((summary) => summary.metrics[name]!));
      const perf = (build: Build) => summaries[build].map((summary) => summary.scores['performance']).join(' ');
      const row = [
        page.type,
        format.ms(metric('before', 'LCP')),
        format.ms(metric('after', 'LCP')),
        formatRatio(metric('after', 'LCP') / metric('before', 'LCP')),
        format.tbt(metric('before', 'TBT')),
        format.tbt(metric('after', 'TBT')),
        formatRatio(metric('after', 'TBT') / metric('before', 'TBT')),
        perf('before'),
        perf('after'),
      ];
      console.log(row.join('  '));
      rows.push(row);
    }
  } finally {
    chrome?.kill();
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    await api?.close();
  }
  return [
    `Lighthouse, default mobile settings, ${runs} runs of each build per page type, turn about; medians:`,
    '',
    markdownTable(
      [
        'Page type',
        'LCP before',
        'LCP after',
        'LCP ratio',
        'TBT before',
        'TBT after',
        'TBT ratio',
        'Perf before (each run)',
        'Perf after (each run)',
      ],
      rows,
    ),
  ].join('\n');
}

if (import.meta.main) {
  const [beforeDir, afterDir] = process.argv.slice(2);
  if (!beforeDir || !afterDir) {
    console.error('Usage: npm run bench:compare -- BEFORE_DIST AFTER_DIST');
    process.exit(2);
  }
  console.log(await compareBuilds(beforeDir, afterDir));
}
