/**
 * Every internal URL of the site is built here (SPEC.md §2).
 *
 * A name becomes one path segment: spaces become underscores, as the spec says. Characters a
 * static host cannot keep in a file name, or would read differently (`/ \ % ? # +`, a literal
 * `_` or `~`, control and reserved punctuation), are written as `~XX` with the byte in hex, so
 * the segment is reversible and the file on disk carries exactly the segment. Letters and digits
 * of every script, and `- . & ( ) ' , !`, stay as they are. A segment made only of dots is escaped
 * so that browsers do not fold it away. Links then percent-encode the segment as usual.
 *
 *   "Neem Oil 1500 ppm"   → Neem_Oil_1500_ppm
 *   "50% EC / Emulsifier" → 50~25_EC_~2F_Emulsifier
 *   "नीम तेल"              → नीम_तेल  (href: /…/%E0%A4%A8…)
 */

const KEEP = /[\p{L}\p{M}\p{N}\-.&()',!]/u;

/*
 * File systems refuse names over 255 bytes; the page file adds ".html" and the build adds ".br".
 * A longer segment keeps its first characters and ends in "~~" and a hash of the whole name
 * ("~~" never occurs otherwise, as "~" itself is escaped), so it stays unique but is no longer
 * reversible by fromSegment.
 */
const MAX_SEGMENT_BYTES = 200;
const utf8 = new TextEncoder();

/** Turns a name into the path segment (the form the page file and Astro's params use). */
export function toSegment(name: string): string {
  const normalised = name.normalize('NFC').trim();
  if (/^\.+$/.test(normalised)) return '~2E'.repeat(normalised.length);
  let segment = '';
  for (const char of normalised) {
    if (char === ' ') segment += '_';
    else if (KEEP.test(char)) segment += char;
    else segment += escapeChar(char);
  }
  return utf8.encode(segment).length > MAX_SEGMENT_BYTES ? shorten(segment, normalised) : segment;
}

function shorten(segment: string, name: string): string {
  const suffix = `~~${hash(name)}`;
  let kept = '';
  let bytes = 0;
  // Whole characters and whole ~XX escapes only, so the kept part is still a valid segment.
  for (const [part] of segment.matchAll(/~[0-9A-F]{2}|[\s\S]/gu)) {
    bytes += utf8.encode(part).length;
    if (bytes > MAX_SEGMENT_BYTES - suffix.length) break;
    kept += part;
  }
  return kept + suffix;
}

/** FNV-1a, 32 bits, as 8 hex digits: short, stable and spread enough to tell long names apart. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (const byte of utf8.encode(text)) value = Math.imul(value ^ byte, 0x01000193) >>> 0;
  return value.toString(16).padStart(8, '0');
}

function escapeChar(char: string): string {
  return Array.from(utf8.encode(char), (byte) => `~${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

/** Reverses {@link toSegment}; also accepts a percent-encoded segment as it arrives in a URL. */
export function fromSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A stray '%' that is not an escape: keep the segment as it is.
  }
  const bytes: number[] = [];
  let out = '';
  const flush = () => {
    if (bytes.length) out += new TextDecoder().decode(new Uint8Array(bytes.splice(0)));
  };
  for (let i = 0; i < decoded.length; i++) {
    const char = decoded[i];
    const hex = decoded.slice(i + 1, i + 3);
    if (char === '~' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
      continue;
    }
    flush();
    out += char === '_' ? ' ' : char;
  }
  flush();
  return out;
}

/** Joins segments into an href, percent-encoding each one. */
function toHref(...segments: string[]): string {
  return '/' + segments.map((segment) => encodeURIComponent(segment)).join('/');
}

/** The file path (relative to dist/) a static host serves for an href built here. */
export function toFilePath(href: string): string {
  const path = href.split('/').map((part) => decodeURIComponent(part)).join('/');
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** Product detail page: /product-details/{Name}/{Code}, or /product-details/{Name} without a code. */
export function getProductDetailPath(name: string, code: string | null): string {
  return code ? toHref('product-details', toSegment(name), toSegment(code)) : toHref('product-details', toSegment(name));
}

/**
 * Category or sub-category page: /category/{name}, or /category/{name}/{value} with the spec's
 * optional value (0 = category, 1 = sub-category), which tells a category and a sub-category of
 * the same name apart.
 */
export function getCategoryPath(name: string, value?: 0 | 1): string {
  return value === undefined ? toHref('category', toSegment(name)) : toHref('category', toSegment(name), String(value));
}

/** Listing by category (value 0) or sub-category (value 1): /products/{name}/{value}. */
export function getProductListingPath(name: string, value: 0 | 1): string {
  return toHref('products', toSegment(name), String(value));
}

/** The `{link}/{name}/0` form the spec gives for categories whose link is not /Agro. */
export function getLinkedCategoryPath(link: string, name: string): string {
  return `${link.replace(/\/+$/, '')}/${encodeURIComponent(toSegment(name))}/0`;
}

/** Single blog post: /Blog/{title}. */
export function getBlogPath(title: string): string {
  return toHref('Blog', toSegment(title));
}

/** The product pages that have a fixed page of their own instead of a product-detail page. */
export const fixedProductPages: Readonly<Record<string, string>> = {
  'Orthosilicic Acid 2% WSL': '/Orthosilicic_Acid',
  'Powder Silicon Spreader': '/Fensil360',
  'pH Balancer (Multibalance 4 in 1)': '/MultiBalance4IN1',
};

/** Where a product card leads (SPEC.md §2 "Product card click"). */
export function getProductCardPath(product: { name: string; code: string | null }): string {
  return fixedProductPages[product.name.trim()] ?? getProductDetailPath(product.name, product.code);
}
