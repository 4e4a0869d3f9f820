/**
 * The embedded reference API: `npm run api`.
 * Flags: --products N (scale the seed), --faults "GetAllProduct=http500,…", --control (test faults endpoint).
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { createApiServer } from './app.ts';
import { parseFaultList } from './faults.ts';
import { writeSeedImages } from '../art/seed/write.ts';
import { Store } from './store.ts';

export interface StartedApi {
  url: string;
  close: () => Promise<void>;
}

export interface StartApiOptions {
  port: number;
  host?: string;
  dataDir?: string;
  productCount?: number;
  control?: boolean;
  faults?: string;
  siteOrigins?: string[];
  quiet?: boolean;
}

/** Starts the reference API and resolves once it listens. */
export async function startApi(options: StartApiOptions): Promise<StartedApi> {
  const host = options.host ?? '127.0.0.1';
  const dataDir = resolve(options.dataDir ?? process.env['API_DATA_DIR'] ?? '.data');
  const imagesDir = resolve(dataDir, 'images');
  // API_SEED_IMAGES=off skips drawing the seed images (about 25 s on a new data folder) for
  // tests that only post and never show a product image.
  const written = process.env['API_SEED_IMAGES'] === 'off' ? 0 : await writeSeedImages(imagesDir);
  const store = new Store(resolve(dataDir, 'api.sqlite'));
  const publicUrl = `http://localhost:${options.port}`;
  const sitePort = process.env['PORT'] ?? '4321';
  const server = createApiServer({
    publicUrl,
    allowedOrigins:
      options.siteOrigins ??
      (process.env['CORS_ORIGINS']?.split(',').map((origin) => origin.trim()) || [
        `http://localhost:${sitePort}`,
        `http://127.0.0.1:${sitePort}`,
      ]),
    store,
    imagesDir,
    control: options.control ?? false,
    faults: options.faults ? parseFaultList(options.faults) : [],
    ...(options.productCount ? { productCount: options.productCount } : {}),
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      resolveListen();
    });
  });
  if (!options.quiet) {
    console.log(
      `reference API on ${publicUrl} (data in ${dataDir}${written ? `, ${written} seed images written` : ''})`,
    );
  }
  return {
    url: publicUrl,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(() => {
          store.close();
          resolveClose();
        });
      }),
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      products: { type: 'string' },
      faults: { type: 'string' },
      control: { type: 'boolean', default: false },
    },
  });
  const api = await startApi({
    port: Number(values.port ?? process.env['API_PORT'] ?? 8787),
    control: values.control,
    ...(values.products ? { productCount: Number(values.products) } : {}),
    ...(values.faults ? { faults: values.faults } : {}),
  });
  const stop = () => void api.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
