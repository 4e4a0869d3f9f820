/**
 * One decision per image: which `src`/`srcset` a page gets.
 * - a transform-by-URL CDN (Cloudinary-style): a srcset of transformation URLs, nothing downloaded;
 * - any other http(s) URL or a /path in public/: resized at build time into dist/_img/ (./cache.ts),
 *   in AVIF and WebP;
 * - SVG, data: URLs, anything that fails: the original address, unchanged.
 */
import { prepareImage } from './cache.ts';
import { cdnTransformsEnabled } from './config.ts';
import { isTransformableUrl, toTransformedUrl } from './cdn.ts';
import { DEFAULT_WIDTHS, toSrcset } from './widths.ts';

export interface ResponsiveSource {
  src: string;
  srcset?: string;
  /** The same widths in AVIF (files resized at build time; a CDN picks the format itself). */
  avifSrcset?: string;
  /** The picture's own size, when the build has read it (not for CDN transforms). */
  intrinsic?: { width: number; height: number };
}

const isSvg = (source: string) => /\.svg(?:[?#]|$)/i.test(source);
const isRemote = (source: string) => /^https?:\/\//i.test(source);
const isLocal = (source: string) => source.startsWith('/') && !source.startsWith('//');

/** The src and srcset for an image shown at the candidate widths (build-time; may fetch and resize). */
export async function getResponsiveSource(
  source: string,
  widths: readonly number[] = DEFAULT_WIDTHS,
  dev = false,
): Promise<ResponsiveSource> {
  if (!source || isSvg(source) || !(isRemote(source) || isLocal(source))) return { src: source };
  if (isRemote(source) && cdnTransformsEnabled() && isTransformableUrl(source)) {
    const candidates = [...widths]
      .sort((a, b) => a - b)
      .map((width) => ({ width, url: toTransformedUrl(source, width) }));
    const fallback = candidates.at(-1);
    return { src: fallback?.url ?? source, srcset: toSrcset(candidates) };
  }
  // The dev server does not serve dist/_img/: show the original there.
  if (dev) return { src: source };
  const prepared = await prepareImage(source, widths);
  if (!prepared || prepared.variants.length === 0) return { src: source };
  const largest = prepared.variants.at(-1)!;
  return {
    src: largest.url,
    srcset: toSrcset(prepared.variants),
    ...(prepared.avifVariants.length > 0 ? { avifSrcset: toSrcset(prepared.avifVariants) } : {}),
    intrinsic: { width: prepared.width, height: prepared.height },
  };
}
