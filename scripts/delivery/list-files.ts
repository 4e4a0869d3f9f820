import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `dir` (anything but a folder), as a path relative to it with `/`. A plain walk, one
 * folder at a time: over the ~90,000 files of a 10,000-product output it takes ~0.25 s, where
 * `readdir` with `recursive` took ~1.2 s.
 */
export function listFilesUnder(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name), `${prefix}${entry.name}/`);
      else files.push(prefix + entry.name);
    }
  };
  walk(dir, '');
  return files;
}
