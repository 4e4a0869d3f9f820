/**
 * The publisher's memory: the last publishes (what editors read on the status page), kept in a JSON
 * file so that a restart of the publisher keeps them, and the product count of the live catalogue
 * the next publish is checked against.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LeftOut } from '../../src/lib/api/types.ts';
import type { ProductChange } from './outcome.ts';

/** How many publishes the status page lists. */
export const HISTORY_LENGTH = 20;

/** How many items of each list a publish keeps for the status page. */
export const LISTED_ITEMS = 50;

export interface PageCounts {
  added: number;
  changed: number;
  removed: number;
}

export interface PublishRecord {
  id: number;
  /** The first hook call this publish answered. */
  requestedAt: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** Hook calls it answered. */
  calls: number;
  outcome: 'live' | 'failed' | 'held';
  reason?: string;
  products?: number;
  pages?: PageCounts & { listed: { added: string[]; changed: string[]; removed: string[] } };
  productChanges?: ProductChange[];
  leftOut?: LeftOut[];
  /** What happened after the swap, in words: nginx reloaded, what the CDN step uploaded and purged. */
  notes?: string[];
}

export class PublishHistory {
  readonly #file: string;
  #records: PublishRecord[];

  constructor(file: string) {
    this.#file = file;
    try {
      this.#records = JSON.parse(readFileSync(file, 'utf8')) as PublishRecord[];
    } catch {
      this.#records = [];
    }
  }

  /** Newest first. */
  get records(): readonly PublishRecord[] {
    return this.#records;
  }

  get nextId(): number {
    return (this.#records[0]?.id ?? 0) + 1;
  }

  /** The last publish that went live. */
  get lastLive(): PublishRecord | undefined {
    return this.#records.find((record) => record.outcome === 'live');
  }

  /** How long a publish usually takes: the (lower) median of the last ones that went live, so that one full build among a few rebuilds does not set it. */
  get typicalMs(): number | undefined {
    const durations = this.#records
      .filter((record) => record.outcome === 'live')
      .map((record) => record.durationMs)
      .sort((a, b) => a - b);
    return durations.length > 0 ? durations[Math.floor((durations.length - 1) / 2)] : undefined;
  }

  add(record: PublishRecord): void {
    this.#records = [record, ...this.#records].slice(0, HISTORY_LENGTH);
    mkdirSync(dirname(this.#file), { recursive: true });
    // Written beside and renamed in: a publisher stopped midway never leaves half a file.
    const temporary = `${this.#file}.${process.pid}`;
    writeFileSync(temporary, JSON.stringify(this.#records, null, 1));
    renameSync(temporary, this.#file);
  }
}
