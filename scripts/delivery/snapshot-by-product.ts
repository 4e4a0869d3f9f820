/**
 * Reads a snapshot file a product at a time. At 100,000 products the file is ~160 MB: read whole, as
 * `readSnapshot` does, it is that much text and then several times that in objects. The report's comparison
 * with the last build (./compare-snapshots.ts) needs one product of each file at a time, and the pull's
 * job dates (../pull/run.ts) none at all, so both read the file in pieces of a few megabytes: the products
 * one by one, with where each lies in the file, and the rest of the snapshot (its outline) whole.
 *
 * The file is scanned as bytes. Every character JSON gives a meaning to is ASCII, and no byte of a UTF-8
 * character past ASCII is, so the scan needs no decoding and the places it gives are byte offsets.
 */
import { readSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { Product, Snapshot } from '../../src/lib/api/types.ts';
import {
  checkSnapshot,
  checkSnapshotProduct,
  parseSnapshotJson,
  snapshotUnreadable,
} from '../../src/lib/catalogue/snapshot.ts';

/** Where a product's JSON lies in its file. */
export interface ProductPlace {
  offset: number;
  length: number;
}

/** Called with each product of the file, in order, its JSON as it is in the file, and where that lies. */
export type OnProduct = (product: Product, json: Buffer, place: ProductPlace) => void;

const CHUNK_BYTES = 4 << 20;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

/** How the top-level member holding the products array is introduced: `"products":`, spaces allowed. */
const PRODUCTS_KEY = /"products"\s*:\s*$/;
/** How much of the outline before an array is enough to find its key in. */
const KEY_ROOM = 64;

/**
 * Calls `onProduct` for each product of the snapshot `file` and returns the rest of the snapshot, checked
 * as `readSnapshot` checks a whole one (its `products` empty). Throws a SnapshotError, as `readSnapshot`
 * does, for a file that is missing, is not JSON or is not a snapshot of this format.
 */
export async function readSnapshotByProduct(
  file: string,
  onProduct: OnProduct,
  { chunkBytes = CHUNK_BYTES }: { chunkBytes?: number } = {},
): Promise<Snapshot> {
  let index = 0;
  const outline = await scanSnapshotFile(file, chunkBytes, (json, place) => {
    onProduct(checkSnapshotProduct(parseSnapshotJson(json.toString('utf8'), file), file, index++), json, place);
  });
  return checkSnapshot(parseSnapshotJson(outline, file), file);
}

/**
 * The snapshot `file` without its products, parsed and not checked, its products skipped unparsed: for what
 * does not depend on the snapshot's format (the jobs' first-seen dates). A SnapshotError when the file is
 * missing or is not JSON.
 */
export async function readSnapshotOutline(
  file: string,
  { chunkBytes = CHUNK_BYTES }: { chunkBytes?: number } = {},
): Promise<unknown> {
  return parseSnapshotJson(await scanSnapshotFile(file, chunkBytes), file);
}

/** The outline of the JSON in `file` (see {@link scanTopLevelArray}), each product handed to `onProduct` if given. */
async function scanSnapshotFile(
  file: string,
  chunkBytes: number,
  onProduct?: (json: Buffer, place: ProductPlace) => void,
): Promise<string> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    throw snapshotUnreadable(file, error);
  }
  try {
    return await scanTopLevelArray(handle, PRODUCTS_KEY, chunkBytes, onProduct);
  } finally {
    await handle.close();
  }
}

/** Reads the JSON of one product back from its file, where {@link readSnapshotByProduct} found it. */
export function readProductAt(fd: number, place: ProductPlace): Buffer {
  const json = Buffer.allocUnsafe(place.length);
  let read = 0;
  while (read < place.length) {
    const count = readSync(fd, json, read, place.length - read, place.offset + read);
    if (count === 0) throw new Error(`a product's JSON ends past the end of its file (offset ${place.offset})`);
    read += count;
  }
  return json;
}

/**
 * Scans the JSON text in `fd` for the array that the top-level member `key` introduces, and calls `onObject`
 * with each object in it (without it, the objects are skipped and no copy of their bytes is made). Returns the rest of the text, that array's objects (and the commas between them)
 * left out, for JSON.parse. Not a validator: text that is not JSON comes back as text that is not JSON.
 */
async function scanTopLevelArray(
  handle: FileHandle,
  key: RegExp,
  chunkBytes: number,
  onObject?: (json: Buffer, place: ProductPlace) => void,
): Promise<string> {
  const chunk = Buffer.allocUnsafe(chunkBytes);
  const outline: string[] = [];
  /** The outline's last characters, where the key before an array is looked for. */
  let outlineEnd = '';
  const addToOutline = (piece: string) => {
    outline.push(piece);
    outlineEnd = (outlineEnd + piece).slice(-KEY_ROOM);
  };
  /** The pieces of an object that began in an earlier chunk. */
  let objectPieces: Buffer[] = [];
  let objectStart = -1;
  let depth = 0;
  let inString = false;
  /** A backslash ended the last chunk inside a string: the first byte of this one is escaped. */
  let escapeCarried = false;
  let inArray = false;
  let chunkStart = 0;
  for (;;) {
    // Read without blocking: the pull scans while the API's answers are on their way.
    const { bytesRead: size } = await handle.read(chunk, 0, chunkBytes, chunkStart);
    if (size === 0) break;
    // What this read filled: the rest of the buffer holds the last chunk's bytes.
    const bytes = chunk.subarray(0, size);
    let i = 0;
    // The part of this chunk that belongs to the outline starts here (-1: inside an object).
    let outlineFrom = objectStart >= 0 ? -1 : 0;
    let nextBackslash = -1;
    if (escapeCarried) {
      i = 1;
      escapeCarried = false;
    }
    while (i < size) {
      if (inString) {
        // Most of a snapshot is text inside strings: jump to the quote that ends this one.
        const quote = bytes.indexOf(QUOTE, i);
        if (nextBackslash !== -2 && nextBackslash < i) {
          nextBackslash = bytes.indexOf(BACKSLASH, i);
          if (nextBackslash === -1) nextBackslash = -2;
        }
        if (nextBackslash >= 0 && (quote === -1 || nextBackslash < quote)) {
          i = nextBackslash + 2;
          if (i > size) escapeCarried = true;
          continue;
        }
        if (quote === -1) {
          i = size;
          continue;
        }
        inString = false;
        i = quote + 1;
        continue;
      }
      const byte = bytes[i]!;
      if (byte === QUOTE) {
        inString = true;
      } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
        if (inArray && depth === 2 && byte === OPEN_BRACE) {
          if (outlineFrom >= 0) addToOutline(bytes.toString('latin1', outlineFrom, i));
          outlineFrom = -1;
          objectStart = chunkStart + i;
        } else if (
          depth === 1 &&
          byte === OPEN_BRACKET &&
          key.test(outlineEnd + bytes.toString('latin1', Math.max(outlineFrom, i - KEY_ROOM), i))
        ) {
          inArray = true;
        }
        depth++;
      } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        depth--;
        if (inArray && depth === 2 && objectStart >= 0) {
          if (onObject) {
            const startInChunk = Math.max(objectStart - chunkStart, 0);
            const json =
              objectPieces.length > 0
                ? Buffer.concat([...objectPieces, bytes.subarray(startInChunk, i + 1)])
                : Buffer.from(bytes.subarray(startInChunk, i + 1));
            objectPieces = [];
            onObject(json, { offset: objectStart, length: json.length });
          }
          objectStart = -1;
          outlineFrom = i + 1;
        } else if (inArray && depth === 1) {
          inArray = false;
        }
      } else if (byte === COMMA && inArray && depth === 2 && outlineFrom >= 0) {
        // The commas between the objects go with them.
        addToOutline(bytes.toString('latin1', outlineFrom, i));
        outlineFrom = i + 1;
      }
      i++;
    }
    if (objectStart >= 0) {
      if (onObject) objectPieces.push(Buffer.from(bytes.subarray(Math.max(objectStart - chunkStart, 0), size)));
    } else if (outlineFrom >= 0) {
      addToOutline(bytes.toString('latin1', outlineFrom, size));
    }
    chunkStart += size;
  }
  return Buffer.from(outline.join(''), 'latin1').toString('utf8');
}
