import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiServer } from '../../scripts/dev/api/app.ts';
import type { Fault } from '../../scripts/dev/api/faults.ts';
import { Store } from '../../scripts/dev/api/store.ts';

export interface TestApi {
  url: string;
  store: Store;
  close: () => Promise<void>;
}

/** A reference API on a free port with its own database, for one test file. */
export async function startTestApi(
  options: { faults?: Fault[]; dbPath?: string; origins?: string[] } = {},
): Promise<TestApi> {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const store = new Store(options.dbPath ?? join(dir, 'api.sqlite'));
  let url = '';
  const server = createApiServer({
    get publicUrl() {
      return url;
    },
    allowedOrigins: options.origins ?? ['http://localhost:4321'],
    store,
    imagesDir: join(dir, 'images'),
    control: true,
    faults: options.faults ?? [],
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    store,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          store.close();
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
