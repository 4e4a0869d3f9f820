/**
 * The QR code a printed product sheet carries: the page's address, drawn at build time as one SVG
 * path, so a reader of the paper can open the page with a phone.
 *
 * The `qr` package encodes (ISO/IEC 18004, byte mode, any version); this module turns its module
 * matrix into a compact path. Every product page carries one, so the path is small: each row's runs
 * of dark modules are strokes one module wide (`m2 0h3`), about 600 bytes brotli for a product
 * address, where a square per module would be four times that.
 */

import { encodeQR, type ErrorCorrection } from 'qr';

/** The modules of a QR code, row by row, `true` for dark; the quiet zone is not included. */
export type QrMatrix = readonly (readonly boolean[])[];

export interface QrOptions {
  /** Error correction: "medium" (15% of the symbol can be lost) suits paper that gets folded or smudged. */
  ecc?: ErrorCorrection;
  /** Force a mask pattern (0–7); by default the encoder picks the best one. */
  mask?: number;
}

/** The quiet zone around the symbol that readers need, in modules (ISO/IEC 18004 asks for 4). */
export const QUIET_ZONE = 4;

/** The module matrix of a QR code of `text`, without its quiet zone. */
export function encodeQrMatrix(text: string, options: QrOptions = {}): QrMatrix {
  const { ecc = 'medium', mask } = options;
  // The encoder always adds a border (at least one module): take it off again.
  const framed = encodeQR(text, 'raw', { ecc, border: 1, ...(mask === undefined ? {} : { mask }) });
  return framed.slice(1, -1).map((row) => row.slice(1, -1));
}

/**
 * An SVG path drawing the dark modules of `matrix` as horizontal strokes one module wide, in module
 * units from the symbol's top-left corner: `M0 0.5h7m2 0h1…`. Draw it with `stroke-width="1"` (the
 * default) and no fill. Every move after the first is relative, which keeps the text short and
 * repetitive, so it compresses well.
 */
export function toStrokePath(matrix: QrMatrix): string {
  let path = '';
  let penX: number | undefined;
  let penY = 0;
  matrix.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x + 1;
      while (end < row.length && row[end]) end++;
      path += penX === undefined ? `M${x} ${y + 0.5}` : `m${x - penX} ${y - penY}`;
      path += `h${end - x}`;
      penX = end;
      penY = y;
      x = end;
    }
  });
  return path;
}

/** A QR code ready for an inline `<svg>`: its viewBox (quiet zone included) and path. */
export interface QrSvg {
  /** `viewBox` attribute: the symbol plus its quiet zone on every side. */
  viewBox: string;
  /** Modules per side, quiet zone included (the viewBox's width and height). */
  size: number;
  /** The path's `d` attribute (see `toStrokePath`). */
  path: string;
}

/** The QR code of `text`, as an SVG viewBox and path. */
export function getQrSvg(text: string, options: QrOptions = {}): QrSvg {
  const matrix = encodeQrMatrix(text, options);
  const size = matrix.length + 2 * QUIET_ZONE;
  return { viewBox: `${-QUIET_ZONE} ${-QUIET_ZONE} ${size} ${size}`, size, path: toStrokePath(matrix) };
}
