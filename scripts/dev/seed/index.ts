/**
 * The reference API's seed: categories, sub-categories, products, blogs and job posts as the
 * company API serves them (./types.ts), read from the fixtures in ./fixtures.
 */
import { listCategoryRefs, listSubCategoryRefs } from './categories.ts';
import { readFixtures } from './fixtures.ts';
import { createProducts, listBaseProducts, resolveImageUrls } from './products.ts';
import type { Seed } from './types.ts';

export type { Seed, ServedBlog, ServedJob, ServedProduct, ServedRef } from './types.ts';

export interface SeedOptions {
  /** Defaults to the written catalogue (118 products); larger counts add pack and grade variants. */
  productCount?: number;
  /** Origin the images are served from; image URLs are `${imageBaseUrl}/images/${file}`. */
  imageBaseUrl: string;
}

/** Builds the seed. Deterministic: the same options always give the same records and ids. */
export function createSeed(options: SeedOptions): Seed {
  const { blogs, jobs } = readFixtures();
  const count = Math.max(0, Math.floor(options.productCount ?? listBaseProducts().length));
  return {
    categories: listCategoryRefs(),
    subCategories: listSubCategoryRefs(),
    products: createProducts(count, options.imageBaseUrl),
    blogs: blogs.map((blog) => ({
      ...blog,
      image: resolveImageUrls(blog.image, options.imageBaseUrl),
      description: resolveImageUrls(blog.description, options.imageBaseUrl),
    })),
    jobs,
  };
}
