/**
 * What finalize (./finalize.ts) derives from the list of the whole site's pages: where each alias page
 * goes, every alias, the rule files (`_redirects`, the nginx map and its table sizes) and the sitemap.
 * At 10,000 products that is ~30,000 pages and ~9,400 aliases, ~0.45 s of the main thread. An editor's
 * rebuild mostly changes what pages say, not which pages there are or where they point, so the index is
 * saved and used again while everything it is made from is the same: the inputs below, the code that
 * makes it and the settings it reads. Any other change makes it afresh. The rule files and the sitemap are
 * written piece by piece and saved as files beside the index, which finalize copies into the output: at
 * 100,000 products, made whole as strings, they took the build's memory to its peak.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { PageAlias } from '../../src/lib/catalogue/routes.ts';
import { decodePath } from '../../src/lib/paths.ts';
import { escapeXml } from '../../src/lib/text.ts';
import { indexFileNames, placeAliasFile } from './file-names.ts';
import { writeJsonFile } from './json-file.ts';
import { writeNginxMap } from './nginx.ts';
import { aliasOf, encodePath, REDIRECT_LIMIT, renderRedirectsFile, toUrlPath, type Alias } from './redirects.ts';
import { writeTextFile } from './text-file.ts';

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

/**
 * What the index writes as files rather than holds: at 100,000 products the nginx map is ~17 MB and the
 * sitemap ~30 MB of text, made and saved piece by piece.
 */
export interface SiteIndexFiles {
  /** `_redirects`. */
  redirects: string;
  /** `_nginx/redirects.map`. */
  nginxMap: string;
  /** `sitemap.xml`. */
  sitemap: string;
}

export interface SiteIndex {
  aliasPages: AliasPage[];
  /** Aliases in all, each counted once: old addresses, and pages whose canonical link is another page. */
  aliases: number;
  /** Pages in all, alias pages included. */
  pages: number;
  /** Rules written to `_redirects` (a host limit leaves the rest to the alias pages). */
  redirects: number;
  /** Aliases the nginx map cannot hold (./nginx.ts). */
  nginxLeft: Alias[];
  /** The longest decoded alias path, in bytes (nginx's hash table is sized by it). */
  longestKey: number;
  /** Addresses in the sitemap. */
  sitemapUrls: number;
}

/** The page file (relative to dist/) a site path is served from, if the build has one. */
function pageFileOf(path: string, hasPage: (file: string) => boolean): string | undefined {
  const base = decodePath(path.split('?')[0]!).replace(/^\/|\/$/g, '');
  const candidates = base === '' ? ['index.html'] : [`${base}.html`, `${base}/index.html`];
  return candidates.find(hasPage);
}

/**
 * Writes the sitemap, and returns how many addresses it lists: each page once, at its canonical
 * address. Alias pages (whose canonical link points elsewhere), noindex pages and the 404 page are left out.
 */
function writeSitemap(file: string, pages: readonly PageFacts[], aliases: ReadonlySet<string>, site: URL): number {
  // Sorted by encoded path, which is the URLs' order (they share the origin), without holding 200,000 URLs
  // at 100,000 products: each is spelled from its parts as it is written, as pageUrl (./redirects.ts) does.
  const paths = pages
    .filter((page) => !page.noindex && page.file !== '404.html' && !aliases.has(page.file))
    .map((page) => encodePath(toUrlPath(page.file)))
    .sort();
  writeTextFile(file, (write) => {
    write('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
    for (const path of paths) write(`  <url><loc>${escapeXml(site.origin + path)}</loc></url>\n`);
    write('</urlset>\n');
  });
  return paths.length;
}

/**
 * Makes the index and writes its files. Refuses two files that differ only by case (a Mac checkout or
 * Netlify would merge them), and an alias that leads to a page the build did not write.
 */
export function makeSiteIndex(
  { files, pages, aliases: pageAliases, site: origin }: SiteIndexInputs,
  out: SiteIndexFiles,
): SiteIndex {
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
  const redirects = renderRedirectsFile(unique);
  writeTextFile(out.redirects, (write) => {
    write(redirects.text);
  });
  let nginxLeft: Alias[] = [];
  writeTextFile(out.nginxMap, (write) => {
    nginxLeft = writeNginxMap(
      unique,
      allPages.values().map((page) => toUrlPath(page.file)),
      write,
    );
  });
  return {
    aliasPages,
    aliases: unique.length,
    pages: allPages.length,
    redirects: redirects.written,
    nginxLeft,
    longestKey: unique.reduce((longest, alias) => Math.max(longest, Buffer.byteLength(decodePath(alias.from))), 0),
    sitemapUrls: writeSitemap(out.sitemap, allPages, aliasFiles, site),
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
  for (const file of inputs.files) hash.update(`${file}\n`);
  hash.update('\0');
  for (const page of inputs.pages) hash.update(`${page.file}\t${page.canonical ?? ''}\t${page.noindex ? 1 : 0}\n`);
  hash.update('\0');
  for (const alias of inputs.aliases) hash.update(`${alias.from}\t${alias.to}\t${alias.label}\n`);
  return hash.digest('hex');
}

/** The files saved beside the index saved in `file` (./render-cache.ts names it `….site-index.json`). */
export const siteIndexFiles = (file: string): SiteIndexFiles => {
  const base = file.replace(/\.json$/, '');
  return { redirects: `${base}._redirects`, nginxMap: `${base}.redirects.map`, sitemap: `${base}.sitemap.xml` };
};

/**
 * The index saved in `file` by the last build, when made from the same inputs (in any order), else the
 * index made now, saved there for the next build. Either way its files are the ones {@link siteIndexFiles}
 * names, for finalize to copy into the output.
 */
export function siteIndexFor(file: string, inputs: SiteIndexInputs): SiteIndex {
  // Sorted, so that the order a folder is listed in does not make the index afresh.
  const sorted: SiteIndexInputs = {
    ...inputs,
    files: [...inputs.files].sort(),
    pages: [...inputs.pages].sort((a, b) => (a.file < b.file ? -1 : 1)),
  };
  const key = indexKey(sorted);
  const out = siteIndexFiles(file);
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { key: string; index: SiteIndex };
    if (saved.key === key && [out.redirects, out.nginxMap, out.sitemap].every((made) => existsSync(made)))
      return saved.index;
  } catch {
    // None saved yet, or unreadable: made afresh below.
  }
  // The saved index goes first, so that a build stopped while writing the files leaves none to use again.
  rmSync(file, { force: true });
  const index = makeSiteIndex(sorted, out);
  // Three levels: the file, the index, then its list of alias pages, each written whole.
  writeJsonFile(file, { key, index }, 3, { ascii: true });
  return index;
}
