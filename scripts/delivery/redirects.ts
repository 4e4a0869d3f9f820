/**
 * Aliases of the site, read from the built pages themselves: a page whose canonical link points at
 * another page (/Agro, /resourcecenter, /Singleblog, /Categories/{Name}, /product-details/{Name} …) is
 * an alias of it. They become
 *   dist/_redirects       for Netlify and Cloudflare Pages (301, forced over the alias file on Netlify);
 *   dist/_redirects.map   an nginx `map` include (README, "nginx");
 * and scripts/serve.ts answers them the same way. The alias pages stay in dist/ too, so a host that
 * reads neither file (S3, a plain web server) still serves them, with the canonical link.
 */

export interface Alias {
  /** The alias path, percent-encoded as the pages link it. */
  from: string;
  /** The canonical path (percent-encoded), or an absolute URL on another origin. */
  to: string;
}

/** Cloudflare Pages accepts at most 2,000 static redirects; more are left to the alias pages. */
export const REDIRECT_LIMIT = Number(process.env['REDIRECT_LIMIT'] ?? 2000);

const decode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** A page's own path from its file in dist/: about.html → /about, index.html → /, x/index.html → /x. */
export function toUrlPath(file: string): string {
  const path = `/${file.split('\\').join('/').replace(/\.html$/, '')}`;
  if (path === '/index') return '/';
  return path.replace(/\/index$/, '');
}

/** The percent-encoded form of a page path. */
export const encodePath = (path: string) => path.split('/').map((part) => encodeURIComponent(decode(part))).join('/');

/**
 * The alias a page is, or undefined when its canonical link is itself (or it has none). `site` is the
 * canonical origin: canonical links on it become paths, others stay absolute.
 */
export function aliasOf(file: string, canonical: string | undefined, site: URL): Alias | undefined {
  if (!canonical) return undefined;
  const own = toUrlPath(file);
  let target: URL;
  try {
    target = new URL(canonical, site);
  } catch {
    return undefined;
  }
  if (target.origin === site.origin && decode(target.pathname) === decode(own)) return undefined;
  const to = target.origin === site.origin ? `${target.pathname}${target.search}` : target.href;
  return { from: encodePath(own), to };
}

/**
 * Orders aliases for the limited `_redirects` file: the site-level aliases (few, and linked from the
 * navigation) before the per-product ones, each group alphabetically.
 */
export function sortAliases(aliases: Alias[]): Alias[] {
  const depth = (alias: Alias) => (alias.from.startsWith('/product-details/') ? 1 : 0);
  return [...aliases].sort((a, b) => depth(a) - depth(b) || (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** `_redirects`: `from to 301!` lines (the `!` makes Netlify redirect although the alias file exists). */
export function renderRedirectsFile(aliases: Alias[], limit = REDIRECT_LIMIT): { text: string; written: number } {
  const lines = sortAliases(aliases).slice(0, limit).map((alias) => `${alias.from} ${alias.to} 301!`);
  const header = '# Aliases → canonical pages, generated from the canonical links of the built pages.\n';
  return { text: `${header}${lines.join('\n')}\n`, written: lines.length };
}

const nginxString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The body of an nginx `map $uri $canonical_target { … }` block. nginx's $uri is decoded, so keys are too. */
export function renderNginxMap(aliases: Alias[]): string {
  return sortAliases(aliases)
    .map((alias) => `${nginxString(decode(alias.from))} ${nginxString(alias.to)};`)
    .join('\n')
    .concat('\n');
}

/** Reads a `_redirects` file back into a lookup by decoded path (scripts/serve.ts uses it). */
export function parseRedirectsFile(text: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [from, to] = trimmed.split(/\s+/);
    if (from && to && !rules.has(decode(from))) rules.set(decode(from), to);
  }
  return rules;
}
