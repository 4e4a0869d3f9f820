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

/**
 * `piece` with every character past ASCII as a \u escape. Pieces are escaped one by one as they come, and
 * only those with such a character: the text they are joined into then stays one byte a character, which
 * V8 writes out fastest. Escaping each megabyte once joined was slower: a 10,000-product snapshot (16 MB,
 * 36,000 Hindi characters spread through it) took 275 ms to write, now 184 ms (~160 ms unescaped; medians).
 */
function escapePastAscii(piece: string): string {
  let escaped = '';
  let from = 0;
  for (let index = 0; index < piece.length; index++) {
    const code = piece.charCodeAt(index);
    if (code > 0x7f) {
      escaped += `${piece.slice(from, index)}\\u${code.toString(16).padStart(4, '0')}`;
      from = index + 1;
    }
  }
  return escaped + piece.slice(from);
}

export interface TextFileOptions {
  /**
   * Characters past ASCII as \u escapes, for JSON (where such an escape reads back as the character) that
   * is mostly ASCII: V8 then reads the file back as a string of one byte per character, where a single
   * other character anywhere makes it hold the whole text at two. An escape takes six, so when a fifth or
   * more of the characters are past ASCII (a catalogue written mostly in Hindi) the file is written again
   * as it is, the smaller of the two to read.
   */
  ascii?: boolean;
}

/**
 * Calls `fill` with a function that appends text to `file`. The text goes to a temporary file renamed
 * into place once `fill` returns, so a build stopped halfway, or a `fill` that throws, leaves the previous
 * file whole. With `ascii`, `fill` may be called twice (see {@link TextFileOptions}).
 */
export function writeTextFile(
  file: string,
  fill: (write: (piece: string) => void) => void,
  options: TextFileOptions = {},
): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  const writeAll = (escape: boolean) => {
    let characters = 0;
    let escaped = 0;
    const fd = openSync(temporary, 'w');
    try {
      let text = '';
      fill((piece) => {
        characters += piece.length;
        // A piece's UTF-8 is as long as the piece only when it is all ASCII.
        if (escape && Buffer.byteLength(piece) !== piece.length) {
          const escapedPiece = escapePastAscii(piece);
          escaped += (escapedPiece.length - piece.length) / 5;
          text += escapedPiece;
        } else {
          text += piece;
        }
        if (text.length >= CHUNK_CHARS) {
          writeSync(fd, text);
          text = '';
        }
      });
      writeSync(fd, text);
    } catch (error) {
      closeSync(fd);
      rmSync(temporary, { force: true });
      throw error;
    }
    closeSync(fd);
    // Escaped, the text reads back at characters + 5 × escaped bytes; as it is, at two bytes a character.
    return !escape || escaped * 5 < characters;
  };
  if (!writeAll(options.ascii === true)) writeAll(false);
  renameSync(temporary, file);
}
