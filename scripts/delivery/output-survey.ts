/**
 * What assembling a rebuild's output (./assemble.ts) needs to know of the folders it works in, gathered
 * on another thread while Astro renders: every file of the spare output, and which file (inode) each
 * kept page is in the spare and in the live output. On the main thread after finalize, walking the
 * spare's ~18,000 folders and comparing ~20,000 kept pages took ~0.7 s of a 10,000-product rebuild.
 *
 * Nothing writes into either folder until assembling starts, so what the survey saw is still true then.
 * The thread reads the folders itself; the build only waits for its answer when it assembles.
 */
import { Worker } from 'node:worker_threads';

export interface OutputSurveyRequest {
  /** The spare output this build is assembled in. */
  spare: string;
  /** The live output the kept pages are linked from. */
  previous: string;
  /** The pages the render cache keeps, relative to both folders. */
  kept: readonly string[];
}

export interface OutputSurvey {
  /** Every file of the spare, relative, as listFilesUnder gives them. */
  spareFiles: string[];
  /** The file (device:inode) of each kept page in the spare; none where it is missing there. */
  spareInodes: Map<string, string>;
  /** The file (device:inode) of each kept page in the live output. */
  previousInodes: Map<string, string>;
}

/** Starts the survey. Its answer is awaited only when the build assembles. */
export function surveyOutputs(request: OutputSurveyRequest): Promise<OutputSurvey> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./output-survey-worker.ts', import.meta.url), { workerData: request });
    worker.once('message', (survey: OutputSurvey) => {
      resolve(survey);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      reject(new Error(`surveying the output folders stopped (exit code ${code})`));
    });
  });
}
