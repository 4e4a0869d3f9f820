/** Worker thread of ./page-pass.ts: runs the pass over its share of the output's files and posts the result. */
import { parentPort, workerData } from 'node:worker_threads';
import { CompressState } from './compress.ts';
import { passOverFiles, type PassContext, type SharedPassResult } from './page-pass.ts';

const { files, context } = workerData as { files: string[]; context: PassContext };
const state = new CompressState(context.outDir);
const result = await passOverFiles(files, context, state);
parentPort?.postMessage({ ...result, compressed: state.recorded() } satisfies SharedPassResult);
