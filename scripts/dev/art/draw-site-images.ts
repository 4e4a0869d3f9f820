/**
 * `npm run images`: draws the site's own pictures from SVG made in code and writes them to
 * `public/images/` (WebP) and `public/` (favicons), where they are committed.
 *
 *   npm run images                 # redraw every picture
 *   npm run images -- --only hero  # only paths containing "hero"
 *
 * Paths come from the company content (`src/content/company/`) and from the image paths the
 * catalogue content lists (`catalogueImageFiles` of `src/content/catalogue/`), so a page can only
 * reference an image this script writes. Images of served products (`/images/products/`) are the
 * reference API's (scripts/dev/art/seed/), not drawn here. Drawing is deterministic: an unchanged
 * picture is written with the same bytes, so only real changes show in git.
 *
 * Each WebP is encoded at quality 72 and stepped down to 65 if it exceeds its size budget (heroes
 * 90 KB, everything else 40 KB); a file still over budget is reported and the script exits with
 * status 1.
 */

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { catalogueImageFiles } from '../../../src/content/catalogue/index.ts';
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

function collectJobs(): Job[] {
  const jobs = new Map<string, Job>();
  const add = (job: Job): void => {
    if (!jobs.has(job.path)) jobs.set(job.path, job);
  };

  const [hero1, hero2] = heroSlides;
  add({ path: hero1.image.src, width: hero1.image.width, height: hero1.image.height, format: 'webp', budget: HERO_BUDGET, render: () => heroField(hero1.image.width, hero1.image.height) });
  add({ path: hero2.image.src, width: hero2.image.width, height: hero2.image.height, format: 'webp', budget: HERO_BUDGET, render: () => heroPlant(hero2.image.width, hero2.image.height) });

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

  for (const path of catalogueImageFiles) {
    const job = jobForListedPath(path);
    if (job !== undefined) add(job);
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

/** Draws every job and writes the files whose bytes differ from what is there. */
async function drawAll(jobs: Job[]): Promise<void> {
  let changed = 0;
  let total = 0;
  const overBudget: string[] = [];
  for (const job of jobs) {
    const file = join(PUBLIC, job.path);
    const { data, quality } = await encode(job, job.render());
    total += data.length;
    const size = `${(data.length / KB).toFixed(1)} KB`;
    const over = data.length > job.budget;
    if (over) overBudget.push(`${job.path} (${size} > ${job.budget / KB} KB)`);
    if (existsSync(file) && readFileSync(file).equals(data)) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, data);
    changed += 1;
    console.log(`${over ? '!' : '✓'} ${job.path}  ${job.width}×${job.height}  ${size}${quality === null ? '' : `  q${quality}`}`);
  }
  console.log(`${jobs.length} images drawn, ${changed} new or changed. Total ${(total / KB / KB).toFixed(2)} MB.`);
  if (overBudget.length > 0) {
    console.error(`Over the size budget:\n  ${overBudget.join('\n  ')}`);
    process.exitCode = 1;
  }
}

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
await drawAll(collectJobs().filter((job) => only === undefined || job.path.includes(only)));
