/**
 * Image and video helpers shared by the catalogue records.
 *
 * Image file names follow `src/content/company/image-paths.ts`, which the image generator also
 * reads, so a path referenced here is always a file that gets written.
 */

import { getCategoryImagePaths, toImageSlug } from '../company/image-paths.ts';

/** The `image`, `big197` and `small11` fields of a category or sub-category record. */
export function getRecordImages(name: string): { image: string; big197: string; small11: string } {
  const paths = getCategoryImagePaths(name);
  return { image: paths.image, big197: paths.wide, small11: paths.square };
}

/** `/images/<folder>/<slug>.webp` for a product image outside the category set. */
export function getContentImagePath(folder: 'spreaders' | 'static' | 'featured', name: string): string {
  return `/images/${folder}/${toImageSlug(name)}.webp`;
}

/**
 * Video ids are placeholders in the company's pattern ("fx" + topic + number, 11 characters)
 * until the links of the company's own YouTube channel are filled in; both URL forms are used on
 * purpose so the page's watch- and short-link conversion is exercised.
 */
export function toWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

/** Short youtu.be form of {@link toWatchUrl}. */
export function toShortUrl(id: string): string {
  return `https://youtu.be/${id}`;
}

/** A YouTube video id: exactly 11 characters of [A-Za-z0-9_-]. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The 11-character id of a YouTube watch or youtu.be link, or null for anything else. */
export function getYouTubeId(url: string): string | null {
  const match = /^https:\/\/(?:www\.youtube\.com\/watch\?v=|youtu\.be\/)([^&?/#]+)/.exec(url);
  const id = match?.[1];
  return id !== undefined && YOUTUBE_ID.test(id) ? id : null;
}
