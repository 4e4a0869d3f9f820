/**
 * What the build does to dist/ after Astro: the CDN rule files (_headers, _redirects), the sitemap and
 * robots.txt, the resized images the pages reference, and pre-compressed .br/.gz copies of every text
 * file so neither the CDN nor our server compresses on the fly. Every page is read once.
 */
import { copyFile, link, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { IMAGE_FILE_PATTERN } from '../../src/lib/images/config.ts';
import { variantFile } from '../../src/lib/images/cache.ts';
import { compressAll, type CompressStats } from './compress.ts';
import { renderHeadersFile } from './headers.ts';
import { aliasOf, encodePath, renderNginxMap, renderRedirectsFile, toUrlPath, type Alias } from './redirects.ts';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface PageFacts {
  /** Path relative to dist/. */
  file: string;
  canonical: string | undefined;
  noindex: boolean;
  images: string[];
}

async function readPages(dir: string, htmlFiles: string[]): Promise<PageFacts[]> {
  const facts: PageFacts[] = [];
  const queue = [...htmlFiles];
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const html = await readFile(file, 'utf8');
      const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
      facts.push({
        file: relative(dir, file),
        canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1]?.replaceAll('&amp;', '&'),
        noindex: /<meta name="robots" content="[^"]*noindex/.test(head),
        images: [...html.matchAll(IMAGE_FILE_PATTERN)].map((match) => match[1]!),
      });
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return facts.sort((a, b) => (a.file < b.file ? -1 : 1));
}

/**
 * The sitemap lists each page once, at its canonical address: alias pages (whose canonical link
 * points elsewhere), noindex pages and the 404 page are left out.
 */
async function writeSitemap(dir: string, pages: PageFacts[], aliases: Set<string>, site: URL): Promise<number> {
  const urls = pages
    .filter((page) => !page.noindex && page.file !== '404.html' && !aliases.has(page.file))
    .map((page) => new URL(encodePath(toUrlPath(page.file)), site).href)
    .sort();
  const body = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  await writeFile(join(dir, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
  await writeFile(join(dir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site).href}\n`);
  return urls.length;
}

/** Links (or copies) every resized image a page references from the image cache into dist/_img/. */
async function publishImages(dir: string, pages: PageFacts[]): Promise<{ published: number; missing: string[] }> {
  const names = new Set(pages.flatMap((page) => page.images));
  if (names.size === 0) return { published: 0, missing: [] };
  await mkdir(join(dir, '_img'), { recursive: true });
  const missing: string[] = [];
  await Promise.all(
    [...names].map(async (name) => {
      const match = /^([0-9a-f]{16})-(\d+)\.webp$/.exec(name);
      const source = match ? variantFile(match[1]!, Number(match[2])) : '';
      if (!source || !existsSync(source)) {
        missing.push(name);
        return;
      }
      const target = join(dir, '_img', name);
      // The cache's files never change once written (named by content), so a hard link is safe.
      await link(source, target).catch(() => copyFile(source, target));
    }),
  );
  return { published: names.size - missing.length, missing };
}

export interface FinalizeReport {
  pages: number;
  sitemapUrls: number;
  aliases: Alias[];
  redirectsWritten: number;
  imagesPublished: number;
  /** Image files pages reference that the cache does not hold (a bug if ever non-empty). */
  imagesMissing: string[];
  compression: CompressStats;
  ms: number;
}

export interface FinalizeOptions {
  /** The dist/ this build replaces: byte-identical files reuse its compressed copies. */
  previousDir?: string;
}

/** Adds the delivery files to a freshly built dist/. */
export async function finalizeDist(dir: string, site: URL, options: FinalizeOptions = {}): Promise<FinalizeReport> {
  const started = performance.now();
  const files = await listFiles(dir);
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  const pages = await readPages(dir, htmlFiles);
  const aliases: Alias[] = [];
  const aliasFiles = new Set<string>();
  for (const page of pages) {
    if (page.file === '404.html') continue;
    const alias = aliasOf(page.file, page.canonical, site);
    if (alias) {
      aliases.push(alias);
      aliasFiles.add(page.file);
    }
  }
  await writeFile(join(dir, '_headers'), renderHeadersFile());
  const redirects = renderRedirectsFile(aliases);
  await writeFile(join(dir, '_redirects'), redirects.text);
  await writeFile(join(dir, '_redirects.map'), renderNginxMap(aliases));
  const sitemapUrls = await writeSitemap(dir, pages, aliasFiles, site);
  const images = await publishImages(dir, pages);
  const compression = await compressAll(dir, [...files, join(dir, 'sitemap.xml')], options.previousDir);
  return {
    pages: htmlFiles.length,
    sitemapUrls,
    aliases,
    redirectsWritten: redirects.written,
    imagesPublished: images.published,
    imagesMissing: images.missing,
    compression,
    ms: performance.now() - started,
  };
}
