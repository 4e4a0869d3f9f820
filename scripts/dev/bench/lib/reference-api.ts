/**
 * The API the built pages point at, for the Lighthouse bench: blog images are served from the API host,
 * as in production, and the old client-rendered page fetches its records from it after load.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startApi, type StartedApi } from '../../api/server.ts';

/** The origin of the API the snapshot in use was pulled from, if any. */
export function snapshotApiOrigin(): string | undefined {
  const snapshotFile = resolve(process.env['SNAPSHOT_PATH'] ?? '.cache/snapshot.json');
  if (!existsSync(snapshotFile)) return undefined;
  const source = (JSON.parse(readFileSync(snapshotFile, 'utf8')) as { source?: string }).source;
  return source ? new URL(source).origin : undefined;
}

/**
 * Starts the reference API the built pages point at, when it is local and not running. It answers
 * CORS for `siteOrigins`: the old page fetches from it cross-origin, as the old site did.
 */
export async function ensureApi(siteOrigins: string[]): Promise<StartedApi | undefined> {
  const origin = snapshotApiOrigin();
  if (!origin) return undefined;
  const url = new URL(origin);
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return undefined;
  const running = await fetch(`${url.origin}/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (running) return undefined;
  return startApi({ port: Number(url.port), quiet: true, siteOrigins });
}

/**
 * Whether the API answers a page of `siteOrigin` (a CORS preflight of the product call). An API that
 * was already running may have been started for another site port; its answers would be blocked, and
 * the old page would measure an error message instead of a product.
 */
export async function allowsOrigin(apiOrigin: string, siteOrigin: string): Promise<boolean> {
  const response = await fetch(`${apiOrigin}/api/GetAllProduct`, {
    method: 'OPTIONS',
    headers: { Origin: siteOrigin, 'Access-Control-Request-Method': 'GET' },
  }).catch(() => undefined);
  return response?.headers.get('access-control-allow-origin') === siteOrigin;
}
