import { describe, expect, it } from 'vitest';
import { getBlogExcerpt } from '../../../src/lib/format/excerpt.ts';

describe('getBlogExcerpt', () => {
  it('strips anchor tags and keeps their words', () => {
    const html = '<p>Read our <a href="https://example.com/guide" target="_blank">emulsifier guide</a> first.</p>';
    const excerpt = getBlogExcerpt(html);
    expect(excerpt).toBe('Read our emulsifier guide first.');
    expect(excerpt).not.toMatch(/<a|href|example\.com/);
  });

  it('removes every other tag, scripts with their content, and decodes entities', () => {
    const html =
      '<h2>Dosage</h2><script>alert(1)</script><p>3&ndash;6 ml &amp; 5&nbsp;g <strong>per litre</strong></p>';
    expect(getBlogExcerpt(html)).toBe('Dosage 3–6 ml & 5 g per litre');
  });

  it('keeps paragraphs apart', () => {
    expect(getBlogExcerpt('<p>One.</p><p>Two.</p><ul><li>Three</li><li>Four</li></ul>')).toBe('One. Two. Three Four');
  });

  it('cuts long text and adds "..."', () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    expect(getBlogExcerpt(`<p>${words}</p>`, 5)).toBe('w0 w1 w2 w3 w4...');
  });

  it('gives an empty string for an empty body', () => {
    expect(getBlogExcerpt('')).toBe('');
  });
});
