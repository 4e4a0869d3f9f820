/** A GET that gives up after a timeout and retries transient failures a bounded number of times. */

export interface FetchPolicy {
  timeoutMs: number;
  retries: number;
  /** Wait before retry n is backoffMs * n. */
  backoffMs: number;
}

export const defaultFetchPolicy: FetchPolicy = { timeoutMs: 20_000, retries: 2, backoffMs: 500 };

/** Why a call failed, in words an editor can act on. */
export class PullError extends Error {
  override name = 'PullError';
}

class Transient extends Error {}

async function attempt(url: string, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if ((error as Error).name === 'TimeoutError') throw new Transient(`no answer within ${timeoutMs / 1000} s`);
    throw new Transient(`unreachable (${cause?.code ?? cause?.message ?? (error as Error).message})`);
  }
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    // Headers arrived, then the connection dropped: as transient as not connecting at all.
    const cause = (error as { cause?: { code?: string } }).cause;
    throw new Transient(
      `the connection dropped while the answer was being read${cause?.code ? ` (${cause.code})` : ''}`,
    );
  }
  if (!response.ok) {
    const reason = `HTTP ${response.status} ${response.statusText}`.trim();
    if (response.status >= 500 || response.status === 429) throw new Transient(reason);
    throw new PullError(reason);
  }
  try {
    return JSON.parse(body);
  } catch {
    throw new PullError(`the body is not JSON (starts with ${JSON.stringify(body.slice(0, 40))})`);
  }
}

/** Fetches JSON; throws PullError with the reason after the last try. */
export async function fetchJson(url: string, policy: FetchPolicy = defaultFetchPolicy): Promise<unknown> {
  for (let tryNumber = 0; ; tryNumber++) {
    try {
      return await attempt(url, policy.timeoutMs);
    } catch (error) {
      if (!(error instanceof Transient)) throw error;
      if (tryNumber >= policy.retries) {
        const tries = policy.retries + 1;
        throw new PullError(`${error.message}${tries > 1 ? ` (after ${tries} tries)` : ''}`);
      }
      await new Promise((resolve) => setTimeout(resolve, policy.backoffMs * (tryNumber + 1)));
    }
  }
}
