/**
 * The bench server: dist/ exactly as scripts/serve.ts serves it, and beside it on the same origin,
 * through the same handler (same compression, same headers), the old app under /__old-spa/ and the
 * floor page under /__floor/ (../lib/floor.ts), so the pages differ only in how they are made.
 */
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { cachedSourceHash } from '../../../../src/lib/images/cache.ts';
import { IMAGE_FILE_NAME } from '../../../../src/lib/images/config.ts';
import { createSiteHandler } from '../../../serve.ts';
import { FLOOR_BASE } from '../lib/floor.ts';
import { OLD_SPA_ASSETS, OLD_SPA_BASE, OLD_SPA_IMAGE_ROUTE } from './config.ts';

/**
 * The width to send for a request of `wanted` px: that one, else the next larger the build made, else
 * the largest (the build never upscales, so a small picture has no large file).
 */
export function pickWidth(available: readonly number[], wanted: number): number | undefined {
  const sorted = [...available].sort((a, b) => a - b);
  return sorted.find((width) => width >= wanted) ?? sorted.at(-1);
}

/** dist/_img/ file of a picture's address at a width, as our build resized it. */
function createImageFinder(distDir: string): (source: string, width: number) => string | undefined {
  const widths = new Map<string, number[]>();
  const folder = join(distDir, '_img');
  for (const name of existsSync(folder) ? readdirSync(folder) : []) {
    // The old page has no <picture>: it shows the WebP files.
    const match = IMAGE_FILE_NAME.exec(name);
    if (match?.[3] !== 'webp') continue;
    const list = widths.get(match[1]!) ?? [];
    list.push(Number(match[2]));
    widths.set(match[1]!, list);
  }
  return (source, width) => {
    const hash = cachedSourceHash(source);
    const chosen = hash ? pickWidth(widths.get(hash) ?? [], width) : undefined;
    return hash && chosen ? `${hash}-${chosen}.webp` : undefined;
  };
}

export interface BenchServer {
  server: Server;
  /** Picture addresses the old app asked for that our build has no file of (it shows a broken image). */
  missedImages: Set<string>;
}

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** `floorRoot` holds the floor page (writeFloorPage); `oldSpaRoot` the built old app, when it is compared. */
export function createBenchServer(distDir: string, roots: { floorRoot: string; oldSpaRoot?: string }): BenchServer {
  const missedImages = new Set<string>();
  const site = createSiteHandler(distDir);
  const floor = createSiteHandler(roots.floorRoot);
  const oldSpa = roots.oldSpaRoot ? createSiteHandler(roots.oldSpaRoot) : undefined;
  const findImage = createImageFinder(distDir);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench.local');
    if (isUnder(url.pathname, FLOOR_BASE)) {
      floor(request, response);
      return;
    }
    if (!oldSpa || !isUnder(url.pathname, OLD_SPA_BASE)) {
      site(request, response);
      return;
    }
    if (url.pathname === OLD_SPA_IMAGE_ROUTE) {
      // Answered from dist/_img/ by our own handler: the same bytes and headers as on our page, no redirect.
      const source = url.searchParams.get('src') ?? '';
      const file = findImage(source, Number(url.searchParams.get('w') ?? 0));
      if (!file) missedImages.add(source);
      request.url = file ? `/_img/${file}` : '/_img/not-resized';
      site(request, response);
      return;
    }
    // Any other address under the base is a route of the app: the shell, as a single-page app's host answers.
    if (!url.pathname.startsWith(OLD_SPA_ASSETS)) request.url = `${OLD_SPA_BASE}/`;
    oldSpa(request, response);
  });
  return { server, missedImages };
}
