import { describe, expect, it } from 'vitest';
import { PublishScheduler, type Batch, type Clock } from '../../../scripts/publish/scheduler.ts';

/** A clock the test moves by hand: timers fire only when `advance` passes them. */
function manualClock() {
  let now = 0;
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let nextId = 0;
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer.id !== handle);
    },
  };
  // Lets finished builds run their promise chains (which may set the next timer).
  const settle = async () => {
    for (let tick = 0; tick < 10; tick++) await Promise.resolve();
  };
  const advance = async (ms: number) => {
    const until = now + ms;
    for (;;) {
      await settle();
      const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((timer) => timer !== due);
      now = due.at;
      due.run();
    }
    now = until;
  };
  return { clock, advance };
}

/** A build the test finishes by hand. */
function controlledBuilds() {
  const batches: Batch[] = [];
  const finishers: Array<() => void> = [];
  const build = (batch: Batch) => {
    batches.push(batch);
    return new Promise<void>((done) => finishers.push(done));
  };
  return { batches, build, finishLast: () => finishers.at(-1)?.() };
}

/** A scheduler with a 30 s longest wait, on a hand-moved clock, whose builds the test finishes. */
function schedulerWithControlledBuilds(quietMs: number) {
  const { clock, advance } = manualClock();
  const builds = controlledBuilds();
  const scheduler = new PublishScheduler({ quietMs, maxWaitMs: 30_000, build: builds.build, clock });
  return { advance, builds, scheduler };
}

describe('the publish scheduler', () => {
  it('collapses a burst of five hook calls into one build, started once the calls pause', async () => {
    const { advance, builds, scheduler } = schedulerWithControlledBuilds(3000);
    for (let call = 0; call < 5; call++) {
      scheduler.notify();
      await advance(1000);
    }
    expect(builds.batches).toHaveLength(0);
    expect(scheduler.queued?.batch.calls).toBe(5);
    await advance(2000);
    expect(builds.batches).toHaveLength(1);
    expect(builds.batches[0]!.calls).toBe(5);
    builds.finishLast();
    await advance(60_000);
    expect(builds.batches).toHaveLength(1);
  });

  it('starts at the latest 30 s after the first call while calls keep coming', async () => {
    const { advance, builds, scheduler } = schedulerWithControlledBuilds(3000);
    // A call every 2 s, from 0 s to 28 s: never a 3 s pause.
    for (let call = 0; call < 15; call++) {
      if (call > 0) await advance(2000);
      scheduler.notify();
    }
    await advance(1999);
    expect(builds.batches).toHaveLength(0);
    await advance(1);
    expect(builds.batches).toHaveLength(1);
    expect(builds.batches[0]!.calls).toBe(15);
  });

  it('a single call builds after the pause, not after the 30 s window', async () => {
    const { advance, builds, scheduler } = schedulerWithControlledBuilds(3000);
    scheduler.notify();
    await advance(2999);
    expect(builds.batches).toHaveLength(0);
    await advance(1);
    expect(builds.batches).toHaveLength(1);
  });

  it('calls during a build queue exactly one follow-up, which starts when the build ends', async () => {
    const { advance, builds, scheduler } = schedulerWithControlledBuilds(1000);
    scheduler.notify();
    await advance(1000);
    expect(builds.batches).toHaveLength(1);
    for (let call = 0; call < 4; call++) {
      scheduler.notify();
      await advance(5000);
    }
    // One build at a time: nothing new starts while the first runs, however long it takes.
    expect(builds.batches).toHaveLength(1);
    expect(scheduler.building).toBeDefined();
    expect(scheduler.queued?.batch.calls).toBe(4);
    expect(scheduler.queued?.startsAt).toBeUndefined();
    builds.finishLast();
    await advance(0);
    expect(builds.batches).toHaveLength(2);
    expect(builds.batches[1]!.calls).toBe(4);
    builds.finishLast();
    await advance(60_000);
    expect(builds.batches).toHaveLength(2);
  });

  it('"publish now" skips the pause, and a confirmation travels with its batch', async () => {
    const { advance, builds, scheduler } = schedulerWithControlledBuilds(3000);
    scheduler.notify();
    scheduler.startNow(true);
    await advance(0);
    expect(builds.batches).toEqual([expect.objectContaining({ calls: 1, confirmed: true })]);
    builds.finishLast();
    await advance(0);
    scheduler.notify();
    await advance(3000);
    expect(builds.batches[1]).toEqual(expect.objectContaining({ confirmed: false }));
  });

  it('a build that throws does not stop the next one', async () => {
    const { clock, advance } = manualClock();
    let runs = 0;
    const scheduler = new PublishScheduler({
      quietMs: 100,
      maxWaitMs: 1000,
      clock,
      build: () => {
        runs++;
        return Promise.reject(new Error('the build crashed'));
      },
    });
    const logged = console.error;
    console.error = () => undefined;
    try {
      scheduler.notify();
      await advance(100);
      scheduler.notify();
      await advance(100);
    } finally {
      console.error = logged;
    }
    expect(runs).toBe(2);
  });
});
