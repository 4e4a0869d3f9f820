/**
 * How many bytes of the first round trip a page's response headers take, as the site's server sends
 * them (scripts/serve.ts: the headers of scripts/delivery/headers.ts, plus Node's date and
 * connection headers). An HTTP/1.1 response's status line and headers travel uncompressed ahead of its
 * body, in the same first TCP window, and Lighthouse counts them in the page's transfer size.
 */
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSiteServer } from '../../../serve.ts';

/** The status line and headers of a response as they were on the wire (one CRLF after each, one more at the end). */
export function headerBlockBytes(
  httpVersion: string,
  status: number,
  statusText: string,
  rawHeaders: readonly string[],
): number {
  let bytes = Buffer.byteLength(`HTTP/${httpVersion} ${status} ${statusText}\r\n`) + 2;
  for (let at = 0; at < rawHeaders.length; at += 2)
    bytes += Buffer.byteLength(`${rawHeaders[at]}: ${rawHeaders[at + 1]}\r\n`);
  return bytes;
}

/** Serves `distDir` on a free port for the time of one call, and gives each path's header bytes. */
export async function measureServedHeaders(distDir: string, paths: readonly string[]): Promise<Map<string, number>> {
  const server = createSiteServer(distDir);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  try {
    const sizes = new Map<string, number>();
    for (const path of paths) {
      const bytes = await new Promise<number>((done, fail) => {
        get({ port, host: '127.0.0.1', path, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
          response.resume();
          done(
            headerBlockBytes(
              response.httpVersion,
              response.statusCode ?? 0,
              response.statusMessage ?? '',
              response.rawHeaders,
            ),
          );
        }).on('error', fail);
      });
      sizes.set(path, bytes);
    }
    return sizes;
  } finally {
    server.closeAllConnections();
    server.close();
  }
}
