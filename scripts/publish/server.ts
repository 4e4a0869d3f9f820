/**
 * `npm run publisher`: the rebuild service beside the built site, the web front of ./publishing.ts. The
 * back office calls its hook after each change; it waits for a pause in the calls (./scheduler.ts),
 * builds incrementally in a child process (./release.ts), checks the new output (./checks.ts) and flips
 * the live link nginx serves (PUBLISH_ROOT) in one rename; a failed or refused build leaves the live site
 * as it was. Editors follow it on /_publish/status. README, "The publisher", says how to run it behind nginx.
 *
 *   POST /_publish/hook      signed with PUBLISH_SECRET (./signature.ts): queues a publish (202)
 *   GET  /_publish/status    the status page (JSON with Accept: application/json, or status.json)
 *   POST /_publish/now       starts the queued publish without waiting for the pause
 *   POST /_publish/confirm   publishes a catalogue the checks held back
 * The last three need the status password (basic auth, any user name) or `Authorization: Bearer <secret>`.
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { loadCdnStep } from './cdn.ts';
import type { PublishRecord } from './history.ts';
import {
  createPublishing,
  DEFAULT_MAX_WAIT_MS,
  DEFAULT_QUIET_MS,
  type Publishing,
  type PublishingOptions,
} from './publishing.ts';
import { hasValidSignature, sameSecret, SIGNATURE_HEADER } from './signature.ts';
import { renderStatusPage } from './status.ts';

export interface PublisherOptions extends PublishingOptions {
  secret: string;
  /** The status page's password; the secret when not set. */
  statusPassword?: string;
}

export interface Publisher extends Publishing {
  server: Server;
  /** Stops the server and the release process waiting for the next publish. */
  close: () => Promise<void>;
}

/** A hook body larger than this is refused: the back office sends a short note, if anything. */
const HOOK_BODY_LIMIT = 64 * 1024;

function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        done(undefined);
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => {
      done(Buffer.concat(chunks));
    });
    request.on('error', fail);
  });
}

export function createPublisher(options: PublisherOptions): Publisher {
  const publishing = createPublishing(options);
  const { scheduler, status } = publishing;
  const statusPassword = options.statusPassword || options.secret;

  const isEditor = (request: IncomingMessage) => {
    const header = request.headers.authorization ?? '';
    const [scheme, value = ''] = header.split(' ', 2);
    if (scheme?.toLowerCase() === 'bearer') return sameSecret(value, options.secret);
    if (scheme?.toLowerCase() !== 'basic') return false;
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    return sameSecret(decoded.slice(decoded.indexOf(':') + 1), statusPassword);
  };

  /** A form post from another site would carry the editor's saved password: only this page's own forms count. */
  const isOwnForm = (request: IncomingMessage) => {
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
    const origin = request.headers.origin;
    if (!origin) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      // "null" (a sandboxed or privacy-sensitive context) or worse: not this page's form.
      return false;
    }
  };

  const send = (response: ServerResponse, code: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(code, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    });
    return response.end(JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://publisher.local').pathname.replace(/\/+$/, '');
    if (path === '/_publish/hook' && request.method === 'POST') {
      const body = await readBody(request, HOOK_BODY_LIMIT);
      if (!body) return send(response, 413, { error: 'The body is larger than 64 KB.' });
      const signature = request.headers[SIGNATURE_HEADER];
      if (!hasValidSignature(options.secret, body, typeof signature === 'string' ? signature : undefined))
        return send(response, 401, { error: `Missing or wrong ${SIGNATURE_HEADER} header: nothing was built.` });
      scheduler.notify();
      const { state, queued } = status();
      return send(response, 202, { state, queued });
    }
    if (
      !['/_publish', '/_publish/status', '/_publish/status.json', '/_publish/now', '/_publish/confirm'].includes(path)
    )
      return send(response, 404, { error: 'Not found.' });
    if (!isEditor(request))
      return send(
        response,
        401,
        { error: 'The status password is needed.' },
        { 'www-authenticate': 'Basic realm="Publishing", charset="UTF-8"' },
      );
    if (request.method === 'POST' && (path === '/_publish/now' || path === '/_publish/confirm')) {
      if (!isOwnForm(request)) return send(response, 403, { error: 'Only the status page can ask for this.' });
      scheduler.startNow(path === '/_publish/confirm');
      response.writeHead(303, { location: '/_publish/status', 'cache-control': 'no-store' });
      return response.end();
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, { error: 'Use GET.' });
    const wantsJson = path.endsWith('.json') || (request.headers.accept ?? '').includes('application/json');
    if (wantsJson) return send(response, 200, status());
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    });
    return response.end(renderStatusPage(status(), options.site));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('publisher:', error);
      if (!response.headersSent) send(response, 500, { error: 'The publisher failed to answer; see its log.' });
      else response.end();
    });
  });
  const close = async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    await publishing.dispose();
  };
  return { ...publishing, server, close };
}

/** What `--once` prints: the outcome in a line, with the pages and notes. */
function describeRecord(record: PublishRecord): string {
  const pages = record.pages
    ? `; pages ${record.pages.added} added, ${record.pages.changed} changed, ${record.pages.removed} removed`
    : '';
  return [
    `publish ${record.outcome} in ${(record.durationMs / 1000).toFixed(1)} s${record.reason ? `: ${record.reason}` : pages}`,
    ...(record.notes ?? []),
  ].join('\n');
}

if (import.meta.main) {
  // --once: one publish now, without the hook or the status page (CI, or a cron job), exiting 0 when it
  // went live, 1 when it failed and 2 when it was held; --confirm publishes a held catalogue.
  const once = process.argv.includes('--once');
  const env = process.env;
  const secret = env['PUBLISH_SECRET'] ?? '';
  if (!once && secret.length < 16) {
    console.error(
      'publisher: set PUBLISH_SECRET to a random string of at least 16 characters (the hook signs with it)',
    );
    process.exit(1);
  }
  const stateDir = resolve(env['PUBLISH_STATE_DIR'] || '.cache/publish');
  const liveDir = resolve(env['PUBLISH_ROOT'] || join(stateDir, 'site'));
  const port = Number(env['PUBLISH_PORT'] ?? 8790);
  const host = env['PUBLISH_HOST'] || '127.0.0.1';
  const cdn = await loadCdnStep(env);
  const publisher = createPublisher({
    secret,
    ...(env['PUBLISH_STATUS_PASSWORD'] ? { statusPassword: env['PUBLISH_STATUS_PASSWORD'] } : {}),
    liveDir,
    stateDir,
    site: new URL(env['SITE_URL'] || 'http://localhost:4321'),
    quietMs: Number(env['PUBLISH_QUIET_MS'] ?? DEFAULT_QUIET_MS),
    maxWaitMs: Number(env['PUBLISH_DEBOUNCE_MS'] ?? DEFAULT_MAX_WAIT_MS),
    ...(cdn ? { cdn } : {}),
    ...(env['PUBLISH_NOTIFY_URL'] ? { notifyUrl: env['PUBLISH_NOTIFY_URL'] } : {}),
    ...(env['PUBLISH_RELOAD'] ? { reloadCommand: env['PUBLISH_RELOAD'] } : {}),
  });
  if (once) {
    const lastId = publisher.history.records[0]?.id ?? 0;
    publisher.scheduler.startNow(process.argv.includes('--confirm'));
    while ((publisher.history.records[0]?.id ?? 0) === lastId) await new Promise((done) => setTimeout(done, 100));
    const record = publisher.history.records[0]!;
    console.log(describeRecord(record));
    await publisher.close();
    process.exit({ live: 0, failed: 1, held: 2 }[record.outcome]);
  }
  publisher.server.listen(port, host, () => {
    console.log(`publisher on http://${host}:${port}/_publish/status; live site: ${liveDir}`);
  });
  // Nothing live yet: the first publish starts now, so nginx has a site to serve.
  if (!existsSync(liveDir)) publisher.scheduler.startNow();
  const stop = () => {
    void publisher.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
