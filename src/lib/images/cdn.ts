/**
 * Image hosts that resize and re-encode by URL, Cloudinary-style:
 * `https://res.cloudinary.com/demo/image/upload/v17/sample.jpg` becomes
 * `https://res.cloudinary.com/demo/image/upload/w_400,f_auto,q_auto/v17/sample.jpg`.
 * For those the site never downloads anything at build time: each srcset candidate is a URL, and the
 * CDN picks AVIF or WebP per browser (`f_auto`), which a build could not afford to encode itself.
 */

/** The delivery-type marker of such URLs; what follows it is the transformation chain and the asset id. */
const UPLOAD_MARKER = /^(.*?\/image\/upload\/)(.*)$/;

/** A transformation component (`w_400,c_fill`), as opposed to a version (`v123`) or the asset path. */
const TRANSFORMATION = /^[a-z]{1,3}_[^/]*$/;

/** True when the URL is a delivery URL of a transform-by-URL image CDN. */
export function isTransformableUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.search) return false;
  return UPLOAD_MARKER.test(parsed.pathname);
}

/**
 * The URL of the image at `width` CSS-independent pixels, in the best format the browser accepts and an
 * automatic quality. Transformations already in the URL (a crop chosen by the editor) are kept and ours is
 * chained after them, so it applies to their result.
 */
export function toTransformedUrl(url: string, width: number): string {
  const parsed = new URL(url);
  const match = UPLOAD_MARKER.exec(parsed.pathname);
  if (!match) return url;
  const [, head = '', tail = ''] = match;
  const parts = tail.split('/');
  let firstAsset = 0;
  while (firstAsset < parts.length - 1 && TRANSFORMATION.test(parts[firstAsset] ?? '')) firstAsset++;
  const ours = `w_${Math.round(width)},f_auto,q_auto`;
  parsed.pathname = head + [...parts.slice(0, firstAsset), ours, ...parts.slice(firstAsset)].join('/');
  return parsed.href;
}
