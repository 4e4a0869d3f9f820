import { openSync, closeSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeJsonFile } from '../../scripts/delivery/json-file.ts';
import {
  readProductAt,
  readSnapshotByProduct,
  readSnapshotOutline,
} from '../../scripts/delivery/snapshot-by-product.ts';
import type { Product, Snapshot } from '../../src/lib/api/types.ts';
import { readSnapshot, SnapshotError } from '../../src/lib/catalogue/snapshot.ts';
import { product, snapshot } from '../support/records.ts';
import { temporaryFolder } from '../support/temporary-folder.ts';

/** Products whose text puts JSON's special characters where a scan could trip on them. */
const awkward: Product[] = [
  product('1', 'Urea "46%" {granular}', { description: 'a \\ backslash, a "quote" and ] [ } { , :' }),
  product('2', 'उर्वरक — खाद', { description: 'हिन्दी में विवरण, "उद्धरण" सहित' }),
  product('3', 'products', { description: '"products":[{"id":"x"}]', generalFeatures: ['\\', '\\\\"', '"'] }),
  product('4', 'Zinc EDTA', { code: 'FX 4', dosage: '2 ml/l', images: ['a.png', 'b.png'] }),
];

/** The snapshot written as each way a build or a person may have written it. */
function files(dir: string, value: Snapshot): Array<[string, string]> {
  const asciiFile = join(dir, 'ascii.json');
  writeJsonFile(asciiFile, value, 2, { ascii: true });
  const plainFile = join(dir, 'plain.json');
  writeJsonFile(plainFile, value, 2);
  const indentedFile = join(dir, 'indented.json');
  writeFileSync(indentedFile, JSON.stringify(value, null, 2));
  return [
    ['written in ASCII', asciiFile],
    ['written as it is', plainFile],
    ['indented by hand', indentedFile],
  ];
}

async function readAll(file: string, chunkBytes?: number) {
  const products: Product[] = [];
  const texts: string[] = [];
  const outline = await readSnapshotByProduct(
    file,
    (item, json, place) => {
      products.push(item);
      texts.push(json.toString('utf8'));
      const fd = openSync(file, 'r');
      try {
        expect(readProductAt(fd, place).equals(json)).toBe(true);
      } finally {
        closeSync(fd);
      }
    },
    chunkBytes ? { chunkBytes } : {},
  );
  return { outline, products, texts };
}

describe('reading a snapshot a product at a time', () => {
  const value = snapshot(awkward, {
    blogs: [{ id: 'b', title: 'On "spreaders" [part 1]' }] as unknown as Snapshot['blogs'],
    jobsFirstSeen: { j1: '2026-01-02' },
  });

  it('gives every product, in order, and the rest of the snapshot, whatever size the pieces read', async () => {
    const dir = temporaryFolder('by-product');
    for (const [how, file] of files(dir, value)) {
      const whole = readSnapshot(file);
      // One byte at a time puts every escape, quote and multi-byte character across a boundary.
      for (const chunkBytes of [1, 2, 3, 7, 64, undefined]) {
        const read = await readAll(file, chunkBytes);
        expect(read.products, `${how}, pieces of ${chunkBytes ?? 'default'} bytes`).toEqual(whole.products);
        expect(read.outline, `${how}, pieces of ${chunkBytes ?? 'default'} bytes`).toEqual({
          ...whole,
          products: [],
        });
      }
    }
  });

  it('hands on each product as the bytes its file holds', async () => {
    const dir = temporaryFolder('by-product');
    const file = join(dir, 'plain.json');
    writeJsonFile(file, value, 2);
    const { texts } = await readAll(file, 5);
    expect(texts).toEqual(awkward.map((item) => JSON.stringify(item)));
  });

  it('reads the outline without the products, whatever the format', async () => {
    const dir = temporaryFolder('by-product');
    const file = join(dir, 'older.json');
    const { format: _format, ...older } = value;
    writeFileSync(file, JSON.stringify(older));
    for (const chunkBytes of [1, 7, undefined]) {
      expect(await readSnapshotOutline(file, chunkBytes ? { chunkBytes } : {})).toEqual({ ...older, products: [] });
    }
    await expect(readSnapshotByProduct(file, () => undefined)).rejects.toThrow(/no format number/);
  });

  it('refuses what is not a snapshot as readSnapshot does, naming the product and the field', async () => {
    const dir = temporaryFolder('by-product');
    const missing = join(dir, 'missing.json');
    await expect(readSnapshotByProduct(missing, () => undefined)).rejects.toThrow(SnapshotError);
    await expect(readSnapshotOutline(missing)).rejects.toThrow(/No catalogue snapshot at .*missing\.json \(ENOENT\)/);
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, JSON.stringify(value).slice(0, -10));
    await expect(readSnapshotByProduct(broken, () => undefined)).rejects.toThrow(/it is not JSON/);
    const nameless = join(dir, 'nameless.json');
    const { name: _name, ...withoutName } = awkward[1]!;
    writeFileSync(nameless, JSON.stringify({ ...value, products: [awkward[0], withoutName] }));
    await expect(readSnapshotByProduct(nameless, () => undefined)).rejects.toThrow(
      /is not a catalogue snapshot of this site \(products\.1\.name: /,
    );
    const numbers = join(dir, 'numbers.json');
    writeFileSync(numbers, JSON.stringify({ ...value, products: [1, 2] }));
    await expect(readSnapshotByProduct(numbers, () => undefined)).rejects.toThrow(SnapshotError);
  });
});
