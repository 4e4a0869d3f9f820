/**
 * Faults the reference API can be told to answer with, so that tests can see what the site
 * does when the company API misbehaves. Only reachable when the server runs with control on.
 *
 * - status0: a well-formed answer with `status: 0` and a message (code401/404/500 add a response_code)
 * - http500: HTTP 500 with a JSON body
 * - reset: the connection is dropped before any answer (what a browser reports as status 0)
 * - truncated: headers and half a body, then the connection is dropped
 * - malformed: HTTP 200 with a body that is not JSON
 * - slow: answers normally after delayMs (default 3000)
 * - hang: never answers
 * - empty: every list empty
 * - hostile: records a careless back office can produce (see hostile.ts), per endpoint
 */
export const faultModes = [
  'status0',
  'reset',
  'truncated',
  'code401',
  'code404',
  'code500',
  'http500',
  'malformed',
  'slow',
  'hang',
  'empty',
  'hostile',
] as const;

export type FaultMode = (typeof faultModes)[number];

export interface Fault {
  /** The endpoint name as the company API spells it, e.g. "createContact", or "upload" for the file host. */
  endpoint: string;
  mode: FaultMode;
  /** How many requests it applies to; omitted means until cleared. */
  times?: number;
  /** For "slow": how long to wait before answering normally. */
  delayMs?: number;
}

export class FaultBook {
  #faults: Fault[] = [];

  constructor(initial: Fault[] = []) {
    this.#faults = initial.map((fault) => ({ ...fault }));
  }

  add(fault: Fault): void {
    if (!faultModes.includes(fault.mode)) throw new Error(`unknown fault mode "${fault.mode}"`);
    this.#faults.push({ ...fault });
  }

  clear(): void {
    this.#faults = [];
  }

  /** The fault that applies to this request, used up by one if it is counted. */
  take(endpoint: string): Fault | undefined {
    const index = this.#faults.findIndex((fault) => fault.endpoint.toLowerCase() === endpoint.toLowerCase());
    if (index < 0) return undefined;
    const fault = this.#faults[index]!;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.#faults.splice(index, 1);
    }
    return fault;
  }
}

/** Parses "GetAllProduct=http500,createContact=slow:3000" as given on the command line. */
export function parseFaultList(text: string): Fault[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [endpoint = '', rest = ''] = item.split('=');
      const [mode = '', delay] = rest.split(':');
      if (!faultModes.includes(mode as FaultMode)) throw new Error(`unknown fault mode "${mode}" in "${item}"`);
      return delay
        ? { endpoint, mode: mode as FaultMode, delayMs: Number(delay) }
        : { endpoint, mode: mode as FaultMode };
    });
}
