/** Worker thread of ./output-survey.ts: surveys the spare and live outputs and posts what it found. */
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { inodeOf, listFilesByFolder } from './output-files.ts';
import type { OutputSurveyFindings, OutputSurveyRequest } from './output-survey.ts';

const { spare, previous, kept } = workerData as OutputSurveyRequest;
const toLink: string[] = [];
const missing: string[] = [];
for (const file of kept) {
  const live = inodeOf(join(previous, file));
  if (live === undefined) missing.push(file);
  else if (inodeOf(join(spare, file)) !== live) toLink.push(file);
}
parentPort?.postMessage({ spareFolders: listFilesByFolder(spare), toLink, missing } satisfies OutputSurveyFindings);
