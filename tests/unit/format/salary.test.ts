import { describe, expect, it } from 'vitest';
import { getCareersCopy } from '../../../src/content/careers/copy.ts';
import { abbreviate, formatSalary } from '../../../src/lib/format/salary.ts';

describe('abbreviate', () => {
  it.each([
    [15000, '₹15K'],
    [25000, '₹25K'],
    [12500, '₹12.5K'],
    [120000, '₹1.2L'],
    [350000, '₹3.5L'],
    [1200000, '₹12L'],
    [125000, '₹1.25L'],
    [100000, '₹1L'],
    [99999, '₹1L'],
    [500, '₹500'],
    [10000000, '₹100L'],
  ])('%d → %s', (amount, text) => {
    expect(abbreviate(amount)).toBe(text);
  });
});

describe('formatSalary', () => {
  it('writes a thousands range in K, then the range in lakh', () => {
    expect(formatSalary(15000, 25000)).toBe('₹15K – ₹25K (0.15 – 0.25 lakh)');
  });

  it('writes a lakh range in L, then the range in lakh', () => {
    expect(formatSalary(120000, 350000)).toBe('₹1.2L – ₹3.5L (1.2 – 3.5 lakh)');
    expect(formatSalary(350000, 1200000)).toBe('₹3.5L – ₹12L (3.5 – 12 lakh)');
  });

  it('mixes K and L when a range crosses one lakh', () => {
    expect(formatSalary(25000, 120000)).toBe('₹25K – ₹1.2L (0.25 – 1.2 lakh)');
  });

  it('writes equal ends as one figure', () => {
    expect(formatSalary(1200000, 1200000)).toBe('₹12L (12 lakh)');
  });

  it('says "From" or "Up to" when only one end is given', () => {
    expect(formatSalary(15000, null)).toBe('From ₹15K (0.15 lakh)');
    expect(formatSalary(null, 350000)).toBe('Up to ₹3.5L (3.5 lakh)');
    expect(formatSalary(0, 120000)).toBe('Up to ₹1.2L (1.2 lakh)');
  });

  it('swaps ends given the wrong way round', () => {
    expect(formatSalary(350000, 120000)).toBe('₹1.2L – ₹3.5L (1.2 – 3.5 lakh)');
  });

  it('gives null when no usable amount is given', () => {
    expect(formatSalary(null, null)).toBeNull();
    expect(formatSalary(0, 0)).toBeNull();
    expect(formatSalary(-5, Number.NaN)).toBeNull();
  });

  it('never glues the word lakh to an L figure', () => {
    for (const [low, high] of [
      [15000, 25000],
      [120000, 1200000],
      [350000, null],
    ] as const) {
      expect(formatSalary(low, high)).not.toMatch(/L lakh/);
    }
  });

  it('says the period only when it is given', () => {
    expect(formatSalary(120000, 350000, 'year')).toBe('₹1.2L – ₹3.5L (1.2 – 3.5 lakh) per year');
    expect(formatSalary(15000, null, 'month')).toBe('From ₹15K (0.15 lakh) per month');
    expect(formatSalary(120000, 350000)).not.toMatch(/per/);
  });

  it('says its words in the page language, with the same figures', () => {
    const hindi = getCareersCopy('hi').salary;
    expect(formatSalary(120000, 350000, 'year', hindi)).toBe('₹1.2L – ₹3.5L (1.2 – 3.5 लाख) प्रति वर्ष');
    expect(formatSalary(15000, null, 'month', hindi)).toBe('कम से कम ₹15K (0.15 लाख) प्रति माह');
    expect(formatSalary(null, 350000, null, hindi)).toBe('अधिकतम ₹3.5L (3.5 लाख)');
  });
});
