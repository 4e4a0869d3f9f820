/**
 * Astro writes a catalogue page under its route parameter (toRouteParam in src/lib/paths.ts: a `%`,
 * `\` or `~` of the name spelt `~25`, `~5C`, `~7E`); its URL, and the old site's address, name the
 * file by the name's own characters. This moves such pages to those files before anything else reads
 * dist/, and removes the folders they leave empty.
 */
import { mkdir, rename, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { relativeFile } from './output-files.ts';
import { fromRouteParam } from '../../src/lib/paths.ts';

/** Moves every page written under a route parameter to its file; returns the list of files with their new paths. */
export async function moveToSegmentFiles(dir: string, files: readonly string[]): Promise<string[]> {
  const emptied = new Set<string>();
  const result: string[] = [];
  for (const file of files) {
    const path = relativeFile(dir, file);
    const target = file.endsWith('.html') ? fromRouteParam(path) : path;
    if (target === path) {
      result.push(file);
      continue;
    }
    await mkdir(dirname(join(dir, target)), { recursive: true });
    await rename(file, join(dir, target));
    emptied.add(dirname(file));
    result.push(join(dir, target));
  }
  for (const folder of emptied) await removeIfEmpty(dir, folder);
  return result;
}

/**
 * Removes a folder and its emptied parents up to `root`. rmdir refuses a folder that still holds
 * something, which ends the climb: listing each folder first cost ~6 s at 10,000 products, as the
 * climb reached product-details/ with its 10,000 entries once per moved page.
 */
async function removeIfEmpty(root: string, folder: string): Promise<void> {
  for (let current = folder; current.startsWith(`${root}/`); current = dirname(current)) {
    try {
      await rmdir(current);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOTEMPTY' || (error as NodeJS.ErrnoException).code === 'EEXIST')
        return;
      throw error;
    }
  }
}
