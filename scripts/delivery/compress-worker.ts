/**
 * Worker thread of ./early-compression.ts: compresses the catalogue pages Astro renders, on another
 * core, into a pool of files named by content hash (`<sha1>.br`, `<sha1>.gz`) that finalize moves into
 * place.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { CATALOGUE_PAGE_COMPRESSION, compressSync, contentHash } from './compress.ts';

const poolDir = (workerData as { poolDir: string }).poolDir;

parentPort?.on('message', (bytes: Uint8Array) => {
  try {
    const hash = contentHash(bytes);
    const { br, gz } = compressSync(bytes, CATALOGUE_PAGE_COMPRESSION);
    for (const [suffix, data] of [
      ['br', br],
      ['gz', gz],
    ] as const) {
      const temporary = join(poolDir, `${hash}.${suffix}.${process.pid}.tmp`);
      writeFileSync(temporary, data);
      renameSync(temporary, join(poolDir, `${hash}.${suffix}`));
    }
  } finally {
    parentPort?.postMessage('done');
  }
});
