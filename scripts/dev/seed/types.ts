/**
 * Records exactly as the company API serves them from its GET calls; the reference API serves the
 * seed in these shapes and the site's pull step parses them. Their fields are described with the
 * fixture schemas (./fixture-schemas.ts), which hold them as written.
 */
import type * as v from 'valibot';
import type { BlogList, JobList, ProductFixture } from './fixture-schemas.ts';

export interface ServedRef {
  _id: string;
  Name: string;
}

export type ServedProduct = ProductFixture & {
  Categories: ServedRef;
  /** null when the product sits directly under its category. */
  SubCategories: ServedRef | null;
};

export type ServedBlog = v.InferOutput<typeof BlogList>[number];

export type ServedJob = v.InferOutput<typeof JobList>[number];

export interface Seed {
  categories: ServedRef[];
  subCategories: ServedRef[];
  products: ServedProduct[];
  blogs: ServedBlog[];
  jobs: ServedJob[];
}
