import { describe, expect, it } from 'vitest';
import { largestElement, summarise, type LighthouseResult } from '../../scripts/dev/bench/lib/lighthouse-run.ts';

/** A Lighthouse result with only what largestElement and summarise read. */
function resultWith(node: { selector: string; snippet: string } | undefined): LighthouseResult {
  const items = [
    { type: 'table', headings: [], items: [] },
    ...(node ? [{ type: 'node', lhId: 'page-0', path: '1,HTML', ...node }] : []),
  ];
  return {
    categories: {},
    audits: {
      'largest-contentful-paint': { numericValue: 1180 },
      'lcp-breakdown-insight': { details: { type: 'list', items } },
    },
  } as unknown as LighthouseResult;
}

describe("the Lighthouse bench's largest element", () => {
  it('names a picture by the end of its selector, from the last step with a class', () => {
    const banner = resultWith({
      selector: 'main#main > header.hero > picture > img.hero__bg',
      snippet: '<img alt="" src="/_img/a-800.avif" class="hero__bg">',
    });
    expect(largestElement(banner)).toBe('picture img.hero__bg');
    const gallery = resultWith({
      selector: 'product-gallery.gallery > div.gallery__main > picture > img',
      snippet: '<IMG alt="Bottle">',
    });
    expect(largestElement(gallery)).toBe('picture div.gallery__main > picture > img');
  });

  it('names anything else text', () => {
    const lead = resultWith({
      selector: 'main#main > header.intro > div.container > p.lead',
      snippet: '<p class="lead">',
    });
    expect(largestElement(lead)).toBe('text p.lead');
  });

  it('says nothing when Lighthouse named no element, and summarise leaves it out', () => {
    const none = resultWith(undefined);
    expect(largestElement(none)).toBeUndefined();
    expect(summarise(none)).not.toHaveProperty('largest');
    expect(summarise(resultWith({ selector: 'h1', snippet: '<h1>' })).largest).toBe('text h1');
  });
});
