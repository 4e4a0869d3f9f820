import type { Blog } from '../../lib/api/types.ts';
import { getCatalogue } from '../../lib/catalogue/catalogue.ts';
import { formatBlogDate, toIsoDate } from '../../lib/format/date.ts';
import { getBlogExcerpt } from '../../lib/format/excerpt.ts';
import { getBlogPath, toSegment } from '../../lib/paths.ts';

/** A blog post with what its card and its page need, computed once per build. */
export interface BlogEntry {
  blog: Blog;
  /** Route parameter of /Blog/[title]. */
  segment: string;
  href: string;
  excerpt: string;
  /** "Mar 5, 2025", or null when the post has no usable date. */
  date: string | null;
  /** YYYY-MM-DD for <time datetime>, or null. */
  isoDate: string | null;
}

let cached: BlogEntry[] | undefined;

/**
 * The posts of the last pull, newest first (undated posts last, in the API's order). Two posts
 * whose titles give the same address would share a page: the newer one keeps it and the build
 * says which post was left out.
 */
export function getBlogEntries(): BlogEntry[] {
  if (cached) return cached;
  const time = (blog: Blog) => (blog.createdAt ? Date.parse(blog.createdAt) : Number.NaN);
  const sorted = getCatalogue()
    .snapshot.blogs.map((blog, order) => ({ blog, order, time: time(blog) }))
    .sort((a, b) => {
      const aDated = !Number.isNaN(a.time);
      const bDated = !Number.isNaN(b.time);
      if (aDated && bDated && a.time !== b.time) return b.time - a.time;
      if (aDated !== bDated) return aDated ? -1 : 1;
      return a.order - b.order;
    });
  const seen = new Set<string>();
  cached = [];
  for (const { blog } of sorted) {
    const segment = toSegment(blog.title);
    if (segment === '') continue;
    if (seen.has(segment)) {
      console.warn(`[blogs] "${blog.title}" (${blog.id}) has the same address as a newer post and gets no page of its own.`);
      continue;
    }
    seen.add(segment);
    cached.push({
      blog,
      segment,
      href: getBlogPath(blog.title),
      excerpt: getBlogExcerpt(blog.html),
      date: formatBlogDate(blog.createdAt),
      isoDate: toIsoDate(blog.createdAt),
    });
  }
  return cached;
}
