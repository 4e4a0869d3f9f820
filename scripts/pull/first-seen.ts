/**
 * The date each job opening was first seen. The API may give no posting date, and a JobPosting whose
 * datePosted moved to every build's date would look like a new posting each time (search engines
 * treat that as spam), so the first pull that saw an opening fixes its date, and later pulls keep it.
 */
import type { Job } from '../../src/lib/api/types.ts';

/**
 * First-seen dates for the current openings: the earliest date any earlier snapshot recorded for
 * the same id, otherwise `today` (YYYY-MM-DD). Closed openings are dropped.
 */
export function carryFirstSeen(
  jobs: readonly Job[],
  earlier: ReadonlyArray<Readonly<Record<string, string>>>,
  today: string,
): Record<string, string> {
  const firstSeen: Record<string, string> = {};
  for (const job of jobs) {
    const known = earlier
      .map((dates) => dates[job.id])
      .filter((date): date is string => typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date));
    firstSeen[job.id] = [...known, today].sort()[0]!;
  }
  return firstSeen;
}
