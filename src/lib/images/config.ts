/** Settings of the build-time image path (node only: read by the build, never shipped to browsers). */
import { resolve } from 'node:path';

/** Where resized images are kept between builds. CI should cache this folder (see README, "Images"). */
export function imageCacheDir(): string {
  return resolve(process.env['IMAGE_CACHE_DIR'] || '.cache/images');
}

/** The public URL folder resized images are published under in dist/. Names are content hashes. */
export const IMAGE_URL_PREFIX = '/_img/';

/** A published file name: first 16 hex digits of the source's SHA-256, the width, the format. */
export const IMAGE_FILE_PATTERN = /\/_img\/([0-9a-f]{16}-\d+\.webp)/g;

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
 * Whether transform-by-URL hosts are used as such. `IMAGE_CDN=off` makes the build download and resize
 * their images too (for a CDN account without transformations).
 */
export function cdnTransformsEnabled(): boolean {
  return (process.env['IMAGE_CDN'] ?? 'on') !== 'off';
}
