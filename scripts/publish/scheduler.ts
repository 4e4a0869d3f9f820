/**
 * When the publisher builds. Editors save one record after another, and the back office calls the
 * hook for each: a build starts once the calls have paused for `quietMs`, or `maxWaitMs` after the
 * first call it collects if they keep coming, so a burst of saves makes one build while a single save
 * goes live within seconds. One build runs at a time; calls during a build make exactly one
 * follow-up, which starts when the build ends, since that build may have read the catalogue before
 * they were made.
 */

export interface Clock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => {
    clearTimeout(handle as NodeJS.Timeout);
  },
};

/** The calls one build answers. */
export interface Batch {
  calls: number;
  firstAt: number;
  lastAt: number;
  /** An editor confirmed publishing a catalogue the checks held back (./checks.ts). */
  confirmed: boolean;
}

export interface SchedulerOptions {
  quietMs: number;
  maxWaitMs: number;
  build: (batch: Batch) => Promise<void>;
  clock?: Clock;
  /** Told whenever the queue or the build changes. */
  onChange?: () => void;
}

export class PublishScheduler {
  readonly #options: SchedulerOptions;
  readonly #clock: Clock;
  #pending: Batch | undefined;
  #timer: unknown;
  #dueAt: number | undefined;
  #building: Batch | undefined;

  constructor(options: SchedulerOptions) {
    this.#options = options;
    this.#clock = options.clock ?? systemClock;
  }

  /** A change in the back office. */
  notify(confirmed = false): void {
    const now = this.#clock.now();
    this.#pending ??= { calls: 0, firstAt: now, lastAt: now, confirmed: false };
    this.#pending.calls++;
    this.#pending.lastAt = now;
    this.#pending.confirmed ||= confirmed;
    if (!this.#building) this.#schedule();
    this.#options.onChange?.();
  }

  /** Starts the waiting build now (an editor who is done saving). */
  startNow(confirmed = false): void {
    if (!this.#pending) this.notify(confirmed);
    else this.#pending.confirmed ||= confirmed;
    if (!this.#building) this.#start();
  }

  /** The calls waiting for a build, and when it starts (undefined while a build runs). */
  get queued(): { batch: Batch; startsAt: number | undefined } | undefined {
    return this.#pending && { batch: this.#pending, startsAt: this.#building ? undefined : this.#dueAt };
  }

  get building(): Batch | undefined {
    return this.#building;
  }

  #schedule(): void {
    const pending = this.#pending;
    if (!pending) return;
    if (this.#timer !== undefined) this.#clock.clearTimeout(this.#timer);
    const dueAt = Math.min(pending.lastAt + this.#options.quietMs, pending.firstAt + this.#options.maxWaitMs);
    this.#dueAt = dueAt;
    this.#timer = this.#clock.setTimeout(
      () => {
        this.#start();
      },
      Math.max(0, dueAt - this.#clock.now()),
    );
  }

  #start(): void {
    if (this.#timer !== undefined) this.#clock.clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#dueAt = undefined;
    const batch = this.#pending;
    if (!batch || this.#building) return;
    this.#pending = undefined;
    this.#building = batch;
    this.#options.onChange?.();
    void this.#options
      .build(batch)
      .catch((error: unknown) => {
        console.error('publish failed:', error);
      })
      .finally(() => {
        this.#building = undefined;
        this.#schedule();
        this.#options.onChange?.();
      });
  }
}
