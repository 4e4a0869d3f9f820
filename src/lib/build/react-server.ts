/**
 * The server side of React islands for Astro: @astrojs/react's renderer, with each distinct island
 * rendered once per build (./memoize-renderer.ts). astro.config.mjs puts it in place of the original.
 */
import react from '@astrojs/react/server.js';
import { memoizeRenderer } from './memoize-renderer.ts';

export default memoizeRenderer(react);
