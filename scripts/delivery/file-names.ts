/**
 * The file names of dist/ as a case-insensitive disk sees them. On a Mac checkout, or a host that
 * matches paths case-insensitively (Netlify), `Resourcecenter.html` and `resourcecenter.html` are
 * one file: one overwrites the other, or a redirect between them loops. So no two files of dist/
 * may differ only by case (nor a file and a folder), and an alias page goes where it collides with
 * nothing: `{path}.html`, else `{path}/index.html` (every host serves both at `{path}`).
 */
import { decodePath, isFileSegment, toCaseKey } from '../../src/lib/paths.ts';

/**
 * Files (paths relative to dist/, with `/`) and the folders that hold them, by case key. Only what
 * conflictOf finds no conflict for is added, so a folder here never has a file for itself or for a
 * folder above it: the checks stop at the first folder already known, which for the ~300,000 pages of
 * a 100,000-product catalogue is almost always the page's own folder.
 */
export class CaseFoldedNames {
  readonly #files = new Map<string, string>();
  readonly #folders = new Map<string, string>();

  /** The file or folder already here that `file` would be taken for (itself included), if any. */
  conflictOf(file: string): string | undefined {
    const key = toCaseKey(file);
    const same = this.#files.get(key) ?? this.#folders.get(key);
    if (same !== undefined) return same;
    for (let end = file.lastIndexOf('/'); end > 0; end = file.lastIndexOf('/', end - 1)) {
      const folder = toCaseKey(file.slice(0, end));
      if (this.#folders.has(folder)) return undefined;
      const asFile = this.#files.get(folder);
      if (asFile !== undefined) return asFile;
    }
    return undefined;
  }

  add(file: string): void {
    this.#files.set(toCaseKey(file), file);
    for (let end = file.lastIndexOf('/'); end > 0; end = file.lastIndexOf('/', end - 1)) {
      const folder = toCaseKey(file.slice(0, end));
      if (this.#folders.has(folder)) return;
      this.#folders.set(folder, file.slice(0, end));
    }
  }
}

/**
 * Indexes the files of dist/ by case key, and lists the pairs a case-insensitive disk takes for
 * one (a file and a folder count too); the later file of a pair is left out of the index.
 */
export function indexFileNames(files: Iterable<string>): {
  names: CaseFoldedNames;
  collisions: Array<[string, string]>;
} {
  const names = new CaseFoldedNames();
  const collisions: Array<[string, string]> = [];
  for (const file of files) {
    const other = names.conflictOf(file);
    if (other !== undefined) collisions.push([other, file]);
    else names.add(file);
  }
  return { names, collisions };
}

/**
 * Where the alias page of an old address goes, relative to dist/, or undefined when no file can
 * carry it: a segment a file name cannot hold (see src/lib/paths.ts), or both forms taken. A `/`
 * the old app encoded in a name is a folder here, as every static host decodes it to one.
 */
export function placeAliasFile(from: string, names: CaseFoldedNames): string | undefined {
  const segments = decodePath(from).split('/').slice(1);
  if (segments.length === 0 || !segments.every(isFileSegment)) return undefined;
  const base = segments.join('/');
  return [`${base}.html`, `${base}/index.html`].find((file) => names.conflictOf(file) === undefined);
}
