/**
 * Pictures inside a blog post's own HTML (API content) get what every other picture of the site gets
 * from ResponsiveImage: a srcset of resized files (or CDN transforms), sizes, and a width and height
 * so nothing shifts while it loads. Runs on sanitised HTML only (src/lib/content/sanitize.ts), whose
 * attributes are always double-quoted and escaped; every value added here is escaped again.
 */
import type { ResponsiveSource } from '../images/responsive.ts';
import { DEFAULT_WIDTHS } from '../images/widths.ts';
import { unescapeXml } from '../text.ts';

/** An <img> tag, quote-aware: a `>` inside a quoted value does not end it. */
const IMG_TAG = /<img\b((?:[^>"]|"[^"]*")*)>/gi;
const ATTRIBUTE = /\s([a-z][a-z0-9-]*)="([^"]*)"/gi;

const encode = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const readAttributes = (body: string) =>
  new Map([...body.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!.toLowerCase(), value!]));

/** The addresses of the pictures in sanitised HTML, as pages ask for them (the build prepares them first). */
export function listBodyImageSources(html: string): string[] {
  return [...html.matchAll(IMG_TAG)]
    .map(([, body]) => unescapeXml(readAttributes(body!).get('src') ?? ''))
    .filter(Boolean);
}

/**
 * `sizes` for a picture `width` px wide in a column at most `column` px wide (`gutter` px of padding
 * on a phone): the article shows a picture no wider than it is.
 */
export function bodyImageSizes(width: number | undefined, column: number, gutter: number): string {
  const drawn = width && width < column ? width : column;
  return `(min-width: ${drawn + gutter}px) ${drawn}px, calc(100vw - ${gutter}px)`;
}

/** How a picture becomes responsive: getResponsiveSource in a build, a stand-in in unit tests. */
export type ResolveImage = (source: string, widths: readonly number[]) => Promise<ResponsiveSource>;

/** The HTML with each picture responsive; a picture that cannot be resized is left as it was. */
export async function withResponsiveImages(
  html: string,
  layout: { column: number; gutter: number },
  resolve: ResolveImage,
): Promise<string> {
  const tags = [...html.matchAll(IMG_TAG)];
  if (tags.length === 0) return html;
  const rewritten = await Promise.all(
    tags.map(async ([tag, body]) => {
      const attributes = readAttributes(body!);
      const image = await resolve(unescapeXml(attributes.get('src') ?? ''), DEFAULT_WIDTHS);
      if (!image.srcset) return tag;
      if (!attributes.has('width') && !attributes.has('height') && image.intrinsic) {
        attributes.set('width', String(image.intrinsic.width));
        attributes.set('height', String(image.intrinsic.height));
      }
      const width = Number(attributes.get('width')) || image.intrinsic?.width;
      attributes.set('src', encode(image.src));
      attributes.set('srcset', encode(image.srcset));
      attributes.set('sizes', encode(bodyImageSizes(width, layout.column, layout.gutter)));
      return `<img${[...attributes].map(([name, value]) => ` ${name}="${value}"`).join('')}>`;
    }),
  );
  let index = 0;
  return html.replace(IMG_TAG, () => rewritten[index++]!);
}
