import { spawn } from 'node:child_process';

/** What one run of `node scripts/build.ts` did. */
export interface BuildRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real build script in its own process, with these arguments and extra environment. */
export function runBuildScript(args: readonly string[], env: NodeJS.ProcessEnv): Promise<BuildRun> {
  const child = spawn(process.execPath, ['scripts/build.ts', ...args], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      resolve({ code, stdout, stderr });
    }),
  );
}
