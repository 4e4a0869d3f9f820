import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeJsonFile } from '../../scripts/delivery/json-file.ts';

const folder = () => mkdtempSync(join(tmpdir(), 'json-file-'));

describe('state files written piece by piece', () => {
  it('writes exactly what JSON.stringify writes, undefined keys left out and odd text escaped', () => {
    const value = {
      format: 2,
      fingerprint: 'abc',
      pages: {
        'products/agro/ζ "quoted" \\ line\nbreak.html': { key: 'k', canonical: undefined, noindex: false, images: [] },
        'हिंदी/index.html': {
          key: 'k2',
          canonical: 'https://example.com/a?b=1&c=2',
          noindex: true,
          images: ['x', null],
        },
      },
      list: [1, 2.5, -0, undefined, 'end'],
      empty: {},
      nothing: null,
    };
    const file = join(folder(), 'state.json');
    for (const levels of [0, 1, 2, 3, 10]) {
      writeJsonFile(file, value, levels);
      expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(value));
    }
  });

  it('with ascii, writes only ASCII that reads back the same, Hindi and characters beyond the BMP too', () => {
    const file = join(folder(), 'ascii.json');
    // Enough pages to span several pieces, so escapes are made at each piece's edges as well; Latin-1
    // characters (°, é), which V8 keeps one byte a character, need escaping too.
    const pages = new Map(
      Array.from({ length: 20_000 }, (_, index) => [
        `hi/product-details/उत्पाद_${index}/FX–${index}.html`,
        {
          canonical: `https://example.com/${index}`,
          note:
            index % 997 === 0 ? 'drum 🛢 200 kg "quoted" \\' : index % 13 === 0 ? 'store below 30 °C, café' : 'plain',
        },
      ]),
    );
    writeJsonFile(file, { pages }, 2, { ascii: true });
    const text = readFileSync(file, 'utf8');
    expect(/[\u0080-\uffff]/.test(text)).toBe(false);
    expect(JSON.parse(text)).toEqual({ pages: Object.fromEntries(pages) });
  });

  it('with ascii, writes a text mostly past ASCII as it is: escaped, it would read back larger', () => {
    const file = join(folder(), 'hindi.json');
    const products = Array.from({ length: 5_000 }, (_, index) => ({
      id: String(index),
      description: 'धान और गेहूँ की फसल में छिड़काव के लिए सिलिकॉन आधारित स्प्रेडर',
    }));
    writeJsonFile(file, { products }, 2, { ascii: true });
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('सिलिकॉन');
    expect(text).not.toContain('\\u');
    expect(JSON.parse(text)).toEqual({ products });
    expect(existsSync(`${file}.tmp`)).toBe(false);
  });

  it('writes a Map as an object of its entries', () => {
    const file = join(folder(), 'map.json');
    const records = new Map<string, unknown>([
      ['a.html', { hash: 'h' }],
      ['b.html', 'made'],
    ]);
    writeJsonFile(file, { records }, 2);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ records: { 'a.html': { hash: 'h' }, 'b.html': 'made' } });
  });

  it('refuses a Map below the levels written entry by entry, which JSON.stringify would write as {}', () => {
    const file = join(folder(), 'map.json');
    expect(() => {
      writeJsonFile(file, { records: new Map([['a.html', 'made']]) }, 1);
    }).toThrow('a Map deeper than 1 levels would be written as {}');
    expect(existsSync(file)).toBe(false);
  });

  it('writes a file larger than one piece whole, and leaves no temporary file', () => {
    const dir = folder();
    const file = join(dir, 'nested', 'large.json');
    const pages = new Map(
      Array.from({ length: 30_000 }, (_, index) => [`page-${index}.html`, { hash: `h${index}`.repeat(8) }]),
    );
    writeJsonFile(file, { pages }, 2);
    const back = JSON.parse(readFileSync(file, 'utf8')) as { pages: Record<string, { hash: string }> };
    expect(Object.keys(back.pages)).toHaveLength(30_000);
    expect(back.pages['page-29999.html']).toEqual({ hash: 'h29999'.repeat(8) });
    expect(existsSync(`${file}.tmp`)).toBe(false);
  });

  it('leaves the previous file whole when writing fails halfway', () => {
    const file = join(folder(), 'state.json');
    writeFileSync(file, '{"previous":true}');
    // A first megabyte reaches the temporary file before the value JSON cannot write.
    const unwritable = { text: 'x'.repeat(2_000_000), count: BigInt(1) };
    expect(() => {
      writeJsonFile(file, unwritable, 1);
    }).toThrow();
    expect(readFileSync(file, 'utf8')).toBe('{"previous":true}');
    expect(existsSync(`${file}.tmp`)).toBe(false);
  });
});
