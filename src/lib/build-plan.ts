/**
 * The plan `npm run build` (scripts/build-site.ts) writes before it runs Astro, so that Astro's pass does
 * only what is left to do: the product pages the build restores from its previous output instead of
 * rendering them, what it has already learnt of every picture the API's records show (so no page
 * fetches or measures one again), and the folder where a rendered page is handed over to be
 * compressed at once (astro.config.mjs). The file is named by BUILD_PLAN_PATH for the duration of that
 * one `astro build`. A plain `astro build` has no plan and does all of it itself: the same site, slower.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as v from 'valibot';

/** The variable that names the plan file while the build runs Astro. */
export const BUILD_PLAN_VARIABLE = 'BUILD_PLAN_PATH';

/** What the image cache knows of one source (see SourceRecord in ./images/cache.ts). */
const ImageRecordSchema = v.object({
  source: v.string(),
  hash: v.string(),
  width: v.number(),
  height: v.number(),
  format: v.string(),
  checkedAt: v.number(),
  etag: v.exactOptional(v.string()),
  lastModified: v.exactOptional(v.string()),
  stamp: v.exactOptional(v.string()),
});

const BuildPlanSchema = v.object({
  format: v.literal(1),
  /** Product pages (paths in dist/) not to render: the build restores them from its previous output. */
  reusePages: v.array(v.string()),
  /** Pictures the build has prepared: what the image cache holds for each. */
  images: v.record(v.string(), ImageRecordSchema),
  /** Pictures the build could not fetch or read, with the reason: pages show their original address. */
  imageFailures: v.record(v.string(), v.string()),
  /** Where a rendered page goes to be compressed while rendering goes on; null to leave it to finalize. */
  compressionPool: v.nullable(v.string()),
});

export type BuildPlan = v.InferOutput<typeof BuildPlanSchema>;

/** Writes a plan for the next `astro build` of this process. */
export function writeBuildPlan(file: string, plan: Omit<BuildPlan, 'format'>): void {
  writeFileSync(file, JSON.stringify({ format: 1, ...plan } satisfies BuildPlan));
}

/**
 * The plan as read, shared by the two copies of this module a build loads (astro.config.mjs's, and the
 * pages' bundle's): each reading its own, at 100,000 products they held the ~208,000 pages to restore and
 * the record of every picture twice, through Astro's pass and finalize.
 */
const PLAN = Symbol.for('build-plan.read');
const planSlot = globalThis as typeof globalThis & { [PLAN]?: { file: string; plan: BuildPlan } | undefined };

/** The plan of the `astro build` running now, or undefined for a build without one. Read once per file. */
export function getBuildPlan(): BuildPlan | undefined {
  const file = process.env[BUILD_PLAN_VARIABLE];
  if (!file) return undefined;
  let read = planSlot[PLAN];
  if (read?.file !== file) {
    const result = v.safeParse(BuildPlanSchema, JSON.parse(readFileSync(file, 'utf8')));
    if (!result.success)
      throw new Error(`The build plan ${file} is not one this version of the site wrote: ${result.issues[0].message}`);
    read = { file, plan: result.output };
    planSlot[PLAN] = read;
  }
  return read.plan;
}

/** Lets go of the plan once Astro's pass is over: both copies of this module stay loaded to the end of the process. */
export function releaseBuildPlan(): void {
  planSlot[PLAN] = undefined;
}
