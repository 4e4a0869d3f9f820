/**
 * Compresses pages while Astro is still rendering. Astro renders on one thread; on a two-core machine
 * the other core would otherwise wait, and pre-compressing 10,000 product pages afterwards took ~20 s of
 * the build. When the build plan names a pool folder (src/lib/build-plan.ts), astro.config.mjs starts a
 * compressor for Astro's pass and hands it each rendered catalogue page (./compress.ts says why the site's
 * own pages are left to finalize); finalize then finds every such page's .br and .gz ready in the pool,
 * by content hash, and compresses only what is missing.
 */
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface EarlyCompressor {
  /** Queues one rendered page (its bytes are transferred: do not use them afterwards). */
  submit(bytes: Uint8Array): void;
  /** Waits for the queued pages and stops the workers. */
  finish(): Promise<{ submitted: number; dropped: number }>;
}

/** Pages waiting beyond this are left to finalize, so memory stays bounded if rendering outpaces compression. */
const MAX_QUEUED = 256;

export function startEarlyCompression(poolDir: string): EarlyCompressor {
  mkdirSync(poolDir, { recursive: true });
  const workers = Array.from(
    { length: Math.max(1, availableParallelism() - 1) },
    () => new Worker(new URL('./compress-worker.ts', import.meta.url), { workerData: { poolDir } }),
  );
  // A build that fails part-way never calls finish(): idle workers must not keep the process alive.
  for (const worker of workers) worker.unref();
  const busy = new Map<Worker, number>(workers.map((worker) => [worker, 0]));
  let submitted = 0;
  let dropped = 0;
  let idle: (() => void) | undefined;
  const queued = () => [...busy.values()].reduce((total, count) => total + count, 0);
  for (const worker of workers) {
    worker.on('message', () => {
      busy.set(worker, busy.get(worker)! - 1);
      if (queued() === 0) idle?.();
    });
    // A worker that fails only means finalize compresses those pages itself.
    worker.on('error', () => {
      busy.set(worker, 0);
      if (queued() === 0) idle?.();
    });
  }
  return {
    submit(bytes) {
      if (queued() >= MAX_QUEUED) {
        dropped++;
        return;
      }
      const worker = workers.reduce((best, candidate) => (busy.get(candidate)! < busy.get(best)! ? candidate : best));
      busy.set(worker, busy.get(worker)! + 1);
      submitted++;
      worker.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
    },
    async finish() {
      if (queued() > 0) await new Promise<void>((resolveIdle) => (idle = resolveIdle));
      await Promise.all(workers.map((worker) => worker.terminate()));
      return { submitted, dropped };
    },
  };
}
