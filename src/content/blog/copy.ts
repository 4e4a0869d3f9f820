/** The words of the Resource Center and blog posts, in the page's language (./types.ts). */
import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { blogCopyEn } from './copy-en.ts';
import { blogCopyHi } from './copy-hi.ts';
import type { BlogCopy } from './types.ts';

const blogCopies: Editions<BlogCopy> = { en: blogCopyEn, hi: blogCopyHi };

export function getBlogCopy(locale: Locale): BlogCopy {
  return blogCopies[locale];
}

export type { BlogCopy } from './types.ts';
