/**
 * One Lighthouse run and what the tables keep of it, shared by every page bench:lighthouse measures
 * (ours and the old client-rendered page it is compared with).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthouseResult = import('lighthouse').Result;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The Chromium every Lighthouse bench measures in: Debian's, or CHROME_PATH. */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env['CHROME_PATH'] || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
}

export interface RunSummary {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  /** Weighted audits below full marks: id → title (and display value). */
  failing: Record<string, string>;
  /** What the largest paint was of (largestElement), when Lighthouse said. */
  largest?: string;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/** The value most runs gave (the first of equals), or undefined for none. */
export function mostFrequent(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const [value, count] of counts) if (best === undefined || count > counts.get(best)!) best = value;
  return best;
}

export function summarise(lhr: LighthouseResult): RunSummary {
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
  const largest = largestElement(lhr);
  return { scores, metrics, failing, ...(largest ? { largest } : {}) };
}

/**
 * The element of the largest paint, as the end of its selector with "picture" or "text" before it:
 * "picture img.hero__bg", "text p.lead". Which of the two it is decides how the simulated page can
 * paint it: text with the document, a picture only after its own request (README, "Latest figures").
 */
export function largestElement(lhr: LighthouseResult): string | undefined {
  const details = lhr.audits['lcp-breakdown-insight']?.details as { type?: string; items?: unknown[] } | undefined;
  if (details?.type !== 'list') return undefined;
  const node = details.items?.find(
    (item): item is { type: 'node'; selector?: string; snippet?: string } =>
      typeof item === 'object' && item !== null && (item as { type?: unknown }).type === 'node',
  );
  // The selector's steps from the end up to the first with a class or id: "div.gallery__main > picture > img".
  const steps = (node?.selector ?? '').split('>').map((each) => each.trim());
  const named = steps.findLastIndex((each) => /[.#]/.test(each));
  const step = steps.slice(Math.max(named, 0)).join(' > ');
  if (!step) return undefined;
  const tag = /^<([a-z][a-z0-9-]*)/i.exec(node?.snippet ?? '')?.[1]?.toLowerCase();
  const picture = tag === 'img' || tag === 'image' || tag === 'video' || tag === 'svg';
  return `${picture ? 'picture' : 'text'} ${step}`;
}

/** How often a run that Lighthouse failed to record is repeated before its (zero) scores count. */
const MAX_REPEATS = 2;

async function audit(url: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

/**
 * Lighthouse, default settings, on `url` in the Chrome listening on `port`. A run Lighthouse itself
 * could not record (e.g. NO_NAVSTART, "please run Lighthouse again") scores 0 without saying anything
 * about the page: it is run again, and `onRepeat` is told so that the repeat can be reported.
 */
export async function runLighthouse(
  url: string,
  port: number,
  onRepeat: (code: string) => void,
): Promise<LighthouseResult> {
  let lhr = await audit(url, port);
  for (let attempt = 1; lhr.runtimeError && attempt <= MAX_REPEATS; attempt++) {
    onRepeat(lhr.runtimeError.code);
    lhr = await audit(url, port);
  }
  return lhr;
}

/** What the page wrote to the console as errors (a failed fetch, a blocked CORS request). */
export function consoleErrors(lhr: LighthouseResult): string[] {
  const details = lhr.audits['errors-in-console']?.details;
  if (details?.type !== 'table') return [];
  return details.items.map((item) => {
    const { description, sourceLocation } = item as { description?: unknown; sourceLocation?: { url?: unknown } };
    const url = typeof sourceLocation?.url === 'string' ? ` (${sourceLocation.url})` : '';
    return `${typeof description === 'string' ? description : JSON.stringify(item)}${url}`;
  });
}

export const format = {
  ms: (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : '–'),
  tbt: (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–'),
  cls: (value: number) => (Number.isFinite(value) ? value.toFixed(3) : '–'),
};
