/**
 * How blog posts are written in this folder: the HTML body is a function of the context,
 * so inline product images and links resolve against the seed's image base URL.
 */
import type { BlogArt } from '../images/blog-art.ts';

export interface BlogContext {
  /** Main image URL of the base product with this exact name. */
  productImage: (name: string) => string;
}

export interface BlogSpec {
  title: string;
  /** The header art drawn for the post. */
  art: BlogArt;
  createdAt: string;
  body: (context: BlogContext) => string;
}

/** An inline product figure; the caption says what the reader is looking at. */
export function figure(src: string, alt: string, caption: string): string {
  const safeAlt = alt.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<figure><img src="${src}" alt="${safeAlt}" width="800" height="800" loading="lazy"><figcaption>${caption}</figcaption></figure>`;
}
