/**
 * The parts of the nginx configuration that come from the build, written to dist/_nginx/ for the
 * config the project ships (scripts/delivery/nginx/site.conf), so nginx sends what `_headers` and
 * `_redirects` make the CDN send, from the same sources (./headers.ts, ./redirects.ts):
 *   http.conf       map sizes and the Cache-Control of each path (in `http { }`);
 *   server.conf     the security headers, Cache-Control, and the 301 of every alias (in `server { }`);
 *   redirects.map   the body of `map $uri $site_old_link`: every alias, keyed by decoded path
 *                   (scripts/serve.ts answers the same aliases from it).
 */
import { decodePath, toCaseKey } from '../../src/lib/paths.ts';
import {
  cacheControlByPrefix,
  defaultCacheControl,
  headerContentSecurityPolicy,
  notFoundCacheControl,
  securityHeaders,
} from './headers.ts';
import { notFoundPages } from './not-found.ts';
import { sortAliases, type Alias } from './redirects.ts';

/**
 * nginx reads no configuration token over 4 KB, so an alias whose decoded path is longer (a name
 * of well over a thousand characters) gets no nginx rule.
 */
export const NGINX_KEY_LIMIT = 4000;

const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const escapeRegex = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/** The smallest power of two from `min` up that is at least `value`. */
const powerOfTwo = (value: number, min: number) => 2 ** Math.max(Math.log2(min), Math.ceil(Math.log2(value)));

/**
 * http.conf. nginx refuses to start when a map key does not fit a hash bucket, and old addresses of
 * long names make long keys: the bucket is sized to the longest key written.
 */
export function renderNginxHttpConf(longestKeyBytes: number, keys: number): string {
  const bucket = powerOfTwo(Math.min(longestKeyBytes, NGINX_KEY_LIMIT) + 64, 128);
  const lines = [
    '# Written by the build (scripts/delivery/nginx.ts); scripts/delivery/nginx/site.conf includes it in http { }.',
    `map_hash_bucket_size ${bucket};`,
    `map_hash_max_size ${powerOfTwo(keys * 2, 2048)};`,
    'map $uri $site_cache_control {',
    `  default ${quote(defaultCacheControl)};`,
    ...Object.values(notFoundPages).map((page) => `  ${quote(page)} ${quote(notFoundCacheControl)};`),
    ...cacheControlByPrefix.map(([prefix, value]) => `  ~^${escapeRegex(prefix)} ${quote(value)};`),
    '}',
    '',
  ];
  return lines.join('\n');
}

/** server.conf: headers on every answer (`always`: the 301s and the 404 page too), then the aliases' 301s. */
export function renderNginxServerConf(): string {
  const headers = { ...securityHeaders, 'Content-Security-Policy': headerContentSecurityPolicy };
  return [
    '# Written by the build (scripts/delivery/nginx.ts); scripts/delivery/nginx/site.conf includes it in server { }.',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    'add_header Cache-Control $site_cache_control always;',
    'if ($site_old_link) {',
    '  return 301 $site_old_link$is_args$args;',
    '}',
    '',
  ].join('\n');
}

/** Whether nginx can match a decoded alias path: it fits in one configuration token and holds no NUL. */
const fitsNginx = (path: string) => Buffer.byteLength(path) <= NGINX_KEY_LIMIT && !path.includes('\0');

/**
 * Writes the body of nginx's `map $uri $site_old_link { … }`, a line at a time, and returns the aliases
 * it cannot hold. nginx matches the decoded path (`%2F` is a `/` there), so keys are decoded; targets stay
 * percent-encoded for the Location header. A plain key matches ignoring case, so an alias whose path
 * differs only by case from another alias or page (/resourcecenter and /Resourcecenter, a product named
 * like another but in capitals) is written as a case-sensitive regular expression instead: else it would
 * redirect the other one too, or loop.
 */
export function writeNginxMap(
  aliases: readonly Alias[],
  pagePaths: Iterable<string>,
  write: (line: string) => void,
): Alias[] {
  // The first spelling of each alias's case key, and those spelled more than one way by an alias or a
  // page. Only aliases are written, so pages are looked up, not kept: there are three times as many.
  const spelling = new Map<string, string>();
  const spelledTwice = new Set<string>();
  const note = (path: string, isAlias: boolean) => {
    const key = toCaseKey(path);
    const first = spelling.get(key);
    if (first === undefined) {
      if (isAlias) spelling.set(key, path);
    } else if (first !== path) spelledTwice.add(key);
  };
  for (const alias of aliases) note(decodePath(alias.from), true);
  for (const path of pagePaths) note(path, false);
  const left: Alias[] = [];
  for (const alias of sortAliases(aliases)) {
    const path = decodePath(alias.from);
    if (!fitsNginx(path)) {
      left.push(alias);
      continue;
    }
    const key = spelledTwice.has(toCaseKey(path)) ? `~^${escapeRegex(path)}$` : path;
    write(`${quote(key)} ${quote(alias.to)};\n`);
  }
  return left;
}

/** Reads {@link writeNginxMap}'s output back: decoded path → target (scripts/serve.ts uses it). */
export function parseNginxMap(text: string): Map<string, string> {
  const rules = new Map<string, string>();
  const unquote = (quoted: string) => quoted.slice(1, -1).replace(/\\(["\\])/g, '$1');
  const pathOf = (key: string) =>
    key.startsWith('~^') && key.endsWith('$') ? key.slice(2, -1).replace(/\\(.)/g, '$1') : key;
  for (const [, key, value] of text.matchAll(/^("(?:[^"\\]|\\.)*") ("(?:[^"\\]|\\.)*");$/gmu)) {
    const path = pathOf(unquote(key!));
    if (!rules.has(path)) rules.set(path, unquote(value!));
  }
  return rules;
}
