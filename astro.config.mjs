// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isCataloguePage } from './scripts/delivery/compress.ts';
import { startEarlyCompression } from './scripts/delivery/early-compression.ts';
import { compactCss } from './src/islands/mounts/dialog-styles.ts';
import { getBuildPlan } from './src/lib/build-plan.ts';
import { chunkUrl } from './src/lib/build/chunk-url.ts';
import { hoistImports } from './src/lib/build/hoist-imports.ts';
import { bundleInlineScript, inlineScript } from './src/lib/build/inline-script.ts';
import { cspHash } from './src/lib/security/csp-hash.ts';
import { keepOwnHashes } from './src/lib/security/page-policy.ts';
import { dropUnusedScopedStyles } from './src/lib/styles/unused-scoped-styles.ts';

/** The form styles a dialog carries inline at the end of its page (src/islands/mounts/FormDialog.astro). */
const dialogStyleHash = cspHash(
  compactCss(readFileSync(new URL('./src/islands/forms/forms.css', import.meta.url), 'utf8')),
);

/** The script each dialog writes after itself to open from its triggers (src/islands/mounts/FormDialog.astro). */
const dialogScriptHash = cspHash(
  await bundleInlineScript(fileURLToPath(new URL('./src/islands/dialogs/connect-page-dialogs.ts', import.meta.url))),
);

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

/**
 * What happens to each rendered page as it leaves Astro's renderer: the scoped styles of components it
 * does not render are dropped (src/lib/styles/unused-scoped-styles.ts), its policy keeps only its own
 * hashes (src/lib/security/page-policy.ts), and, when the build plan of `npm run build` names a
 * pool and it is one of the catalogue's thousands of pages, it is compressed on the other cores while
 * Astro goes on rendering (scripts/delivery/early-compression.ts, src/lib/build-plan.ts). Without a
 * plan (astro check, a plain `astro build`) finalize compresses the pages afterwards. Here rather than
 * in a middleware: a middleware doing the same made a 10,000-product build 15% slower (162.6 s against
 * 141.6 s, one after the other). Here it costs what the trim itself costs, ~0.3 ms a page on the main thread.
 */
const renderedPages = () => {
  /** @type {import('./scripts/delivery/early-compression.ts').EarlyCompressor | undefined} */
  let compressor;
  return {
    name: 'rendered-pages',
    hooks: {
      'astro:build:start': (/** @type {{ setPrerenderer: (p: any) => void }} */ { setPrerenderer }) => {
        const pool = getBuildPlan()?.compressionPool;
        const started = pool ? startEarlyCompression(pool) : undefined;
        compressor = started;
        setPrerenderer((/** @type {any} */ base) => ({
          ...base,
          async render(/** @type {Request} */ request, /** @type {any} */ options) {
            const result = await base.render(request, options);
            const response = result instanceof Response ? result : result.response;
            if (!response.body || !String(response.headers.get('content-type')).includes('text/html')) return result;
            const page = keepOwnHashes(dropUnusedScopedStyles(new Uint8Array(await response.arrayBuffer())));
            // The site's own pages are compressed harder by finalize, which also keeps the copies of an unchanged one.
            if (response.status === 200 && isCataloguePage(new URL(request.url).pathname.slice(1))) {
              started?.submit(new Uint8Array(page));
            }
            const copy = new Response(page, {
              status: response.status,
              statusText: response.statusText,
              headers: response.headers,
            });
            return result instanceof Response ? copy : { ...result, response: copy };
          },
        }));
      },
      'astro:build:done': async () => {
        await compressor?.finish();
        compressor = undefined;
      },
    },
  };
};

/**
 * @astrojs/react, with its server renderer wrapped so that an island rendered alike on many pages (the
 * enquiry dialog's form on every product page) is rendered once per build (src/lib/build/memoize-renderer.ts).
 * The wrapper goes in through the integration's own `addRenderer` call; the client side is untouched.
 */
const reactOncePerIsland = () => {
  const integration = react();
  const setup = integration.hooks['astro:config:setup'];
  const serverEntrypoint = fileURLToPath(new URL('./src/lib/build/react-server.ts', import.meta.url));
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      'astro:config:setup': (/** @type {Parameters<NonNullable<typeof setup>>[0]} */ options) =>
        setup?.({ ...options, addRenderer: (renderer) => options.addRenderer({ ...renderer, serverEntrypoint }) }),
    },
  };
};

/**
 * `client:interaction` (src/islands/hydration/interaction.ts): form islands ship no JavaScript until
 * the visitor touches them, and their pages stay usable while the scripts are on their way.
 */
const interactionDirective = {
  name: 'interaction-directive',
  hooks: {
    'astro:config:setup': (
      /** @type {{ addClientDirective: (d: { name: string; entrypoint: string }) => void }} */ { addClientDirective },
    ) => {
      addClientDirective({ name: 'interaction', entrypoint: './src/islands/hydration/interaction.ts' });
    },
  },
};

export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  integrations: [reactOncePerIsland(), interactionDirective, renderedPages()],
  vite: { plugins: [chunkUrl(), inlineScript(), hoistImports()] },
  // ASTRO_CACHE_DIR lets the build benchmark keep its caches apart from the normal ones.
  cacheDir: process.env.ASTRO_CACHE_DIR || './.cache/astro',
  // Pages are written as /about.html and served at /about: no redirect round trip for a slash.
  // Every page carries its CSS inline: the first response paints without another round trip (a
  // product page with its CSS is ~13 KB brotli, within the first 14 KB). Rendering four pages at once
  // lets file writes overlap rendering. Unchanged product pages are not rendered at all in a rebuild
  // (scripts/delivery/render-cache.ts).
  build: { format: 'file', inlineStylesheets: 'always', concurrency: Number(process.env.ASTRO_BUILD_CONCURRENCY || 4) },
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
      styleDirective: { hashes: [dialogStyleHash] },
      scriptDirective: { hashes: [dialogScriptHash] },
    },
  },
});
