/**
 * One publish's build, run by the publisher (./server.ts) in a process of its own, so that a crash or
 * a leak of one build never reaches the publisher:
 *
 *   node scripts/publish/release.ts --live DIR --result FILE
 *
 * It starts ahead of the publish it serves: it loads Node, the build and Astro (~0.8 s, a fifth of a
 * small catalogue's publish) while the publisher waits for the hook to go quiet, then waits for one line
 * on stdin, `{"confirmed":false,"previousProducts":118}`, and builds. It exits quietly if stdin ends first.
 *
 * Builds the site incrementally into the release folder the live link does not show, checks it
 * (./checks.ts), and only then flips the link (../build-site.ts, swap 'link'). Prints each phase as
 * it starts as a JSON line ({"phase":"astro"}) and writes the outcome (./outcome.ts) to FILE.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { keepBundlerMemoryLean } from '../bundler-memory.ts';
import { enableBuildCompileCache } from '../compile-cache.ts';

enableBuildCompileCache();
keepBundlerMemoryLean();
const { buildSite, isExplainedFailure } = await import('../build-site.ts');
const { CheckFailure, checkOutput, HeldForConfirmation } = await import('./checks.ts');
const { oneLine } = await import('./outcome.ts');
const { getProductCardPath } = await import('../../src/lib/paths.ts');
// What buildSite loads first; loaded here, before the order, it costs the editor nothing.
await import('astro');

type ReleaseOutcome = import('./outcome.ts').ReleaseOutcome;
type OutputDiff = import('./checks.ts').OutputDiff;

/** What the publisher says when it is time to build. */
interface ReleaseOrder {
  confirmed: boolean;
  previousProducts?: number;
}

const { values } = parseArgs({ options: { live: { type: 'string' }, result: { type: 'string' } } });
if (!values.live || !values.result) throw new Error('release.ts needs --live DIR and --result FILE');

const order = await new Promise<ReleaseOrder | undefined>((done) => {
  const lines = createInterface({ input: process.stdin });
  lines.once('line', (line) => {
    // Before close, which says "no order" to the same promise.
    done(JSON.parse(line) as ReleaseOrder);
    lines.close();
  });
  lines.once('close', () => {
    done(undefined);
  });
});
if (!order) process.exit(0);
const { LockedError, takeLock } = await import('./lock.ts');
const site = new URL(process.env['SITE_URL'] || 'http://localhost:4321');

let outcome: ReleaseOutcome;
let files: OutputDiff | undefined;
let unlock: (() => void) | undefined;
try {
  mkdirSync(dirname(values.live), { recursive: true });
  unlock = takeLock(`${values.live}.lock`);
  const facts = await buildSite({
    outDir: values.live,
    swap: 'link',
    quiet: true,
    onPhase: (phase) => {
      console.log(JSON.stringify({ phase }));
    },
    beforeSwap: (candidate) => {
      files = checkOutput(candidate.dir, candidate.liveDir, candidate.catalogue.counts.products, {
        site,
        previousProducts: order.previousProducts,
        confirmed: order.confirmed,
      });
    },
  });
  const changes = facts.changes;
  outcome = {
    outcome: 'live',
    products: facts.catalogue.counts.products,
    ...(files ? { files } : {}),
    productChanges: changes
      ? [
          ...changes.added.map((product) => ({
            name: product.name,
            change: 'added' as const,
            path: getProductCardPath(product),
          })),
          ...changes.changed.map(({ product, fields }) => ({
            name: product.name,
            change: 'changed' as const,
            path: getProductCardPath(product),
            fields,
          })),
          ...changes.removed.map((product) => ({ name: product.name, change: 'removed' as const })),
        ]
      : [],
    leftOut: facts.catalogue.leftOut,
  };
} catch (error) {
  const held = error instanceof HeldForConfirmation;
  outcome = { outcome: held ? 'held' : 'failed', reason: oneLine(error) };
  // The checks' and the API's failures say it all in one line; anything else is a fault to look into.
  const explained = held || error instanceof CheckFailure || error instanceof LockedError || isExplainedFailure(error);
  console.error(explained ? `publish ${outcome.outcome}: ${outcome.reason}` : error);
}
unlock?.();
writeFileSync(values.result, JSON.stringify(outcome));
// The build's worker threads and background deletions must not keep this process past its answer.
process.exit(0);
