/**
 * Which image files the seed references, and how each is drawn. Only base products have
 * files; generated variants reuse their base product's images.
 */
import { BLOG_SPECS } from '../blogs/index.ts';
import { listBaseProducts, type BaseProduct } from '../catalogue.ts';
import { blogSvg, type BlogArt } from './blog-art.ts';
import { PALETTES } from './palette.ts';
import { productSvg, type ProductView } from './product-art.ts';

export interface ImageJob {
  /** Path relative to the images folder. */
  file: string;
  svg: () => string;
}

export function productImageFile(slug: string, view: ProductView): string {
  return `products/${slug}-${view}.webp`;
}

export function blogImageFile(art: BlogArt): string {
  return `blogs/${art}.webp`;
}

function productJobs(product: BaseProduct): ImageJob[] {
  const { spec, group } = product;
  const art = {
    header: group.labelHeader,
    name: spec.name,
    code: spec.code,
    category: group.category,
    subCategory: group.subCategory ?? '',
    dosage: spec.dosage,
    highlights: spec.features,
    palette: PALETTES[group.family],
  };
  return product.views.map((view) => ({
    file: productImageFile(product.slug, view),
    svg: () => productSvg(art, view),
  }));
}

/** Every image file of the seed, for any product count. */
export function listImageJobs(): ImageJob[] {
  const jobs = listBaseProducts().flatMap(productJobs);
  for (const blog of BLOG_SPECS) {
    jobs.push({ file: blogImageFile(blog.art), svg: () => blogSvg(blog.art) });
  }
  const files = new Set(jobs.map((job) => job.file));
  if (files.size !== jobs.length) throw new Error('Seed: two images share a file name');
  return jobs;
}
