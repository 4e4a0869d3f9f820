import { describe, expect, it } from 'vitest';
import { escapeXml, splitUnbreakable, truncateWords, unbreakableText } from '../../src/lib/text.ts';
import { getYouTubeId, toEmbedUrl } from '../../src/lib/video.ts';

describe('truncateWords', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

  it('keeps text of 50 words or fewer whole', () => {
    expect(truncateWords(words(50))).toBe(words(50));
  });

  it('cuts longer text to 50 words and adds "..."', () => {
    expect(truncateWords(words(51))).toBe(`${words(50)}...`);
  });

  it('lets the "..." take the place of the punctuation the cut leaves at the end', () => {
    expect(truncateWords('It works. Then more', 2)).toBe('It works...');
    expect(truncateWords('Inside, outside', 1)).toBe('Inside...');
    expect(truncateWords('Why? Because', 1)).toBe('Why?...');
  });

  it('folds runs of white space', () => {
    expect(truncateWords('  a \n b\t c ', 2)).toBe('a b...');
  });
});

describe('YouTube links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads the id of %s', (link, id) => {
    expect(getYouTubeId(link)).toBe(id);
    expect(toEmbedUrl(link)).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
  });

  it.each([
    'https://vimeo.com/123456789',
    'https://www.youtube.com/watch?v=short',
    'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a link',
    '',
  ])('refuses %j', (link) => {
    expect(toEmbedUrl(link)).toBeNull();
  });
});

describe('escapeXml', () => {
  it('escapes what would end text or a double-quoted attribute, ampersands first', () => {
    expect(escapeXml('a & b < c > d "e" \'f\'')).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; 'f'");
    expect(escapeXml('&lt;')).toBe('&amp;lt;');
  });
});

describe('splitUnbreakable', () => {
  const kept = (name: string) =>
    splitUnbreakable(name)
      .filter((part) => part.keepTogether)
      .map((part) => part.text);

  it('keeps a word together where its hyphen meets a digit or a single letter', () => {
    expect(kept('Adjuvant for 2,4-D Amine Salt 58% SL')).toEqual(['2,4-D']);
    expect(kept('PEG-400 Monooleate')).toEqual(['PEG-400']);
    expect(kept('Ethoxylate C12-14 (7-EO)')).toEqual(['C12-14', '(7-EO)']);
    expect(kept('Vitamin B-C')).toEqual(['B-C']);
  });

  it('lets a compound of words break at its hyphen', () => {
    expect(kept('Emulsifier for Lambda-Cyhalothrin 5% EC')).toEqual([]);
    expect(kept('Wetting & Dispersing Agent for Water-Based Paints')).toEqual([]);
    expect(kept('Anti-Drift & Deposition Aid')).toEqual([]);
  });

  it('gives back the whole name, in order', () => {
    for (const name of ['Adjuvant for 2,4-D Amine Salt 58% SL', 'PEG-400', ' Urea ', '', 'Vitamin B-C'])
      expect(
        splitUnbreakable(name)
          .map((part) => part.text)
          .join(''),
      ).toBe(name);
    expect(splitUnbreakable('Adjuvant for 2,4-D Amine')).toEqual([
      { text: 'Adjuvant for ', keepTogether: false },
      { text: '2,4-D', keepTogether: true },
      { text: ' Amine', keepTogether: false },
    ]);
  });
});

describe('unbreakableText', () => {
  it("keeps a title's product code and its names with a digit's hyphen on one line", () => {
    expect(unbreakableText('Adjuvant for 2,4-D Amine Salt 58% SL (FX SL 09) – Adjuvant For SL')).toBe(
      'Adjuvant for 2,4\u2011D Amine Salt 58% SL (FX\u00a0SL\u00a009) – Adjuvant For SL',
    );
    expect(unbreakableText('PEG-400 Monooleate (PEG 400 MO)')).toBe('PEG\u2011400 Monooleate (PEG\u00a0400\u00a0MO)');
  });

  it('lets a compound of words and a long aside break as before', () => {
    const text = 'Wetting & Dispersing Agent for Water-Based Paints (for decorative and industrial coatings)';
    expect(unbreakableText(text)).toBe(text);
    expect(unbreakableText('Fensil 360 – Silicone Super Spreader')).toBe('Fensil 360 – Silicone Super Spreader');
  });
});
