/**
 * The one source of chance in the generated pictures: a string hash and a seeded generator, so a
 * picture drawn again from the same input is the same, byte for byte.
 */

/** A 32-bit hash of a string (FNV-1a over its UTF-16 code units). */
export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A generator of floats in [0, 1) (mulberry32), seeded by a number or by the hash of a string. */
export function createRandom(seed: number | string): () => number {
  let state = (typeof seed === 'string' ? hashString(seed) : seed) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
