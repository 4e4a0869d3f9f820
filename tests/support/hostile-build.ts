import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiServer } from '../../scripts/dev/api/app.ts';
import { Store } from '../../scripts/dev/api/store.ts';
import type { Snapshot } from '../../src/lib/api/types.ts';

/** A site built from the reference API's hostile answers (scripts/dev/api/hostile.ts), in a folder of its own. */
export interface HostileBuild {
  dist: string;
  snapshot: Snapshot;
  /** Everything the build printed. */
  output: string;
  /** Stops the API and deletes the folder. */
  close: () => Promise<void>;
}

/**
 * Builds the site against a reference API that answers every build-time call with its hostile
 * variant; throws with the build's output when it fails. Product images come from the test run's
 * own API data when it has them.
 */
export async function buildHostileSite(prefix: string): Promise<HostileBuild> {
  const work = mkdtempSync(join(tmpdir(), prefix));
  const dist = join(work, 'dist');
  const dataDir = process.env['E2E_DATA_DIR'];
  const imagesDir = dataDir && existsSync(join(dataDir, 'images')) ? join(dataDir, 'images') : join(work, 'images');
  const store = new Store(join(work, 'api.sqlite'));
  let apiUrl = '';
  const api: Server = createApiServer({
    get publicUrl() {
      return apiUrl;
    },
    allowedOrigins: ['*'],
    store,
    imagesDir,
    faults: ['GetAllProduct', 'getAllBlogs', 'getAllJobPosts'].map((endpoint) => ({
      endpoint,
      mode: 'hostile' as const,
    })),
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const close = async () => {
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
    store.close();
    rmSync(work, { recursive: true, force: true });
  };

  const child = spawn(process.execPath, ['scripts/build.ts', '--out-dir', dist], {
    env: {
      ...process.env,
      PUBLIC_API_BASE_URL: apiUrl,
      SNAPSHOT_PATH: join(work, 'snapshot.json'),
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const snapshotFile = join(work, 'snapshot.json');
  const snapshot = existsSync(snapshotFile) ? (JSON.parse(readFileSync(snapshotFile, 'utf8')) as Snapshot) : undefined;
  if (code !== 0 || !snapshot) {
    await close();
    throw new Error(`the hostile build failed (exit ${code}):\n${output}`);
  }
  return { dist, snapshot, output, close };
}
