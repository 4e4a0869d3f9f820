/**
 * Small deterministic helpers: a string hash, a seeded PRNG and Mongo-style ids.
 * Everything in the seed derives from these, so the same input always yields the same output.
 */

/** 53-bit string hash (cyrb53); stable across runs and platforms. */
export function hashString(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A seeded generator of floats in [0, 1) (mulberry32). */
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

function hex(value: number, width: number): string {
  return (value >>> 0).toString(16).padStart(width, '0').slice(-width);
}

const ID_EPOCH = Date.UTC(2024, 0, 8) / 1000;
const ID_SPAN = 60 * 60 * 24 * 540;

/**
 * A 24-hex-character id shaped like a MongoDB ObjectId: a plausible creation time
 * (or the given one) in the first 4 bytes, then 8 bytes derived from `kind` and `key`.
 */
export function makeObjectId(kind: string, key: string, createdAt?: string): string {
  const a = hashString(`${kind}|${key}`, 7);
  const b = hashString(`${key}|${kind}`, 13);
  const seconds =
    createdAt !== undefined
      ? Math.floor(Date.parse(createdAt) / 1000)
      : ID_EPOCH + (a % ID_SPAN);
  return hex(seconds, 8) + hex(Math.floor(a / 65536), 8) + hex(b, 8);
}

const VIDEO_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VIDEO_LAST = 'AEIMQUYcgkosw048';

/** An 11-character id in YouTube's alphabet, derived from `key`. */
export function makeVideoId(key: string): string {
  const random = createRandom(`video|${key}`);
  let id = '';
  for (let i = 0; i < 10; i++) {
    id += VIDEO_ALPHABET[Math.floor(random() * VIDEO_ALPHABET.length)] ?? 'A';
  }
  // An id encodes 64 bits, so its 11th character only ever carries the top 4 of its 6 bits.
  return id + (VIDEO_LAST[Math.floor(random() * VIDEO_LAST.length)] ?? 'A');
}

/** Lower-case ASCII slug for file names. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/%/g, '-pct')
    .replace(/&/g, '-and-')
    .replace(/\+/g, '-plus-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
