/**
 * A page delivered in two pieces, as a slow connection delivers it: a local proxy of the site answers
 * one address with the first bytes of its HTML, then the rest after a pause, and passes every other
 * request through to the site unchanged. The browser draws the first piece before the second arrives,
 * so whatever moves when the rest of the page comes in is seen as a layout shift.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PiecesProxy {
  /** The proxy's origin: open the page at `${origin}${path}`. */
  origin: string;
  close: () => Promise<void>;
}

/** Where the HTML of a page is cut: just after its first heading's opening tag (the heading text comes later). */
export function cutAfterFirstHeading(html: Buffer): number {
  const start = html.indexOf('<h1');
  if (start < 0) throw new Error('the page has no <h1> to cut after');
  return html.indexOf('>', start) + 1;
}

/** Proxies `site`, answering `path` in two pieces cut at `cutAt(html)`, `pauseMs` apart. */
export async function servePageInPieces(
  site: string,
  path: string,
  cutAt: (html: Buffer) => number,
  pauseMs: number,
): Promise<PiecesProxy> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', site), {
        headers: { accept: request.headers.accept ?? '*/*' },
        redirect: 'manual',
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name),
        ),
      );
      response.writeHead(upstream.status, headers);
      if (request.url !== path || !upstream.ok) {
        response.end(body);
        return;
      }
      const cut = cutAt(body);
      response.write(body.subarray(0, cut));
      setTimeout(() => response.end(body.subarray(cut)), pauseMs);
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => {
          closed();
        });
      }),
  };
}
