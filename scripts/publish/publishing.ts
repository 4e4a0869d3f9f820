/**
 * The publishing itself, without its web front: the queue (./scheduler.ts) runs each publish's build
 * (./release.ts, in a process started one publish ahead), what follows the swap (./after-swap.ts), the
 * record in the history (./history.ts) and the notification of a failure (./notify.ts); `status()` is
 * what the status page shows. ./server.ts puts the hook and the status page in front of it.
 */
import { join } from 'node:path';
import { afterSwap } from './after-swap.ts';
import type { CdnStep } from './cdn.ts';
import { pageUrls } from './checks.ts';
import { LISTED_ITEMS, PublishHistory, type PublishRecord } from './history.ts';
import { notifyOutcome } from './notify.ts';
import type { ReleaseOutcome } from './outcome.ts';
import { ReleaseProcesses, type ReleaseRunner } from './run-release.ts';
import { PublishScheduler, type Batch, type Clock } from './scheduler.ts';
import { stepLabel, type PublishStatus } from './status.ts';

/** How long the hook must be quiet before a build starts, and the longest a call waits while calls keep coming. */
export const DEFAULT_QUIET_MS = 1000;
export const DEFAULT_MAX_WAIT_MS = 30_000;

export interface PublishingOptions {
  /** The live link nginx serves. */
  liveDir: string;
  /** Where the publish history is kept. */
  stateDir: string;
  site: URL;
  quietMs: number;
  maxWaitMs: number;
  /** Runs one publish's build; by default ./release.ts in a process started one publish ahead. */
  release?: ReleaseRunner;
  cdn?: CdnStep;
  notifyUrl?: string;
  /** A shell command run after a publish that changed nginx's rules (_nginx/), e.g. `nginx -s reload`. */
  reloadCommand?: string;
  clock?: Clock;
}

export interface Publishing {
  scheduler: PublishScheduler;
  history: PublishHistory;
  status: () => PublishStatus;
  /** Lets the release process waiting for the next publish go. */
  dispose: () => Promise<void>;
}

const countedList = (files: readonly string[]) => pageUrls(files).slice(0, LISTED_ITEMS);

export function createPublishing(options: PublishingOptions): Publishing {
  const processes = options.release ? undefined : new ReleaseProcesses(options.liveDir);
  processes?.prepare();
  const release = options.release ?? processes!.run;
  const clock = options.clock ?? { now: () => Date.now() };
  const history = new PublishHistory(join(options.stateDir, 'publishes.json'));
  let current: { step: string; startedAt: number } | undefined;

  const publish = async (batch: Batch): Promise<void> => {
    const startedAt = clock.now();
    current = { step: 'starting', startedAt };
    const outcome = await release({
      confirmed: batch.confirmed,
      previousProducts: history.lastLive?.products,
      onPhase: (step) => {
        current = { step, startedAt };
      },
    }).catch((error: unknown): ReleaseOutcome => ({ outcome: 'failed', reason: String(error) }));
    const notes =
      outcome.outcome === 'live' && outcome.files
        ? await afterSwap(outcome.files, {
            liveDir: options.liveDir,
            site: options.site,
            // On the first publish nginx is started afterwards, and reads the rules then.
            rulesWereLive: history.lastLive !== undefined,
            ...(options.reloadCommand ? { reloadCommand: options.reloadCommand } : {}),
            ...(options.cdn ? { cdn: options.cdn } : {}),
          })
        : [];
    const finishedAt = clock.now();
    const files = outcome.files;
    const record: PublishRecord = {
      id: history.nextId,
      requestedAt: new Date(batch.firstAt).toISOString(),
      startedAt: new Date(startedAt).toISOString(),
      finishedAt: new Date(finishedAt).toISOString(),
      durationMs: finishedAt - startedAt,
      calls: batch.calls,
      outcome: outcome.outcome,
      ...(outcome.reason ? { reason: outcome.reason } : {}),
      ...(outcome.products !== undefined ? { products: outcome.products } : {}),
      ...(files
        ? {
            pages: {
              added: pageUrls(files.added).length,
              changed: pageUrls(files.changed).length,
              removed: pageUrls(files.removed).length,
              listed: {
                added: countedList(files.added),
                changed: countedList(files.changed),
                removed: countedList(files.removed),
              },
            },
          }
        : {}),
      ...(outcome.productChanges ? { productChanges: outcome.productChanges.slice(0, LISTED_ITEMS) } : {}),
      ...(outcome.leftOut ? { leftOut: outcome.leftOut.slice(0, LISTED_ITEMS) } : {}),
      ...(notes.length ? { notes } : {}),
    };
    current = undefined;
    history.add(record);
    console.log(
      `publisher: publish ${record.id} ${record.outcome} in ${(record.durationMs / 1000).toFixed(1)} s${record.reason ? `: ${record.reason}` : ''}`,
    );
    // Not awaited: a slow notification hook must not hold up the next publish.
    void notifyOutcome(options.notifyUrl, record, new URL('/_publish/status', options.site));
  };

  const scheduler = new PublishScheduler({
    quietMs: options.quietMs,
    maxWaitMs: options.maxWaitMs,
    build: publish,
    ...(options.clock ? { clock: options.clock } : {}),
  });

  const status = (): PublishStatus => {
    const queued = scheduler.queued;
    const last = history.records[0];
    const typicalMs = history.typicalMs;
    return {
      state: current ? 'building' : queued ? 'queued' : (last?.outcome ?? 'idle'),
      ...(queued
        ? {
            queued: {
              calls: queued.batch.calls,
              ...(queued.startsAt !== undefined ? { startsAt: new Date(queued.startsAt).toISOString() } : {}),
            },
          }
        : {}),
      ...(current
        ? {
            building: {
              step: current.step,
              label: stepLabel(current.step),
              startedAt: new Date(current.startedAt).toISOString(),
              elapsedMs: clock.now() - current.startedAt,
              ...(typicalMs ? { typicalMs } : {}),
            },
          }
        : {}),
      publishes: history.records,
    };
  };

  return { scheduler, history, status, dispose: async () => processes?.dispose() };
}
