/** What one publish's build (./release.ts) tells the publisher, through a JSON file. */
import type { LeftOut } from '../../src/lib/api/types.ts';
import type { OutputDiff } from './checks.ts';

export interface ProductChange {
  name: string;
  change: 'added' | 'changed' | 'removed';
  /** The page's path on the site (none for a removed product). */
  path?: string;
  /** The fields that changed. */
  fields?: string[];
}

export interface ReleaseOutcome {
  outcome: 'live' | 'failed' | 'held';
  /** One line for the editor, when not live. */
  reason?: string;
  /** Products in the published catalogue. */
  products?: number;
  /** Every file added, changed and removed (the CDN step's list). */
  files?: OutputDiff;
  productChanges?: ProductChange[];
  leftOut?: LeftOut[];
}

/** An error's first line, for the status page and the notification. */
export function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n').find((line) => line.trim() !== '') ?? 'the build stopped without a reason';
}
