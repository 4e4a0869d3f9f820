/**
 * Which picture files the seed's fixtures point to, and how each is drawn: product shots are named
 * `products/{slug}-{view}.webp`, blog headers `blogs/{art}.webp`. Only the written products have
 * files; the variants of a large seed show their product's pictures.
 */
import { IMAGES_TOKEN } from '../../seed/fixture-schemas.ts';
import { readFixtures } from '../../seed/fixtures.ts';
import { listBaseProducts, type BaseProduct } from '../../seed/products.ts';
import { blogSvg, isBlogArt } from './blog-art.ts';
import { isFamily, PALETTES } from './palette.ts';
import { isProductView, productSvg } from './product-art.ts';

export interface ImageJob {
  /** Path relative to the images folder. */
  file: string;
  svg: () => string;
}

/** The file an image URL of a fixture names, relative to the images folder. */
function toFile(url: string): string {
  return url.slice(`${IMAGES_TOKEN}/`.length);
}

function productJobs({ product, group, category, subCategory }: BaseProduct): ImageJob[] {
  const { family } = group;
  if (!isFamily(family)) throw new Error(`Seed fixtures: "${product.Name}" belongs to the unknown family "${family}"`);
  const art = {
    header: group.labelHeader,
    name: product.Name,
    code: product.ProductCode,
    category: category.Name,
    subCategory: subCategory?.Name ?? '',
    dosage: product.Dosage,
    highlights: product.General_Features,
    palette: PALETTES[family],
  };
  return product.Image.map((url) => {
    const file = toFile(url);
    const view = /^products\/[a-z0-9-]+-([a-z]+)\.webp$/.exec(file)?.[1] ?? '';
    if (!isProductView(view))
      throw new Error(`Seed fixtures: "${product.Name}" shows ${url}, which names no product shot drawn here`);
    return { file, svg: () => productSvg(art, view) };
  });
}

function blogJob(url: string): ImageJob {
  const file = toFile(url);
  const art = /^blogs\/([a-z-]+)\.webp$/.exec(file)?.[1] ?? '';
  if (!isBlogArt(art)) throw new Error(`Seed fixtures: a blog shows ${url}, which names no blog header drawn here`);
  return { file, svg: () => blogSvg(art) };
}

/** Every picture file of the seed, for any product count. */
export function listImageJobs(): ImageJob[] {
  const jobs = [...listBaseProducts().flatMap(productJobs), ...readFixtures().blogs.map((blog) => blogJob(blog.image))];
  const files = new Set(jobs.map((job) => job.file));
  if (files.size !== jobs.length) throw new Error('Seed fixtures: two pictures share a file name');
  return jobs;
}
