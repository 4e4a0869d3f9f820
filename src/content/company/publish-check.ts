/**
 * The production gate: a site for the public states no sample as a fact, so a production build
 * stops before it starts while company.json still holds samples, and names every one of them.
 */

import { relative } from 'node:path';
import type { SiteMode } from '../../lib/site-mode.ts';
import { describeSampleFacts, type SampleFact } from './samples.ts';

/** Thrown when a production build meets sample facts; its message is the whole explanation. */
export class SampleFactsError extends Error {
  override name = 'SampleFactsError';
}

/** Throws a {@link SampleFactsError} in production mode while any fact is a sample. */
export function assertPublishable(mode: SiteMode, samples: readonly SampleFact[], file: string): void {
  if (mode !== 'production' || samples.length === 0) return;
  const count =
    samples.length === 1 ? '1 company fact is still a sample' : `${samples.length} company facts are still samples`;
  throw new SampleFactsError(
    [
      `SITE_MODE=production, but ${count} in ${relative(process.cwd(), file) || file}.`,
      'Replace each value with the company’s own and set its "status" to "confirmed" (README, "Company facts"):',
      ...describeSampleFacts(samples),
    ].join('\n'),
  );
}
