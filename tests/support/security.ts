import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { distDir } from './site.ts';

/*
 * Helpers for the security and accessibility specs: the pages of the build, and a watcher that
 * records everything that shows code ran or tried to run where it must not.
 */

/** Every URL path of the sitemap (dist/sitemap.xml), in order. */
export function sitemapPaths(dir = distDir): string[] {
  const xml = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  });
}

/** The HTML file a sitemap path is served from. */
export function fileForPath(path: string, dir = distDir): string {
  const decoded = decodeURIComponent(path);
  return join(dir, decoded === '/' ? 'index.html' : `${decoded.slice(1)}.html`);
}

/** A page's type: its first path segment, with how deep it is ("/", "about", "product-details/2"). */
export function pageType(path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return '/';
  return parts.length === 1 ? parts[0]! : `${parts[0]}/${parts.length}`;
}

export interface ScriptWatch {
  dialogs: string[];
  pageErrors: string[];
  consoleErrors: string[];
  /** CSP violations: securitypolicyviolation events and the console's "Refused to …" lines. */
  violations: () => Promise<string[]>;
  /** Whether any payload set window.__xss (or clobbered it with an element). */
  xssFlag: () => Promise<string | null>;
}

const cspConsole = /Content Security Policy|Refused to (?:load|execute|apply|frame|connect|evaluate|create)/i;

/** Starts recording before the first navigation; call once per page object. */
export async function watchScripts(page: Page): Promise<ScriptWatch> {
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  const consoleViolations: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (cspConsole.test(text)) consoleViolations.push(`${page.url()}: ${text.slice(0, 300)}`);
    // A missing image on a host this machine cannot reach is not a script problem.
    else if (message.type() === 'error' && !/Failed to load resource|net::ERR_/.test(text))
      consoleErrors.push(`${page.url()}: ${text.slice(0, 300)}`);
  });
  await page.addInitScript(() => {
    const record: string[] = [];
    (window as unknown as { __cspViolations?: string[] }).__cspViolations = record;
    document.addEventListener('securitypolicyviolation', (event) => {
      record.push(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile || location.pathname}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  let seen: string[] = [];
  return {
    dialogs,
    pageErrors,
    consoleErrors,
    violations: async () => {
      const current = await page
        .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
        .catch(() => [] as string[]);
      seen = [...new Set([...seen, ...current.map((line) => `${page.url()}: ${line}`)])];
      return [...seen, ...consoleViolations];
    },
    xssFlag: () =>
      page.evaluate(() => {
        const flag = (window as unknown as { __xss?: unknown }).__xss;
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- whatever set the flag is reported as the page would print it, an element that clobbered it included
        return flag === undefined ? null : String(flag);
      }),
  };
}
