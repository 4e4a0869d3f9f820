import { company } from '../../content/company/identity.ts';
import type { BlogEntry } from '../../lib/catalogue/blog-pages.ts';

/** schema.org BlogPosting for one post. */
export function blogPostingJsonLd(entry: BlogEntry, site: URL): Record<string, unknown> {
  const url = new URL(entry.href, site).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: entry.blog.title,
    description: entry.excerpt,
    url,
    mainEntityOfPage: url,
    ...(entry.blog.image ? { image: entry.blog.image } : {}),
    ...(entry.blog.createdAt && entry.isoDate ? { datePublished: entry.blog.createdAt } : {}),
    author: { '@type': 'Organization', name: company.name },
    publisher: {
      '@type': 'Organization',
      name: company.legalName,
      logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', site).href },
    },
  };
}
