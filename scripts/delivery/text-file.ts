/**
 * Writes a large text file piece by piece: the build's state files (./json-file.ts) and the rule files and
 * sitemap of a big catalogue (./site-index.ts), each tens of megabytes at 100,000 products. Made whole in
 * memory, such a text costs its size once as a string (twice if one character is past Latin-1), again for
 * the pieces it was joined from and again as UTF-8 on the way to the disk, at the end of the build where its
 * memory already peaks. Here no more than a megabyte of text is held at a time.
 */
import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Text gathered before it goes to the disk. */
const CHUNK_CHARS = 1 << 20;

const NON_ASCII = /[\u0080-\uffff]/g;

/** The text with every character past ASCII written as a JSON/JavaScript \u escape. */
const escapeNonAscii = (text: string) =>
  text.replace(NON_ASCII, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

export interface TextFileOptions {
  /** Characters past ASCII as \u escapes: only for JSON, where such an escape reads back as the character. */
  ascii?: boolean;
}

/**
 * Calls `fill` with a function that appends text to `file`. The text goes to a temporary file renamed
 * into place once `fill` returns, so a build stopped halfway, or a `fill` that throws, leaves the previous
 * file whole.
 */
export function writeTextFile(
  file: string,
  fill: (write: (piece: string) => void) => void,
  options: TextFileOptions = {},
): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  const fd = openSync(temporary, 'w');
  const flush = (text: string) => writeSync(fd, options.ascii ? escapeNonAscii(text) : text);
  try {
    let text = '';
    fill((piece) => {
      text += piece;
      if (text.length >= CHUNK_CHARS) {
        flush(text);
        text = '';
      }
    });
    flush(text);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temporary, file);
}
