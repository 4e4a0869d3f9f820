/**
 * What assembling a rebuild's output (./assemble.ts) needs to know of the folders it works in, gathered
 * on another thread while Astro renders: every file of the spare output, and which kept pages are not
 * the live output's file in the spare (by inode). On the main thread after finalize, walking the
 * spare's ~18,000 folders and comparing ~20,000 kept pages took ~0.7 s of a 10,000-product rebuild.
 *
 * Nothing writes into either folder until assembling starts, so what the survey saw is still true then.
 * The thread reads the folders itself; the build only waits for its answer when it assembles.
 */
import { Worker } from 'node:worker_threads';
import type { FolderFiles } from './output-files.ts';

export interface OutputSurveyRequest {
  /** The spare output this build is assembled in. */
  spare: string;
  /** The live output the kept pages are linked from. */
  previous: string;
  /** The pages the render cache keeps, relative to both folders. */
  kept: readonly string[];
}

/** What the survey's thread posts back: a few lists, not a map of every kept page (300,000 at 100,000 products). */
export interface OutputSurveyFindings {
  /** Every file of the spare, by folder, as listFilesByFolder gives them. */
  spareFolders: FolderFiles[];
  /** Kept pages whose file in the spare is not the live output's (or that the spare lacks): to be linked. */
  toLink: string[];
  /** Kept pages the live output lacks. */
  missing: string[];
}

export interface OutputSurvey extends OutputSurveyFindings {
  /** The kept pages surveyed: what the findings say nothing of is in place. */
  kept: ReadonlySet<string>;
}

/** Starts the survey. Its answer is awaited only when the build assembles. */
export function surveyOutputs(request: OutputSurveyRequest): Promise<OutputSurvey> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./output-survey-worker.ts', import.meta.url), { workerData: request });
    worker.once('message', (findings: OutputSurveyFindings) => {
      resolve({ ...findings, kept: new Set(request.kept) });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      reject(new Error(`surveying the output folders stopped (exit code ${code})`));
    });
  });
}
