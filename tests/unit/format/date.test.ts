import { describe, expect, it } from 'vitest';
import { blogDateLang, formatBlogDate, toIsoDate } from '../../../src/lib/format/date.ts';

describe('formatBlogDate', () => {
  it('shows short month, day and year in US English', () => {
    expect(formatBlogDate('2025-03-05T10:00:00.000Z')).toBe('Mar 5, 2025');
    expect(formatBlogDate('2024-12-31T06:00:00Z')).toBe('Dec 31, 2024');
  });

  it('shows the day, the Hindi month and the year with Western digits on Hindi pages', () => {
    expect(formatBlogDate('2025-03-05T10:00:00.000Z', 'hi')).toBe('5 मार्च 2025');
    expect(formatBlogDate('2025-03-04T20:00:00Z', 'hi')).toBe('5 मार्च 2025');
    expect(formatBlogDate('2024-11-18T06:00:00Z', 'hi')).toBe('18 नवंबर 2024');
    expect(blogDateLang('hi')).toBeUndefined();
    expect(blogDateLang('en')).toBeUndefined();
  });

  it('uses the date in India, whatever the build machine’s time zone', () => {
    expect(formatBlogDate('2025-03-04T20:00:00Z')).toBe('Mar 5, 2025');
    expect(toIsoDate('2025-03-04T20:00:00Z')).toBe('2025-03-05');
  });

  it('accepts a date without a time', () => {
    expect(formatBlogDate('2025-07-19')).toBe('Jul 19, 2025');
  });

  it('gives null for a missing or unusable date, so no date is shown', () => {
    expect(formatBlogDate(null)).toBeNull();
    expect(formatBlogDate('')).toBeNull();
    expect(formatBlogDate('not a date')).toBeNull();
    expect(toIsoDate(null)).toBeNull();
    expect(toIsoDate('yesterday')).toBeNull();
  });
});
