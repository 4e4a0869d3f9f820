/**
 * Served blog posts with absolute image URLs.
 */
import { BLOG_SPECS } from './blogs/index.ts';
import { listBaseProducts } from './catalogue.ts';
import { blogImageFile, productImageFile } from './images/manifest.ts';
import { makeObjectId } from './prng.ts';
import type { ServedBlog } from './types.ts';

export function createBlogs(imageBaseUrl: string): ServedBlog[] {
  const root = `${imageBaseUrl.replace(/\/+$/, '')}/images/`;
  const products = listBaseProducts();
  const productImage = (name: string): string => {
    const product = products.find((candidate) => candidate.spec.name === name);
    if (!product) throw new Error(`Seed: a blog shows the image of an unknown product "${name}"`);
    return root + productImageFile(product.slug, 'front');
  };
  return BLOG_SPECS.map((spec) => ({
    _id: makeObjectId('blog', spec.title, spec.createdAt),
    title: spec.title,
    image: root + blogImageFile(spec.art),
    description: spec.body({ productImage }).trim(),
    createdAt: spec.createdAt,
  }));
}
