/**
 * What the build does to dist/ after Astro: the CDN rule files, the sitemap and robots.txt,
 * and pre-compressed .br/.gz copies of every text file so neither the CDN nor our server
 * compresses on the fly.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { renderHeadersFile } from './headers.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** A page's URL from its file: about.html → /about, index.html → /. */
function toUrlPath(file: string): string {
  const path = `/${file.replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path.replace(/\/index$/, '');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The sitemap lists each page once, at its canonical address: alias pages (whose canonical link
 * points elsewhere), noindex pages and the 404 page are left out.
 */
async function writeSitemap(dir: string, htmlFiles: string[], site: URL): Promise<number> {
  const urls: string[] = [];
  for (const file of htmlFiles) {
    const html = await readFile(file, 'utf8');
    if (/<meta name="robots" content="noindex"/.test(html)) continue;
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const own = new URL(toUrlPath(relative(dir, file).split('\\').join('/')).split('/').map(encodeURIComponent).join('/'), site).href;
    if (canonical && canonical !== own) continue;
    urls.push(own);
  }
  urls.sort();
  const body = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  await writeFile(join(dir, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
  await writeFile(join(dir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site).href}\n`);
  return urls.length;
}

async function compressAll(files: string[]): Promise<void> {
  const queue = files.filter((file) => COMPRESSIBLE.test(file));
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const content = await readFile(file);
      if (content.length < 1024) continue;
      const hashed = file.includes('/_astro/');
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: hashed ? 11 : 9, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

export interface FinalizeReport {
  pages: number;
  sitemapUrls: number;
}

/** Adds the delivery files to a freshly built dist/. */
export async function finalizeDist(dir: string, site: URL): Promise<FinalizeReport> {
  const files = await listFiles(dir);
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  await writeFile(join(dir, '_headers'), renderHeadersFile());
  const sitemapUrls = await writeSitemap(dir, htmlFiles.filter((file) => !file.endsWith('/404.html')), site);
  await compressAll([...files, join(dir, 'sitemap.xml')]);
  return { pages: htmlFiles.length, sitemapUrls };
}
