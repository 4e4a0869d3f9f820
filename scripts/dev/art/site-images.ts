/**
 * The site's own pictures: which files `public/` holds and how each is drawn and encoded. Paths come
 * from the company content (`src/content/company/`) and from the image paths the catalogue content
 * lists (categories, spreader landing, static product pages and featured products of `src/content/catalogue/`), so a page can only reference a picture
 * drawn here. Images of served products (`/images/products/`) are the reference API's
 * (scripts/dev/art/seed/), not drawn here.
 *
 * Each WebP is encoded at quality 72 and stepped down to 65 if it exceeds its size budget (heroes
 * 90 KB, everything else 40 KB).
 */
import sharp from 'sharp';
import { categoryImageFiles } from '../../../src/content/catalogue/categories.ts';
import { featuredImageFiles } from '../../../src/content/catalogue/hot-products.ts';
import { spreaderImageFiles } from '../../../src/content/catalogue/silicone-spreader.ts';
import { staticImageFiles } from '../../../src/content/catalogue/static-products.ts';
import { founders, getFounderMonogramPath, heroSlides } from '../../../src/content/company/home.ts';
import { EVENT_IMAGE_SIZE, eventImageSpecs, getEventIllustrationPath } from '../../../src/content/company/events.ts';
import {
  CATEGORY_IMAGE_SIZES,
  DEFAULT_CATEGORY_HERO,
  LEAF_IMAGE,
  OG_DEFAULT_IMAGE,
} from '../../../src/content/company/image-paths.ts';
import { renderCategoryImage, type CategoryVariant } from './site/motifs.ts';
import { productImage } from './site/products.ts';
import { eventImage, faviconSvg, founderMonogram, heroField, heroPlant, leafCutout, ogCard } from './site/scenes.ts';

/** One picture of `public/`. */
export interface SiteImage {
  /** Root-relative URL path, e.g. `/images/leaf.webp`. */
  path: string;
  width: number;
  height: number;
  format: 'webp' | 'png' | 'svg';
  budget: number;
  render: () => string;
}

/** Bytes in a kilobyte, the unit of the size budgets. */
export const KB = 1024;
const HERO_BUDGET = 90 * KB;
const IMAGE_BUDGET = 40 * KB;

/** Default size of product-pack images listed by the catalogue content. */
const PRODUCT_SIZE = { width: 600, height: 600 } as const;

function categoryJob(path: string, slug: string, variant: CategoryVariant): SiteImage {
  const size = CATEGORY_IMAGE_SIZES[variant];
  return {
    path,
    ...size,
    format: 'webp',
    budget: IMAGE_BUDGET,
    render: () => renderCategoryImage(slug, variant, size.width, size.height),
  };
}

/** Maps a listed `/images/...` path to a job that draws a fitting picture. */
function jobForListedPath(path: string): SiteImage | undefined {
  if (path.startsWith('/images/products/')) return undefined;
  const cat = /^\/images\/categories\/(.+?)(-wide|-square)?\.webp$/.exec(path);
  if (cat !== null) {
    const slug = cat[1] ?? 'default';
    const variant: CategoryVariant = cat[2] === '-wide' ? 'wide' : cat[2] === '-square' ? 'square' : 'card';
    return categoryJob(path, slug, variant);
  }
  const other = /^\/images\/(?:[a-z0-9-]+\/)*([^/]+)\.webp$/.exec(path);
  if (other !== null) {
    const slug = other[1] ?? 'product';
    return {
      path,
      ...PRODUCT_SIZE,
      format: 'webp',
      budget: IMAGE_BUDGET,
      render: () => productImage(slug, PRODUCT_SIZE.width, PRODUCT_SIZE.height),
    };
  }
  return undefined;
}

/** Every picture of `public/`, each once. */
export function listSiteImages(): SiteImage[] {
  const jobs = new Map<string, SiteImage>();
  const add = (job: SiteImage): void => {
    if (!jobs.has(job.path)) jobs.set(job.path, job);
  };

  const [hero1, hero2] = heroSlides;
  add({
    path: hero1.image.src,
    width: hero1.image.width,
    height: hero1.image.height,
    format: 'webp',
    budget: HERO_BUDGET,
    render: () => heroField(hero1.image.width, hero1.image.height),
  });
  add({
    path: hero2.image.src,
    width: hero2.image.width,
    height: hero2.image.height,
    format: 'webp',
    budget: HERO_BUDGET,
    render: () => heroPlant(hero2.image.width, hero2.image.height),
  });

  add(categoryJob(DEFAULT_CATEGORY_HERO, 'default', 'wide'));

  add({
    path: LEAF_IMAGE,
    width: 400,
    height: 400,
    format: 'webp',
    budget: IMAGE_BUDGET,
    render: () => leafCutout(400),
  });
  add({
    path: OG_DEFAULT_IMAGE,
    width: 1200,
    height: 630,
    format: 'webp',
    budget: IMAGE_BUDGET,
    render: () => ogCard(1200, 630),
  });

  founders.forEach((founder, i) => {
    // A founder with a photograph from the company needs no monogram.
    if (founder.image !== getFounderMonogramPath(founder.name)) return;
    add({
      path: founder.image,
      width: 600,
      height: 600,
      format: 'webp',
      budget: IMAGE_BUDGET,
      render: () => founderMonogram(founder.name, i, 600),
    });
  });

  for (const spec of eventImageSpecs) {
    spec.scenes.forEach((scene, i) => {
      const { width, height } = EVENT_IMAGE_SIZE;
      add({
        path: getEventIllustrationPath(spec.slug, i),
        width,
        height,
        format: 'webp',
        budget: IMAGE_BUDGET,
        render: () => eventImage(scene, spec.city, spec.banner, `${spec.slug}-${i + 1}`, width, height),
      });
    });
  }

  add({ path: '/favicon.svg', width: 64, height: 64, format: 'svg', budget: 4 * KB, render: () => faviconSvg(true) });
  add({
    path: '/apple-touch-icon.png',
    width: 180,
    height: 180,
    format: 'png',
    budget: 20 * KB,
    render: () => faviconSvg(false),
  });

  for (const path of [...categoryImageFiles, ...spreaderImageFiles, ...staticImageFiles, ...featuredImageFiles]) {
    const job = jobForListedPath(path);
    if (job !== undefined) add(job);
  }
  return [...jobs.values()];
}

const QUALITY_START = 72;
const QUALITY_MIN = 65;

/** The file's bytes: the SVG itself, or a PNG or WebP raster of it (`quality` is the WebP quality used). */
export async function encodeSiteImage(job: SiteImage): Promise<{ data: Buffer; quality: number | null }> {
  const input = Buffer.from(job.render());
  if (job.format === 'svg') return { data: input, quality: null };
  const image = sharp(input, { density: 72 }).resize(job.width, job.height, { fit: 'fill' });
  if (job.format === 'png')
    return { data: await image.png({ compressionLevel: 9, palette: true }).toBuffer(), quality: null };
  let quality = QUALITY_START;
  for (;;) {
    const data = await image.clone().webp({ quality, effort: 6, alphaQuality: 80, smartSubsample: true }).toBuffer();
    if (data.length <= job.budget || quality <= QUALITY_MIN) return { data, quality };
    quality = Math.max(QUALITY_MIN, quality - 3);
  }
}
