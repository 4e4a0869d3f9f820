import { apiBaseUrl, uploadPreset, uploadUrl } from '../config.ts';
import { formsCopyEn } from '../../content/forms/copy-en.ts';
import type { SubmitMessages } from '../../content/forms/types.ts';
import { isSuccessStatus } from './status.ts';

/*
 * The browser's calls to the company API and what each outcome shows the visitor. Forms call
 * `postJson` (or `uploadFile`), then turn the result into a notice
 * with `describeSubmit` or `describeCallback`.
 */

/** Where the forms post. */
export const endpoints = {
  createContact: `${apiBaseUrl}/api/createContact`,
  createCandidate: `${apiBaseUrl}/api/CreateCandidate`,
} as const;

/** How long a form waits for the API before giving up. */
export const defaultTimeoutMs = 20_000;

/** How long a CV upload may take: 5 MB on a slow mobile uplink needs minutes, not seconds. */
export const uploadTimeoutMs = 180_000;

type Body = Record<string, unknown>;

/** Everything that can come back from one POST, sorted into the cases that show the visitor different notices. */
export type PostResult =
  | { kind: 'success'; message: string | null; responseCode: number | null; body: Body }
  /** HTTP 2xx with status 0 (or false). */
  | { kind: 'status0'; message: string | null; responseCode: number | null; body: Body }
  /** A non-2xx answer, or a 2xx answer that is not a JSON object. */
  | { kind: 'http'; httpStatus: number; message: string | null; responseCode: number | null }
  /** No answer at all: offline, DNS, CORS, connection reset. */
  | { kind: 'network'; message: string | null }
  | { kind: 'timeout' };

/** What a form shows after a call: a toast of this tone with this text. */
export interface Notice {
  tone: 'success' | 'warning' | 'error';
  message: string;
}

/**
 * The words of the outcomes, in English: the company's (callback*, jobFallback) and our own for the
 * outcomes its message list does not word (timeouts, no network…). Hindi pages pass their edition
 * (src/content/forms/) to describeSubmit and describeCallback; a message the server sent is shown as served,
 * but for a success on a Hindi page (see SubmitMessages.serverSuccessShown).
 */
export const clientMessages: SubmitMessages = formsCopyEn.submit;

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

const codeOf = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sorts an HTTP answer (status code and parsed body, if it was JSON) into a {@link PostResult}. */
export function classifyAnswer(httpStatus: number, body: unknown): PostResult {
  const ok = httpStatus >= 200 && httpStatus < 300;
  if (!ok || !isObject(body)) {
    return {
      kind: 'http',
      httpStatus,
      message: isObject(body) ? (textOf(body['message']) ?? textOf(body['error'])) : null,
      responseCode: isObject(body) ? codeOf(body['response_code']) : null,
    };
  }
  const message = textOf(body['message']);
  const responseCode = codeOf(body['response_code']);
  return isSuccessStatus(body['status'])
    ? { kind: 'success', message, responseCode, body }
    : { kind: 'status0', message, responseCode, body };
}

/**
 * POSTs `body` as JSON and never throws: every failure comes back as a {@link PostResult}.
 * Gives up after `timeoutMs`; an outside `signal` cancels too (reported as a timeout).
 */
export async function postJson(
  url: string,
  body: unknown,
  options: { timeoutMs?: number; signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<PostResult> {
  const { timeoutMs = defaultTimeoutMs, fetchImpl = globalThis.fetch } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => {
    controller.abort();
  };
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const raw = await response.text();
    let parsed: unknown = null;
    try {
      parsed = raw ? JSON.parse(raw) : null;
    } catch {
      parsed = null;
    }
    return classifyAnswer(response.status, parsed);
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'timeout' };
    return { kind: 'network', message: error instanceof Error && error.message ? error.message : null };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/**
 * The notice for an enquiry or a job application: success shows the server's
 * message; status 0 shows the server's message as a warning; an HTTP failure shows the message
 * of the error body. `fallback` is what to say when the server gave no message (the job modal
 * says "Something went wrong"). Our own words come from `words`, the page's language.
 */
export function describeSubmit(
  result: PostResult,
  texts: { success: string; fallback?: string },
  words: SubmitMessages = clientMessages,
): Notice {
  switch (result.kind) {
    case 'success':
      return { tone: 'success', message: (words.serverSuccessShown ? result.message : null) ?? texts.success };
    case 'status0':
      return { tone: 'warning', message: result.message ?? texts.fallback ?? words.notAccepted };
    case 'http':
      return {
        tone: 'error',
        message: result.message ?? texts.fallback ?? words.httpFallback(result.httpStatus),
      };
    case 'network':
      return { tone: 'error', message: texts.fallback ?? words.network };
    case 'timeout':
      return { tone: 'error', message: words.timeout };
  }
}

/**
 * The notice for a call-back or contact-us request: success → "Contact Details Get
 * Successfully"; response_code 401 → token expired; status 0 with response_code 500 or 404 →
 * "Problem With Data Fetching"; any other failure → the same text as a warning (in `words`, the
 * page's language).
 */
export function describeCallback(result: PostResult, words: SubmitMessages = clientMessages): Notice {
  if (result.kind === 'success') return { tone: 'success', message: words.callbackSuccess };
  if (result.kind === 'timeout') return { tone: 'error', message: words.timeout };
  const code = 'responseCode' in result ? result.responseCode : null;
  if (code === 401) return { tone: 'error', message: words.callbackExpired };
  if (result.kind === 'status0' && (code === 500 || code === 404))
    return { tone: 'error', message: words.callbackProblem };
  return { tone: 'warning', message: words.callbackProblem };
}

/** What came of a file upload. */
export type UploadResult =
  | { ok: true; url: string }
  | { ok: false; reason: 'http' | 'network' | 'timeout' | 'aborted' | 'invalid'; message: string | null };

/**
 * Sends a CV to the file host (multipart: file, upload_preset, resource_type "raw") with
 * XMLHttpRequest, because fetch cannot report upload progress. Resolves with the file's
 * secure URL; never rejects.
 */
export function uploadFile(
  file: Blob & { name?: string },
  options: {
    onProgress?: (fraction: number) => void;
    timeoutMs?: number;
    signal?: AbortSignal;
    url?: string;
    preset?: string;
    createRequest?: () => XMLHttpRequest;
  } = {},
): Promise<UploadResult> {
  const request = options.createRequest ? options.createRequest() : new XMLHttpRequest();
  const form = new FormData();
  form.append('file', file, file.name ?? 'cv');
  form.append('upload_preset', options.preset ?? uploadPreset);
  form.append('resource_type', 'raw');
  return new Promise((resolve) => {
    const fail = (reason: Exclude<UploadResult, { ok: true }>['reason'], message: string | null = null) => {
      resolve({ ok: false, reason, message });
    };
    request.open('POST', options.url ?? uploadUrl);
    request.timeout = options.timeoutMs ?? uploadTimeoutMs;
    request.responseType = 'text';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: no body to read.
      }
      const message = isObject(body)
        ? (textOf(body['message']) ?? (isObject(body['error']) ? textOf(body['error']['message']) : null))
        : null;
      if (request.status < 200 || request.status >= 300) {
        fail('http', message);
        return;
      }
      const url = isObject(body) ? (textOf(body['secure_url']) ?? textOf(body['url'])) : null;
      if (!url || !/^https?:\/\//i.test(url)) {
        fail('invalid', message);
        return;
      }
      options.onProgress?.(1);
      resolve({ ok: true, url });
    });
    request.addEventListener('error', () => {
      fail('network');
    });
    request.addEventListener('timeout', () => {
      fail('timeout');
    });
    request.addEventListener('abort', () => {
      fail('aborted');
    });
    options.signal?.addEventListener(
      'abort',
      () => {
        request.abort();
      },
      { once: true },
    );
    request.send(form);
  });
}
