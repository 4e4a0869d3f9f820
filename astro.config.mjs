// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

/**
 * A CSP source for an origin. An https origin is written as it is; an http one (the local
 * reference API) without its scheme, which CSP reads as "the page's scheme or its secure
 * upgrade": a page served over https then never allows plain http.
 */
const toSource = (/** @type {string} */ address) => {
  const url = new URL(address);
  return url.protocol === 'https:' ? url.origin : url.host;
};

/** Origins the browser may talk to besides the site itself: the API host and the CV file host. */
const apiOrigin = toSource(process.env.PUBLIC_API_BASE_URL || 'http://localhost:8787');
const uploadOrigin = process.env.PUBLIC_UPLOAD_URL ? toSource(process.env.PUBLIC_UPLOAD_URL) : apiOrigin;

export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  integrations: [react()],
  // ASTRO_CACHE_DIR lets the build benchmark keep its incremental cache apart from the normal one.
  cacheDir: process.env.ASTRO_CACHE_DIR || './.cache/astro',
  // Pages are written as /about.html and served at /about: no redirect round trip for a slash.
  build: { format: 'file', inlineStylesheets: process.env.INLINE_CSS === 'auto' ? 'auto' : 'always', concurrency: Number(process.env.ASTRO_BUILD_CONCURRENCY || 4) },
  trailingSlash: 'never',
  devToolbar: { enabled: false },
  // Rebuilds skip product pages whose data and code are unchanged (cache keys in
  // src/lib/catalogue/cache-key.ts); scripts/build.ts checks the reused pages' asset links.
  experimental: { incrementalBuild: true },
  // No Markdown code blocks on this site; Shiki's inline styles would also clash with the CSP.
  markdown: { syntaxHighlight: false },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data: https: ${apiOrigin}`,
        `connect-src 'self' ${[...new Set([apiOrigin, uploadOrigin])].join(' ')}`,
        'frame-src https://www.youtube-nocookie.com',
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
});
