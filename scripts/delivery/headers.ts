/**
 * HTTP headers of the delivered site, in one place: the local production server sends them and
 * the build writes them as `_headers` for Netlify and Cloudflare Pages and as includes of the nginx
 * config (./nginx.ts), so what we measure locally is what visitors get.
 */

export const securityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Our own files are for our own pages; product images come from the API host, not from here.
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * The header part of the policy. Script and style sources are in each page's own
 * <meta http-equiv="content-security-policy"> with Astro's hashes; a header policy is added to
 * it (both must allow a resource), so the header carries only what a meta tag cannot:
 * frame-ancestors, plus the lockdowns that never vary by page.
 */
export const headerContentSecurityPolicy =
  "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/**
 * Hashed build assets (/_astro/) and resized images (/_img/, named by the hash of their source) never
 * change: a year, immutable. The site's own images (/images/) keep their names when redrawn: a week.
 */
export const cacheControlByPrefix: ReadonlyArray<readonly [prefix: string, value: string]> = [
  ['/_astro/', 'public, max-age=31536000, immutable'],
  ['/_img/', 'public, max-age=31536000, immutable'],
  ['/images/', 'public, max-age=604800, stale-while-revalidate=86400'],
  // The service worker keeps its address across builds: every visit must see a new build's worker.
  ['/sw.js', 'no-cache'],
];

/** HTML and everything else (favicons, sitemap) is revalidated on every visit (a 304 when unchanged), so a rebuild shows at once. */
export const defaultCacheControl = 'public, max-age=0, must-revalidate';

/** The 404 page is never cached: the address may be a page after the next build. */
export const notFoundCacheControl = 'no-cache';

/** The Cache-Control of a path (see {@link cacheControlByPrefix}). */
export function cacheControlFor(path: string): string {
  return cacheControlByPrefix.find(([prefix]) => path.startsWith(prefix))?.[1] ?? defaultCacheControl;
}

/**
 * The `_headers` file for Netlify and Cloudflare Pages. Both apply every matching block and join a
 * header set by two blocks with a comma, so Cache-Control is set only by the specific blocks: a
 * `/*` Cache-Control would turn `/_astro/*` into "max-age=0, must-revalidate, max-age=31536000,
 * immutable". Pages get both hosts' default, `public, max-age=0, must-revalidate` — the value
 * cacheControlFor() gives them here.
 */
export function renderHeadersFile(contentSecurityPolicy = headerContentSecurityPolicy): string {
  const lines = ['/*', ...Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push(`  Content-Security-Policy: ${contentSecurityPolicy}`, '');
  for (const [prefix, value] of cacheControlByPrefix) lines.push(`${prefix}*`, `  Cache-Control: ${value}`, '');
  return lines.join('\n');
}
