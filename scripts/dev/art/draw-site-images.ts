/**
 * `npm run images`: draws the site's own pictures (./site-images.ts) and writes them to `public/`,
 * where they are committed.
 *
 *   npm run images                 # redraw every picture
 *   npm run images -- --only hero  # only paths containing "hero"
 *
 * Drawing is deterministic: a picture whose drawing and content did not change comes out with the
 * same bytes and is left alone, so only real changes show in git. A file over its size budget is
 * reported and the script exits with status 1.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeSiteImage, KB, listSiteImages, type SiteImage } from './site-images.ts';

const PUBLIC = resolve(dirname(fileURLToPath(import.meta.url)), '../../../public');

/** Draws every picture and writes the files whose bytes differ from what is there. */
async function drawAll(images: SiteImage[]): Promise<void> {
  let changed = 0;
  let total = 0;
  const overBudget: string[] = [];
  for (const image of images) {
    const file = join(PUBLIC, image.path);
    const { data, quality } = await encodeSiteImage(image);
    total += data.length;
    const size = `${(data.length / KB).toFixed(1)} KB`;
    const over = data.length > image.budget;
    if (over) overBudget.push(`${image.path} (${size} > ${image.budget / KB} KB)`);
    if (existsSync(file) && readFileSync(file).equals(data)) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, data);
    changed += 1;
    console.log(
      `${over ? '!' : '✓'} ${image.path}  ${image.width}×${image.height}  ${size}${quality === null ? '' : `  q${quality}`}`,
    );
  }
  console.log(`${images.length} images drawn, ${changed} new or changed. Total ${(total / KB / KB).toFixed(2)} MB.`);
  if (overBudget.length > 0) {
    console.error(`Over the size budget:\n  ${overBudget.join('\n  ')}`);
    process.exitCode = 1;
  }
}

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
await drawAll(listSiteImages().filter((image) => only === undefined || image.path.includes(only)));
