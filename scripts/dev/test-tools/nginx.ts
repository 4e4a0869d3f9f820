import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findNginx } from './find-nginx.ts';

/** The config the project ships for nginx; a self-hoster changes only its root and listen lines. */
export const shippedNginxConfig = 'scripts/delivery/nginx/site.conf';

export interface RunningNginx {
  url: string;
  stop: () => Promise<void>;
}

/** A port nothing listens on right now, from the system. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * Serves a built dist/ with nginx and the shipped config, on a free port of the loopback address:
 * the config is used as it is, with only its root (/srv/site) and listen line changed, inside a
 * minimal nginx.conf that keeps every file nginx writes in a folder of its own.
 */
export async function startNginx(distDir: string): Promise<RunningNginx> {
  const binary = process.env['NGINX_PATH'] || findNginx();
  const prefix = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  const port = await freePort();
  const shipped = readFileSync(shippedNginxConfig, 'utf8');
  if (!shipped.includes('root /srv/site;') || !/^\s*listen 80;$/m.test(shipped))
    throw new Error(`${shippedNginxConfig} has no "root /srv/site;" or "listen 80;" line`);
  writeFileSync(
    join(prefix, 'site.conf'),
    shipped.replaceAll('/srv/site', resolve(distDir)).replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`),
  );
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, folder));
  const mimeTypes = '/etc/nginx/mime.types';
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      existsSync(mimeTypes) ? `  include ${mimeTypes};` : '',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (folder) => `  ${folder === 'body' ? 'client_body' : folder}_temp_path ${join(prefix, folder)};`,
      ),
      `  include ${join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', done));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${url}/`, { redirect: 'manual' }).then(
        () => true,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((done) => setTimeout(done, 100));
  }
  const log = existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';
  await stop();
  throw new Error(`nginx did not start with ${shippedNginxConfig}:\n${output}${log}`);
}
