import { ContractError, parseBlogs, parseCatalogue, parseJobs } from '../../src/lib/api/parse.ts';
import type { Snapshot } from '../../src/lib/api/types.ts';
import { SNAPSHOT_FORMAT } from '../../src/lib/catalogue/snapshot.ts';
import { defaultFetchPolicy, fetchJson, PullError, type FetchPolicy } from './fetch-json.ts';
import { carryFirstSeen } from './first-seen.ts';

/**
 * Pulls the three calls the static site is built from and passes them through the boundary.
 * Any call that fails makes the whole pull fail with one line naming the call, the URL and
 * the reason; records that fail validation are left out and listed in the snapshot.
 * `earlierFirstSeen` are the job first-seen dates of earlier snapshots, to carry forward; they may still
 * be on their way (read from disk while the API answers).
 */
export async function pullSnapshot(
  apiBase: string,
  policy: FetchPolicy = defaultFetchPolicy,
  earlierFirstSeen: Promise<ReadonlyArray<Readonly<Record<string, string>>>> = Promise.resolve([]),
): Promise<Snapshot> {
  const base = apiBase.replace(/\/+$/, '');
  const call = async <T>(path: string, parse: (body: unknown) => T): Promise<T> => {
    const url = `${base}${path}`;
    try {
      return parse(await fetchJson(url, policy));
    } catch (error) {
      if (error instanceof PullError || error instanceof ContractError) {
        throw new PullError(`GET ${path} (${url}) failed: ${error.message}`);
      }
      throw error;
    }
  };
  const [catalogue, blogs, jobs] = await Promise.all([
    call('/api/GetAllProduct', parseCatalogue),
    call('/api/getAllBlogs', parseBlogs),
    call('/api/getAllJobPosts', parseJobs),
  ]);
  const pulledAt = new Date().toISOString();
  return {
    format: SNAPSHOT_FORMAT,
    pulledAt,
    source: base,
    categories: catalogue.categories,
    subCategories: catalogue.subCategories,
    products: catalogue.products,
    blogs: blogs.blogs,
    jobs: jobs.jobs,
    jobsFirstSeen: carryFirstSeen(jobs.jobs, await earlierFirstSeen, pulledAt.slice(0, 10)),
    leftOut: [...catalogue.leftOut, ...blogs.leftOut, ...jobs.leftOut],
  };
}

/** The one-line summary the pull ends with. */
export function summarise(snapshot: Snapshot): string {
  const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  return (
    [
      count(snapshot.categories.length, 'category', 'categories'),
      count(snapshot.subCategories.length, 'sub-category', 'sub-categories'),
      count(snapshot.products.length, 'product'),
      count(snapshot.blogs.length, 'blog'),
      count(snapshot.jobs.length, 'job'),
    ].join(', ') + `; ${count(snapshot.leftOut.length, 'record')} left out`
  );
}
