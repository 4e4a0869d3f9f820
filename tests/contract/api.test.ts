import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Store } from '../../scripts/dev/api/store.ts';
import type { Seed, ServedBlog, ServedJob, ServedProduct } from '../../scripts/dev/seed/index.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { temporaryFolder } from '../support/temporary-folder.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
beforeEach(() => fetch(`${api.url}/__control/faults`, { method: 'DELETE' }));

/** Every answer: its status, and a message on most. */
interface Answer {
  status: number;
  message?: string;
}
/** GetAllProduct; GetAllProductOfSameCategroy answers the products only. */
type CatalogueAnswer = Answer & Pick<Seed, 'categories' | 'subCategories' | 'products'>;
/** The lists of blogs, job posts and products by category. */
type ListAnswer<T> = Answer & { data: T[] };

// The answers are read as JSON of unknown shape; each test says which answer it expects and asserts on it.
const get = (path: string) => fetch(`${api.url}${path}`).then((response): Promise<unknown> => response.json());
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then((response): Promise<unknown> => response.json());
const fault = (endpoint: string, mode: string, extra: Record<string, unknown> = {}) =>
  fetch(`${api.url}/__control/faults`, { method: 'POST', body: JSON.stringify({ endpoint, mode, ...extra }) });

describe.each(['/api', '/prod/api'])('reads on %s', (prefix) => {
  it('GetAllProduct answers categories, sub-categories and products', async () => {
    const body = (await get(`${prefix}/GetAllProduct`)) as CatalogueAnswer;
    expect(body.status).toBe(1);
    expect(body.categories.map((c) => c.Name)).toEqual(
      expect.arrayContaining([
        'Agro chemicals & Emulsifiers',
        'Fertilizers',
        'Silicone Super Spreader',
        'Paint Additives',
        'General Emulsifiers',
        'Home & Industrial Cleaning',
      ]),
    );
    expect(body.subCategories.length).toBeGreaterThanOrEqual(18);
    expect(body.products.length).toBeGreaterThanOrEqual(100);
    expect(Object.keys(body.products[0]!)).toEqual(
      expect.arrayContaining([
        '_id',
        'Name',
        'ProductCode',
        'Image',
        'description',
        'General_Features',
        'Instructions',
        'VideoGuides',
        'Dosage',
        'Recommended_Adjuvant',
        'HotProduct',
        'Categories',
        'SubCategories',
      ]),
    );
  });

  it('getAllBlogs and getBlogByTitle (underscores read as spaces)', async () => {
    const all = (await get(`${prefix}/getAllBlogs`)) as ListAnswer<ServedBlog>;
    expect(all.status).toBe(1);
    const first = all.data[0]!;
    const one = await get(`${prefix}/getBlogByTitle/${encodeURIComponent(first.title.replaceAll(' ', '_'))}`);
    expect(one).toMatchObject({ status: 1, data: { title: first.title } });
    expect(await get(`${prefix}/getBlogByTitle/No_such_post`)).toMatchObject({ status: 0 });
  });

  it('getProductByparamas and GetAllProductOfSameCategroy', async () => {
    const { products } = (await get(`${prefix}/GetAllProduct`)) as CatalogueAnswer;
    const product = products.find((p) => p.ProductCode)!;
    const path = `${encodeURIComponent(product.Name.replaceAll(' ', '_'))}/${encodeURIComponent(product.ProductCode.replaceAll(' ', '_'))}`;
    expect(await get(`${prefix}/getProductByparamas/${path}`)).toMatchObject({ status: 1, data: { _id: product._id } });
    const same = (await get(`${prefix}/GetAllProductOfSameCategroy/${path}`)) as CatalogueAnswer;
    expect(same.status).toBe(1);
    expect(same.products.every((p) => p.Categories._id === product.Categories._id)).toBe(true);
    expect(same.products.some((p) => p._id === product._id)).toBe(false);
  });

  it('getAllJobPosts answers job posts', async () => {
    const body = (await get(`${prefix}/getAllJobPosts`)) as ListAnswer<ServedJob>;
    expect(body.status).toBe(1);
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(body.data[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'role',
        'vacancy',
        'position',
        'lowSalary',
        'highSalary',
        'otherDetails',
        'jobdec',
      ]),
    );
  });

  it('getAllProductByCategory reads value 0 as a category and 1 as a sub-category', async () => {
    const byCategory = (await post(`${prefix}/getAllProductByCategory`, {
      category: 'Agro chemicals & Emulsifiers',
      value: 0,
    })) as ListAnswer<ServedProduct>;
    expect(byCategory.status).toBe(1);
    expect(byCategory.data.length).toBeGreaterThan(10);
    const bySub = (await post(`${prefix}/getAllProductByCategory`, {
      category: 'Oil_Emulsifier',
      value: '1',
    })) as ListAnswer<ServedProduct>;
    expect(bySub.data.length).toBeGreaterThan(0);
    expect(bySub.data.every((p) => p.SubCategories?.Name === 'Oil Emulsifier')).toBe(true);
    expect(await post(`${prefix}/getAllProductByCategory`, { category: 'x', value: 7 })).toMatchObject({ status: 0 });
  });
});

describe('createContact', () => {
  const enquiry = {
    name: 'Asha Patel',
    email: 'asha@example.in',
    query: 'Quote Request',
    message: 'Price for 200 kg of FX SPT 500, please.',
    phoneNumber: '9876543210',
    selectedProducts: [{ _id: 'p1', Name: 'Silicone Super Spreader' }],
    other: '',
  };

  it('stores an enquiry and a call-back on both prefixes', async () => {
    const before = api.store.listSubmissions().length;
    expect(await post('/api/createContact', enquiry)).toMatchObject({ status: 1, response_code: 200 });
    const callback = {
      name: 'Ravi',
      email: 'ravi@example.in',
      phoneNumber: '9876543210',
      message: 'Call me',
      selectedProducts: [],
    };
    expect(await post('/prod/api/createContact', callback)).toMatchObject({ status: 1 });
    const stored = api.store.listSubmissions().slice(before);
    expect(stored.map((row) => row.kind)).toEqual(['enquiry', 'callback']);
    expect(stored[0]!.payload).toEqual(enquiry);
  });

  it.each([
    [{ ...enquiry, email: 'not-an-email' }, 'email must be a valid e-mail address'],
    [{ ...enquiry, name: '   ' }, 'name is required'],
    [{ ...enquiry, name: undefined }, 'name is required'],
    [{ ...enquiry, message: 'x'.repeat(5001) }, 'message must be at most 5000 characters'],
    [{ ...enquiry, phoneNumber: '98765<script>' }, 'phoneNumber may hold only digits'],
    [{ ...enquiry, selectedProducts: 'FX' }, 'selectedProducts must be a list of products'],
  ])('refuses a bad payload (#%#) with status 0 and stores nothing', async (body, message) => {
    const before = api.store.listSubmissions().length;
    const answer = (await post('/api/createContact', body)) as Answer;
    expect(answer.status).toBe(0);
    expect(answer.message).toContain(message);
    expect(api.store.listSubmissions()).toHaveLength(before);
  });

  it('refuses a body that is not JSON or too large', async () => {
    const bad = await fetch(`${api.url}/api/createContact`, { method: 'POST', body: '{nope' });
    expect(bad.status).toBe(400);
    const huge = await fetch(`${api.url}/api/createContact`, {
      method: 'POST',
      body: JSON.stringify({ message: 'x'.repeat(70_000) }),
    });
    expect(huge.status).toBe(413);
  });
});

describe('file host and CreateCandidate', () => {
  const pdf = new Uint8Array([...new TextEncoder().encode('%PDF-1.4\n'), ...new Uint8Array(200)]);
  const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, preset = 'candidate_cv') => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    form.append('upload_preset', preset);
    form.append('resource_type', 'raw');
    return fetch(`${api.url}/upload`, { method: 'POST', body: form });
  };

  it('stores an upload, answers its secure_url and serves it back', async () => {
    const response = await upload(pdf, 'Asha CV.pdf');
    expect(response.status).toBe(200);
    const { secure_url: url } = (await response.json()) as { secure_url: string };
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
  });

  it('refuses a renamed non-PDF, an unknown type and an oversize file', async () => {
    expect((await upload(new TextEncoder().encode('MZ this is an exe'), 'cv.pdf')).status).toBe(415);
    expect((await upload(pdf, 'cv.exe')).status).toBe(415);
    expect((await upload(new Uint8Array(5 * 1024 * 1024 + 10).fill(0x25), 'big.pdf')).status).toBe(413);
  });

  it('stores a candidate and refuses one without a CV URL', async () => {
    const candidate = {
      name: 'Asha Patel',
      emailId: 'asha@example.in',
      cv: 'https://files.example/cv.pdf',
      role: 'Chemist',
      department: 'Chemists',
      otherDetails: 'MSc',
    };
    expect(await post('/api/CreateCandidate', candidate)).toMatchObject({ status: 1 });
    expect(api.store.listSubmissions('candidate').at(-1)!.payload).toEqual(candidate);
    expect(await post('/api/CreateCandidate', { ...candidate, cv: '' })).toMatchObject({
      status: 0,
      message: 'cv is required',
    });
  });
});

describe('CORS', () => {
  it('answers a preflight from the site origin and not from others', async () => {
    const allowed = await fetch(`${api.url}/api/createContact`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4321', 'access-control-request-method': 'POST' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    const other = await fetch(`${api.url}/api/createContact`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('faults on demand', () => {
  it.each([
    ['status0', { status: 0 }],
    ['code401', { status: 0, response_code: 401 }],
    ['code404', { status: 0, response_code: 404 }],
    ['code500', { status: 0, response_code: 500 }],
  ])('%s', async (mode, expected) => {
    await fault('createContact', mode, { times: 1 });
    expect(await post('/api/createContact', { name: 'A', email: 'a@b.in' })).toMatchObject(expected);
    expect(await post('/api/createContact', { name: 'A', email: 'a@b.in' })).toMatchObject({ status: 1 });
  });

  it('http500 and slow', async () => {
    await fault('getAllBlogs', 'http500', { times: 1 });
    expect((await fetch(`${api.url}/api/getAllBlogs`)).status).toBe(500);
    await fault('getAllBlogs', 'slow', { times: 1, delayMs: 300 });
    const started = Date.now();
    expect(((await get('/api/getAllBlogs')) as Answer).status).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});

describe('SQLite persistence', () => {
  it('keeps what was stored across a restart', async () => {
    const dbPath = join(temporaryFolder('api-db'), 'api.sqlite');
    const first = await startTestApi({ dbPath });
    await fetch(`${first.url}/api/createContact`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Durable', email: 'd@example.in', message: 'keep me' }),
    });
    await first.close();
    const reopened = new Store(dbPath);
    expect(reopened.listSubmissions().map((row) => row.payload['name'])).toEqual(['Durable']);
    reopened.close();
  });
});
