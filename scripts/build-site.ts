/**
 * What `npm run build` (./build.ts) does: pull the catalogue, prepare its images, plan Astro's pass
 * (which product pages the last build already holds, what each picture is, where rendered pages are
 * compressed: src/lib/build-plan.ts), build the static site into a temporary folder, assemble the output
 * in the spare one (the output before the live one: ./delivery/assemble.ts), and only then swap it into
 * dist/; the replaced output becomes the next spare. A plain `astro build` builds the same pages without
 * a plan, only slower. Any failure, or a check before the swap that refuses the output, leaves the
 * previous dist/ exactly as it was.
 * With PUBLIC_API_BASE_URL unset, the embedded reference API is started for the pull.
 * With SITE_MODE=production it first refuses to start while any company fact is a sample.
 * Ends by writing the build report (.cache/build-report.md) and printing its summary, which lists
 * the company facts still in use as samples.
 */
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import { companyFacts, getCompanyFactsFile } from '../src/content/company/facts.ts';
import { assertPublishable, SampleFactsError } from '../src/content/company/publish-check.ts';
import { listSampleFacts } from '../src/content/company/samples.ts';
import type { Snapshot } from '../src/lib/api/types.ts';
import { BUILD_PLAN_VARIABLE, releaseBuildPlan, writeBuildPlan } from '../src/lib/build-plan.ts';
import { lastBuildSnapshotPath, readSnapshot, snapshotPath, SnapshotError } from '../src/lib/catalogue/snapshot.ts';
import { listBodyImageSources } from '../src/lib/content/body-images.ts';
import { sanitizeBlogHtml } from '../src/lib/content/sanitize.ts';
import { prepareImages, type PreparedSources } from '../src/lib/images/cache.ts';
import { DEFAULT_WIDTHS } from '../src/lib/images/widths.ts';
import type { PageAlias } from '../src/lib/catalogue/routes.ts';
import { createBuildSiteData, releaseBuildSiteData } from '../src/lib/site-data.ts';
import { getSiteMode } from '../src/lib/site-mode.ts';
import { startApi } from './dev/api/server.ts';
import { assembleOutput, sharesMost } from './delivery/assemble.ts';
import { compareWithLastBuild, type ChangesSinceLastBuild } from './delivery/catalogue-changes.ts';
import { finalizeDist } from './delivery/finalize.ts';
import { surveyOutputs } from './delivery/output-survey.ts';
import { keyPages, RenderCache, siteFingerprint } from './delivery/render-cache.ts';
import {
  renderBuildReport,
  summariseBuild,
  summariseCatalogue,
  type BuildFacts,
  type CatalogueSummary,
} from './delivery/report.ts';
import { PullError } from './pull/fetch-json.ts';
import { runPull } from './pull/run.ts';

export interface BuildOptions {
  /** The API to pull from; the embedded reference API when omitted. */
  apiBase?: string;
  outDir?: string;
  skipPull?: boolean;
  /** Print the summary lines (default true). */
  quiet?: boolean;
  /** Render every page, ignoring the incremental cache (`npm run build -- --force`). */
  force?: boolean;
  /**
   * How the new output replaces the live one. 'rename' (the default): outDir is a folder, swapped by
   * three renames, with a moment between them when outDir is missing. 'link': outDir is a symbolic
   * link to one of two release folders beside it (`<outDir>.a`, `<outDir>.b`), flipped by one rename,
   * so a web server whose root is the link never misses a file (the publisher: ./publish/).
   */
  swap?: 'rename' | 'link';
  /** Checks the complete new output before it goes live; a rejection keeps the live output and its state. */
  beforeSwap?: (candidate: CandidateOutput) => void | Promise<void>;
  /** Told each phase's name as it starts (the publisher shows it as progress). */
  onPhase?: (name: string) => void;
}

/** A build's complete output before it replaces the live one. */
export interface CandidateOutput {
  dir: string;
  /** The live output it replaces (a real folder), if there is one. */
  liveDir: string | undefined;
  catalogue: CatalogueSummary;
  changes: ChangesSinceLastBuild;
}

/** The release folder a link-swapped output is not showing: where the next output is assembled. */
function otherRelease(outDir: string): string {
  const [first, second] = [`${outDir}.a`, `${outDir}.b`];
  const live = lstatSync(outDir, { throwIfNoEntry: false })?.isSymbolicLink() ? readlinkSync(outDir) : undefined;
  return live === basename(first) ? second : first;
}

/** Points the link `outDir` at `release` in one rename: a reader sees the old tree or the new one, never neither. */
function flipLink(outDir: string, release: string): void {
  const temporary = `${outDir}.link-${process.pid}`;
  rmSync(temporary, { force: true });
  symlinkSync(basename(release), temporary);
  renameSync(temporary, outDir);
}

/**
 * An outDir that is a folder (a site served from it before the publisher) becomes the first release,
 * with the link in its place: renamed, so this happens once, before the first publish.
 */
function adoptFolderAsRelease(outDir: string): void {
  if (!existsSync(outDir) || lstatSync(outDir).isSymbolicLink()) return;
  const release = `${outDir}.b`;
  if (existsSync(release)) throw new Error(`${outDir} is a folder and ${release} exists: move one of them aside`);
  renameSync(outDir, release);
  flipLink(outDir, release);
}

async function withApi<T>(apiBase: string | undefined, work: (base: string) => Promise<T>): Promise<T> {
  if (apiBase) return work(apiBase);
  const port = Number(process.env['API_PORT'] ?? 8787);
  const running = await fetch(`http://localhost:${port}/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (running) return work(`http://localhost:${port}`);
  const api = await startApi({ port, quiet: true });
  try {
    return await work(api.url);
  } finally {
    await api.close();
  }
}

/**
 * Every picture the API's records put on the pages (products, blog cards, pictures inside posts), so
 * they are fetched and resized in parallel before rendering, and a failure is in the build report.
 */
function catalogueImages(snapshot: Snapshot): string[] {
  return [
    ...snapshot.products.flatMap((product) => product.images),
    ...snapshot.blogs.flatMap((blog) => [
      ...(blog.image ? [blog.image] : []),
      ...listBodyImageSources(sanitizeBlogHtml(blog.html)),
    ]),
  ];
}

/** Moves a folder out of the way (into .cache/trash/), so that its deletion need not be waited for. */
function moveToTrash(dir: string): string {
  const trash = resolve('.cache/trash', `${basename(dir)}-${Date.now()}-${process.pid}`);
  mkdirSync(dirname(trash), { recursive: true });
  try {
    renameSync(dir, trash);
    return trash;
  } catch {
    // Another file system: move it aside in place.
    const aside = `${dir}.previous-${Date.now()}`;
    renameSync(dir, aside);
    return aside;
  }
}

/**
 * Deletes a replaced output in a detached process. Deleting 60,000 files (a 10,000-product dist/ with
 * its .br and .gz) takes ~50 s on a disk with slow metadata operations, and the new site is already in
 * place: the editor need not wait for it. Leftovers of an interrupted deletion go at the next build.
 */
function deleteInBackground(dir: string): void {
  const child = spawn(
    process.execPath,
    ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', dir],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  child.unref();
}

/** The options of Astro's `build()`, as its public type gives them. */
type AstroBuildOptions = NonNullable<Parameters<(typeof import('astro'))['build']>[1]>;

/** Runs one phase of the build, recording its wall time and CPU time. */
type Phase = <T>(name: string, work: () => T | Promise<T>) => Promise<T>;

interface PlanSettings {
  outDir: string;
  force: boolean;
  /** Where the plan is written for Astro's pass to read. */
  file: string;
  compressionPool: string;
}

/**
 * Models the catalogue for Astro's pass and writes the pass's plan (src/lib/build-plan.ts): which product
 * and category pages the last build already holds (./delivery/render-cache.ts), what each picture is,
 * where rendered pages go to be compressed. The model is left to the pages (src/lib/site-data.ts) and
 * held nowhere else, so that it goes once Astro is done; the build keeps only what finalize needs of it.
 */
function planAstroPass(
  snapshot: Snapshot,
  images: PreparedSources,
  plan: PlanSettings,
): { renderCache: RenderCache; pageAliases: PageAlias[] } {
  const siteData = createBuildSiteData(snapshot);
  const renderCache = new RenderCache(plan.outDir, siteFingerprint(siteData), { force: plan.force });
  writeBuildPlan(plan.file, {
    reusePages: renderCache.planReuse(keyPages(siteData)),
    images: images.records,
    imageFailures: images.failures,
    compressionPool: plan.compressionPool,
  });
  return { renderCache, pageAliases: siteData.pageAliases };
}

/**
 * Pulls the catalogue (or reads the last pull's snapshot), prepares its pictures and plans Astro's pass.
 * The snapshot's records stay in here: the build goes on with a summary of them, so that once Astro is
 * done with the model nothing holds the catalogue through finalize (at 100,000 products, hundreds of MB).
 */
async function pullAndPlan(
  source: { apiBase: string | undefined; skipPull: boolean },
  phase: Phase,
  plan: PlanSettings,
): Promise<{
  images: PreparedSources;
  catalogue: CatalogueSummary;
  changes: Promise<ChangesSinceLastBuild>;
  renderCache: RenderCache;
  pageAliases: PageAlias[];
}> {
  const prepareCatalogueImages = (snapshot: Snapshot) =>
    phase('images', () => prepareImages(catalogueImages(snapshot), DEFAULT_WIDTHS));
  let snapshot: Snapshot;
  let images: PreparedSources;
  if (!source.skipPull) {
    ({ snapshot, images } = await withApi(source.apiBase, async (base) => {
      const pulled = await phase('pull', () => runPull(base));
      // The pages and the CSP address the API the catalogue came from.
      process.env['PUBLIC_API_BASE_URL'] = base;
      // While the API is up: its images are fetched now, not one at a time while rendering.
      return { snapshot: pulled, images: await prepareCatalogueImages(pulled) };
    }));
  } else {
    snapshot = readSnapshot();
    // The pages and the CSP address the API the snapshot came from.
    process.env['PUBLIC_API_BASE_URL'] ||= snapshot.source;
    images = await prepareCatalogueImages(snapshot);
  }
  // The report compares this snapshot with the last successful build's, on another thread while the plan is
  // made (later, it would use memory at the same time as Astro's bundling).
  const changes = compareWithLastBuild();
  // Awaited only for the report; a build failing before that must not leave this rejection unhandled as well.
  changes.catch(() => undefined);
  return {
    images,
    catalogue: summariseCatalogue(snapshot),
    changes,
    ...(await phase('plan', () => planAstroPass(snapshot, images, plan))),
  };
}

/** Where the report of a build into `outDir` goes: .cache/build-report.md for dist/. */
export function reportFileFor(outDir: string): string {
  if (process.env['BUILD_REPORT_PATH']) return resolve(process.env['BUILD_REPORT_PATH']);
  return outDir === resolve('dist')
    ? resolve('.cache/build-report.md')
    : join(dirname(outDir), `${basename(outDir)}-build-report.md`);
}

/** Pulls and builds; resolves with what the build report says (the output folder among it). */
export async function buildSite(options: BuildOptions = {}): Promise<BuildFacts> {
  const sampleFacts = listSampleFacts(companyFacts);
  assertPublishable(getSiteMode(), sampleFacts, getCompanyFactsFile());
  // Loading Astro takes ~0.5 s of the main thread: done while the pull waits for the API.
  const astro = import('astro');
  // Awaited only after the pull; a failed pull must not leave this rejection unhandled as well.
  astro.catch(() => undefined);
  const outDir = resolve(options.outDir ?? 'dist');
  // Built beside the output and swapped in when complete; dist/ stages in .cache/ to keep the root tidy.
  const isDefault = outDir === resolve('dist');
  const stagingDir = isDefault ? resolve('.cache/dist-next') : `${outDir}.next`;
  mkdirSync(dirname(outDir), { recursive: true });
  const linked = options.swap === 'link';
  if (linked) adoptFolderAsRelease(outDir);
  // The output before the live one: this build's output is assembled in it (./delivery/assemble.ts).
  const spareDir = linked ? otherRelease(outDir) : isDefault ? resolve('.cache/dist-spare') : `${outDir}.spare`;
  const apiBase = options.apiBase ?? (process.env['PUBLIC_API_BASE_URL'] || undefined);
  const timings: Record<string, number> = {};
  const cpu: Record<string, number> = {};
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  /** Runs one phase, recording its wall time and the CPU time of the whole process (all threads). */
  const phase: Phase = async (name, work) => {
    options.onPhase?.(name);
    const since = performance.now();
    const sinceCpu = process.cpuUsage();
    try {
      return await work();
    } finally {
      const used = process.cpuUsage(sinceCpu);
      timings[name] = performance.now() - since;
      cpu[name] = (used.user + used.system) / 1000;
    }
  };
  rmSync(stagingDir, { recursive: true, force: true });
  mkdirSync(resolve('.cache'), { recursive: true });
  if (existsSync(resolve('.cache/trash'))) deleteInBackground(resolve('.cache/trash'));
  // The live output this build replaces, if there is one.
  const previousDir = existsSync(outDir) ? outDir : undefined;
  // Pages are compressed on the other cores while Astro renders (scripts/delivery/early-compression.ts).
  const poolDir = `${stagingDir}.compressed`;
  rmSync(poolDir, { recursive: true, force: true });
  const planFile = `${stagingDir}.plan-${process.pid}-${Date.now()}.json`;
  const { images, catalogue, changes, renderCache, pageAliases } = await pullAndPlan(
    { apiBase, skipPull: options.skipPull ?? false },
    phase,
    { outDir, force: options.force ?? !previousDir, file: planFile, compressionPool: poolDir },
  );
  process.env[BUILD_PLAN_VARIABLE] = planFile;
  // What assembling needs to know of the spare and live outputs, read on another thread meanwhile; not
  // for a spare assembling will discard (after a full build), whose walk would only slow Astro down.
  const kept = [...renderCache.reused.keys()];
  const survey =
    previousDir &&
    existsSync(spareDir) &&
    sharesMost(
      spareDir,
      previousDir,
      kept.map((file) => ({ file, source: file, fromPrevious: true })),
    )
      ? surveyOutputs({ spare: spareDir, previous: previousDir, kept })
      : undefined;
  // Awaited only to assemble; a build failing before that must not leave this rejection unhandled as well.
  survey?.catch(() => undefined);
  try {
    const { build } = await astro;
    // Without Astro's sync: it starts a Vite server of its own to write .astro/'s type declarations and sync
    // content collections, which the site has none of (one added would need this option gone); the type
    // checks (`astro check`) sync for themselves.
    // The output is the same byte for byte, and Astro's pass in a rebuild at 10,000 products 3.5 s against
    // 3.7 s (medians of five runs each, turn about). `sync` is an option of Astro's builder that its
    // public type does not list; an Astro that dropped it would sync again, as before, and build the same.
    await phase('astro', () =>
      build({ root: process.cwd(), outDir: stagingDir, logLevel: 'warn' }, { sync: false } as AstroBuildOptions),
    );
  } finally {
    releaseBuildSiteData();
    releaseBuildPlan();
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- process.env cannot be a Map, and delete is how Node unsets a variable (assigning undefined would store the string "undefined")
    delete process.env[BUILD_PLAN_VARIABLE];
    rmSync(planFile, { force: true });
  }
  const site = new URL(process.env['SITE_URL'] || 'http://localhost:4321');
  const report = await phase('finalize', () =>
    finalizeDist(stagingDir, site, {
      outDir,
      poolDir,
      aliases: pageAliases,
      ...(previousDir ? { previousDir, restored: renderCache.reused } : {}),
      imagesLeftToAssemble: true,
    }),
  );
  await phase('assemble', async () =>
    assembleOutput({
      staging: stagingDir,
      into: spareDir,
      previous: previousDir,
      links: report.linksToPlace,
      images: report.images,
      ...(survey ? { survey: await survey } : {}),
      discard: (dir) => {
        deleteInBackground(moveToTrash(dir));
      },
    }),
  );
  if (options.beforeSwap) {
    const candidate: CandidateOutput = {
      dir: spareDir,
      liveDir: previousDir && realpathSync(previousDir),
      catalogue,
      changes: await changes,
    };
    await phase('checks', () => options.beforeSwap!(candidate));
  }
  // The swap. The output it replaces is kept as the spare the next build is assembled in.
  if (linked) {
    flipLink(outDir, spareDir);
  } else if (previousDir) {
    const aside = `${spareDir}.swap`;
    if (existsSync(aside)) deleteInBackground(moveToTrash(aside));
    renameSync(outDir, aside);
    renameSync(spareDir, outDir);
    renameSync(aside, spareDir);
  } else {
    renameSync(spareDir, outDir);
  }
  rmSync(stagingDir, { recursive: true, force: true });
  report.saveState();
  renderCache.save(report.records);
  if (existsSync(poolDir)) deleteInBackground(moveToTrash(poolDir));
  timings['total'] = performance.now() - started;
  const totalCpu = process.cpuUsage(startedCpu);
  cpu['total'] = (totalCpu.user + totalCpu.system) / 1000;

  const facts: BuildFacts = {
    finishedAt: new Date(),
    outDir,
    catalogue,
    changes: await changes,
    pages: report.pages,
    sitemapUrls: report.sitemapUrls,
    rendered: report.pages - report.aliasPagesWritten - report.restoredPages,
    aliasPages: report.aliasPagesWritten,
    redirects: { aliases: report.aliases, written: report.redirectsWritten },
    images: { published: report.images.length, failures: new Map(Object.entries(images.failures)) },
    sampleFacts,
    compression: report.compression,
    timings,
    cpu,
  };
  const reportFile = reportFileFor(outDir);
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, renderBuildReport(facts));
  // This snapshot is the one the next build's report compares with.
  copyFileSync(snapshotPath(), lastBuildSnapshotPath());
  for (const alias of report.aliasesWithoutNginxRule) {
    console.warn(
      `warning: ${alias.from.slice(0, 80)}… is too long for an nginx rule; nginx answers it with the 404 page`,
    );
  }
  if (report.imagesMissing.length > 0) {
    console.warn(
      `warning: ${report.imagesMissing.length} image files referenced by pages are missing from the image cache`,
    );
  }
  if (!options.quiet) console.log(summariseBuild(facts, reportFile));
  return facts;
}

/** A failure whose message says all an editor needs (the API, the snapshot, a sample company fact): no stack. */
export function isExplainedFailure(error: unknown): error is Error {
  return error instanceof PullError || error instanceof SampleFactsError || error instanceof SnapshotError;
}

/** `npm run build [-- --skip-pull] [-- --force] [-- --out-dir DIR]`, run by ./build.ts: exits 1 with the reason when the build fails. */
export async function runBuildCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      'skip-pull': { type: 'boolean', default: false },
      'out-dir': { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  try {
    await buildSite({
      skipPull: values['skip-pull'],
      force: values.force,
      ...(values['out-dir'] ? { outDir: values['out-dir'] } : {}),
    });
  } catch (error) {
    console.error(isExplainedFailure(error) ? `build failed: ${error.message}` : error);
    process.exit(1);
  }
}
