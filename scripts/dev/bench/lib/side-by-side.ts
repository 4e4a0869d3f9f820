/**
 * The side-by-side table of bench:lighthouse: our static page against the old client-rendered page of
 * the same type, both measured in one process, runs alternating. The ratio is what the README quotes:
 * absolute times move with the machine and its load, a ratio of two pages measured turn about much less.
 */
import { markdownTable } from './table.ts';
import { format, median, type RunSummary } from './lighthouse-run.ts';

export interface PagePair {
  type: string;
  ours: RunSummary[];
  old: RunSummary[];
}

export interface PairFigures {
  type: string;
  oldLcp: number;
  oursLcp: number;
  /** Our median LCP over the old page's: 0.5 means ours shows its largest content in half the time. */
  ratio: number;
  oldPerformance: number;
  oursPerformance: number;
}

/** Medians of each side, and their LCP ratio. */
export function comparePair({ type, ours, old }: PagePair): PairFigures {
  const lcp = (runs: RunSummary[]) => median(runs.map((run) => run.metrics['LCP'] ?? Number.NaN));
  const performance = (runs: RunSummary[]) => median(runs.map((run) => run.scores['performance'] ?? Number.NaN));
  const oursLcp = lcp(ours);
  const oldLcp = lcp(old);
  return {
    type,
    oldLcp,
    oursLcp,
    ratio: oursLcp / oldLcp,
    oldPerformance: performance(old),
    oursPerformance: performance(ours),
  };
}

export const formatRatio = (ratio: number) => (Number.isFinite(ratio) ? ratio.toFixed(2) : '–');

export function sideBySideTable(figures: PairFigures[]): string {
  return markdownTable(
    ['Page type', 'Old LCP', 'Ours LCP', 'LCP ratio (ours / old)', 'Perf (old / ours)'],
    figures.map((row) => [
      row.type,
      format.ms(row.oldLcp),
      format.ms(row.oursLcp),
      formatRatio(row.ratio),
      `${row.oldPerformance} / ${row.oursPerformance}`,
    ]),
  );
}
