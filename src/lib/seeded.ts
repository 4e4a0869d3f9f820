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

/**
 * `count` items in a random order that depends only on the items and the seed, without shuffling the
 * rest: a product page takes 10 of a category that can hold thousands, on every product page.
 */
export function sampleSeeded<T>(items: readonly T[], seed: string, count: number): T[] {
  const next = createRandom(seed);
  // Fisher–Yates from the back: after k steps the last k places hold a uniform random sample, in random order.
  const copy = [...items];
  const stop = Math.max(0, copy.length - count);
  for (let i = copy.length - 1; i > 0 && i >= stop; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(stop).reverse();
}
