/**
 * The local production server (`npm run preview`, and what `npm start` serves): dist/ with the
 * rules of our nginx config — pre-compressed .br/.gz files, the same headers as `_headers`, pretty
 * URLs (/about → about.html, /resourcecenter → resourcecenter/index.html), a 301 from every alias
 * and old address of dist/_nginx/redirects.map, and the 404 page of the address's language.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import {
  cacheControlFor,
  headerContentSecurityPolicy,
  notFoundCacheControl,
  securityHeaders,
} from './delivery/headers.ts';
import { parseNginxMap } from './delivery/nginx.ts';
import { notFoundPageFor } from './delivery/not-found.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** The file a request path maps to, the way Netlify, Cloudflare Pages and our nginx rules do. */
export function resolveFile(root: string, pathname: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (path.includes('\0')) return undefined;
  const base = normalize(join(root, path));
  if (base !== root && !base.startsWith(root + '/')) return undefined;
  const candidates = path.endsWith('/')
    ? [join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`]
    : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find(isFile);
}

/** The CDN's rule files and the nginx includes are read by the host, never served. */
const isRuleFile = (pathname: string) => /^\/_(?:headers|redirects|nginx)(?:\/|$)/.test(pathname);

/** The alias → canonical rules nginx reads, re-read when a rebuild replaces the file. */
function createRedirects(root: string): (pathname: string) => string | undefined {
  let loadedAt = -1;
  let rules = new Map<string, string>();
  return (pathname) => {
    const file = join(root, '_nginx', 'redirects.map');
    const changed = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (changed !== loadedAt) {
      rules = changed ? parseNginxMap(readFileSync(file, 'utf8')) : new Map<string, string>();
      loadedAt = changed;
    }
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    return rules.get(path);
  };
}

/** The request handler of the site server, for an http or https server. */
export function createSiteHandler(rootDir = 'dist'): (request: IncomingMessage, response: ServerResponse) => void {
  const root = resolve(rootDir);
  const redirectFor = createRedirects(root);
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://site.local');
    // Aliases and old addresses answer 301 to their canonical page, as our nginx config does.
    const target = redirectFor(url.pathname);
    if (target) {
      response.writeHead(301, {
        ...securityHeaders,
        Location: `${target}${url.search}`,
        'Cache-Control': cacheControlFor(url.pathname),
      });
      response.end();
      return;
    }
    let file = isRuleFile(url.pathname) ? undefined : resolveFile(root, url.pathname);
    let status = 200;
    if (!file) {
      file = join(root, notFoundPageFor(url.pathname));
      status = 404;
    }
    const type = types[extname(file)] ?? 'application/octet-stream';
    const accepted = request.headers['accept-encoding'] ?? '';
    const encoding =
      /\bbr\b/.test(accepted) && isFile(`${file}.br`)
        ? 'br'
        : /\bgzip\b/.test(accepted) && isFile(`${file}.gz`)
          ? 'gzip'
          : null;
    const body = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
    response.writeHead(status, {
      ...securityHeaders,
      ...(type.startsWith('text/html') ? { 'Content-Security-Policy': headerContentSecurityPolicy } : {}),
      'Content-Type': type,
      'Cache-Control': status === 404 ? notFoundCacheControl : cacheControlFor(url.pathname),
      'Content-Length': statSync(body).size,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(body).pipe(response);
  };
}

export function createSiteServer(rootDir = 'dist'): Server {
  return createServer(createSiteHandler(rootDir));
}

if (import.meta.main) {
  if (!existsSync(join('dist', 'index.html'))) {
    console.error(
      'No site to serve: dist/ has not been built yet. Run `npm run build` first (or `npm start`, which builds and serves).',
    );
    process.exit(1);
  }
  const port = Number(process.env['PORT'] ?? 4321);
  createSiteServer().listen(port, () => {
    console.log(`site on http://localhost:${port}`);
  });
}
