import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { headerBlockBytes, measureServedHeaders } from '../../scripts/dev/bench/lib/served-headers.ts';
import { createSiteServer } from '../../scripts/serve.ts';

const dist = mkdtempSync(join(tmpdir(), 'served-headers-'));
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
writeFileSync(join(dist, 'about.html'), '<!doctype html><title>About</title>');
writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title>');

/** The bytes before the body of the server's answer to a plain GET, read off the socket. */
async function rawHeaderBytes(path: string): Promise<number> {
  const server = createSiteServer(dist);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  try {
    const wire = await new Promise<Buffer>((done, fail) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br, gzip\r\nConnection: close\r\n\r\n`,
        );
      });
      const parts: Buffer[] = [];
      socket
        .on('data', (part) => parts.push(part))
        .on('end', () => {
          done(Buffer.concat(parts));
        })
        .on('error', fail);
    });
    return wire.indexOf('\r\n\r\n') + 4;
  } finally {
    server.close();
  }
}

describe("the bytes of the first round trip a response's headers take", () => {
  it('counts the status line, each header and the blank line as they go on the wire', () => {
    expect(headerBlockBytes('1.1', 200, 'OK', ['Content-Type', 'text/html', 'Content-Length', '42'])).toBe(
      'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 42\r\n\r\n'.length,
    );
  });

  it("measures what the site's server sends for each page, within the bytes of a keep-alive answer", async () => {
    const measured = await measureServedHeaders(dist, ['/about', '/no/such/page']);
    const onTheWire = await rawHeaderBytes('/about');
    // The measuring request keeps its connection open ("Connection: keep-alive", "Keep-Alive: timeout=5");
    // this one closed it ("Connection: close"): the only difference.
    expect(measured.get('/about')! - onTheWire).toBe(
      'Connection: keep-alive\r\nKeep-Alive: timeout=5\r\n'.length - 'Connection: close\r\n'.length,
    );
    // The security headers of every page are in it: several hundred bytes, not a few dozen.
    expect(measured.get('/about')).toBeGreaterThan(500);
    expect(measured.get('/no/such/page')).toBeGreaterThan(500);
  });
});
