/**
 * HTTP headers of the delivered site, in one place: the local production server sends them and
 * the build writes them as `_headers` for Netlify and Cloudflare Pages, so what we measure
 * locally is what visitors get.
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
export const headerContentSecurityPolicy = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** Hashed build assets never change; HTML and everything else is revalidated. */
export function cacheControlFor(path: string): string {
  if (path.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (/\.(?:webp|avif|png|jpe?g|svg|ico|woff2)$/.test(path)) return 'public, max-age=604800, stale-while-revalidate=86400';
  return 'public, max-age=0, must-revalidate';
}

/** The `_headers` file for Netlify and Cloudflare Pages. */
export function renderHeadersFile(contentSecurityPolicy = headerContentSecurityPolicy): string {
  const lines = ['/*', ...Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push(`  Content-Security-Policy: ${contentSecurityPolicy}`);
  lines.push('  Cache-Control: public, max-age=0, must-revalidate', '');
  lines.push('/_astro/*', '  Cache-Control: public, max-age=31536000, immutable', '');
  lines.push('/images/*', '  Cache-Control: public, max-age=604800, stale-while-revalidate=86400', '');
  return lines.join('\n');
}
