/**
 * What the build does to dist/ after Astro: alias pages (old addresses, a category's other addresses), the CDN rule files
 * (_headers, _redirects) and the nginx includes (_nginx/), the sitemap and robots.txt, the resized
 * images the pages reference (or their list, for assembleOutput), and pre-compressed .br/.gz copies of every text file so neither the CDN
 * nor our server compresses on the fly. It refuses a dist/ with two files that differ only by case.
 *
 * One pass over the files (./page-pass.ts) reads each page once and gathers what the later steps need.
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { variantFile } from '../../src/lib/images/cache.ts';
import { IMAGE_FILE_NAME, type ImageFormat } from '../../src/lib/images/config.ts';
import { compressOne, COMPRESSIBLE, CompressState, type CompressStats } from './compress.ts';
import type { PageAlias } from '../../src/lib/catalogue/routes.ts';
import { renderHeadersFile } from './headers.ts';
import { renderNginxHttpConf, renderNginxServerConf } from './nginx.ts';
import { moveToSegmentFiles } from './route-files.ts';
import { writeServiceWorker } from './service-worker.ts';
import type { Alias } from './redirects.ts';
import type { OutputLink } from './assemble.ts';
import {
  folderMaker,
  inParallel,
  linkCacheFiles,
  linkPage,
  listFilesUnder,
  relativeFile,
  type CacheFile,
} from './output-files.ts';
import { imageFilesOf, shareImageGroups } from './image-groups.ts';
import { passOverOutput } from './page-pass.ts';
import { renderStateFile, type PageRecord } from './render-cache.ts';
import { siteIndexFiles, siteIndexFor, type AliasPage } from './site-index.ts';

/** The image cache's file for every resized image pages reference (served from dist/_img/), and the names it lacks. */
function findImageFiles(names: Set<string>): { files: CacheFile[]; missing: string[] } {
  const files: CacheFile[] = [];
  const missing: string[] = [];
  for (const name of names) {
    const match = IMAGE_FILE_NAME.exec(name);
    const source = match ? variantFile(match[1]!, Number(match[2]), match[3] as ImageFormat) : '';
    if (source && existsSync(source)) files.push({ file: `_img/${name}`, source });
    else missing.push(name);
  }
  return { files, missing };
}

export interface FinalizeReport {
  /** Records what the compressed copies were made from; call once the output is in place. */
  saveState: () => void;
  /** Pages of the total that finalize wrote (alias pages), not Astro. */
  aliasPagesWritten: number;
  /** Pages linked from the previous output instead of rendered. */
  restoredPages: number;
  /**
   * Pages of this build that are not in its folder, for assembleOutput (./assemble.ts) to link in: the
   * pages the render cache kept (from the previous output), then the alias pages of those.
   */
  linksToPlace: OutputLink[];
  /** Hash and facts of every page rendered this time (for the render cache). */
  records: Map<string, Omit<PageRecord, 'key'>>;
  pages: number;
  sitemapUrls: number;
  /** Aliases in all. */
  aliases: number;
  redirectsWritten: number;
  /** Aliases nginx cannot match (a decoded path over 4 KB): named in the build's warnings. */
  aliasesWithoutNginxRule: Alias[];
  /** The resized images pages reference, from the image cache: in the folder, or left to assembleOutput (`imagesLeftToAssemble`). */
  images: CacheFile[];
  /** Image files pages reference that the cache does not hold (a bug if ever non-empty). */
  imagesMissing: string[];
  compression: CompressStats;
  ms: number;
}

export interface FinalizeOptions {
  /** The dist/ this build replaces: byte-identical files reuse its compressed copies. */
  previousDir?: string;
  /** Where `dir` will be moved once complete (the compression record is kept per output folder). */
  outDir?: string;
  /** Pages compressed early, by content hash (./early-compression.ts). */
  poolDir?: string;
  /**
   * Addresses that show a page rendered at another: old addresses no page is served at, and the
   * catalogue's own aliases (src/lib/catalogue/routes.ts). Each gets that page where a file can carry
   * it, and a rule.
   */
  aliases?: ReadonlyArray<PageAlias>;
  /** Pages not rendered this time (./render-cache.ts): kept, with their .br/.gz, from previousDir by assembleOutput. */
  restored?: ReadonlyMap<string, PageRecord>;
  /**
   * The resized images are not linked into the folder: assembleOutput links only those the output it
   * assembles lacks. Thousands of pictures, each in several widths and two formats, are otherwise
   * linked and renamed again at every rebuild.
   */
  imagesLeftToAssemble?: boolean;
}

/**
 * Links each alias page (./site-index.ts) to the page it shows, with its compressed copies, so a host
 * without rules answers the address with that page (whose canonical link names its own address). A
 * page the render cache kept is not in `dir`: its alias pages are returned, to be linked where the
 * output is assembled.
 */
async function linkAliasPages(
  dir: string,
  aliasPages: readonly AliasPage[],
  restored: ReadonlySet<string>,
): Promise<OutputLink[]> {
  const ofRestored: OutputLink[] = [];
  const links: Array<{ source: string; target: string }> = [];
  for (const { file, source } of aliasPages) {
    if (restored.has(source)) ofRestored.push({ file, source });
    else links.push({ source: join(dir, source), target: join(dir, file) });
  }
  const ensureFolder = folderMaker();
  await inParallel(links, async ({ source, target }) => {
    await ensureFolder(target);
    await linkPage(source, target);
  });
  return ofRestored;
}

/** Adds the delivery files to a freshly built dist/. */
export async function finalizeDist(dir: string, site: URL, options: FinalizeOptions = {}): Promise<FinalizeReport> {
  const started = performance.now();
  const files = await moveToSegmentFiles(
    dir,
    listFilesUnder(dir).map((file) => join(dir, file)),
  );
  const state = new CompressState(options.outDir ?? dir);
  const pass = await passOverOutput(
    files.filter((file) => file.endsWith('.html') || COMPRESSIBLE.test(file)),
    {
      dir,
      site: site.href,
      outDir: options.outDir ?? dir,
      previousDir: options.previousDir,
      poolDir: options.poolDir,
    },
    state,
  );
  const { pages, records, images, compression } = pass;
  // Kept to the end of the build, for the render state.
  shareImageGroups(records.values());

  // Pages the render cache kept: not in `dir` (assembleOutput places them), facts from their records.
  const restored = options.restored ? [...options.restored] : [];
  // Thousands of pages show the same pictures: each group is expanded once.
  const restoredImages = new Set<string>();
  for (const [file, record] of restored) {
    pages.push({ file, canonical: record.canonical, noindex: record.noindex });
    for (const group of record.images) restoredImages.add(group);
    state.keep(file);
    compression.reused++;
  }
  for (const group of restoredImages) for (const name of imageFilesOf(group)) images.add(name);

  // Alias pages, rule files and the sitemap: made from the list of every page (./site-index.ts).
  const indexFile = renderStateFile(options.outDir ?? dir, 'site-index');
  const index = siteIndexFor(indexFile, {
    files: [...files.map((file) => relativeFile(dir, file)), ...restored.map(([file]) => file)],
    pages,
    aliases: options.aliases ?? [],
    site: site.href,
  });
  const ofRestored = await linkAliasPages(dir, index.aliasPages, new Set(restored.map(([file]) => file)));
  await writeFile(join(dir, '_headers'), renderHeadersFile());
  const indexed = siteIndexFiles(indexFile);
  await copyFile(indexed.redirects, join(dir, '_redirects'));
  await mkdir(join(dir, '_nginx'), { recursive: true });
  await copyFile(indexed.nginxMap, join(dir, '_nginx', 'redirects.map'));
  await writeFile(join(dir, '_nginx', 'http.conf'), renderNginxHttpConf(index.longestKey, index.aliases));
  await writeFile(join(dir, '_nginx', 'server.conf'), renderNginxServerConf());
  await copyFile(indexed.sitemap, join(dir, 'sitemap.xml'));
  await writeFile(
    join(dir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site).href}\n`,
  );
  const pageHashes = [...records, ...restored].map(([file, record]) => `${file} ${record.hash}`);
  const workerFile = await writeServiceWorker(dir, pageHashes);
  for (const name of ['sitemap.xml', 'robots.txt', workerFile]) {
    await compressOne(join(dir, name), name, await readFile(join(dir, name)), compression, {
      previousDir: options.previousDir,
      state,
    });
  }
  const published = findImageFiles(images);
  if (!options.imagesLeftToAssemble) await linkCacheFiles(dir, published.files);
  compression.ms = performance.now() - started;
  return {
    saveState: () => {
      state.save();
    },
    records,
    restoredPages: restored.length,
    linksToPlace: [...restored.map(([file]) => ({ file, source: file, fromPrevious: true })), ...ofRestored],
    aliasPagesWritten: index.aliasPages.length,
    pages: index.pages,
    sitemapUrls: index.sitemapUrls,
    aliases: index.aliases,
    redirectsWritten: index.redirects,
    aliasesWithoutNginxRule: index.nginxLeft,
    images: published.files,
    imagesMissing: published.missing,
    compression,
    ms: performance.now() - started,
  };
}
