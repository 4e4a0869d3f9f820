/** Worker thread of ./output-survey.ts: surveys the spare and live outputs and posts what it found. */
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { inodeOf, listFilesUnder } from './output-files.ts';
import type { OutputSurvey, OutputSurveyRequest } from './output-survey.ts';

const { spare, previous, kept } = workerData as OutputSurveyRequest;
const inodes = (dir: string) => {
  const found = new Map<string, string>();
  for (const file of kept) {
    const inode = inodeOf(join(dir, file));
    if (inode !== undefined) found.set(file, inode);
  }
  return found;
};
parentPort?.postMessage({
  spareFiles: listFilesUnder(spare),
  spareInodes: inodes(spare),
  previousInodes: inodes(previous),
} satisfies OutputSurvey);
