import type { Product, Snapshot } from '../../src/lib/api/types.ts';
import { SNAPSHOT_FORMAT } from '../../src/lib/catalogue/snapshot.ts';

/** A product as the boundary hands it on, with whatever the test needs changed. */
export const product = (id: string, name: string, extra: Partial<Product> = {}): Product => ({
  id,
  name,
  code: null,
  images: [],
  description: 'd',
  generalFeatures: [],
  instructions: [],
  videoGuide: null,
  dosage: null,
  recommendedAdjuvant: null,
  hot: false,
  category: { id: 'c', name: 'Fertilizers' },
  subCategory: null,
  ...extra,
});

/** A snapshot of these products in one category, with whatever the test needs changed. */
export const snapshot = (products: Product[], extra: Partial<Snapshot> = {}): Snapshot => ({
  format: SNAPSHOT_FORMAT,
  pulledAt: '2026-01-01T00:00:00Z',
  source: 'https://api.example.com',
  categories: [{ id: 'c', name: 'Fertilizers' }],
  subCategories: [],
  products,
  blogs: [],
  jobs: [],
  jobsFirstSeen: {},
  leftOut: [],
  ...extra,
});
