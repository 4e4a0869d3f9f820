/**
 * Ids for the records the seed makes itself (categories, sub-categories and the pack variants of a
 * large seed), shaped like the MongoDB ObjectIds the company API sends: a creation time, a fixed
 * middle and a counter. Written records (products, blogs, jobs) carry their ids in the fixtures.
 */

const EPOCH = Date.UTC(2024, 0, 8) / 1000;
const MIDDLE = '5eed0000';
const KINDS = { category: 1, subCategory: 2, variant: 3 } as const;

function hex(value: number, width: number): string {
  return value.toString(16).padStart(width, '0');
}

/** The id of the `index`-th record of a kind; the same arguments always give the same id. */
export function makeObjectId(kind: keyof typeof KINDS, index: number): string {
  // A minute apart, so ids sort by the order the seed makes the records, as ObjectIds sort by creation.
  return hex(EPOCH + index * 60, 8) + MIDDLE + hex(KINDS[kind], 2) + hex(index, 6);
}
