import { describe, expect, it } from 'vitest';
import { listImageJobs } from '../../scripts/dev/art/seed/manifest.ts';
import { placeGroup } from '../../scripts/dev/seed/categories.ts';
import { createSeed } from '../../scripts/dev/seed/index.ts';
import { categoryRecords, listAllSubcategories } from '../../src/content/catalogue/categories.ts';

const BASE = 'http://api.test';
const seed = createSeed({ imageBaseUrl: BASE });

describe('the reference API seed (scripts/dev/seed)', () => {
  it("serves the site's own categories and sub-categories, with products in each that has none below it", () => {
    expect(seed.categories.map((ref) => ref.Name)).toEqual(categoryRecords.map((record) => record.category));
    expect(seed.subCategories.map((ref) => ref.Name)).toEqual(
      listAllSubcategories().map((record) => record.subcategory),
    );
    const places = new Set(seed.products.map((product) => product.SubCategories?.Name ?? product.Categories.Name));
    const pages = [
      ...categoryRecords.filter((record) => record.subcategories.length === 0).map((record) => record.category),
      ...listAllSubcategories()
        .filter((record) => record.subcategories.length === 0)
        .map((record) => record.subcategory),
    ];
    expect(pages.filter((name) => !places.has(name))).toEqual([]);
  });

  it('gives every product the category its sub-category hangs under', () => {
    for (const product of seed.products) {
      if (!product.SubCategories) continue;
      const record = categoryRecords.find((category) => category.category === product.Categories.Name);
      const names = listAllSubcategories(record ? [record] : []).map((sub) => sub.subcategory);
      expect(names, product.Name).toContain(product.SubCategories.Name);
    }
  });

  it('refuses a fixture group whose place the site does not have, naming the file', () => {
    expect(() => placeGroup({ subCategory: 'Oil Emulsifiers' }, 'products/x.json')).toThrow(
      /products\/x\.json.*"Oil Emulsifiers"/,
    );
    expect(() => placeGroup({ category: 'Fertiliser' }, 'products/y.json')).toThrow(/products\/y\.json.*"Fertiliser"/);
    expect(placeGroup({ subCategory: 'Oil Emulsifier' }, 'products/z.json').category.Name).toBe(
      'Agro chemicals & Emulsifiers',
    );
  });

  it('is the same on every run, and scales to any product count with distinct ids', () => {
    expect(createSeed({ imageBaseUrl: BASE })).toEqual(seed);
    const small = createSeed({ imageBaseUrl: BASE, productCount: 6 });
    expect(new Set(small.products.map((product) => product.Categories.Name)).size).toBe(6);
    const large = createSeed({ imageBaseUrl: BASE, productCount: 1000 });
    expect(large.products).toHaveLength(1000);
    expect(large.products.slice(0, seed.products.length)).toEqual(seed.products);
    expect(new Set(large.products.map((product) => product._id)).size).toBe(1000);
    expect(new Set(large.products.map((product) => `${product.Name}|${product.ProductCode}`)).size).toBe(1000);
    const ids = [...large.categories, ...large.subCategories, ...large.products].map((record) => record._id);
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
  });

  it('points only to pictures the seed draws', () => {
    const drawn = new Set(listImageJobs().map((job) => `${BASE}/images/${job.file}`));
    const large = createSeed({ imageBaseUrl: BASE, productCount: 500 });
    const shown = [
      ...large.products.flatMap((product) => product.Image),
      ...seed.blogs.map((blog) => blog.image),
      ...seed.blogs.flatMap((blog) => [...blog.description.matchAll(/src="([^"]+)"/g)].map((match) => match[1] ?? '')),
    ];
    expect(shown.filter((url) => !drawn.has(url))).toEqual([]);
    expect(JSON.stringify(large)).not.toContain('{images}');
  });
});
