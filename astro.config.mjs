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
  cacheDir: './.cache/astro',
  // Pages are written as /about.html and served at /about: no redirect round trip for a slash.
  build: { format: 'file' },
  trailingSlash: 'never',
  devToolbar: { enabled: false },
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
