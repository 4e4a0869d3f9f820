import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSnapshot, SNAPSHOT_FORMAT, SnapshotError } from '../../src/lib/catalogue/snapshot.ts';
import { product, snapshot } from '../support/records.ts';

const dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
const write = (name: string, content: string) => {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
};
const refused = (file: string) => {
  try {
    readSnapshot(file);
  } catch (error) {
    expect(error).toBeInstanceOf(SnapshotError);
    return (error as Error).message;
  }
  throw new Error(`${file} was read`);
};

describe('reading the snapshot', () => {
  const current = snapshot([product('1', 'Urea')]);

  it('reads a snapshot the pull of this version wrote', () => {
    expect(readSnapshot(write('current.json', JSON.stringify(current)))).toEqual(current);
  });

  it('refuses a snapshot an older or newer version wrote, and says to pull again', () => {
    const { format: _format, ...older } = current;
    const file = write('older.json', JSON.stringify(older));
    expect(refused(file)).toBe(
      `The catalogue snapshot ${file} has no format number (an older version wrote it); this version of the site reads format ${SNAPSHOT_FORMAT}: run the pull again (npm run pull, or npm run build, which pulls first).`,
    );
    expect(refused(write('newer.json', JSON.stringify({ ...current, format: SNAPSHOT_FORMAT + 1 })))).toMatch(
      new RegExp(
        `has format ${SNAPSHOT_FORMAT + 1}; this version of the site reads format ${SNAPSHOT_FORMAT}: run the pull again`,
      ),
    );
  });

  it('refuses a file that is no snapshot, naming where it differs', () => {
    expect(refused(write('list.json', '[1, 2]'))).toMatch(
      /list\.json is not a catalogue snapshot of this site \(it is not a JSON object\): run the pull again/,
    );
    expect(refused(write('no-products.json', JSON.stringify({ ...current, products: undefined })))).toMatch(
      /\(products: .*\): run the pull again/,
    );
    expect(
      refused(write('bad-product.json', JSON.stringify({ ...current, products: [{ id: 1, name: 'Urea' }] }))),
    ).toMatch(/\(products\.0\.id: /);
    expect(refused(write('half.json', '{"categories": ['))).toMatch(
      /half\.json is not a catalogue snapshot of this site \(it is not JSON\)/,
    );
  });

  it('says where it looked when there is no snapshot at all', () => {
    expect(refused(join(dir, 'missing.json'))).toMatch(
      /^No catalogue snapshot at .*missing\.json \(ENOENT\): run the pull again/,
    );
  });
});
