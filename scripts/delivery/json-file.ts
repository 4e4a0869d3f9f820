/**
 * Writes the build's large JSON files (the pulled snapshot, the render state, the site index, the
 * compression record) piece by piece. At 100,000 products they hold 100,000 products or ~300,000 pages:
 * one JSON.stringify of such a file makes its whole text at once (hundreds of MB), and the last three are
 * written at the end of the build, where its memory already peaks. Written here through ./text-file.ts, no
 * more than a megabyte of text is held at a time; the file reads back with JSON.parse, as before.
 */
import { writeTextFile, type TextFileOptions } from './text-file.ts';

/**
 * Writes `value` to `file` as JSON.stringify would (a Map as an object of its entries; keys whose value
 * is undefined left out), through a temporary file renamed into place (./text-file.ts). Containers
 * (arrays, objects, Maps) down to `levels` deep are written entry by entry, and each value below them with
 * one JSON.stringify: enough levels to reach the records a file holds by the thousand, and no more, since a
 * call per small value costs more than it saves. Values are plain data: no toJSON, no cycles, Maps only
 * where entries are written one by one.
 *
 * With `ascii`, characters past ASCII are written as \u escapes when that makes the file smaller to read
 * back (./text-file.ts): for the build's state (paths and addresses, a few Hindi names among them) and a
 * catalogue written mostly in English, at 100,000 products that is hundreds of MB less each time one is read.
 */
export function writeJsonFile(file: string, value: unknown, levels: number, options: TextFileOptions = {}): void {
  writeTextFile(
    file,
    (put) => {
      const write = (item: unknown, level: number): void => {
        if (typeof item !== 'object' || item === null || level >= levels) {
          if (item instanceof Map)
            throw new Error(`${file}: a Map deeper than ${levels} levels would be written as {}`);
          // As in an array, undefined (which JSON.stringify writes no text for) is written as null.
          put(item === undefined ? 'null' : JSON.stringify(item));
          return;
        }
        if (Array.isArray(item)) {
          put('[');
          item.forEach((element: unknown, index) => {
            if (index > 0) put(',');
            write(element, level + 1);
          });
          put(']');
          return;
        }
        put('{');
        let first = true;
        const member = (key: string, entry: unknown) => {
          if (entry === undefined || typeof entry === 'function') return;
          put(first ? `${JSON.stringify(key)}:` : `,${JSON.stringify(key)}:`);
          first = false;
          write(entry, level + 1);
        };
        if (item instanceof Map) for (const [key, entry] of item as ReadonlyMap<string, unknown>) member(key, entry);
        else for (const key of Object.keys(item)) member(key, (item as Record<string, unknown>)[key]);
        put('}');
      };
      write(value, 0);
    },
    options,
  );
}
