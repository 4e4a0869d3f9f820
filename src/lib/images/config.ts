/** Settings of the build-time image path (node only: read by the build, never shipped to browsers). */
import { resolve } from 'node:path';

/** Where resized images are kept between builds. CI should cache this folder (see README, "Images"). */
export function imageCacheDir(): string {
  return resolve(process.env['IMAGE_CACHE_DIR'] || '.cache/images');
}

/** The public URL folder resized images are published under in dist/. Names are content hashes. */
export const IMAGE_URL_PREFIX = '/_img/';

/** The formats every resized width is published in: AVIF for browsers that take it, WebP for the rest. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** A published file name: first 16 hex digits of the source's SHA-256, the width, the format. */
export const IMAGE_FILE_NAME = /^([0-9a-f]{16})-(\d+)\.(avif|webp)$/;

/** A published file's URL inside a page; group 1 is the file name. */
export const IMAGE_FILE_URL = /\/_img\/([0-9a-f]{16}-\d+\.(?:avif|webp))/g;

/** The site's own images (`/images/…` in the copy) are read from here. */
export function publicDir(): string {
  return resolve(process.env['IMAGE_PUBLIC_DIR'] || 'public');
}

/**
 * How long a downloaded source is trusted before the build asks its host whether it changed (with
 * If-None-Match / If-Modified-Since, so an unchanged image costs one small 304). Hours; default 24.
 * 0 asks on every build; `Infinity` never asks (URLs that change whenever the image changes).
 */
export function revalidateAfterMs(): number {
  const hours = Number(process.env['IMAGE_REVALIDATE_HOURS'] ?? 24);
  return Number.isFinite(hours) && hours >= 0 ? hours * 3_600_000 : Number.POSITIVE_INFINITY;
}

/** WebP quality of the resized files: the product shots are flat-colour packshots, 72 is visually lossless. */
export const WEBP_QUALITY = 72;

/**
 * AVIF quality and encoder effort. At quality 50 the files look like the WebP ones and are about 30 %
 * smaller at phone widths (the 800 px home banner: 15 KB against 21 KB). Paid once per picture: with
 * effort 2 the benchmark's cold image stage went from 24 s (WebP alone) to 81 s; effort 4, sharp's
 * default, costs several times more again for another ~5 % of bytes.
 */
export const AVIF_QUALITY = 50;
export const AVIF_EFFORT = 2;

/**
 * Whether transform-by-URL hosts are used as such. `IMAGE_CDN=off` makes the build download and resize
 * their images too (for a CDN account without transformations).
 */
export function cdnTransformsEnabled(): boolean {
  // Read once: asked for every image of every page.
  cdnSetting ??= (process.env['IMAGE_CDN'] ?? 'on') !== 'off';
  return cdnSetting;
}
let cdnSetting: boolean | undefined;
