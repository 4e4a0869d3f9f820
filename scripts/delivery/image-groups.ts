/**
 * The published picture files a page shows, written compactly for the render state
 * (./render-cache.ts): one entry per picture and format with its widths, `<hash>-100,200,400.avif`,
 * rather than one per file. A product page shows ~55 files of ~11 pictures; listed one by one they
 * made the state of a 10,000-product output 38 MB, and reading, parsing, writing it ~0.65 s of each
 * rebuild; grouped, 18 MB and ~0.25 s. A group of one width is the file's own name.
 */
import { IMAGE_FILE_NAME } from '../../src/lib/images/config.ts';

const GROUP = /^([0-9a-f]{16})-(\d+(?:,\d+)*)\.(avif|webp)$/;

/** The groups of a page's picture files, in a stable order. Every name must be a published picture's (IMAGE_FILE_NAME). */
export function groupImageFiles(names: Iterable<string>): string[] {
  const widths = new Map<string, number[]>();
  for (const name of names) {
    const match = IMAGE_FILE_NAME.exec(name);
    if (!match) throw new Error(`${name} is not the name of a published picture`);
    const [, hash, width, format] = match;
    const key = `${hash}.${format}`;
    const list = widths.get(key);
    if (list) list.push(Number(width));
    else widths.set(key, [Number(width)]);
  }
  return [...widths]
    .map(([key, list]) => {
      const [hash, format] = key.split('.');
      return `${hash}-${list.sort((a, b) => a - b).join(',')}.${format}`;
    })
    .sort();
}

/** The file names a group stands for. */
export function imageFilesOf(group: string): string[] {
  const match = GROUP.exec(group);
  if (!match) throw new Error(`${group} is not a group of picture files`);
  const [, hash, widths, format] = match;
  return widths!.split(',').map((width) => `${hash}-${width}.${format}`);
}

/**
 * Makes the equal groups of many pages' records one string each, in place. The records of a big output
 * name the same groups over and over (a picture is on its product's pages in both languages and on the
 * cards of every page that lists or relates the product), and each record read from the render state, or
 * posted by the page pass's worker, holds strings of its own: at 100,000 products, 2.6 million strings of
 * 868 groups, ~145 MB held from the plan to the end of the build.
 */
export function shareImageGroups(records: Iterable<{ images: string[] }>): void {
  const first = new Map<string, string>();
  for (const { images } of records) {
    for (let index = 0; index < images.length; index++) {
      const group = images[index]!;
      const seen = first.get(group);
      if (seen === undefined) first.set(group, group);
      else images[index] = seen;
    }
  }
}
