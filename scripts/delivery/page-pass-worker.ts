/** Worker thread of ./page-pass.ts: runs the pass over its share of the output's files and posts the result. */
import { parentPort, workerData } from 'node:worker_threads';
import { passOverFiles, type PassContext } from './page-pass.ts';

const { files, context } = workerData as { files: string[]; context: PassContext };
parentPort?.postMessage(await passOverFiles(files, context));
