/**
 * The reference API's seed: categories, sub-categories, products, blogs and job posts as the
 * company API serves them (./types.ts), plus the images they point to.
 */
import { createBlogs } from './blogs.ts';
import { createCategories, createSubCategories } from './categories.ts';
import { listImageJobs } from './images/manifest.ts';
import { writeImageJobs } from './images/write.ts';
import { createJobs } from './jobs.ts';
import { createProducts, defaultProductCount } from './products.ts';
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
  const count = Math.max(0, Math.floor(options.productCount ?? defaultProductCount()));
  return {
    categories: createCategories(),
    subCategories: createSubCategories(),
    products: createProducts(count, options.imageBaseUrl),
    blogs: createBlogs(options.imageBaseUrl),
    jobs: createJobs(),
  };
}

/**
 * Writes every image any seed references (for any product count) under `dir`, keeping files
 * that already exist. Returns the number of files written.
 */
export function writeSeedImages(dir: string): Promise<number> {
  return writeImageJobs(dir, listImageJobs());
}
