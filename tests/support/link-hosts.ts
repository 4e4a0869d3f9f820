import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { decodePath } from '../../src/lib/paths.ts';

/*
 * The hosts an old address must answer on, as the link-compatibility test sees them: real servers
 * over HTTP (ours, nginx with the shipped config), and two readers of dist/ that do what a host
 * does with its files — a CDN that honours `_redirects` (in Netlify's and in Cloudflare Pages'
 * reading of it) and a plain static host with no rules at all.
 */

/** How a host answers one request. */
export interface HostAnswer {
  status: number;
  /** Where a redirect leads. */
  location?: string | undefined;
  /** The canonical link of the page it answers 200 with. */
  canonical?: string | undefined;
}

export interface LinkHost {
  name: string;
  /** A server over HTTP answers once it has replied; a reader of dist/ answers at once. */
  answer: (path: string) => HostAnswer | Promise<HostAnswer>;
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');

/** A server reached over HTTP. */
export function httpHost(name: string, origin: string): LinkHost {
  return {
    name,
    answer: async (path) => {
      const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
      const body = await response.text();
      return {
        status: response.status,
        location: response.headers.get('location') ?? undefined,
        canonical: response.status === 200 ? canonicalOf(body) : undefined,
      };
    },
  };
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The file a host without rules serves for a decoded path: the file itself, {path}.html or {path}/index.html. */
function lookUp(dist: string, path: string): { file: string; index: boolean } | undefined {
  if (path.includes('\0')) return undefined;
  const base = join(dist, path);
  if (!base.startsWith(`${dist}/`) && base !== dist) return undefined;
  if (!path.endsWith('/') && isFile(base)) return { file: base, index: false };
  if (!path.endsWith('/') && isFile(`${base}.html`)) return { file: `${base}.html`, index: false };
  if (isFile(join(base, 'index.html'))) return { file: join(base, 'index.html'), index: true };
  return undefined;
}

const page = (file: string): HostAnswer => ({ status: 200, canonical: canonicalOf(readFileSync(file, 'utf8')) });

/** A static host with no rules (S3, a plain web server): it decodes the path and looks for a file. */
export function staticHost(dist: string): LinkHost {
  return {
    name: 'plain static host',
    answer: (path) => {
      const found = lookUp(dist, decodePath(path.replace(/\/$/, '') || '/'));
      return found ? page(found.file) : { status: 404 };
    },
  };
}

/** Netlify's and Cloudflare Pages' readings of `_redirects` differ where this site's rules meet them. */
export type RedirectsDialect = 'netlify' | 'cloudflare';

interface Rule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

/**
 * Reads `_redirects` as the host does. Both: one rule a line, `from to [status]`, first match wins.
 * Netlify: a status may end in "!" (forced); an unforced rule yields to a file at its path.
 * Cloudflare Pages (its parser in workers-sdk): a line over 1,000 characters, a status other than
 * 200/301/302/303/307/308 (so also "301!"), a repeated source or a static rule past the 2,000th is
 * ignored; a rule applies whether or not a file matches.
 */
export function readRedirects(text: string, dialect: RedirectsDialect): Rule[] {
  const rules: Rule[] = [];
  const seen = new Set<string>();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from, to, status = dialect === 'netlify' ? '301' : '302', ...rest] = line.split(/\s+/);
    if (!from || !to || rest.length > 0) throw new Error(`a rule this reader does not know: ${line}`);
    if (from.includes('*') || /\/:/.test(from)) throw new Error(`splats and placeholders are not read here: ${line}`);
    if (dialect === 'cloudflare') {
      if (
        line.length > 1000 ||
        !['200', '301', '302', '303', '307', '308'].includes(status) ||
        seen.has(from) ||
        rules.length >= 2000
      )
        continue;
    }
    seen.add(from);
    rules.push({
      from: decodePath(from),
      to,
      status: Number(status.replace(/!$/, '')),
      force: dialect === 'cloudflare' || status.endsWith('!'),
    });
  }
  return rules;
}

/** A CDN serving dist/ with its `_redirects`, pretty URLs and (Cloudflare) a trailing-slash redirect for folders. */
export function cdnHost(dist: string, dialect: RedirectsDialect): LinkHost {
  const rules = readRedirects(readFileSync(join(dist, '_redirects'), 'utf8'), dialect);
  return {
    name:
      dialect === 'netlify' ? 'CDN (_redirects as Netlify reads it)' : 'CDN (_redirects as Cloudflare Pages reads it)',
    answer: (path) => {
      const decoded = decodePath(path);
      const rule = rules.find((each) => each.from === decoded);
      if (rule?.force) return { status: rule.status, location: rule.to };
      const found = lookUp(dist, decoded.replace(/\/$/, '') || '/');
      if (found?.index && dialect === 'cloudflare' && !path.endsWith('/') && path !== '/')
        return { status: 308, location: `${path}/` };
      if (found) return page(found.file);
      return rule ? { status: rule.status, location: rule.to } : { status: 404 };
    },
  };
}

/** What became of one old address on one host. */
export type Outcome = { ok: true; chain: string } | { ok: false; reason: string };

/**
 * Requests an address and follows its redirects to a page; the page must be the one expected (its
 * canonical link), and no address may come round twice.
 */
export async function followLink(host: LinkHost, path: string, canonical: string): Promise<Outcome> {
  const statuses: number[] = [];
  const seen = new Set<string>();
  const want = decodePath(new URL(canonical, 'http://site.test').pathname);
  for (let current = path; statuses.length < 10;) {
    if (seen.has(current)) return { ok: false, reason: `redirect loop at ${current}` };
    seen.add(current);
    const answer = await host.answer(current);
    statuses.push(answer.status);
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      const next = new URL(answer.location, 'http://site.test');
      current = `${next.pathname}${next.search}`;
      continue;
    }
    if (answer.status !== 200) return { ok: false, reason: statuses.join(' → ') };
    const got = answer.canonical
      ? decodePath(new URL(answer.canonical, 'http://site.test').pathname)
      : '(no canonical link)';
    if (got !== want) return { ok: false, reason: `${statuses.join(' → ')} with the page of ${got}, not ${want}` };
    return { ok: true, chain: statuses.join(' → ') };
  }
  return { ok: false, reason: `more than 10 redirects: ${statuses.join(' → ')}` };
}
