/**
 * `npm run build`: builds the site (./build-site.ts says how). A build loads ~1,750 modules (Astro,
 * Vite, the site's own TypeScript); Node's compile cache keeps their compiled code in .cache/, so the
 * next build reads it instead of compiling them again (~0.6 s of a 10,000-product rebuild, measured).
 * The cache only reaches modules loaded after it is on: this file turns it on, then loads the build.
 */
import { enableCompileCache } from 'node:module';
import { resolve } from 'node:path';

const cache = enableCompileCache(process.env['NODE_COMPILE_CACHE'] || resolve('.cache/node-compile'));
// Worker threads (early compression, the output survey) turn it on from the environment.
if (cache.directory) process.env['NODE_COMPILE_CACHE'] = cache.directory;

const { runBuildCommand } = await import('./build-site.ts');
await runBuildCommand(process.argv.slice(2));
