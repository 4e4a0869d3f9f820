import type { Page } from '@playwright/test';
import { decodeQR } from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { encodeQrMatrix, getQrSvg, QUIET_ZONE, toStrokePath, type QrMatrix } from '../../../src/lib/print/qr-code.ts';
import { useChromiumPage } from '../../support/chromium-page.ts';

/*
 * The QR code of a printed product sheet. Its encoding is the `qr` package's, checked here against
 * an independent encoder's output for the same input; the path drawn from it must draw exactly those
 * modules; and the SVG as Chromium paints it must read back as the address it was made from.
 */

/**
 * "HELLO WORLD", version 1, error correction Q, mask 0, as Project Nayuki's QR Code generator
 * encodes it (the reference implementation; output taken from its TypeScript port `uqr` 0.1.3).
 */
const HELLO_WORLD_1Q_MASK_0 = [
  '#######.##....#######',
  '#.....#.#..#..#.....#',
  '#.###.#.#..##.#.###.#',
  '#.###.#.#.....#.###.#',
  '#.###.#.#.#...#.###.#',
  '#.....#...#...#.....#',
  '#######.#.#.#.#######',
  '........#............',
  '.##.#.##....#.#.#####',
  '.#......####....#...#',
  '..##.###.##...#.##...',
  '.##.##.#..##.#.#.###.',
  '#...#.#.#.###.###.#.#',
  '........##.#..#...#.#',
  '#######.#.#....#.##..',
  '#.....#..#.##.##.#...',
  '#.###.#.#.#...#######',
  '#.###.#..#.#.#.#...#.',
  '#.###.#.#..#.###.#..#',
  '#.....#.#.####...#.##',
  '#######....#.###....#',
];

const PRODUCT_URL = 'https://www.example.com/product-details/Adjuvant_for_2%2C4-D_Amine_Salt_58%25_SL/FX_SL_09';
const FINDER = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######'];

const toRows = (matrix: QrMatrix) => matrix.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''));
const block = (rows: string[], x: number, y: number, size: number) =>
  rows.slice(y, y + size).map((row) => row.slice(x, x + size));

/** The modules a path of `toStrokePath` paints, read back from its commands. */
function paintPath(path: string, size: number): string[] {
  const rows = Array.from({ length: size }, () => Array<string>(size).fill('.'));
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b) - 0.5];
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let end = x + Number(a); x < end; x++) rows[y]![x] = '#';
    }
  }
  return rows.map((row) => row.join(''));
}

describe('QR code of a page address', () => {
  it('encodes as the reference encoder does (same data, error correction, placement and format bits)', () => {
    expect(toRows(encodeQrMatrix('HELLO WORLD', { ecc: 'quartile', mask: 0 }))).toEqual(HELLO_WORLD_1Q_MASK_0);
  });

  it('is a well-formed symbol: 17 + 4 × version modules a side, finder and timing patterns in place', () => {
    const rows = toRows(encodeQrMatrix(PRODUCT_URL));
    const size = rows.length;
    expect((size - 17) % 4).toBe(0);
    // 97 bytes at error correction M need version 6: 41 modules.
    expect(size).toBe(41);
    expect(block(rows, 0, 0, 7)).toEqual(FINDER);
    expect(block(rows, size - 7, 0, 7)).toEqual(FINDER);
    expect(block(rows, 0, size - 7, 7)).toEqual(FINDER);
    const timing = Array.from({ length: size - 16 }, (_, i) => (i % 2 === 0 ? '#' : '.')).join('');
    expect(rows[6]!.slice(8, size - 8)).toBe(timing);
    expect(
      rows
        .slice(8, size - 8)
        .map((row) => row[6])
        .join(''),
    ).toBe(timing);
    // The dark module beside the lower-left finder.
    expect(rows[size - 8]![8]).toBe('#');
  });

  it('draws every dark module, and only those, as one stroke per run of a row', () => {
    const matrix = encodeQrMatrix(PRODUCT_URL);
    const path = toStrokePath(matrix);
    expect(paintPath(path, matrix.length)).toEqual(toRows(matrix));
    const runs = toRows(matrix).reduce((sum, row) => sum + (row.match(/#+/g)?.length ?? 0), 0);
    expect(path.match(/h/g)).toHaveLength(runs);
    expect(path).toMatch(/^M\d+ \d+\.5h\d+(m-?\d+ \d+h\d+)*$/);
  });

  it('keeps the SVG small: a product address in under 3 KB of path', () => {
    const svg = getQrSvg(PRODUCT_URL);
    expect(svg.size).toBe(41 + 2 * QUIET_ZONE);
    expect(svg.viewBox).toBe(`-${QUIET_ZONE} -${QUIET_ZONE} ${svg.size} ${svg.size}`);
    expect(svg.path.length).toBeLessThan(3000);
  });
});

describe('QR code as a browser paints it', () => {
  let page: Page;
  useChromiumPage((opened) => (page = opened));

  /** The QR code of `text` drawn in Chromium as the sheet draws it, `scale` pixels a module, read back by a decoder. */
  async function readBack(text: string, scale: number): Promise<string> {
    const { viewBox, size, path } = getQrSvg(text);
    const pixels = size * scale;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${pixels}" height="${pixels}" shape-rendering="crispEdges"><path d="${path}" stroke="#000"/></svg>`;
    const data = await page.evaluate(
      async ({ svg, pixels }) => {
        const image = new Image();
        image.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = pixels;
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, pixels, pixels);
        context.drawImage(image, 0, 0);
        return [...context.getImageData(0, 0, pixels, pixels).data];
      },
      { svg, pixels },
    );
    return decodeQR({ width: pixels, height: pixels, data: Uint8Array.from(data) });
  }

  it('reads back as the product address', async () => {
    await expect(readBack(PRODUCT_URL, 4)).resolves.toBe(PRODUCT_URL);
  });

  it('reads back a long address of a non-Latin name, a larger version', async () => {
    const url = `https://www.example.com/product-details/${encodeURIComponent('ह्यूमिक_एसिड_12%_+_फुल्विक_एसिड_3%')}/HF-123`;
    await expect(readBack(url, 3)).resolves.toBe(url);
  });
});
