/**
 * Randomness that is the same on every run: a string hash and a generator seeded by it. The site uses
 * them where "random" must not change between builds (an unchanged product keeps an unchanged page, so
 * caches stay warm) and where a name needs a short, stable fingerprint; the generated pictures use
 * them so that drawing again draws the same picture.
 */

const utf8 = new TextEncoder();

/**
 * FNV-1a, 32 bits, over the UTF-8 bytes of the text: short, stable across platforms and spread enough
 * to tell names apart.
 */
export function hashText(text: string): number {
  let value = 0x811c9dc5;
  for (const byte of utf8.encode(text)) value = Math.imul(value ^ byte, 0x01000193) >>> 0;
  return value;
}

/** A generator of floats in [0, 1) (mulberry32), seeded by a number or by the hash of a text. */
export function createRandom(seed: number | string): () => number {
  let state = (typeof seed === 'string' ? hashText(seed) : seed) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where each item sits in an array, made once per array: arrays here are built once per build and not changed after. */
const positionsByArray = new WeakMap<readonly unknown[], Map<unknown, number[]>>();

function positionsOf<T>(items: readonly T[], wanted: ReadonlySet<T>): number[] {
  let positions = positionsByArray.get(items);
  if (!positions) {
    positions = new Map();
    for (const [index, item] of items.entries()) {
      const list = positions.get(item);
      if (list) list.push(index);
      else positions.set(item, [index]);
    }
    positionsByArray.set(items, positions);
  }
  return [...wanted].flatMap((item) => positions.get(item) ?? []).sort((a, b) => a - b);
}

/**
 * `count` items in a random order that depends only on the items and the seed, leaving out `excluded`
 * (the same sample as from the array filtered first). Each call costs about `count` steps, not the
 * array's length: a product page takes 10 of a category that can hold thousands, for every product.
 */
export function sampleSeeded<T>(
  items: readonly T[],
  seed: string,
  count: number,
  excluded: ReadonlySet<T> = new Set(),
): T[] {
  const skipped = excluded.size === 0 ? [] : positionsOf(items, excluded);
  const length = items.length - skipped.length;
  /** The item at a place of the array without the excluded items. */
  const at = (place: number) => {
    let index = place;
    for (const position of skipped) {
      if (position > index) break;
      index++;
    }
    return items[index]!;
  };
  // Fisher–Yates from the back: after k steps the last k places hold a uniform random sample, in random
  // order. Only the places it touches are stored.
  const moved = new Map<number, T>();
  const get = (place: number) => (moved.has(place) ? moved.get(place)! : at(place));
  const next = createRandom(seed);
  const stop = Math.max(0, length - count);
  for (let i = length - 1; i > 0 && i >= stop; i--) {
    const j = Math.floor(next() * (i + 1));
    const last = get(i);
    moved.set(i, get(j));
    moved.set(j, last);
  }
  const sample: T[] = [];
  for (let i = length - 1; i >= stop; i--) sample.push(get(i));
  return sample;
}
