/**
 * A shuffle seeded by a string: "random order" that stays the same from build to build, so an
 * unchanged product does not produce a changed page (and the CDN cache stays warm).
 */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  return seededSample(items, seed, items.length).reverse();
}

/**
 * The first `count` items of a seeded shuffle, without shuffling the rest: related products take 10 of
 * a category that can hold thousands, on every product page of the build.
 */
export function seededSample<T>(items: readonly T[], seed: string, count: number): T[] {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.codePointAt(0)!, 16777619) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Fisher–Yates from the back: after k steps the last k places hold a uniform random sample, in random order.
  const copy = [...items];
  const stop = Math.max(0, copy.length - count);
  for (let i = copy.length - 1; i > 0 && i >= stop; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(stop).reverse();
}
