/** Markdown tables for the terminal and the README, and the results folder the bench scripts share. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';

export function markdownTable(header: string[], rows: Array<Array<string | number>>): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(cells[0]!),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Where bench results are kept for the README (bench:readme). */
export const resultsDir = () => resolve(process.env['BENCH_RESULTS_DIR'] ?? '.cache/bench');

export interface BenchResult {
  /** ISO date of the run. */
  date: string;
  machine: string;
  /** Markdown printed and put in the README. */
  markdown: string;
  data: unknown;
}

/** A one-line description of this machine. */
export function describeMachine(): string {
  const cpu = cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  return `${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.versions.node}, load average ${loadavg()[0]!.toFixed(1)} at start`;
}

export function saveResult(name: string, markdown: string, data: unknown): BenchResult {
  const result: BenchResult = { date: new Date().toISOString(), machine: describeMachine(), markdown, data };
  mkdirSync(resultsDir(), { recursive: true });
  writeFileSync(join(resultsDir(), `${name}.json`), JSON.stringify(result, null, 2));
  return result;
}

export function loadResult(name: string): BenchResult | undefined {
  try {
    return JSON.parse(readFileSync(join(resultsDir(), `${name}.json`), 'utf8')) as BenchResult;
  } catch {
    return undefined;
  }
}
