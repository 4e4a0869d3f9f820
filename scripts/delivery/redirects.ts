/**
 * Aliases of the site and the rules that send them to their canonical pages. An alias is either
 * a built page whose canonical link points at another page (/Agro, /Singleblog, /Categories/{Name},
 * /category/{name}/0 …) or an old address of the single-page app that no page is served at
 * (src/lib/catalogue/old-links.ts). They become
 *   dist/_redirects            for Netlify and Cloudflare Pages;
 *   dist/_nginx/redirects.map  every alias, for nginx (./nginx.ts) and scripts/serve.ts.
 * An alias page stays in dist/ wherever a file can carry the address (./file-names.ts), so a host
 * that reads no rules (S3, a plain web server) still answers it, with the canonical link.
 */
import { decodePath as decode, toCaseKey } from '../../src/lib/paths.ts';

export interface Alias {
  /** The alias path, percent-encoded as links and old addresses spell it. */
  from: string;
  /** The canonical path (percent-encoded), or an absolute URL on another origin. */
  to: string;
  /** Whether a file in dist/ answers `from` as well (for hosts that read no rules). */
  hasFile: boolean;
}

/** Cloudflare Pages accepts at most 2,000 static redirects; more are left to the alias pages. */
export const REDIRECT_LIMIT = Number(process.env['REDIRECT_LIMIT'] ?? 2000);

/** A page's own path from its file in dist/ (relative, with `/`): about.html → /about, index.html → /, x/index.html → /x. */
export function toUrlPath(file: string): string {
  const path = `/${file.replace(/\.html$/, '')}`;
  if (path === '/index') return '/';
  return path.replace(/\/index$/, '');
}

/** The percent-encoded form of a page path as its file spells it (file names hold a name's own characters). */
export const encodePath = (path: string) =>
  path
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/');

/**
 * The absolute URL of a page path on `site`, as `new URL(encodePath(path), site).href` spells it: a
 * page's path has no `.` or `..` segment, and encodeURIComponent leaves no character a URL path would
 * escape, so the text is the same without parsing a URL per page (300,000 of them at 100,000 products).
 */
export const pageUrl = (path: string, site: URL) => `${site.origin}${encodePath(path)}`;

/**
 * The alias a page is, or undefined when its canonical link is itself (or it has none). `site` is the
 * canonical origin: canonical links on it become paths, others stay absolute.
 */
export function aliasOf(file: string, canonical: string | undefined, site: URL): Alias | undefined {
  if (!canonical) return undefined;
  const own = toUrlPath(file);
  // Most pages' canonical link is their own address, spelled the way the build spells it.
  if (canonical === pageUrl(own, site)) return undefined;
  let target: URL;
  try {
    target = new URL(canonical, site);
  } catch {
    return undefined;
  }
  if (target.origin === site.origin && decode(target.pathname) === own) return undefined;
  const to = target.origin === site.origin ? `${target.pathname}${target.search}` : target.href;
  return { from: encodePath(own), to, hasFile: true };
}

/**
 * An alias whose path differs from its target only by case (/resourcecenter → /Resourcecenter). A
 * host that matches rules case-insensitively would send the target to itself, so such an alias is
 * answered by its alias page there, never by a `_redirects` rule.
 */
export function isCaseOnly(alias: Alias): boolean {
  return toCaseKey(decode(alias.from)) === toCaseKey(decode(alias.to));
}

/**
 * Orders aliases for the limited `_redirects` file: those no file answers first (only a rule keeps
 * them working), then site-level aliases (few, and linked from the navigation), then per-product
 * ones; each group alphabetically.
 */
export function sortAliases(aliases: readonly Alias[]): Alias[] {
  const rank = (alias: Alias) => (alias.hasFile ? 1 : 0) * 2 + (alias.from.startsWith('/product-details/') ? 1 : 0);
  return [...aliases].sort((a, b) => rank(a) - rank(b) || (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/**
 * `_redirects`: `from to 301` lines, within the host limit. Not `301!`: Cloudflare Pages rejects a
 * status with "!" and ignores the line, while Netlify, without it, serves the alias page where one
 * exists (a page with the canonical link) and redirects where none does.
 */
export function renderRedirectsFile(
  aliases: readonly Alias[],
  limit = REDIRECT_LIMIT,
): { text: string; written: number } {
  const lines = sortAliases(aliases.filter((alias) => !isCaseOnly(alias)))
    .slice(0, limit)
    .map((alias) => `${alias.from} ${alias.to} 301`);
  const header =
    '# Aliases and old addresses → canonical pages, written by the build (scripts/delivery/redirects.ts).\n';
  return { text: `${header}${lines.join('\n')}\n`, written: lines.length };
}
