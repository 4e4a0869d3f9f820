/**
 * Reads and checks the company's facts once, at build time: `src/content/company/company.json`, or
 * the file named by `COMPANY_FACTS_FILE`. A file that does not match `facts-schema.ts` stops the
 * build with every problem named by its place in the file.
 *
 * Server-side only (it reads the file system): islands must not import it, directly or through
 * `identity.ts`.
 */

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as v from 'valibot';
import { CompanyFactsSchema, type CompanyFacts } from './facts-schema.ts';

/** Where the facts live unless `COMPANY_FACTS_FILE` says otherwise. */
export const DEFAULT_COMPANY_FACTS_FILE = 'src/content/company/company.json';

/** The facts file this build reads, as an absolute path. */
export function getCompanyFactsFile(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env['COMPANY_FACTS_FILE'] || DEFAULT_COMPANY_FACTS_FILE);
}

/** Checks parsed JSON against the schema; throws one error that lists every problem. */
export function parseCompanyFacts(data: unknown, file: string): CompanyFacts {
  const result = v.safeParse(CompanyFactsSchema, data);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `  - ${v.getDotPath(issue) ?? '(top level)'}: ${issue.message}`);
  throw new Error(`${file} is not valid company facts:\n${problems.join('\n')}`);
}

/** Reads and checks a facts file. */
export function readCompanyFacts(file: string = getCompanyFactsFile()): CompanyFacts {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} cannot be read as JSON: ${(error as Error).message}`, { cause: error });
  }
  return parseCompanyFacts(data, file);
}

/** The facts this build uses. */
export const companyFacts: CompanyFacts = readCompanyFacts();
