import { describe, expect, it } from 'vitest';
import { findCatalogueContentProblems } from '../../src/content/catalogue/check.ts';

describe('catalogue copy', () => {
  it("meets the company's catalogue rules: names, variants, lengths, only YouTube video links, image paths", () => {
    expect(findCatalogueContentProblems()).toEqual([]);
  });
});
