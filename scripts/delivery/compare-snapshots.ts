/**
 * What changed in the catalogue between the last successful build's snapshot and this build's, for the
 * build report: products added, removed and changed (with the fields that changed), and the names of the
 * categories, sub-categories, blogs and jobs added and removed.
 *
 * The two files are read a product at a time (./snapshot-by-product.ts). Read whole, at 100,000 products,
 * they held 0.6–1 GB on the comparing thread for 4–6 s, while the main thread models the catalogue, and
 * the build's start peaked there. What is kept of the last build's products is where each lies in its
 * file; a product of this build is compared with the last build's as the bytes the two files hold, and
 * parsed again only where they differ.
 */
import { closeSync, openSync } from 'node:fs';
import type { Product, Snapshot } from '../../src/lib/api/types.ts';
import { SnapshotError } from '../../src/lib/catalogue/snapshot.ts';
import type { CatalogueChanges } from './report.ts';
import { readProductAt, readSnapshotByProduct, type ProductPlace } from './snapshot-by-product.ts';

const FIELD_LABELS: Record<keyof Product, string> = {
  id: 'id',
  name: 'name',
  code: 'code',
  images: 'images',
  description: 'description',
  generalFeatures: 'general features',
  instructions: 'instructions',
  videoGuide: 'video guide',
  dosage: 'dosage',
  recommendedAdjuvant: 'recommended adjuvant',
  hot: 'hot product flag',
  category: 'category',
  subCategory: 'sub-category',
};

/** The labels of the fields whose values differ between two versions of a product. */
function changedFields(before: Product, after: Product): string[] {
  return (Object.keys(FIELD_LABELS) as Array<keyof Product>)
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => FIELD_LABELS[field]);
}

/** The names of one kind of record that one snapshot has and the other has not. */
function diffNames(kind: string, previous: Snapshot, next: Snapshot, nameOf: (snapshot: Snapshot) => string[]) {
  const before = nameOf(previous);
  const after = nameOf(next);
  const was = new Set(before);
  const now = new Set(after);
  return { kind, added: after.filter((name) => !was.has(name)), removed: before.filter((name) => !now.has(name)) };
}

/**
 * What changed from the snapshot file `previousFile` to `nextFile`; undefined when `previousFile` is
 * missing or not a snapshot this version reads (the first build, or one an older version made). Products
 * are matched by id; where a file lists an id twice, its last record is the one compared.
 */
export async function compareSnapshotFiles(
  previousFile: string,
  nextFile: string,
): Promise<CatalogueChanges | undefined> {
  /** The last build's products in its order, and where the last record of each id lies. */
  const previousOrder: Array<{ id: string; place: ProductPlace }> = [];
  const previousPlaces = new Map<string, ProductPlace>();
  let previous: Snapshot;
  try {
    previous = await readSnapshotByProduct(previousFile, (product, _json, place) => {
      previousOrder.push({ id: product.id, place });
      previousPlaces.set(product.id, place);
    });
  } catch (error) {
    if (error instanceof SnapshotError) return undefined;
    throw error;
  }
  const previousFd = openSync(previousFile, 'r');
  try {
    const parse = (json: Buffer) => JSON.parse(json.toString('utf8')) as Product;
    const added: Product[] = [];
    // By id, in the order ids first appear in this build, each the outcome of its last record's comparison.
    const compared = new Map<string, { product: Product; fields: string[] } | undefined>();
    const next = await readSnapshotByProduct(nextFile, (product, json) => {
      const place = previousPlaces.get(product.id);
      if (!place) {
        added.push(product);
        return;
      }
      const before = readProductAt(previousFd, place);
      compared.set(
        product.id,
        before.equals(json) ? undefined : { product, fields: changedFields(parse(before), product) },
      );
    });
    return {
      added,
      removed: previousOrder
        .filter(({ id }) => !compared.has(id))
        .map(({ place }) => parse(readProductAt(previousFd, place))),
      changed: [...compared.values()].filter(
        (change): change is { product: Product; fields: string[] } => change !== undefined && change.fields.length > 0,
      ),
      other: [
        diffNames('categories', previous, next, (snapshot) => snapshot.categories.map((ref) => ref.name)),
        diffNames('sub-categories', previous, next, (snapshot) => snapshot.subCategories.map((ref) => ref.name)),
        diffNames('blogs', previous, next, (snapshot) => snapshot.blogs.map((blog) => blog.title)),
        diffNames('jobs', previous, next, (snapshot) => snapshot.jobs.map((job) => job.role)),
      ].filter((entry) => entry.added.length > 0 || entry.removed.length > 0),
    };
  } finally {
    closeSync(previousFd);
  }
}
