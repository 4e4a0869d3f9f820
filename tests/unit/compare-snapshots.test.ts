import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareSnapshotFiles } from '../../scripts/delivery/compare-snapshots.ts';
import { writeJsonFile } from '../../scripts/delivery/json-file.ts';
import type { Snapshot } from '../../src/lib/api/types.ts';
import { product, snapshot } from '../support/records.ts';
import { temporaryFolder } from '../support/temporary-folder.ts';

/** The two snapshots written as the pull writes them; the comparison of the two files. */
async function compare(before: Snapshot, after: Snapshot) {
  const dir = temporaryFolder('compare');
  const previousFile = join(dir, 'snapshot.last-build.json');
  const nextFile = join(dir, 'snapshot.json');
  writeJsonFile(previousFile, before, 2, { ascii: true });
  writeJsonFile(nextFile, after, 2, { ascii: true });
  return compareSnapshotFiles(previousFile, nextFile);
}

describe('what changed since the last build', () => {
  it('lists products added, removed and changed with the fields that changed', async () => {
    const before = snapshot([product('1', 'Urea'), product('2', 'Zinc EDTA'), product('3', 'Boron')]);
    const after = snapshot(
      [
        product('1', 'Urea', { description: 'new', hot: true }),
        product('3', 'Boron'),
        product('4', 'Potash', { code: 'FX 4' }),
      ],
      {
        categories: [
          { id: 'c', name: 'Fertilizers' },
          { id: 'd', name: 'Biologicals' },
        ],
      },
    );
    const changes = await compare(before, after);
    expect(changes?.added).toEqual([after.products[2]]);
    expect(changes?.removed).toEqual([before.products[1]]);
    expect(changes?.changed).toEqual([{ product: after.products[0], fields: ['description', 'hot product flag'] }]);
    expect(changes?.other).toEqual([{ kind: 'categories', added: ['Biologicals'], removed: [] }]);
  });

  it('finds nothing changed where only the order of a record’s fields differs', async () => {
    const urea = product('1', 'उर्वरक', { dosage: '2 ml/l' });
    const { dosage, ...rest } = urea;
    const changes = await compare(snapshot([urea]), snapshot([{ dosage, ...rest }]));
    expect(changes).toEqual({ added: [], removed: [], changed: [], other: [] });
  });

  it('compares the last record of an id listed twice, and lists each record added or removed', async () => {
    const before = snapshot([product('1', 'Urea'), product('1', 'Urea', { hot: true }), product('2', 'Boron')]);
    const after = snapshot([
      product('1', 'Urea', { description: 'first' }),
      product('5', 'Potash'),
      product('1', 'Urea', { hot: true }),
      product('5', 'Potash'),
    ]);
    const changes = await compare(before, after);
    expect(changes?.changed).toEqual([]);
    expect(changes?.added).toEqual([after.products[1], after.products[3]]);
    expect(changes?.removed).toEqual([before.products[2]]);
  });

  it('has nothing to compare with on the first build, or after one of an older version', async () => {
    const dir = temporaryFolder('compare');
    const nextFile = join(dir, 'snapshot.json');
    writeJsonFile(nextFile, snapshot([product('1', 'Urea')]), 2);
    expect(await compareSnapshotFiles(join(dir, 'none.json'), nextFile)).toBeUndefined();
    const older = join(dir, 'older.json');
    const { format: _format, ...withoutFormat } = snapshot([product('1', 'Urea')]);
    writeFileSync(older, JSON.stringify(withoutFormat));
    expect(await compareSnapshotFiles(older, nextFile)).toBeUndefined();
  });
});
