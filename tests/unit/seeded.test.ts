import { describe, expect, it } from 'vitest';
import { createRandom, hashText, sampleSeeded } from '../../src/lib/seeded.ts';

describe('hashText', () => {
  it('is FNV-1a over UTF-8 bytes (the cut names of long product pages depend on it)', () => {
    expect(hashText('')).toBe(0x811c9dc5);
    expect(hashText('a')).toBe(0xe40c292c);
    expect(hashText('foobar')).toBe(0xbf9cf968);
    expect(hashText('é')).toBe(hashText('\u00e9'));
    expect(hashText('é')).not.toBe(hashText('e\u0301'));
  });
});

describe('createRandom', () => {
  it('gives the same numbers in [0, 1) for the same seed, others for another', () => {
    const take = (seed: number | string) => {
      const next = createRandom(seed);
      return Array.from({ length: 50 }, next);
    };
    const numbers = take('product-1');
    expect(take('product-1')).toEqual(numbers);
    expect(take(hashText('product-1'))).toEqual(numbers);
    expect(take('product-2')).not.toEqual(numbers);
    expect(numbers.every((number) => number >= 0 && number < 1)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('sampleSeeded', () => {
  const items = Array.from({ length: 40 }, (_, index) => index);

  it('takes that many different items, all of them when there are fewer', () => {
    const sample = sampleSeeded(items, 'seed', 10);
    expect(sample).toHaveLength(10);
    expect(new Set(sample).size).toBe(10);
    expect(sampleSeeded(items.slice(0, 3), 'seed', 10).sort()).toEqual([0, 1, 2]);
    expect(sampleSeeded([], 'seed', 10)).toEqual([]);
  });

  it('depends only on the items and the seed', () => {
    expect(sampleSeeded([...items], 'seed', 10)).toEqual(sampleSeeded(items, 'seed', 10));
    expect(sampleSeeded(items, 'other', 10)).not.toEqual(sampleSeeded(items, 'seed', 10));
  });
});

describe('sampleSeeded leaving items out', () => {
  /** The plain way: filter, copy, shuffle the copy from the back. */
  const reference = <T>(items: readonly T[], seed: string, count: number, excluded: ReadonlySet<T>) => {
    const next = createRandom(seed);
    const copy = items.filter((item) => !excluded.has(item));
    const stop = Math.max(0, copy.length - count);
    for (let i = copy.length - 1; i > 0 && i >= stop; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(stop).reverse();
  };

  it('draws what the filtered array would give, for any size, count and items left out', () => {
    const random = createRandom('cases');
    for (let round = 0; round < 300; round++) {
      const items = Array.from({ length: Math.floor(random() * 60) }, (_, index) => ({ index }));
      const excluded = new Set(items.filter(() => random() < 0.2));
      const count = Math.floor(random() * 14);
      const seed = `seed ${round}`;
      expect(sampleSeeded(items, seed, count, excluded)).toEqual(reference(items, seed, count, excluded));
    }
  });
});
