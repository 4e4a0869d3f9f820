/**
 * What finalize (./finalize.ts) derives from the list of the whole site's pages: where each alias page
 * goes, every alias, the rule files (`_redirects`, the nginx map and its table sizes) and the sitemap.
 * At 10,000 products that is ~30,000 pages and ~9,400 aliases, ~0.45 s of the main thread. An editor's
 * rebuild mostly changes what pages say, not which pages there are or where they point, so the index is
 * saved and used again while everything it is made from is the same: the inputs below, the code that
 * makes it and the settings it reads. Any other change makes it afresh.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PageAlias } from '../../src/lib/catalogue/routes.ts';
import { decodePath } from '../../src/lib/paths.ts';
import { escapeXml } from '../../src/lib/text.ts';
import { indexFileNames, placeAliasFile } from './file-names.ts';
import { writeJsonFile } from './json-file.ts';
import { renderNginxMap } from './nginx.ts';
import { aliasOf, pageUrl, REDIRECT_LIMIT, renderRedirectsFile, toUrlPath, type Alias } from './redirects.ts';

export interface PageFacts {
  /** Path relative to dist/. */
  file: string;
  canonical: string | undefined;
  noindex: boolean;
}

export interface SiteIndexInputs {
  /** Every file of the output (relative to it, with `/`): the ones written now and the ones kept. */
  files: readonly string[];
  /** Every page written now or kept, with what finalize read of it. */
  pages: readonly PageFacts[];
  /** Addresses that show a page rendered at another (src/lib/catalogue/routes.ts). */
  aliases: readonly PageAlias[];
  /** The canonical origin. */
  site: string;
}

/** An alias page: a link of the page `source` at `file` (both relative to dist/). */
export interface AliasPage extends PageFacts {
  source: string;
}

export interface SiteIndex {
  aliasPages: AliasPage[];
  /** Every alias, once: old addresses first, then pages whose canonical link is another page. */
  aliases: Alias[];
  /** Pages in all, alias pages included. */
  pages: number;
  redirects: { text: string; written: number };
  nginxMap: { text: string; left: Alias[] };
  /** The longest decoded alias path, in bytes (nginx's hash table is sized by it). */
  longestKey: number;
  sitemap: { text: string; urls: number };
}

/** The page file (relative to dist/) a site path is served from, if the build has one. */
function pageFileOf(path: string, hasPage: (file: string) => boolean): string | undefined {
  const base = decodePath(path.split('?')[0]!).replace(/^\/|\/$/g, '');
  const candidates = base === '' ? ['index.html'] : [`${base}.html`, `${base}/index.html`];
  return candidates.find(hasPage);
}

/**
 * The sitemap lists each page once, at its canonical address: alias pages (whose canonical link
 * points elsewhere), noindex pages and the 404 page are left out.
 */
function renderSitemap(pages: readonly PageFacts[], aliases: ReadonlySet<string>, site: URL): SiteIndex['sitemap'] {
  const urls = pages
    .filter((page) => !page.noindex && page.file !== '404.html' && !aliases.has(page.file))
    .map((page) => pageUrl(toUrlPath(page.file), site))
    .sort();
  const body = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return {
    text: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
    urls: urls.length,
  };
}

/**
 * Makes the index. Refuses two files that differ only by case (a Mac checkout or Netlify would merge
 * them), and an alias that leads to a page the build did not write.
 */
export function makeSiteIndex({ files, pages, aliases: pageAliases, site: origin }: SiteIndexInputs): SiteIndex {
  const site = new URL(origin);
  const { names, collisions } = indexFileNames(files);
  if (collisions.length > 0) {
    throw new Error(
      `dist/ has files that differ only by case: ${collisions.map(([a, b]) => `${a} and ${b}`).join('; ')}`,
    );
  }
  // Each alias address gets an alias page where a file can carry it (./file-names.ts): placed one after
  // another, since where an alias goes depends on the names placed before it.
  const written = new Set(pages.map((page) => page.file));
  const hasPage = (file: string) => written.has(file);
  const aliasPages: AliasPage[] = [];
  const oldLinkAliases: Alias[] = [];
  for (const link of pageAliases) {
    const source = pageFileOf(link.to, hasPage);
    if (!source)
      throw new Error(`the address ${link.from} (${link.label}) leads to ${link.to}, a page this build did not write`);
    const page = placeAliasFile(link.from, names);
    oldLinkAliases.push({ from: link.from, to: link.to, hasFile: page !== undefined });
    if (!page) continue;
    names.add(page);
    aliasPages.push({ file: page, source, canonical: new URL(link.to, site).href, noindex: false });
  }
  const allPages = [...pages, ...aliasPages].sort((a, b) => (a.file < b.file ? -1 : 1));

  // Old addresses first: the alias page of a name with "/" sits at its decoded path, whose own
  // alias (below) is the same path as far as a host is concerned.
  const aliases = new Map<string, Alias>(oldLinkAliases.map((alias) => [decodeURIComponent(alias.from), alias]));
  const aliasFiles = new Set<string>();
  for (const page of allPages) {
    if (page.file === '404.html') continue;
    const alias = aliasOf(page.file, page.canonical, site);
    if (alias) {
      if (!aliases.has(decodeURIComponent(alias.from))) aliases.set(decodeURIComponent(alias.from), alias);
      aliasFiles.add(page.file);
    }
  }
  const unique = [...aliases.values()];
  return {
    aliasPages,
    aliases: unique,
    pages: allPages.length,
    redirects: renderRedirectsFile(unique),
    nginxMap: renderNginxMap(
      unique,
      allPages.map((page) => toUrlPath(page.file)),
    ),
    longestKey: Math.max(0, ...unique.map((alias) => Buffer.byteLength(decodeURIComponent(alias.from)))),
    sitemap: renderSitemap(allPages, aliasFiles, site),
  };
}

/**
 * The code the index is made by: a change to any of it makes the index afresh. These modules and what
 * they import from src/ (extend the list when they import more).
 */
const CODE = [
  './site-index.ts',
  './file-names.ts',
  './redirects.ts',
  './nginx.ts',
  './not-found.ts',
  '../../src/lib/paths.ts',
  '../../src/lib/seeded.ts',
  '../../src/lib/text.ts',
];

/** The hash of everything the index is made from. */
function indexKey(inputs: SiteIndexInputs): string {
  const hash = createHash('sha256');
  for (const module of CODE) hash.update(readFileSync(new URL(module, import.meta.url)));
  hash.update(`\0REDIRECT_LIMIT=${REDIRECT_LIMIT}\0${inputs.site}\0`);
  hash.update(inputs.files.join('\n'));
  hash.update('\0');
  for (const page of inputs.pages) hash.update(`${page.file}\t${page.canonical ?? ''}\t${page.noindex ? 1 : 0}\n`);
  hash.update('\0');
  for (const alias of inputs.aliases) hash.update(`${alias.from}\t${alias.to}\t${alias.label}\n`);
  return hash.digest('hex');
}

/**
 * The index saved in `file` by the last build, when made from the same inputs (in any order), else the
 * index made now, saved there for the next build.
 */
export function siteIndexFor(file: string, inputs: SiteIndexInputs): SiteIndex {
  // Sorted, so that the order a folder is listed in does not make the index afresh.
  const sorted: SiteIndexInputs = {
    ...inputs,
    files: [...inputs.files].sort(),
    pages: [...inputs.pages].sort((a, b) => (a.file < b.file ? -1 : 1)),
  };
  const key = indexKey(sorted);
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { key: string; index: SiteIndex };
    if (saved.key === key) return saved.index;
  } catch {
    // None saved yet, or unreadable: made afresh below.
  }
  const index = makeSiteIndex(sorted);
  // Three levels: the file, the index, then its lists of aliases, each alias written whole.
  writeJsonFile(file, { key, index }, 3, { ascii: true });
  return index;
}
