import * as v from 'valibot';
import { BlogSchema, EnvelopeSchema, JobSchema, ProductSchema, RefObjectSchema } from './schemas.ts';
import { isSuccessStatus } from './status.ts';
import type { Blog, Job, LeftOut, Product, Ref } from './types.ts';

/** A call answered in a way the site cannot build from; the message names the reason. */
export class ContractError extends Error {
  override name = 'ContractError';
}

type Kind = LeftOut['kind'];

/** Reads the envelope, fails on a non-success status, returns the named lists. */
function openEnvelope(body: unknown, listFields: string[]): Record<string, unknown[]> {
  const envelope = v.safeParse(EnvelopeSchema, body);
  if (!envelope.success || Array.isArray(body)) throw new ContractError('the answer is not a JSON object');
  const { status, message } = envelope.output;
  if (!isSuccessStatus(status)) {
    const said = typeof message === 'string' && message.trim() ? `: ${message.trim()}` : '';
    throw new ContractError(`status ${JSON.stringify(status ?? null)}${said}`);
  }
  const lists: Record<string, unknown[]> = {};
  for (const field of listFields) {
    const list = (envelope.output as Record<string, unknown>)[field];
    if (!Array.isArray(list)) throw new ContractError(`field "${field}" is not a list`);
    lists[field] = list;
  }
  return lists;
}

/** How an editor would recognise a raw record: its name if it has one, else its position and id. */
function describeRecord(raw: unknown, index: number, nameField: string): string {
  if (raw && typeof raw === 'object') {
    const record = raw as Record<string, unknown>;
    const name = record[nameField];
    if (typeof name === 'string' && name.trim()) return JSON.stringify(name.trim());
    const id = record['_id'] ?? record['id'];
    if (typeof id === 'string' || typeof id === 'number') return `#${index + 1} (id ${id})`;
  }
  return `#${index + 1}`;
}

/** A union's issue hides the real one (e.g. "Name is empty" inside a category object): dig it out. */
function mostSpecific(issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> {
  const depth = (candidate: v.BaseIssue<unknown>) => candidate.path?.length ?? 0;
  const nested = (issue.issues ?? []).map(mostSpecific).sort((a, b) => depth(b) - depth(a))[0];
  return nested && depth(nested) > depth(issue) ? nested : issue;
}

function parseEach<T>(
  list: unknown[],
  schema: v.GenericSchema<unknown, T>,
  kind: Kind,
  nameField: string,
  leftOut: LeftOut[],
): T[] {
  const records: T[] = [];
  list.forEach((raw, index) => {
    const result = v.safeParse(schema, raw);
    if (result.success) {
      records.push(result.output);
      return;
    }
    const issue = mostSpecific(result.issues[0]);
    const field = issue.path?.map((item) => String(item.key)).join('.') || '(record)';
    const reason =
      issue.input === undefined
        ? 'missing'
        : issue.kind === 'schema'
          ? `has the wrong type (expected ${issue.expected ?? 'another type'}, received ${issue.received})`
          : issue.message;
    leftOut.push({ kind, record: describeRecord(raw, index, nameField), field, reason });
  });
  return records;
}

export interface ParsedCatalogue {
  categories: Ref[];
  subCategories: Ref[];
  products: Product[];
  leftOut: LeftOut[];
}

/** GET /api/GetAllProduct → categories, sub-categories and products. */
export function parseCatalogue(body: unknown): ParsedCatalogue {
  const lists = openEnvelope(body, ['categories', 'subCategories', 'products']);
  const leftOut: LeftOut[] = [];
  // Several records may name one category (in other case or spacing): the catalogue model decides what is the same name.
  const categories = parseEach(lists['categories'] ?? [], RefObjectSchema, 'category', 'Name', leftOut);
  const subCategories = parseEach(lists['subCategories'] ?? [], RefObjectSchema, 'subCategory', 'Name', leftOut);
  const products = parseEach(lists['products'] ?? [], ProductSchema, 'product', 'Name', leftOut);
  return { categories, subCategories, products, leftOut };
}

/** GET /api/getAllBlogs → blogs. */
export function parseBlogs(body: unknown): { blogs: Blog[]; leftOut: LeftOut[] } {
  const leftOut: LeftOut[] = [];
  const blogs = parseEach(openEnvelope(body, ['data'])['data'] ?? [], BlogSchema, 'blog', 'title', leftOut);
  return { blogs, leftOut };
}

/** GET /api/getAllJobPosts → job posts. */
export function parseJobs(body: unknown): { jobs: Job[]; leftOut: LeftOut[] } {
  const leftOut: LeftOut[] = [];
  const jobs = parseEach(openEnvelope(body, ['data'])['data'] ?? [], JobSchema, 'job', 'role', leftOut);
  return { jobs, leftOut };
}
