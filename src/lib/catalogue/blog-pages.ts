import type { Blog } from '../api/types.ts';
import { formatBlogDate, toIsoDate } from '../format/date.ts';
import { getBlogExcerpt } from '../format/excerpt.ts';
import { getBlogPath, getOldSitePath, toCaseKey, toSegment } from '../paths.ts';

/** A blog post with what its card and its page need, computed once per build. */
export interface BlogEntry {
  blog: Blog;
  /** Its path segment: the page file is Blog/{segment}.html. */
  segment: string;
  href: string;
  excerpt: string;
  /** "Mar 5, 2025", or null when the post has no usable date. */
  date: string | null;
  /** YYYY-MM-DD for <time datetime>, or null. */
  isoDate: string | null;
}

/** The posts of a snapshot with their pages, and the posts left out (their address is a newer post's). */
export interface BlogPages {
  entries: BlogEntry[];
  leftOut: Blog[];
}

/**
 * The posts, newest first (undated posts last, in the API's order). Two posts with the same title
 * had one address on the old site: the newer one keeps it and the older is left out. Two whose
 * addresses differ only by case (or by an escaped character) would share a file on a
 * case-insensitive disk: the older one gets " (2)" added to its address.
 */
export function listBlogPages(blogs: readonly Blog[]): BlogPages {
  const time = (blog: Blog) => (blog.createdAt ? Date.parse(blog.createdAt) : Number.NaN);
  const sorted = blogs
    .map((blog, order) => ({ blog, order, time: time(blog) }))
    .sort((a, b) => {
      const aDated = !Number.isNaN(a.time);
      const bDated = !Number.isNaN(b.time);
      if (aDated && bDated && a.time !== b.time) return b.time - a.time;
      if (aDated !== bDated) return aDated ? -1 : 1;
      return a.order - b.order;
    });
  const oldPaths = new Set<string>();
  const taken = new Set<string>();
  const pages: BlogPages = { entries: [], leftOut: [] };
  for (const { blog } of sorted) {
    if (toSegment(blog.title) === '') continue;
    const oldPath = getOldSitePath('Blog', blog.title);
    if (oldPaths.has(oldPath)) {
      pages.leftOut.push(blog);
      continue;
    }
    oldPaths.add(oldPath);
    let pathTitle = blog.title;
    for (let n = 2; taken.has(toCaseKey(toSegment(pathTitle))); n++) pathTitle = `${blog.title} (${n})`;
    taken.add(toCaseKey(toSegment(pathTitle)));
    pages.entries.push({
      blog,
      segment: toSegment(pathTitle),
      href: getBlogPath(pathTitle),
      excerpt: getBlogExcerpt(blog.html),
      date: formatBlogDate(blog.createdAt),
      isoDate: toIsoDate(blog.createdAt),
    });
  }
  return pages;
}
