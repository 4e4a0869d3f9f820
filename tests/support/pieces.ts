/**
 * A page delivered in pieces, as a slow connection or a slow phone delivers it: a local proxy of the
 * site answers one address with its HTML cut into pieces, a pause between each, and passes every other
 * request through to the site unchanged. The browser draws whatever it has between pieces, so anything
 * that moves when a later piece comes in is seen as a layout shift.
 *
 * The cuts model both a network that stops anywhere and a busy phone's parser, which stops between
 * any two tags to let the browser draw (a shift that only showed on loaded test machines came from
 * such a stop inside the header).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface PiecesProxy {
  /** The proxy's origin: open the page at `${origin}${path}`. */
  origin: string;
  close: () => Promise<void>;
}

/** How many tags past its heading's opening tag a page still comes one tag at a time: a phone's first screen. */
const TAGS_PAST_HEADING = 200;

/**
 * Where the HTML of a page is cut: after every tag from the opening of `<body>` to 200 tags past the
 * opening tag of its first heading, which covers the first screen of every page type at a phone's
 * width; the rest of the page comes in the last piece.
 */
export function cutAfterEveryTagOfFirstScreen(html: Buffer): number[] {
  const body = html.indexOf('<body');
  const heading = html.indexOf('<h1');
  if (body < 0 || heading < 0) throw new Error('the page has no <body> or no <h1> to cut by');
  const cuts: number[] = [];
  let tagsPastHeading = -1;
  for (let tagEnd = html.indexOf('>', body); tagEnd >= 0; tagEnd = html.indexOf('>', tagEnd + 1)) {
    cuts.push(tagEnd + 1);
    if (tagEnd > heading) tagsPastHeading += 1;
    if (tagsPastHeading === TAGS_PAST_HEADING) break;
  }
  return cuts;
}

/** Proxies `site`, answering `path` in pieces cut at `cutsOf(html)`, `pauseMs` apart. */
export async function servePageInPieces(
  site: string,
  path: string,
  cutsOf: (html: Buffer) => number[],
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
      let sent = 0;
      for (const cut of cutsOf(body)) {
        response.write(body.subarray(sent, cut));
        sent = cut;
        await sleep(pauseMs);
      }
      response.end(body.subarray(sent));
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
