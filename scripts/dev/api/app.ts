import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { FaultBook, type Fault } from './faults.ts';
import { createHostileAnswer } from './hostile.ts';
import { CandidatePayload, ContactPayload, ListingPayload, check, detectUploadType, uploadRules } from './payloads.ts';
import { createSeed, type Seed, type ServedProduct } from '../seed/index.ts';
import { Store } from './store.ts';

export interface ApiOptions {
  /** Origin the API is reached at; image and file URLs in answers start with it. */
  publicUrl: string;
  /** Browser origins allowed to post (CORS). */
  allowedOrigins: string[];
  store: Store;
  imagesDir: string;
  productCount?: number;
  /** Enables POST/DELETE /__control/faults and POST /__control/products (edit a product) for tests. */
  control?: boolean;
  faults?: Fault[];
}

const JSON_LIMIT = 64 * 1024;
const MULTIPART_LIMIT = uploadRules.maxBytes + 64 * 1024;

class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Answers one call with the JSON body to send, at once or after reading the request. */
type Handler = (request: IncomingMessage, params: string[]) => object | Promise<object>;

const underscoresToSpaces = (text: string) => decodeURIComponent(text).replaceAll('_', ' ').trim();
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, `The request is larger than ${Math.round(limit / 1024)} KB.`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const body = await readBody(request, JSON_LIMIT);
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

/** The reference implementation of every call of the company API, on both path forms (/api and /prod/api). */
export function createApiServer(options: ApiOptions): Server {
  // Made on first use, when the address the server listens on is known.
  let seedCache: Seed | undefined;
  const getSeed = (): Seed =>
    (seedCache ??= createSeed({
      imageBaseUrl: options.publicUrl,
      ...(options.productCount ? { productCount: options.productCount } : {}),
    }));
  const faults = new FaultBook(options.faults);
  const { store } = options;

  const findProduct = (name: string, code: string): ServedProduct | undefined =>
    getSeed().products.find(
      (product) =>
        sameText(product.Name, underscoresToSpaces(name)) && sameText(product.ProductCode, underscoresToSpaces(code)),
    ) ?? getSeed().products.find((product) => sameText(product.Name, underscoresToSpaces(name)));

  const saveContact = async (request: IncomingMessage) => {
    const parsed = check(ContactPayload, await readJson(request));
    if (!parsed.ok) return { status: 0, message: parsed.message, response_code: 400 };
    const kind = parsed.value.query === undefined ? 'callback' : 'enquiry';
    const id = store.addSubmission(kind, parsed.value);
    return { status: 1, message: 'Contact Details Get Successfully', response_code: 200, id };
  };

  const saveCandidate = async (request: IncomingMessage) => {
    const parsed = check(CandidatePayload, await readJson(request));
    if (!parsed.ok) return { status: 0, message: parsed.message };
    const id = store.addSubmission('candidate', parsed.value);
    return { status: 1, message: 'Application received. Our HR team will contact you.', id };
  };

  const upload = async (request: IncomingMessage) => {
    const type = request.headers['content-type'] ?? '';
    if (!type.startsWith('multipart/form-data')) throw new HttpError(400, 'Send the file as multipart/form-data.');
    const body = await readBody(request, MULTIPART_LIMIT);
    const multipart = new Request('http://upload.local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the reference API parses small multipart test uploads; a streaming parser is not needed
    const form = await multipart.formData();
    const file = form.get('file');
    if (!(file instanceof File)) throw new HttpError(400, 'The form has no "file" field.');
    if (!form.get('upload_preset')) throw new HttpError(400, 'The form has no "upload_preset" field.');
    if (file.size > uploadRules.maxBytes) throw new HttpError(413, 'The file is larger than 5 MB.');
    const content = new Uint8Array(await file.arrayBuffer());
    const detected = detectUploadType(file.name, content.subarray(0, 8));
    if (!detected) throw new HttpError(415, 'Only PDF, DOC or DOCX files are accepted.');
    const id = randomUUID();
    const fileName = file.name.replace(/[^\w.\- ]+/g, '_').slice(-120);
    store.addUpload({ id, fileName, contentType: detected.contentType, size: file.size }, content);
    const url = `${options.publicUrl}/files/${id}/${encodeURIComponent(fileName)}`;
    const resourceType = form.get('resource_type');
    return {
      secure_url: url,
      url,
      public_id: id,
      resource_type: typeof resourceType === 'string' ? resourceType : 'raw',
      bytes: file.size,
    };
  };

  const routes: Array<{ method: string; pattern: RegExp; endpoint: string; handle: Handler }> = [
    {
      method: 'GET',
      pattern: /^\/api\/GetAllProduct$/i,
      endpoint: 'GetAllProduct',
      handle: () => {
        const { categories, subCategories, products } = getSeed();
        return { status: 1, message: 'Products fetched', categories, subCategories, products };
      },
    },
    { method: 'POST', pattern: /^\/api\/createContact$/i, endpoint: 'createContact', handle: saveContact },
    {
      method: 'GET',
      pattern: /^\/api\/getAllBlogs$/i,
      endpoint: 'getAllBlogs',
      handle: () => ({ status: 1, message: 'Blogs fetched', data: getSeed().blogs }),
    },
    {
      method: 'GET',
      pattern: /^\/api\/getBlogByTitle\/([^/]+)$/i,
      endpoint: 'getBlogByTitle',
      handle: (_request, [title = '']) => {
        const blog = getSeed().blogs.find((item) => sameText(item.title, underscoresToSpaces(title)));
        return blog ? { status: 1, message: 'Blog fetched', data: blog } : { status: 0, message: 'Blog not found' };
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/getProductByparamas\/([^/]+)(?:\/([^/]*))?$/i,
      endpoint: 'getProductByparamas',
      handle: (_request, [name = '', code = '']) => {
        const product = findProduct(name, code);
        return product
          ? { status: 1, message: 'Product fetched', data: product }
          : { status: 0, message: 'Product not found' };
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/GetAllProductOfSameCategroy\/([^/]+)(?:\/([^/]*))?$/i,
      endpoint: 'GetAllProductOfSameCategroy',
      handle: (_request, [name = '', code = '']) => {
        const product = findProduct(name, code);
        if (!product) return { status: 0, message: 'Product not found', products: [] };
        const products = getSeed().products.filter(
          (item) => item.Categories._id === product.Categories._id && item._id !== product._id,
        );
        return { status: 1, products };
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/getAllJobPosts$/i,
      endpoint: 'getAllJobPosts',
      handle: () => ({ status: 1, message: 'Job posts fetched', data: getSeed().jobs }),
    },
    { method: 'POST', pattern: /^\/api\/CreateCandidate$/i, endpoint: 'CreateCandidate', handle: saveCandidate },
    {
      method: 'POST',
      pattern: /^\/api\/getAllProductByCategory$/i,
      endpoint: 'getAllProductByCategory',
      handle: async (request) => {
        const parsed = check(ListingPayload, await readJson(request));
        if (!parsed.ok) return { status: 0, message: parsed.message, data: [] };
        const name = underscoresToSpaces(parsed.value.category);
        const data = getSeed().products.filter((product) =>
          parsed.value.value === 0
            ? sameText(product.Categories.Name, name)
            : product.SubCategories !== null && sameText(product.SubCategories.Name, name),
        );
        return { status: 1, message: 'Products fetched', data };
      },
    },
    { method: 'POST', pattern: /^\/upload$/i, endpoint: 'upload', handle: upload },
  ];

  const faultAnswer = async (
    fault: Fault,
    response: ServerResponse,
    endpoint: string,
  ): Promise<'answered' | 'normal' | object> => {
    switch (fault.mode) {
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 3000));
        return 'normal';
      case 'hang':
        return 'answered';
      case 'http500':
        sendJson(response, 500, { status: 0, message: 'Internal server error' });
        return 'answered';
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1,"message":"ok","products":[{');
        return 'answered';
      case 'status0':
        return {
          status: 0,
          message: `${endpoint} is unavailable right now. Please try again later.`,
          response_code: 200,
        };
      case 'code401':
        return { status: 0, message: 'Token expired', response_code: 401 };
      case 'code404':
        return { status: 0, message: 'Not found', response_code: 404 };
      case 'code500':
        return { status: 0, message: 'Server error', response_code: 500 };
      case 'empty':
        return { status: 1, message: 'No records', categories: [], subCategories: [], products: [], data: [] };
      case 'hostile':
        return createHostileAnswer(endpoint, getSeed());
      case 'reset':
        response.socket?.destroy();
        return 'answered';
      case 'truncated':
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
        response.write('{"status":1,"message":"ok","products":[');
        setTimeout(() => response.socket?.destroy(), 50);
        return 'answered';
    }
  };

  const sendJson = (response: ServerResponse, status: number, body: unknown) => {
    if (response.headersSent) return;
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };

  const serveImage = async (response: ServerResponse, path: string) => {
    const file = normalize(join(options.imagesDir, decodeURIComponent(path)));
    if (!file.startsWith(normalize(options.imagesDir))) throw new HttpError(404, 'Not found');
    const content = await readFile(file).catch(() => undefined);
    if (!content) throw new HttpError(404, 'No such image');
    const types: Record<string, string> = {
      '.webp': 'image/webp',
      '.jpg': 'image/jpeg',
      '.png': 'image/png',
      '.avif': 'image/avif',
    };
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=86400',
    });
    response.end(content);
  };

  const serveFile = (response: ServerResponse, id: string) => {
    const stored = store.getUpload(id);
    if (!stored) throw new HttpError(404, 'No such file');
    response.writeHead(200, {
      'content-type': stored.contentType,
      'content-disposition': `inline; filename="${stored.fileName.replace(/"/g, '')}"`,
      'x-content-type-options': 'nosniff',
    });
    response.end(stored.content);
  };

  const control = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'DELETE') faults.clear();
    else faults.add((await readJson(request)) as Fault);
    sendJson(response, 200, { status: 1 });
  };

  /** What an editor does in the back office, for the publisher's tests and bench: changes fields of one product. */
  const editProduct = async (request: IncomingMessage, response: ServerResponse) => {
    const { name, fields } = (await readJson(request)) as { name?: string; fields?: Partial<ServedProduct> };
    const product = getSeed().products.find((item) => sameText(item.Name, name ?? ''));
    if (!product || !fields) throw new HttpError(404, `No product named ${String(name)}`);
    Object.assign(product, fields);
    sendJson(response, 200, { status: 1 });
  };

  const respond = async (request: IncomingMessage, response: ServerResponse) => {
    const origin = request.headers.origin;
    if (origin && (options.allowedOrigins.includes('*') || options.allowedOrigins.includes(origin))) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('vary', 'Origin');
      response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
      response.setHeader('access-control-allow-headers', 'content-type');
      response.setHeader('access-control-max-age', '600');
    }
    try {
      const url = new URL(request.url ?? '/', 'http://api.local');
      const path = url.pathname.replace(/^\/prod(?=\/api\/)/i, '').replace(/\/+$/, '') || '/';
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      if (path.startsWith('/images/') && request.method === 'GET') {
        await serveImage(response, path.slice('/images/'.length));
        return;
      }
      const fileMatch = /^\/files\/([\w-]+)(?:\/.*)?$/.exec(path);
      if (fileMatch && request.method === 'GET') {
        serveFile(response, fileMatch[1]!);
        return;
      }
      if (path === '/__control/faults' && options.control) {
        await control(request, response);
        return;
      }
      if (path === '/__control/products' && options.control && request.method === 'POST') {
        await editProduct(request, response);
        return;
      }
      if (path === '/health') {
        sendJson(response, 200, { status: 1 });
        return;
      }

      const route = routes.find((item) => item.pattern.test(path));
      if (!route) throw new HttpError(404, `No endpoint ${path}`);
      if (route.method !== request.method) throw new HttpError(405, `${route.endpoint} takes ${route.method}`);
      const fault = faults.take(route.endpoint);
      if (fault) {
        const answer = await faultAnswer(fault, response, route.endpoint);
        if (answer === 'answered') return;
        if (answer !== 'normal') {
          sendJson(response, 200, answer);
          return;
        }
      }
      // An optional group that did not match is undefined at run time, whatever the exec() result's type says.
      const params = (route.pattern.exec(path) ?? []).slice(1).map((param: string | undefined) => param ?? '');
      sendJson(response, 200, await route.handle(request, params));
    } catch (error) {
      if (error instanceof HttpError) {
        sendJson(response, error.status, { status: 0, message: error.message });
        return;
      }
      console.error(error);
      sendJson(response, 500, { status: 0, message: 'Internal server error' });
    }
  };

  return createServer((request, response) => {
    void respond(request, response);
  });
}
