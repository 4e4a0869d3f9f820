/**
 * The snapshot: what the pull brought back from the API, as the build reads it. The pull writes it and
 * every page is built from it, so it is checked once, when it is read: a file an older version of the
 * site wrote, or that is no snapshot at all, stops the build with a message that says what to do,
 * instead of pages built from records of another shape.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as v from 'valibot';
import type { Product, Snapshot } from '../api/types.ts';

/**
 * The shape of snapshot this code writes and reads. Raise it whenever a record of the snapshot changes
 * shape: a build then asks for a new pull instead of reading the old shape as the new one.
 */
export const SNAPSHOT_FORMAT = 1;

/** A snapshot that cannot be built from; the message names the file and what to do. */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

/** Where the pull writes and the build reads the snapshot (SNAPSHOT_PATH overrides). */
export function snapshotPath(): string {
  return resolve(process.env['SNAPSHOT_PATH'] ?? '.cache/snapshot.json');
}

/** The copy of the snapshot of the last successful build, beside {@link snapshotPath}. */
export function lastBuildSnapshotPath(): string {
  return snapshotPath().replace(/(\.json)?$/, '.last-build.json');
}

const records = v.array(v.looseObject({}));
const refs = v.array(v.looseObject({ id: v.string(), name: v.string() }));
const ProductOutline = v.looseObject({
  id: v.string(),
  name: v.string(),
  category: v.looseObject({ name: v.string() }),
});

/** The outline of a snapshot: the records in it passed the API boundary when they were pulled. */
const SnapshotSchema = v.looseObject({
  format: v.literal(SNAPSHOT_FORMAT),
  pulledAt: v.string(),
  source: v.string(),
  categories: refs,
  subCategories: refs,
  products: v.array(ProductOutline),
  blogs: records,
  jobs: records,
  jobsFirstSeen: v.record(v.string(), v.string()),
  leftOut: records,
});

const pullAgain = 'run the pull again (npm run pull, or npm run build, which pulls first)';

/** The message of a SnapshotError for data that failed a check, naming where (`at`, then the issue's path). */
function notASnapshot(file: string, issue: v.BaseIssue<unknown>, at: string[] = []): string {
  const where = [...at, ...(issue.path?.map((item) => String(item.key)) ?? [])].join('.') || 'the file';
  return `${file} is not a catalogue snapshot of this site (${where}: ${issue.message}): ${pullAgain}.`;
}

/** Checks what a snapshot file held; `file` names it in the message. */
export function checkSnapshot(data: unknown, file: string): Snapshot {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new SnapshotError(
      `${file} is not a catalogue snapshot of this site (it is not a JSON object): ${pullAgain}.`,
    );
  }
  const outline = data as Record<string, unknown>;
  // A snapshot of another version: it has a pull time, but not this format.
  if ('pulledAt' in outline && outline['format'] !== SNAPSHOT_FORMAT) {
    const which =
      typeof outline['format'] === 'number'
        ? `format ${outline['format']}`
        : 'no format number (an older version wrote it)';
    throw new SnapshotError(
      `The catalogue snapshot ${file} has ${which}; this version of the site reads format ${SNAPSHOT_FORMAT}: ${pullAgain}.`,
    );
  }
  const result = v.safeParse(SnapshotSchema, data);
  if (!result.success) throw new SnapshotError(notASnapshot(file, result.issues[0]));
  // The checked data itself, not the schema's copy of it, which lists each object's checked fields first: the
  // build also uses the snapshot as the pull made it, without reading it back, and the page keys hash records
  // as JSON, whose bytes depend on the order of the fields (scripts/delivery/render-cache.ts).
  return data as Snapshot;
}

/** Reads and checks a snapshot file. */
export function readSnapshot(file = snapshotPath()): Snapshot {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw snapshotUnreadable(file, error);
  }
  return checkSnapshot(parseSnapshotJson(text, file), file);
}

/** The SnapshotError for a snapshot file that could not be opened or read. */
export function snapshotUnreadable(file: string, error: unknown): SnapshotError {
  const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  return new SnapshotError(`No catalogue snapshot at ${file} (${reason}): ${pullAgain}.`);
}

/** JSON.parse for a snapshot file's text, or a part of it: a SnapshotError when it is not JSON. */
export function parseSnapshotJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SnapshotError(`${file} is not a catalogue snapshot of this site (it is not JSON): ${pullAgain}.`);
  }
}

/**
 * Checks one product of a snapshot read a product at a time (scripts/delivery/snapshot-by-product.ts), as
 * {@link checkSnapshot} checks each product of a whole one; `index` is its place in the products.
 */
export function checkSnapshotProduct(data: unknown, file: string, index: number): Product {
  const result = v.safeParse(ProductOutline, data);
  if (!result.success) throw new SnapshotError(notASnapshot(file, result.issues[0], ['products', String(index)]));
  // The data itself, as checkSnapshot returns it.
  return data as Product;
}
