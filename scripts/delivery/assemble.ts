/**
 * Puts a build's output together in the spare folder: the output two builds back, which the last
 * build replaced and kept. A rebuild then touches only what changed since that output, where a fresh
 * folder needs a hard link for every page the render cache kept: 60,000 links at 10,000 products,
 * ~4 s of kernel time on this disk, the largest part of an editor's rebuild.
 *
 * Why the spare mostly holds the right files already: each build links the pages it keeps from the
 * output it replaces, so a page unchanged over the last two builds is one file (one inode) in both.
 * Nothing here trusts that: a kept page is left alone only when it is that same file, and every file
 * of the spare this build does not publish is removed.
 *
 * It never writes into a file of the spare, since that file may be the live output's file too: files
 * are removed, renamed in from the staging folder (Astro's pages, what finalize wrote) or linked.
 * The resized images are linked straight from the image cache, and only those the spare lacks: each
 * is named by its content, and a rebuild of a catalogue with thousands of pictures would otherwise
 * link and rename every one of them again.
 */
import { existsSync, renameSync } from 'node:fs';
import { rename, rmdir, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  COMPRESSED_COPIES,
  folderMaker,
  inodeOf,
  inParallel,
  linkCacheFiles,
  linkPage,
  listFilesByFolder,
  listFilesUnder,
  type CacheFile,
  type FolderFiles,
} from './output-files.ts';
import type { OutputSurvey } from './output-survey.ts';

/** A file of the output that is not in the staging folder, and the file it is a link of. */
export interface OutputLink {
  /** Path in the output (relative). */
  file: string;
  /** Path of the file it shows, relative to the previous output (`fromPrevious`) or to the output itself. */
  source: string;
  fromPrevious?: boolean;
}

export interface AssembleOptions {
  /** What Astro and finalize wrote: moved into `into`, and left empty. */
  staging: string;
  /** The spare output to bring up to date (or to create). */
  into: string;
  /** The live output, where kept pages come from. */
  previous: string | undefined;
  /** Kept pages first, then the links of those (alias pages); each with its .br/.gz when the source has one. */
  links: readonly OutputLink[];
  /** The resized images, from the image cache: linked in where the output lacks them. */
  images?: readonly CacheFile[];
  /** Called with a spare not worth updating (it shares too little with the live output), to be deleted. */
  discard: (dir: string) => void;
  /** What a survey of `into` and `previous` found while Astro rendered (./output-survey.ts); else they are read now. */
  survey?: OutputSurvey;
}

export interface AssembleStats {
  /** The spare was brought up to date (false: it was missing or discarded, and the staging folder became the output). */
  reused: boolean;
  /** Pages (and alias pages) already in place: their source's file. */
  kept: number;
  /** Files of the spare no longer published. */
  removed: number;
  /** Images the output lacked. */
  imagesLinked: number;
}

/**
 * Whether the spare is worth updating: most of a sample of kept pages are already the live output's
 * files. After a full build the spare is the output before it, with nothing in common, and
 * removing and relinking every file would cost more than linking into a fresh folder.
 */
export function sharesMost(into: string, previous: string, links: readonly OutputLink[]): boolean {
  const kept = links.filter((entry) => entry.fromPrevious);
  if (kept.length === 0) return false;
  const step = Math.max(1, Math.floor(kept.length / 32));
  let same = 0;
  let sampled = 0;
  for (let index = 0; index < kept.length; index += step) {
    const { file, source } = kept[index]!;
    const mine = inodeOf(join(into, file));
    if (mine !== undefined && mine === inodeOf(join(previous, source))) same++;
    sampled++;
  }
  return same * 2 > sampled;
}

/** Removes a folder and its parents up to `root` while they are empty. */
async function removeEmptyFolders(root: string, folders: Iterable<string>): Promise<void> {
  // Deepest first, so a parent is tried after its children.
  const sorted = [...new Set(folders)].sort((a, b) => b.length - a.length);
  for (const start of sorted) {
    for (let folder = start; folder.startsWith(`${root}/`); folder = dirname(folder)) {
      try {
        await rmdir(folder);
      } catch {
        break;
      }
    }
  }
}

/**
 * Whether a listing has a file. Each folder's names are put in a set when a file is first looked for in
 * it: the pictures are looked for, in a few folders of the ~100,000 a big output has.
 */
function fileFinder(folders: readonly FolderFiles[]): (file: string) => boolean {
  const listed = new Map(folders);
  const sets = new Map<string, Set<string>>();
  return (file) => {
    const cut = file.lastIndexOf('/') + 1;
    const folder = file.slice(0, cut);
    let names = sets.get(folder);
    if (!names) {
      names = new Set(listed.get(folder));
      sets.set(folder, names);
    }
    return names.has(file.slice(cut));
  };
}

/** Makes `into` this build's complete output (see the top of this file). */
export async function assembleOutput(options: AssembleOptions): Promise<AssembleStats> {
  const { staging, into, previous, links, images = [] } = options;
  const stats: AssembleStats = { reused: false, kept: 0, removed: 0, imagesLinked: 0 };
  if (existsSync(into) && !(previous && sharesMost(into, previous, links))) options.discard(into);
  const ensureFolder = folderMaker();

  stats.reused = existsSync(into);
  // The survey saw the spare: of no use once it is discarded.
  const survey = stats.reused ? options.survey : undefined;
  if (stats.reused) {
    const incoming = listFilesUnder(staging);
    const published = new Set(incoming);
    for (const { file } of links) for (const copy of ['', ...COMPRESSED_COPIES]) published.add(file + copy);
    for (const { file } of images) published.add(file);
    const stale: string[] = [];
    for (const [folder, names] of survey?.spareFolders ?? listFilesByFolder(into)) {
      for (const name of names) if (!published.has(folder + name)) stale.push(folder + name);
    }
    await inParallel(stale, async (file) => {
      await unlink(join(into, file));
      stats.removed++;
    });
    await removeEmptyFolders(
      into,
      stale.map((file) => dirname(join(into, file))),
    );
    await inParallel(incoming, async (file) => {
      await ensureFolder(join(into, file));
      await rename(join(staging, file), join(into, file));
    });
  } else {
    renameSync(staging, into);
  }

  const missing = new Set(survey?.missing);
  const relink = new Set(survey?.toLink);
  /**
   * Whether `target` is already `source`'s file. The survey knows the kept pages; the alias pages' sources
   * in `into` were placed just now.
   */
  const isInPlace = (entry: OutputLink, target: string, source: string) => {
    const missingError = () => new Error(`${entry.file} is to show ${source}, which is missing`);
    if (entry.fromPrevious && entry.file === entry.source && survey?.kept.has(entry.file)) {
      if (missing.has(entry.file)) throw missingError();
      return !relink.has(entry.file);
    }
    const theirs = inodeOf(source);
    if (theirs === undefined) throw missingError();
    return inodeOf(target) === theirs;
  };
  /**
   * A page already in place is its source's file, and its compressed copies are left alone too: a page
   * is (re)linked after its copies, so a build stopped midway leaves it missing, never beside stale copies.
   */
  const place = async (entries: readonly OutputLink[]) => {
    const toLink: Array<{ target: string; source: string }> = [];
    for (const entry of entries) {
      const target = join(into, entry.file);
      const source = join(entry.fromPrevious ? previous! : into, entry.source);
      if (isInPlace(entry, target, source)) stats.kept++;
      else toLink.push({ target, source });
    }
    await inParallel(toLink, async ({ target, source }) => {
      // The page goes first: with it gone, stale copies beside it are never served.
      for (const copy of ['', ...COMPRESSED_COPIES]) await unlink(target + copy).catch(() => undefined);
      await ensureFolder(target);
      await linkPage(source, target);
    });
  };
  // Kept pages before the alias pages that are links of them.
  await place(links.filter((entry) => entry.fromPrevious));
  await place(links.filter((entry) => !entry.fromPrevious));
  // An image is named by its content: one the spare already has is the one to publish.
  let present: ((file: string) => boolean) | undefined;
  if (survey) present = fileFinder(survey.spareFolders);
  else if (stats.reused) present = (file) => existsSync(join(into, file));
  stats.imagesLinked = await linkCacheFiles(into, images, present);
  return stats;
}
