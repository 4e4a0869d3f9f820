/**
 * `npm start`: starts the embedded reference API (unless PUBLIC_API_BASE_URL names another),
 * pulls and builds the site from it, and serves the site. Ctrl-C stops both.
 */
import { startApi, type StartedApi } from './dev/api/server.ts';
import { buildSite } from './build-site.ts';
import { PullError } from './pull/fetch-json.ts';
import { createSiteServer } from './serve.ts';

const port = Number(process.env['PORT'] ?? 4321);
const apiPort = Number(process.env['API_PORT'] ?? 8787);
const externalApi = process.env['PUBLIC_API_BASE_URL'] || undefined;

let api: StartedApi | undefined;
try {
  if (!externalApi) {
    api = await startApi({ port: apiPort });
    process.env['PUBLIC_API_BASE_URL'] = api.url;
  }
  await buildSite({ apiBase: externalApi ?? api!.url });
} catch (error) {
  console.error(error instanceof PullError ? `build failed: ${error.message}` : error);
  await api?.close();
  process.exit(1);
}

const site = createSiteServer('dist');
site.listen(port, () => {
  console.log(`site on http://localhost:${port}${api ? `, reference API on ${api.url}` : ''} — Ctrl-C stops both`);
});
const stop = () => {
  site.closeAllConnections();
  site.close();
  void (api?.close() ?? Promise.resolve()).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
