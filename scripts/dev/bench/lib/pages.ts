/**
 * One representative page per page type, found in whatever dist/ holds (so the benchmarks and the size
 * budget work on any catalogue): fixed routes by their file, the rest through the site's own links and
 * canonical links — the agro landing is where /Agro points, a category page is where the first other
 * /Categories/{Name} link of the navigation points, a product and a blog post are the first of the sitemap.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PageType {
  /** Short name used in tables and budgets. */
  type: string;
  /** URL path to request. */
  path: string;
  /** File in dist/, relative. */
  file: string;
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** dist/ file of a URL path: /about → about.html, / → index.html. */
export function fileForPath(distDir: string, path: string): string | undefined {
  const clean = decode(path.split(/[?#]/)[0] ?? path).replace(/\/+$/, '');
  const candidates =
    clean === '' ? ['index.html'] : [`${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`, clean.slice(1)];
  return candidates.find((candidate) => existsSync(join(distDir, candidate)) && candidate.endsWith('.html'));
}

function canonicalPath(distDir: string, file: string): string | undefined {
  const html = readFileSync(join(distDir, file), 'utf8');
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  return href ? new URL(href, 'http://site').pathname : undefined;
}

function sitemapPaths(distDir: string): string[] {
  const file = join(distDir, 'sitemap.xml');
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!.replaceAll('&amp;', '&')).pathname,
  );
}

/** The page types of the performance targets that exist in `distDir`. */
export function findPageTypes(distDir: string): PageType[] {
  const found: PageType[] = [];
  const push = (type: string, path: string | undefined) => {
    if (!path) return;
    const file = fileForPath(distDir, path);
    if (file && !found.some((page) => page.type === type)) found.push({ type, path, file });
  };
  const sitemap = sitemapPaths(distDir);
  const agroFile = fileForPath(distDir, '/Agro');
  const agroLanding = agroFile ? canonicalPath(distDir, agroFile) : undefined;

  push('home', '/');
  push('categories', '/Categories');
  const home = existsSync(join(distDir, 'index.html')) ? readFileSync(join(distDir, 'index.html'), 'utf8') : '';
  const navCategories = [...home.matchAll(/href="(\/Categories\/[^"#?]+)"/g)].map((match) => match[1]!);
  const categoryPage = navCategories
    .map((path) => fileForPath(distDir, path))
    .map((file) => (file ? canonicalPath(distDir, file) : undefined))
    .find((path) => path && path !== agroLanding);
  push('category', categoryPage ?? sitemap.find((path) => path.startsWith('/category/') && path !== agroLanding));
  push('agro landing', agroLanding);
  push(
    'product',
    sitemap.find((path) => /^\/product-details\/[^/]+\/[^/]+$/.test(path)) ??
      sitemap.find((path) => path.startsWith('/product-details/')),
  );
  push('resource centre', '/Resourcecenter');
  push(
    'blog post',
    sitemap.find((path) => path.startsWith('/Blog/')),
  );
  push('career', '/career');
  push('contact', '/contact');
  push('about', '/about');
  push('event gallery', '/Event-Gallery');
  push('static product', '/Orthosilicic_Acid');
  return found;
}
