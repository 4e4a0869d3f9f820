/**
 * What the publisher checks in a complete new output before it goes live (a bad catalogue never goes
 * live by accident), and what it tells editors changed:
 * - the files added, changed and removed against the live output (the CDN step uploads and purges them);
 * - every link of an added or changed page leads to a page, a file or a redirect of the new output;
 * - no added or changed page shows "undefined" or "NaN" (a field the API left out, shown anyway);
 * - the catalogue did not lose more than a fifth of its products since the last publish, unless an
 *   editor confirmed it (a back office that sends half a list is a fault, not a decision).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseNginxMap } from '../delivery/nginx.ts';
import { inodeOf, listFilesUnder } from '../delivery/output-files.ts';
import { encodePath, toUrlPath } from '../delivery/redirects.ts';
import { resolveFile } from '../serve.ts';
import { unescapeXml } from '../../src/lib/text.ts';

/** Files of an output (relative paths) against the live one. */
export interface OutputDiff {
  added: string[];
  changed: string[];
  removed: string[];
}

/** A product count that fell by more than this share since the last publish waits for an editor. */
export const PRODUCT_DROP_LIMIT = 0.2;

/** The output is not published; `reason` is one line for the editor. */
export class CheckFailure extends Error {}

/** The output is not published until an editor confirms it. */
export class HeldForConfirmation extends Error {}

function sameContent(first: string, second: string): boolean {
  if (inodeOf(first) === inodeOf(second)) return true;
  if (statSync(first).size !== statSync(second).size) return false;
  return readFileSync(first).equals(readFileSync(second));
}

/**
 * Compares two outputs file by file. Files kept from the live output are the same file (a hard link,
 * ./delivery/assemble.ts), so only the few a build wrote afresh are read.
 */
export function diffOutputs(liveDir: string | undefined, nextDir: string): OutputDiff {
  const next = listFilesUnder(nextDir);
  if (!liveDir) return { added: next, changed: [], removed: [] };
  const live = new Set(listFilesUnder(liveDir));
  const diff: OutputDiff = { added: [], changed: [], removed: [] };
  const inNext = new Set(next);
  for (const file of next) {
    if (!live.has(file)) diff.added.push(file);
    else if (!sameContent(join(liveDir, file), join(nextDir, file))) diff.changed.push(file);
  }
  for (const file of live) if (!inNext.has(file)) diff.removed.push(file);
  return diff;
}

/** The page addresses among a list of files (an HTML file is a page; its .br/.gz copies are not). */
export function pageUrls(files: readonly string[]): string[] {
  return files.filter((file) => file.endsWith('.html')).map((file) => encodePath(toUrlPath(file)));
}

/** The same-site addresses a page links to or loads (href of a, link; src of img, script, source). */
export function linksOf(html: string, pageUrl: URL): URL[] {
  const urls: URL[] = [];
  for (const match of html.matchAll(/<(?:a|link|img|script|source|iframe)\b[^>]*?\s(?:href|src)="([^"]*)"/gi)) {
    const raw = unescapeXml(match[1]!).trim();
    if (raw === '' || raw.startsWith('#') || /^(?:mailto|tel|javascript|data|sms|whatsapp):/i.test(raw)) continue;
    try {
      const url = new URL(raw, pageUrl);
      if (url.origin === pageUrl.origin) urls.push(url);
    } catch {
      urls.push(new URL('/%invalid-link', pageUrl));
    }
  }
  return urls;
}

/**
 * A check of one page's links against `dir`: "page → address" for each that leads nowhere. An address
 * is answered when a file serves it the way nginx and the CDNs map addresses, or a redirect of
 * _nginx/redirects.map does; answers are remembered across the pages of one output.
 */
export function linkChecker(dir: string, site: URL): (file: string, html: string) => string[] {
  let redirects = new Map<string, string>();
  try {
    redirects = parseNginxMap(readFileSync(join(dir, '_nginx', 'redirects.map'), 'utf8'));
  } catch {
    // An output without nginx rules: files alone must answer.
  }
  const answered = new Map<string, boolean>();
  const answers = (path: string) => {
    let known = answered.get(path);
    if (known === undefined) {
      let decoded = path;
      try {
        decoded = decodeURIComponent(path);
      } catch {
        // Left encoded: no file or rule has that name.
      }
      known = resolveFile(dir, path) !== undefined || redirects.has(decoded);
      answered.set(path, known);
    }
    return known;
  };
  return (file, html) => {
    const pageUrl = new URL(encodePath(toUrlPath(file)), site);
    const broken = linksOf(html, pageUrl)
      .filter((link) => !answers(link.pathname))
      .map((link) => `${pageUrl.pathname} → ${link.pathname}`);
    return [...new Set(broken)];
  };
}

/**
 * The words "undefined" or "NaN" where a visitor reads them, with some context: the text, and the
 * attributes that are read out or shown (alt, title, aria-label, placeholder, meta content). Not
 * scripts, styles or an island's serialised props, where such words are code.
 */
export function findUndefinedText(html: string): string | undefined {
  const page = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->/gi, ' ');
  const attributes = [...page.matchAll(/\s(?:alt|title|aria-label|placeholder|content)="([^"]*)"/gi)].map(
    (match) => match[1]!,
  );
  const shown = [page.replace(/<[^>]*>/g, ' '), ...attributes].join(' ');
  const match = /(.{0,40})\b(undefined|NaN)\b(.{0,40})/.exec(shown);
  return match ? `…${match[1]}${match[2]}${match[3]}…`.replace(/\s+/g, ' ') : undefined;
}

/** Why a product count needs an editor's confirmation, or undefined when it does not. */
export function productDropReason(previous: number | undefined, next: number): string | undefined {
  if (!previous || next >= previous * (1 - PRODUCT_DROP_LIMIT)) return undefined;
  const share = Math.round(((previous - next) / previous) * 100);
  // A no-break space keeps "50 %" on one line of the status page.
  const [nextCount, previousCount] = [next, previous].map((value) => value.toLocaleString('en'));
  return `the catalogue has ${nextCount} products, ${share}\u00a0% fewer than the ${previousCount} live now: confirm to publish it`;
}

export interface CheckOptions {
  site: URL;
  /** Products in the live catalogue (the last publish), if known. */
  previousProducts: number | undefined;
  confirmed: boolean;
}

/**
 * Runs every check over a new output; resolves with its diff, or rejects with a CheckFailure or
 * HeldForConfirmation whose message is the editor's one line.
 */
export function checkOutput(
  dir: string,
  liveDir: string | undefined,
  products: number,
  options: CheckOptions,
): OutputDiff {
  const drop = productDropReason(options.previousProducts, products);
  if (drop && !options.confirmed) throw new HeldForConfirmation(drop);
  const diff = diffOutputs(liveDir, dir);
  const pages = [...diff.added, ...diff.changed].filter((file) => file.endsWith('.html'));
  const brokenLinksOf = linkChecker(dir, options.site);
  const broken: string[] = [];
  // Each page is read once, for both checks: a first publish reads every page of the site.
  for (const file of pages) {
    const html = readFileSync(join(dir, file), 'utf8');
    const shown = findUndefinedText(html);
    if (shown) throw new CheckFailure(`${encodePath(toUrlPath(file))} shows "${shown}"`);
    broken.push(...brokenLinksOf(file, html));
  }
  if (broken.length > 0) {
    const more = broken.length > 1 ? ` (and ${broken.length - 1} more broken links)` : '';
    throw new CheckFailure(`a link leads nowhere: ${broken[0]}${more}`);
  }
  return diff;
}
