import type { AddressInfo } from 'node:net';
import { signBody, SIGNATURE_HEADER } from '../../scripts/publish/signature.ts';
import { createPublisher, type Publisher, type PublisherOptions } from '../../scripts/publish/server.ts';
import type { PublishStatus } from '../../scripts/publish/status.ts';

export const secret = 'a-test-secret-of-some-length';

export interface RunningPublisher extends Publisher {
  url: string;
  /** Calls the hook as the back office does (signed unless told otherwise). */
  hook: (body?: string, signature?: string | null) => Promise<Response>;
  /** The status JSON, as an editor's script reads it. */
  readStatus: () => Promise<PublishStatus>;
}

/** A publisher on a free port of the loopback address. */
export async function startPublisher(
  options: Omit<PublisherOptions, 'secret' | 'site'> & { site?: URL },
): Promise<RunningPublisher> {
  const publisher = createPublisher({ secret, site: new URL('https://www.example.com/'), ...options });
  await new Promise<void>((done) => publisher.server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(publisher.server.address() as AddressInfo).port}`;
  const bearer = { authorization: `Bearer ${secret}` };
  return {
    ...publisher,
    url,
    hook: (body = '{"changed":"product"}', signature) =>
      fetch(`${url}/_publish/hook`, {
        method: 'POST',
        headers: signature === null ? {} : { [SIGNATURE_HEADER]: signature ?? signBody(secret, body) },
        body,
      }),
    readStatus: async () =>
      (await (await fetch(`${url}/_publish/status.json`, { headers: bearer })).json()) as PublishStatus,
  };
}

/** Polls until `check` holds, or fails after `timeoutMs` saying what it waited for. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}
