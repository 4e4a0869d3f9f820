/**
 * Reads and checks the seed's fixture files (./fixtures), once per process: a malformed record stops
 * the reference API at start with the file and the place in it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { BlogList, JobList, ProductGroupList, VariantTable } from './fixture-schemas.ts';

const FIXTURES = new URL('./fixtures/', import.meta.url);

/**
 * The product files in the order their groups are served. Products are served round-robin over the
 * categories and, within a category, over these groups, so the first N of a small seed still cover
 * every category.
 */
const PRODUCT_FILES = [
  'agro-emulsifiers',
  'agro-surfactants',
  'agro-silicon',
  'agro-biologicals',
  'fertilizers',
  'silicone-spreaders',
  'paint-additives',
  'general-emulsifiers',
  'cleaning',
];

function readFixture<S extends v.GenericSchema>(schema: S, file: string): v.InferOutput<S> {
  const result = v.safeParse(schema, JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')));
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `  - ${v.getDotPath(issue) ?? '(top level)'}: ${issue.message}`);
  throw new Error(`Seed fixture ${file} does not fit its schema:\n${problems.join('\n')}`);
}

function readProductGroups() {
  const unlisted = readdirSync(new URL('products/', FIXTURES)).filter(
    (file) => !PRODUCT_FILES.includes(file.replace(/\.json$/, '')),
  );
  if (unlisted.length > 0)
    throw new Error(`Seed fixtures not in PRODUCT_FILES (scripts/dev/seed/fixtures.ts): ${unlisted.join(', ')}`);
  return PRODUCT_FILES.flatMap((name) => {
    const file = `products/${name}.json`;
    return readFixture(ProductGroupList, file).map((group) => ({ ...group, file }));
  });
}

function readAll() {
  return {
    productGroups: readProductGroups(),
    variants: readFixture(VariantTable, 'variants.json'),
    blogs: readFixture(BlogList, 'blogs.json'),
    jobs: readFixture(JobList, 'jobs.json'),
  };
}

let fixtures: ReturnType<typeof readAll> | undefined;

/** Every fixture, checked: product groups (each with the file it came from), variants, blogs, jobs. */
export function readFixtures(): ReturnType<typeof readAll> {
  fixtures ??= readAll();
  return fixtures;
}
