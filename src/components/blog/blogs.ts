import { getCatalogue } from '../../lib/catalogue/catalogue.ts';
import { listBlogPages, type BlogEntry } from '../../lib/catalogue/blog-pages.ts';

let cached: BlogEntry[] | undefined;

/** The posts of the last pull with their pages ({@link listBlogPages}); the build says which were left out. */
export function getBlogEntries(): BlogEntry[] {
  if (cached) return cached;
  const { entries, leftOut } = listBlogPages(getCatalogue().snapshot.blogs);
  for (const blog of leftOut) console.warn(`[blogs] "${blog.title}" (${blog.id}) has the same address as a newer post and gets no page of its own.`);
  cached = entries;
  return cached;
}
