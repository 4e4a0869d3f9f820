import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatLitres, formatRate } from '../../../src/lib/dose/format.ts';
import { toRange } from '../../../src/lib/dose/range.ts';

const style = { locale: 'en-IN', units: { ml: 'ml', l: 'L', g: 'g', kg: 'kg' } };

describe('formatAmount: ml and g to one decimal under 10, whole above; litres and kg from 1,000', () => {
  it.each([
    [45, 90, 'ml', '45–90 ml'],
    [7.5, 10.5, 'ml', '7.5–11 ml'],
    [3.75, 7.5, 'ml', '3.8–7.5 ml'],
    [10.5, 15, 'ml', '11–15 ml'],
    [60, 60, 'ml', '60 ml'],
    [0.5, 0.7, 'ml', '0.5–0.7 ml'],
    [5, 5, 'g', '5 g'],
    [16 / 3, 16 / 3, 'g', '5.3 g'],
    [200 / 3, 200 / 3, 'g', '67 g'],
    [600, 1200, 'ml', '0.6–1.2 L'],
    [1000, 1000, 'ml', '1 L'],
    [1125, 2250, 'ml', '1.13–2.25 L'],
    [12_345, 24_690, 'ml', '12.3–24.7 L'],
    [150_000, 300_000, 'ml', '150–300 L'],
    [123_456_000, 123_456_000, 'ml', '1,23,456 L'],
    [2000 / 3, 4000 / 3, 'g', '0.67–1.33 kg'],
    [9.96, 9.99, 'ml', '10 ml'],
  ] as const)('%d–%d %s → %s', (min, max, measure, text) => {
    expect(formatAmount(toRange(min, max), measure, style)).toBe(text);
  });

  it('rounds a figure that binary floating point leaves just under a half upwards (0.7 × 15 = 10.5)', () => {
    expect(formatAmount(toRange(0.7 * 15), 'ml', style)).toBe('11 ml');
    expect(formatAmount(toRange(0.35 * 3), 'ml', style)).toBe('1.1 ml');
  });
});

describe('rates, counts and litres', () => {
  it('writes a rate to two decimals at most', () => {
    expect(formatRate(toRange(0.25, 0.5), 'en-IN')).toBe('0.25–0.5');
    expect(formatRate(toRange(3, 6), 'en-IN')).toBe('3–6');
    expect(formatRate(toRange(4), 'en-IN')).toBe('4');
  });

  it('writes whole counts with Indian digit grouping', () => {
    expect(formatCount(toRange(10, 14), 'en-IN')).toBe('10–14');
    expect(formatCount(toRange(1483, 2472), 'en-IN')).toBe('1,483–2,472');
    expect(formatCount(toRange(123_456), 'en-IN')).toBe('1,23,456');
  });

  it('writes litres of water whole from 10, to one decimal under', () => {
    expect(formatLitres(15, style)).toBe('15 L');
    expect(formatLitres(200, style)).toBe('200 L');
    expect(formatLitres(12.5, style)).toBe('13 L');
    expect(formatLitres(7.5, style)).toBe('7.5 L');
    expect(formatLitres(250_000, style)).toBe('2,50,000 L');
  });
});
