/**
 * Every internal URL of the site is built here, with the old site's spelling and case of each route.
 *
 * The old single-page app gave out addresses made of names with spaces turned into underscores,
 * each part URL-encoded (`encodeURIComponent`). Those links live on in search indexes, chats,
 * e-mails and print, so a name's path segment is that same old part wherever a file can carry it:
 * the page is a file named with the name's own characters, and the old address is its address.
 *
 *   "Humic 12% + Fulvic 3%" → Humic_12%_+_Fulvic_3%   (href: /…/Humic_12%25_%2B_Fulvic_3%25)
 *   "नीम तेल"                → नीम_तेल                  (href: /…/%E0%A4%A8…)
 *
 * Escaped, as `~XX` per UTF-8 byte, is only what a file name or a host cannot hold: `/` (it
 * separates segments), `#` and `?` (Netlify refuses to deploy such files, and URLs read them as
 * fragment and query), control characters, and a leading dot (Netlify leaves dotfiles out of a
 * deploy, and browsers fold the segments "." and ".." away); a segment over 250 bytes (a file name
 * holds 255, ".html" included) is cut and ends in `~` and a hash of the name. The build redirects
 * the old address of such a name to its page (src/lib/catalogue/old-links.ts, scripts/delivery/).
 *
 *   "N/P Booster 12/61" → N~2FP_Booster_12~2F61   (old address /…/N%2FP_Booster_12%2F61 redirects)
 */
import type { DoseProductId } from './dose/rules.ts';
import { hashText } from './seeded.ts';

/**
 * Whether text holds a character no page file may carry (see above): `/`, `#`, `?`, or a control
 * character, U+0000 to U+001F and U+007F. The control characters are meant, so they are tested by
 * their codes rather than written into a regular expression, where they would look like a slip
 * (`/` is 0x2F, `#` 0x23, `?` 0x3F). Every name of the catalogue passes through here several times a build.
 */
function hasUnsafeChar(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code <= 0x1f || code === 0x7f || code === 0x2f || code === 0x23 || code === 0x3f) return true;
  }
  return false;
}

/** 255 bytes of a file name, less ".html". */
const MAX_SEGMENT_BYTES = 250;
const utf8 = new TextEncoder();

/** A name as the old app wrote it in a path, before encoding: spaces become underscores. */
export function toOldSegment(name: string): string {
  return name.replaceAll(' ', '_');
}

/** Segments already made, by name: a build asks for each product's several times over. */
const segments = new Map<string, string>();

/** Turns a name into its path segment: the old segment, escaped only where a file cannot carry it. */
export function toSegment(name: string): string {
  let segment = segments.get(name);
  if (segment === undefined) {
    segment = makeSegment(name);
    segments.set(name, segment);
  }
  return segment;
}

function makeSegment(name: string): string {
  const old = toOldSegment(name);
  let segment = old;
  if (old.startsWith('.') || hasUnsafeChar(old)) {
    segment = old.startsWith('.') ? escapeChar('.') : '';
    for (const char of old.slice(segment ? 1 : 0)) segment += hasUnsafeChar(char) ? escapeChar(char) : char;
  }
  // A UTF-16 unit is at most 3 UTF-8 bytes: only a long segment can be over the limit.
  const long = segment.length * 3 > MAX_SEGMENT_BYTES && utf8.encode(segment).length > MAX_SEGMENT_BYTES;
  return long ? shorten(segment, name) : segment;
}

/**
 * The route parameter Astro builds a segment's page under. Astro cannot build a page whose parameter
 * holds `%` (it decodes the path it renders, withastro/astro#12847) or `\` (URLs read it as `/`), so
 * these are spelt `~25` and `~5C`, and `~` itself `~7E`; the build then moves the page to the file
 * its segment names (scripts/delivery/route-files.ts, with {@link fromRouteParam}).
 */
export function toRouteParam(segment: string): string {
  return segment.replace(/[~%\\]/g, escapeChar);
}

/** Reverses {@link toRouteParam}: every `~` of a route parameter starts one of its three escapes. */
export function fromRouteParam(param: string): string {
  return param.replace(/~(7E|25|5C)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Whether a decoded URL segment can be the name of a page file as it is (toSegment leaves it alone). */
export function isFileSegment(segment: string): boolean {
  return (
    segment !== '' &&
    !segment.startsWith('.') &&
    !hasUnsafeChar(segment) &&
    utf8.encode(segment).length <= MAX_SEGMENT_BYTES
  );
}

function shorten(segment: string, name: string): string {
  const suffix = `~${hashText(name).toString(16).padStart(8, '0')}`;
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

function escapeChar(char: string): string {
  return Array.from(utf8.encode(char), (byte) => `~${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

/**
 * The form in which a case-insensitive disk or host (a Mac checkout, Netlify) tells two paths
 * apart: two paths with the same key are one file there.
 */
export function toCaseKey(path: string): string {
  return path.normalize('NFC').toLowerCase();
}

/**
 * A path with its percent-escapes decoded, or as it is when it holds a `%` that is no escape (a
 * page's own URL during the build spells a literal "%" of its name as it is).
 */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Joins segments into an href, percent-encoding each one. */
function toHref(...segments: string[]): string {
  return '/' + segments.map((segment) => encodeURIComponent(segment)).join('/');
}

/** The address the old single-page app gave out for these path parts (spaces to underscores, each part encoded). */
export function getOldSitePath(...parts: string[]): string {
  return toHref(...parts.map(toOldSegment));
}

/** Product detail page: /product-details/{Name}/{Code}, or /product-details/{Name} without a code. */
export function getProductDetailPath(name: string, code: string | null): string {
  return code
    ? toHref('product-details', toSegment(name), toSegment(code))
    : toHref('product-details', toSegment(name));
}

/**
 * Category or sub-category page: /category/{name}, or /category/{name}/{value} with the old
 * site's optional value (0 = category, 1 = sub-category), which tells a category and a sub-category of
 * the same name apart.
 */
export function getCategoryPath(name: string, value?: 0 | 1): string {
  return value === undefined ? toHref('category', toSegment(name)) : toHref('category', toSegment(name), String(value));
}

/** Listing by category (value 0) or sub-category (value 1): /products/{name}/{value}. */
export function getProductListingPath(name: string, value: 0 | 1): string {
  return toHref('products', toSegment(name), String(value));
}

/** The `{link}/{name}/0` form the old site used for categories whose link is not /Agro. */
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

/** Where a product card leads: the three products with a page of their own go there, the rest to their detail page. */
export function getProductCardPath(product: { name: string; code: string | null }): string {
  return fixedProductPages[product.name.trim()] ?? getProductDetailPath(product.name, product.code);
}

/** The dose calculator. */
export const doseCalculatorPath = '/dose-calculator';

/** The page of each product the dose calculator covers (each embeds the calculator for itself). */
export const doseProductPaths: Readonly<Record<DoseProductId, string>> = {
  orthosilicic: '/Orthosilicic_Acid',
  fensil360: '/Fensil360',
  multibalance: '/MultiBalance4IN1',
  spreader: '/SliconSprSpreder',
  pheromones: '/Pheromones',
};
