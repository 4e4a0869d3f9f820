import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faviconHref, svgDataUrl } from '../../src/lib/seo/favicon.ts';

describe('svgDataUrl', () => {
  it('escapes what a data: URL cannot hold and keeps the rest as written', () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#0c3b2e" width="100%"/>\n</svg>\n');
    expect(url).toBe(
      "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'><rect fill='%230c3b2e' width='100%25'/></svg>",
    );
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg'><rect fill='#0c3b2e' width='100%'/></svg>",
    );
  });
});

describe('the favicon written into every page', () => {
  it('is public/favicon.svg, whole', () => {
    const file = readFileSync('public/favicon.svg', 'utf8').trim().replace(/>\s+</g, '><').replaceAll('"', "'");
    expect(faviconHref.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(faviconHref.slice('data:image/svg+xml,'.length))).toBe(file);
    expect(faviconHref).not.toMatch(/[#"]/);
  });
});
