import { describe, expect, it, vi } from 'vitest';
import {
  classifyAnswer,
  clientMessages,
  describeCallback,
  describeSubmit,
  endpoints,
  postJson,
  uploadFile,
  type PostResult,
} from '../../../src/lib/api/client.ts';

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );

describe('postJson', () => {
  it('posts the body as JSON to the endpoint', async () => {
    const fetchImpl = answer(200, { status: 1, message: 'Contact Details Get Successfully', response_code: 200 });
    const result = await postJson(endpoints.createContact, { name: 'Ravi' }, { fetchImpl });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toMatch(/\/api\/createContact$/);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({ name: 'Ravi' });
    expect(result).toEqual({
      kind: 'success',
      message: 'Contact Details Get Successfully',
      responseCode: 200,
      body: { status: 1, message: 'Contact Details Get Successfully', response_code: 200 },
    });
  });

  it('reads status 0 with its message and response_code', async () => {
    const result = await postJson(
      'x',
      {},
      { fetchImpl: answer(200, { status: 0, message: 'Token expired', response_code: '401' }) },
    );
    expect(result).toMatchObject({ kind: 'status0', message: 'Token expired', responseCode: 401 });
  });

  it('treats status true as success and false as failure', async () => {
    expect((await postJson('x', {}, { fetchImpl: answer(200, { status: true }) })).kind).toBe('success');
    expect((await postJson('x', {}, { fetchImpl: answer(200, { status: false }) })).kind).toBe('status0');
  });

  it('reads the message of an HTTP error body', async () => {
    const result = await postJson('x', {}, { fetchImpl: answer(500, { status: 0, message: 'Internal server error' }) });
    expect(result).toEqual({ kind: 'http', httpStatus: 500, message: 'Internal server error', responseCode: null });
  });

  it('copes with an HTTP error without a JSON body', async () => {
    expect(await postJson('x', {}, { fetchImpl: answer(502, '<html>Bad gateway</html>') })).toEqual({
      kind: 'http',
      httpStatus: 502,
      message: null,
      responseCode: null,
    });
  });

  it('calls a 2xx answer that is not a JSON object an HTTP failure', async () => {
    expect((await postJson('x', {}, { fetchImpl: answer(200, '{"status":1,') })).kind).toBe('http');
    expect((await postJson('x', {}, { fetchImpl: answer(200, [1]) })).kind).toBe('http');
  });

  it('reports a network failure', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await postJson('x', {}, { fetchImpl })).toEqual({ kind: 'network', message: 'Failed to fetch' });
  });

  it('gives up after the timeout', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    expect(await postJson('x', {}, { fetchImpl, timeoutMs: 20 })).toEqual({ kind: 'timeout' });
  });
});

describe('describeSubmit (enquiry and candidate)', () => {
  const texts = { success: 'Sent.' };

  it('success shows the server message, or ours without one', () => {
    expect(describeSubmit(classifyAnswer(200, { status: 1, message: 'Saved' }), texts)).toEqual({
      tone: 'success',
      message: 'Saved',
    });
    expect(describeSubmit(classifyAnswer(200, { status: 1 }), texts)).toEqual({ tone: 'success', message: 'Sent.' });
  });

  it('status 0 shows the server message as a warning', () => {
    expect(describeSubmit(classifyAnswer(200, { status: 0, message: 'name is required' }), texts)).toEqual({
      tone: 'warning',
      message: 'name is required',
    });
  });

  it('an HTTP failure shows the message from the error body', () => {
    expect(describeSubmit(classifyAnswer(500, { message: 'Internal server error' }), texts)).toEqual({
      tone: 'error',
      message: 'Internal server error',
    });
    expect(describeSubmit(classifyAnswer(503, null), texts)).toEqual({
      tone: 'error',
      message: clientMessages.httpFallback(503),
    });
  });

  it('the job modal falls back to "Something went wrong"', () => {
    const job = { success: 'Sent.', fallback: clientMessages.jobFallback };
    expect(clientMessages.jobFallback).toBe('Something went wrong');
    expect(describeSubmit(classifyAnswer(500, null), job).message).toBe('Something went wrong');
    expect(describeSubmit({ kind: 'network', message: 'Failed to fetch' }, job).message).toBe('Something went wrong');
    expect(describeSubmit(classifyAnswer(500, { message: 'Disk full' }), job).message).toBe('Disk full');
  });

  it('network failure and timeout have clear messages', () => {
    expect(describeSubmit({ kind: 'network', message: null }, texts)).toEqual({
      tone: 'error',
      message: clientMessages.network,
    });
    expect(describeSubmit({ kind: 'timeout' }, texts)).toEqual({ tone: 'error', message: clientMessages.timeout });
  });
});

describe('describeCallback (call-back and contact-us)', () => {
  const cases: Array<[string, PostResult, { tone: string; message: string }]> = [
    [
      'success',
      classifyAnswer(200, { status: 1, message: 'x' }),
      { tone: 'success', message: 'Contact Details Get Successfully' },
    ],
    [
      'status 0, code 500',
      classifyAnswer(200, { status: 0, response_code: 500 }),
      { tone: 'error', message: 'Problem With Data Fetching' },
    ],
    [
      'status 0, code 404',
      classifyAnswer(200, { status: 0, response_code: 404 }),
      { tone: 'error', message: 'Problem With Data Fetching' },
    ],
    [
      'code 401',
      classifyAnswer(200, { status: 0, response_code: 401 }),
      { tone: 'error', message: 'Your token is expired. Please login again.' },
    ],
    [
      'HTTP 401 with code 401',
      classifyAnswer(401, { response_code: 401 }),
      { tone: 'error', message: 'Your token is expired. Please login again.' },
    ],
    [
      'status 0, other code',
      classifyAnswer(200, { status: 0, response_code: 200, message: 'x' }),
      { tone: 'warning', message: 'Problem With Data Fetching' },
    ],
    [
      'HTTP 500',
      classifyAnswer(500, { status: 0, message: 'Internal server error' }),
      { tone: 'warning', message: 'Problem With Data Fetching' },
    ],
    ['network', { kind: 'network', message: null }, { tone: 'warning', message: 'Problem With Data Fetching' }],
    ['timeout', { kind: 'timeout' }, { tone: 'error', message: clientMessages.timeout }],
  ];
  it.each(cases)('%s', (_name, result, notice) => {
    expect(describeCallback(result)).toEqual(notice);
  });
});

/** A stand-in for XMLHttpRequest that answers as told once the body is sent. */
function fakeRequest(reply: { status?: number; body?: string; event?: 'load' | 'error' | 'timeout' }) {
  const listeners = new Map<string, Array<(event: unknown) => void>>();
  const uploadListeners: Array<(event: ProgressEvent) => void> = [];
  const request = {
    status: 0,
    responseText: '',
    timeout: 0,
    responseType: '',
    sent: null as FormData | null,
    opened: [] as string[],
    upload: {
      addEventListener: (_type: string, listener: (event: ProgressEvent) => void) => uploadListeners.push(listener),
    },
    open(method: string, url: string) {
      this.opened = [method, url];
    },
    addEventListener(type: string, listener: (event: unknown) => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    abort() {
      listeners.get('abort')?.forEach((listener) => {
        listener({});
      });
    },
    send(body: FormData) {
      this.sent = body;
      for (const listener of uploadListeners)
        listener({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.status = reply.status ?? 200;
      this.responseText = reply.body ?? '';
      queueMicrotask(() =>
        listeners.get(reply.event ?? 'load')?.forEach((listener) => {
          listener({});
        }),
      );
    },
  };
  return request;
}

describe('uploadFile', () => {
  const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

  it('sends file, upload_preset and resource_type raw, reports progress and returns the secure URL', async () => {
    const request = fakeRequest({ body: JSON.stringify({ secure_url: 'https://files.example/cv.pdf' }) });
    const progress: number[] = [];
    const result = await uploadFile(file, {
      url: 'https://upload.example/upload',
      preset: 'cv_preset',
      onProgress: (fraction) => progress.push(fraction),
      createRequest: () => request as unknown as XMLHttpRequest,
    });
    expect(result).toEqual({ ok: true, url: 'https://files.example/cv.pdf' });
    expect(request.opened).toEqual(['POST', 'https://upload.example/upload']);
    expect((request.sent!.get('file') as File).name).toBe('cv.pdf');
    expect(request.sent!.get('upload_preset')).toBe('cv_preset');
    expect(request.sent!.get('resource_type')).toBe('raw');
    expect(progress).toEqual([0.5, 1]);
    expect(request.timeout).toBeGreaterThanOrEqual(60_000);
  });

  it('fails on an HTTP error, with the body message', async () => {
    const request = fakeRequest({
      status: 415,
      body: JSON.stringify({ status: 0, message: 'Only PDF, DOC or DOCX files are accepted.' }),
    });
    expect(await uploadFile(file, { createRequest: () => request as unknown as XMLHttpRequest })).toEqual({
      ok: false,
      reason: 'http',
      message: 'Only PDF, DOC or DOCX files are accepted.',
    });
  });

  it('fails when the answer has no URL', async () => {
    const request = fakeRequest({ body: '{}' });
    expect(await uploadFile(file, { createRequest: () => request as unknown as XMLHttpRequest })).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });

  it('fails on a network error and on a timeout', async () => {
    expect(
      await uploadFile(file, { createRequest: () => fakeRequest({ event: 'error' }) as unknown as XMLHttpRequest }),
    ).toMatchObject({
      ok: false,
      reason: 'network',
    });
    expect(
      await uploadFile(file, { createRequest: () => fakeRequest({ event: 'timeout' }) as unknown as XMLHttpRequest }),
    ).toMatchObject({
      ok: false,
      reason: 'timeout',
    });
  });
});
