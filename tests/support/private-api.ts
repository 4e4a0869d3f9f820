import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { createApiServer } from '../../scripts/dev/api/app.ts';
import { Store } from '../../scripts/dev/api/store.ts';
import { apiUrl } from './site.ts';

/**
 * Routes the browser's calls to the API to a private reference API with its own SQLite database,
 * for one spec file: its tests neither see nor consume the faults other specs set on the shared one,
 * and can run beside them. Call once at the top of the file; read what arrived with `store()`.
 */
export function usePrivateApi(label: string): {
  store: () => Store;
  url: () => string;
  stored: (name: string) => ReturnType<Store['listSubmissions']>;
} {
  let work = '';
  let store: Store | undefined;
  let server: Server | undefined;
  let privateUrl = '';

  // Made here, not when the file loads: Playwright's runner also loads the file to list its tests.
  test.beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), `${label}-api-`));
    store = new Store(join(work, 'api.sqlite'));
    server = createApiServer({
      get publicUrl() {
        return privateUrl;
      },
      allowedOrigins: ['*'],
      store,
      imagesDir: join(work, 'images'),
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    privateUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    store?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test.beforeEach(async ({ page }) => {
    const api = new URL(apiUrl);
    await page.route(
      (url) => url.origin === api.origin,
      async (route) => {
        const original = new URL(route.request().url());
        try {
          const response = await route.fetch({ url: privateUrl + original.pathname + original.search });
          await route.fulfill({ response });
        } catch (error) {
          // The page closed while the answer was on its way (the test had seen what it needed).
          if (!/disposed|closed|Target page/i.test(String(error))) throw error;
        }
      },
    );
  });

  const current = () => {
    if (!store) throw new Error('the private API starts in beforeAll');
    return store;
  };
  return {
    store: current,
    url: () => privateUrl,
    stored: (name) =>
      current()
        .listSubmissions()
        .filter((row) => row.payload['name'] === name || row.payload['name'] === name.trim()),
  };
}
