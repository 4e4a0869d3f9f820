/**
 * Runs each publish's build (./release.ts) in a child process, started one publish ahead: the next
 * process loads Node, the build and Astro while the site is idle, and only waits to be told to go.
 * Reports each phase as it starts, and reads the outcome the process writes; a process that dies
 * without one fails the publish with its last error line.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { ReleaseOutcome } from './outcome.ts';

export interface ReleaseRequest {
  confirmed: boolean;
  /** Products in the live catalogue, for the drop check. */
  previousProducts: number | undefined;
  onPhase: (phase: string) => void;
}

export type ReleaseRunner = (request: ReleaseRequest) => Promise<ReleaseOutcome>;

/** A release process, loaded and waiting for its order. */
interface WaitingRelease {
  child: ChildProcessByStdio<Writable, Readable, Readable>;
  folder: string;
  onPhase: (phase: string) => void;
  errorLines: string[];
  exited: Promise<number | null>;
}

function startRelease(liveDir: string): WaitingRelease {
  const folder = mkdtempSync(join(tmpdir(), 'publish-'));
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'release.ts'), '--live', liveDir, '--result', join(folder, 'outcome.json')],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  // A process that died before its order refuses the write; its exit already fails the publish.
  child.stdin.on('error', () => undefined);
  const release: WaitingRelease = {
    child,
    folder,
    onPhase: () => undefined,
    errorLines: [],
    exited: new Promise((done) => child.on('close', done)),
  };
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      const { phase } = JSON.parse(line) as { phase?: string };
      if (phase) release.onPhase(phase);
    } catch {
      // The build's own output (warnings): kept in the publisher's log.
      console.log(line);
    }
  });
  createInterface({ input: child.stderr }).on('line', (line) => {
    console.error(line);
    if (line.trim()) release.errorLines.push(line.trim());
    if (release.errorLines.length > 20) release.errorLines.shift();
  });
  return release;
}

export class ReleaseProcesses {
  readonly #liveDir: string;
  #waiting: WaitingRelease | undefined;

  constructor(liveDir: string) {
    this.#liveDir = liveDir;
  }

  /** Starts the next release process now, unless one is waiting. */
  prepare(): void {
    if (this.#waiting && this.#waiting.child.exitCode === null) return;
    this.#waiting = startRelease(this.#liveDir);
  }

  readonly run: ReleaseRunner = async (request) => {
    this.prepare();
    const release = this.#waiting!;
    this.#waiting = undefined;
    release.onPhase = request.onPhase;
    release.child.stdin.end(
      `${JSON.stringify({ confirmed: request.confirmed, previousProducts: request.previousProducts })}\n`,
    );
    const code = await release.exited;
    try {
      return JSON.parse(readFileSync(join(release.folder, 'outcome.json'), 'utf8')) as ReleaseOutcome;
    } catch {
      const last = release.errorLines.findLast((line) => /error/i.test(line)) ?? release.errorLines.at(-1);
      return { outcome: 'failed', reason: last ?? `the build stopped (exit code ${code})` };
    } finally {
      rmSync(release.folder, { recursive: true, force: true });
      this.prepare();
    }
  };

  /**
   * Stops the waiting process. It has not been told to build, so it has done nothing but load; ending its
   * stdin let it exit only once it had loaded Astro (~2 s with no compile cache on an idle machine, and
   * longer than a test's 10 s teardown on a busy one).
   */
  async dispose(): Promise<void> {
    const waiting = this.#waiting;
    this.#waiting = undefined;
    if (!waiting) return;
    if (waiting.child.exitCode === null) waiting.child.kill();
    await waiting.exited;
    rmSync(waiting.folder, { recursive: true, force: true });
  }
}
