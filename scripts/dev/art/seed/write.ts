/**
 * Draws the seed's pictures into the reference API's images folder as WebP, skipping files that
 * already exist.
 */
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { listImageJobs, type ImageJob } from './manifest.ts';

const QUALITY = 70;

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

async function render(job: ImageJob, target: string): Promise<void> {
  // Loaded on first use, so code that only needs the seed's records never loads libvips.
  const { default: sharp } = await import('sharp');
  const data = await sharp(Buffer.from(job.svg())).webp({ quality: QUALITY, effort: 2 }).toBuffer();
  await mkdir(dirname(target), { recursive: true });
  // Write beside the target and rename, so an interrupted run never leaves a half-written image.
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, target);
}

/**
 * Writes every picture any seed points to (for any product count) that is missing from `dir`;
 * returns how many files were written.
 */
export async function writeSeedImages(dir: string): Promise<number> {
  const pending: ImageJob[] = [];
  for (const job of listImageJobs()) {
    if (!(await exists(join(dir, job.file)))) pending.push(job);
  }
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const job = pending[next++];
      if (job) await render(job, join(dir, job.file));
    }
  };
  const workers = Math.max(2, Math.min(8, availableParallelism()));
  await Promise.all(Array.from({ length: workers }, worker));
  return pending.length;
}
