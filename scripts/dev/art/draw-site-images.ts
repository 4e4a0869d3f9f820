/**
 * Generates the site's own raster images from SVG drawn in code:
 *
 *   npx node scripts/dev/art/draw-site-images.ts            # write missing files
 *   npx node scripts/dev/art/draw-site-images.ts --force    # rewrite everything
 *   npx node scripts/dev/art/draw-site-images.ts --only hero   # only paths containing "hero"
 *
 * Output goes to `public/images/` (WebP) and `public/` (favicons). Paths come
 * from the company content (`src/content/company/`) and from every
 * `*ImageFiles` list the catalogue content exports (`src/content/catalogue/`),
 * so a page can only reference an image this script writes. Images of served
 * products (`/images/products/`) are not drawn here.
 *
 * Each WebP is encoded at quality 72 and stepped down to 65 if it exceeds its
 * size budget (heroes 90 KB, everything else 40 KB); a file still over budget
 * is reported and the script exits with status 1.
 */

import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { founders, getFounderMonogramPath, heroSlides } from '../../../src/content/company/home.ts';
import { EVENT_IMAGE_SIZE, eventImageSpecs, getEventIllustrationPath } from '../../../src/content/company/events.ts';
import {
  CATEGORY_IMAGE_SIZES,
  DEFAULT_CATEGORY_HERO,
  getCategoryImagePaths,
  LEAF_IMAGE,
  OG_DEFAULT_IMAGE,
} from '../../../src/content/company/image-paths.ts';
import { renderCategoryImage, type CategoryVariant } from './site/motifs.ts';
import { productImage } from './site/products.ts';
import { eventImage, faviconSvg, founderMonogram, heroField, heroPlant, leafCutout, ogCard } from './site/scenes.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PUBLIC = join(ROOT, 'public');

const KB = 1024;
const HERO_BUDGET = 90 * KB;
const IMAGE_BUDGET = 40 * KB;
const QUALITY_START = 72;
const QUALITY_MIN = 65;

/** One file to write. */
interface Job {
  /** Root-relative URL path, e.g. `/images/leaf.webp`. */
  path: string;
  width: number;
  height: number;
  format: 'webp' | 'png' | 'svg';
  budget: number;
  render: () => string;
}

/** The category and sub-category names of SPEC.md §3 that always get images. */
const CATEGORY_NAMES: readonly string[] = [
  'Agro chemicals & Emulsifiers',
  'Fertilizers',
  'Silicone Super Spreader',
  'Paint Additives',
  'General Emulsifiers',
  'Home & Industrial Cleaning',
  'Agro - Emulsifiers',
  'Oil Emulsifier',
  'Emulsifier for EC',
  'Nitrobenzene Emulsifier',
  'Surfactant For SC',
  'Surfactant For WP',
  'Adjuvant For SL',
  'Conventional Emulsifier',
  'Silicone Based Products',
  'Orthosilicic Acid 2% WSL',
  'Botanical Products',
  'Plant Growth Promoters',
  'Essential Oil',
  'Pheromones',
  'Others',
  'Manufacturing Products',
  'Trading Products',
];

/** Default size of product-pack images listed by the catalogue content. */
const PRODUCT_SIZE = { width: 600, height: 600 } as const;

function categoryJob(path: string, slug: string, variant: CategoryVariant): Job {
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
function jobForListedPath(path: string): Job | undefined {
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

/** Every `*ImageFiles` string list exported by the catalogue content modules. */
async function readCatalogueImageLists(): Promise<Map<string, readonly string[]>> {
  const dir = join(ROOT, 'src/content/catalogue');
  const lists = new Map<string, readonly string[]>();
  if (!existsSync(dir)) return lists;
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('.d.ts')) continue;
    let mod: Record<string, unknown>;
    try {
      mod = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    } catch (error) {
      console.warn(`! could not load src/content/catalogue/${file}: ${(error as Error).message}`);
      continue;
    }
    for (const [name, value] of Object.entries(mod)) {
      if (!name.endsWith('ImageFiles') || !Array.isArray(value)) continue;
      const paths = value.filter((v): v is string => typeof v === 'string');
      lists.set(`${file}#${name}`, paths);
    }
  }
  return lists;
}

async function collectJobs(): Promise<Job[]> {
  const jobs = new Map<string, Job>();
  const add = (job: Job): void => {
    if (!jobs.has(job.path)) jobs.set(job.path, job);
  };

  const [hero1, hero2] = heroSlides;
  add({ path: hero1.image.src, width: hero1.image.width, height: hero1.image.height, format: 'webp', budget: HERO_BUDGET, render: () => heroField(hero1.image.width, hero1.image.height) });
  add({ path: hero2.image.src, width: hero2.image.width, height: hero2.image.height, format: 'webp', budget: HERO_BUDGET, render: () => heroPlant(hero2.image.width, hero2.image.height) });

  for (const name of CATEGORY_NAMES) {
    const paths = getCategoryImagePaths(name);
    const slug = paths.image.replace(/^\/images\/categories\/|\.webp$/g, '');
    add(categoryJob(paths.image, slug, 'card'));
    add(categoryJob(paths.wide, slug, 'wide'));
    add(categoryJob(paths.square, slug, 'square'));
  }
  add(categoryJob(DEFAULT_CATEGORY_HERO, 'default', 'wide'));

  add({ path: LEAF_IMAGE, width: 400, height: 400, format: 'webp', budget: IMAGE_BUDGET, render: () => leafCutout(400) });
  add({ path: OG_DEFAULT_IMAGE, width: 1200, height: 630, format: 'webp', budget: IMAGE_BUDGET, render: () => ogCard(1200, 630) });

  founders.forEach((founder, i) => {
    // A founder with a photograph from the company needs no monogram.
    if (founder.image !== getFounderMonogramPath(founder.name)) return;
    add({ path: founder.image, width: 600, height: 600, format: 'webp', budget: IMAGE_BUDGET, render: () => founderMonogram(founder.name, i, 600) });
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
  add({ path: '/apple-touch-icon.png', width: 180, height: 180, format: 'png', budget: 20 * KB, render: () => faviconSvg(false) });

  for (const [source, paths] of await readCatalogueImageLists()) {
    let count = 0;
    for (const path of paths) {
      const job = jobForListedPath(path);
      if (job === undefined) continue;
      if (!jobs.has(job.path)) count += 1;
      add(job);
    }
    console.log(`  ${source}: ${paths.length} paths, ${count} new`);
  }
  return [...jobs.values()];
}

async function encode(job: Job, svg: string): Promise<{ data: Buffer; quality: number | null }> {
  const input = Buffer.from(svg);
  if (job.format === 'svg') return { data: input, quality: null };
  const image = sharp(input, { density: 72 }).resize(job.width, job.height, { fit: 'fill' });
  if (job.format === 'png') return { data: await image.png({ compressionLevel: 9, palette: true }).toBuffer(), quality: null };
  let quality = QUALITY_START;
  for (;;) {
    const data = await image.clone().webp({ quality, effort: 6, alphaQuality: 80, smartSubsample: true }).toBuffer();
    if (data.length <= job.budget || quality <= QUALITY_MIN) return { data, quality };
    quality = Math.max(QUALITY_MIN, quality - 3);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const onlyIndex = args.indexOf('--only');
  const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;

  console.log('Collecting image paths…');
  const jobs = (await collectJobs()).filter((j) => only === undefined || j.path.includes(only));
  let written = 0;
  let skipped = 0;
  const overBudget: string[] = [];
  for (const job of jobs) {
    const file = join(PUBLIC, job.path);
    if (!force && existsSync(file)) {
      skipped += 1;
      continue;
    }
    mkdirSync(dirname(file), { recursive: true });
    const { data, quality } = await encode(job, job.render());
    writeFileSync(file, data);
    written += 1;
    const size = `${(data.length / KB).toFixed(1)} KB`;
    const over = data.length > job.budget;
    if (over) overBudget.push(`${job.path} (${size} > ${job.budget / KB} KB)`);
    console.log(`${over ? '!' : '✓'} ${job.path}  ${job.width}×${job.height}  ${size}${quality === null ? '' : `  q${quality}`}`);
  }
  let total = 0;
  for (const job of jobs) {
    const file = join(PUBLIC, job.path);
    if (existsSync(file)) total += statSync(file).size;
  }
  console.log(
    `\n${jobs.length} images: ${written} written, ${skipped} already present (use --force to redraw). Total ${(total / KB / KB).toFixed(2)} MB.`,
  );
  if (overBudget.length > 0) {
    console.error(`Over the size budget:\n  ${overBudget.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await main();
