import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_PLAN_VARIABLE, writeBuildPlan } from '../../src/lib/build-plan.ts';
import { isTransformableUrl, toTransformedUrl } from '../../src/lib/images/cdn.ts';
import { toSrcset, widthsFor } from '../../src/lib/images/widths.ts';

describe('transform-by-URL CDN addresses', () => {
  it('recognises Cloudinary-style delivery URLs, on their host or a custom domain', () => {
    expect(isTransformableUrl('https://res.cloudinary.com/demo/image/upload/v1712/products/npk.jpg')).toBe(true);
    expect(isTransformableUrl('https://media.example.com/image/upload/products/npk.png')).toBe(true);
    expect(isTransformableUrl('https://api.example.com/images/products/npk.webp')).toBe(false);
    expect(isTransformableUrl('/images/leaf.webp')).toBe(false);
    expect(isTransformableUrl('https://res.cloudinary.com/demo/image/upload/x.jpg?signature=1')).toBe(false);
  });

  it('inserts width, automatic format and quality before the version', () => {
    expect(toTransformedUrl('https://res.cloudinary.com/demo/image/upload/v1712/products/npk.jpg', 400)).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_400,f_auto,q_auto/v1712/products/npk.jpg',
    );
    expect(toTransformedUrl('https://res.cloudinary.com/demo/image/upload/npk.jpg', 200)).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_200,f_auto,q_auto/npk.jpg',
    );
  });

  it('chains after transformations already in the URL, so they apply first', () => {
    expect(
      toTransformedUrl('https://res.cloudinary.com/demo/image/upload/c_crop,g_face,w_900/e_sharpen/v3/a b.jpg', 600),
    ).toBe(
      'https://res.cloudinary.com/demo/image/upload/c_crop,g_face,w_900/e_sharpen/w_600,f_auto,q_auto/v3/a%20b.jpg',
    );
  });

  it('keeps an asset whose folder name looks like a transformation', () => {
    expect(toTransformedUrl('https://res.cloudinary.com/demo/image/upload/my_folder', 100)).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_100,f_auto,q_auto/my_folder',
    );
  });
});

describe('candidate widths and srcset', () => {
  it('never upscales and offers the original width when it falls between candidates', () => {
    expect(widthsFor([200, 400, 800], 800)).toEqual([200, 400, 800]);
    expect(widthsFor([200, 400, 800], 500)).toEqual([200, 400, 500]);
    expect(widthsFor([200, 400, 800], 150)).toEqual([150]);
    expect(widthsFor([200, 400], 1000)).toEqual([200, 400]);
    expect(widthsFor([400, 200, 200], undefined)).toEqual([200, 400]);
  });

  it('writes a srcset that keeps CDN commas and encodes spaces', () => {
    expect(
      toSrcset([
        { url: 'https://cdn/image/upload/w_400,f_auto,q_auto/a.jpg', width: 400 },
        { url: '/_img/a b-200.webp', width: 200 },
      ]),
    ).toBe('/_img/a%20b-200.webp 200w, https://cdn/image/upload/w_400,f_auto,q_auto/a.jpg 400w');
  });
});

describe('build-time resizing with a persistent cache', () => {
  let server: Server;
  let origin: string;
  let cacheDir: string;
  let requests: Array<{ path: string; conditional: boolean }>;
  const pictures = new Map<string, { body: Buffer; etag: string }>();

  const picture = async (width: number, colour: string) =>
    sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: colour } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    pictures.set('/a.png', { body: await picture(1000, '#0b6e4f'), etag: '"a1"' });
    pictures.set('/small.png', { body: await picture(300, '#f5a623'), etag: '"s1"' });
    pictures.set('/not-an-image.png', { body: Buffer.from('<html>oops</html>'), etag: '"x"' });
    server = createServer((request, response) => {
      const entry = pictures.get(request.url ?? '');
      requests.push({ path: request.url ?? '', conditional: Boolean(request.headers['if-none-match']) });
      if (!entry) {
        response.writeHead(404);
        response.end();
        return;
      }
      if (request.headers['if-none-match'] === entry.etag) {
        response.writeHead(304);
        response.end();
        return;
      }
      response.writeHead(200, { 'content-type': 'image/png', etag: entry.etag });
      response.end(entry.body);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
  });

  beforeEach(() => {
    cacheDir = mkdtempSync(join(tmpdir(), 'image-cache-'));
    process.env['IMAGE_CACHE_DIR'] = cacheDir;
    requests = [];
  });

  /** A fresh copy of the module: its in-process memo is per build, the disk cache is what persists. */
  const freshModule = () => {
    vi.resetModules();
    return import('../../src/lib/images/cache.ts');
  };

  it('downloads once, resizes to each width up to the original in AVIF and WebP, and names files by content', async () => {
    const { prepareImage } = await freshModule();
    const prepared = await prepareImage(`${origin}/a.png`, [200, 400, 800, 1600]);
    expect(prepared?.width).toBe(1000);
    expect(prepared?.height).toBe(500);
    expect(prepared?.variants.map((variant) => variant.width)).toEqual([200, 400, 800, 1000]);
    expect(prepared?.avifVariants.map((variant) => variant.width)).toEqual([200, 400, 800, 1000]);
    for (const variant of prepared!.variants)
      expect(variant.url).toMatch(new RegExp(`^/_img/[0-9a-f]{16}-${variant.width}\\.webp$`));
    for (const variant of prepared!.avifVariants)
      expect(variant.url).toMatch(new RegExp(`^/_img/[0-9a-f]{16}-${variant.width}\\.avif$`));
    const files = readdirSync(join(cacheDir, 'files'));
    expect(files).toHaveLength(8);
    for (const format of ['webp', 'heif'] as const) {
      const extension = format === 'heif' ? 'avif' : format;
      const meta = await sharp(
        join(
          cacheDir,
          'files',
          files.find((name) => name.endsWith(`-400.${extension}`))!,
        ),
      ).metadata();
      // sharp names the AVIF container by its family, HEIF.
      expect([meta.format, meta.width, meta.height]).toEqual([format, 400, 200]);
    }
    expect(requests).toHaveLength(1);
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('a later build reuses the cache without a request while it is fresh, then revalidates with a 304', async () => {
    const first = await (await freshModule()).prepareImage(`${origin}/a.png`, [200, 400]);
    const again = await (await freshModule()).prepareImage(`${origin}/a.png`, [200, 400]);
    expect(again).toEqual(first);
    expect(requests).toHaveLength(1);

    process.env['IMAGE_REVALIDATE_HOURS'] = '0';
    try {
      const revalidated = await (await freshModule()).prepareImage(`${origin}/a.png`, [200, 400]);
      expect(revalidated).toEqual(first);
      expect(requests.at(-1)).toEqual({ path: '/a.png', conditional: true });
    } finally {
      delete process.env['IMAGE_REVALIDATE_HOURS'];
    }
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('a cache from before AVIF gets its AVIF files on the next build, from the source fetched again', async () => {
    const first = await (await freshModule()).prepareImage(`${origin}/a.png`, [200, 400]);
    for (const name of readdirSync(join(cacheDir, 'files')))
      if (name.endsWith('.avif')) rmSync(join(cacheDir, 'files', name));
    const again = await (await freshModule()).prepareImage(`${origin}/a.png`, [200, 400]);
    expect(again).toEqual(first);
    expect(readdirSync(join(cacheDir, 'files')).filter((name) => name.endsWith('.avif'))).toHaveLength(2);
    expect(requests.at(-1)).toEqual({ path: '/a.png', conditional: false });
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('when that source cannot be fetched, the cached WebP files are published without AVIF', async () => {
    pictures.set('/gone.png', { body: await picture(400, '#336699'), etag: '"g1"' });
    const first = await (await freshModule()).prepareImage(`${origin}/gone.png`, [200, 400]);
    for (const name of readdirSync(join(cacheDir, 'files')))
      if (name.endsWith('.avif')) rmSync(join(cacheDir, 'files', name));
    pictures.delete('/gone.png');
    const module = await freshModule();
    const again = await module.prepareImage(`${origin}/gone.png`, [200, 400]);
    expect(again).toEqual({ ...first, avifVariants: [] });
    const { getResponsiveSource } = await import('../../src/lib/images/responsive.ts');
    const source = await getResponsiveSource(`${origin}/gone.png`, [200, 400]);
    expect(source.srcset).toMatch(/-400\.webp 400w$/);
    expect(source.avifSrcset).toBeUndefined();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('a picture replaced behind the same URL gets new file names once revalidated', async () => {
    const before = await (await freshModule()).prepareImage(`${origin}/small.png`, [200, 400]);
    expect(before?.variants.map((variant) => variant.width)).toEqual([200, 300]);
    pictures.set('/small.png', { body: await picture(300, '#123456'), etag: '"s2"' });
    process.env['IMAGE_REVALIDATE_HOURS'] = '0';
    try {
      const after = await (await freshModule()).prepareImage(`${origin}/small.png`, [200, 400]);
      expect(after?.variants[0]?.url).not.toBe(before?.variants[0]?.url);
    } finally {
      delete process.env['IMAGE_REVALIDATE_HOURS'];
    }
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('a missing or broken image resolves null and is reported by URL', async () => {
    const module = await freshModule();
    expect(await module.prepareImage(`${origin}/missing.png`, [200])).toBeNull();
    const prepared = await module.prepareImages(
      [`${origin}/missing.png`, `${origin}/not-an-image.png`, `${origin}/a.png`],
      [200],
    );
    expect(prepared.failures[`${origin}/missing.png`]).toBe('HTTP 404');
    expect(prepared.failures[`${origin}/not-an-image.png`]).toMatch(/not an image/);
    expect(Object.keys(prepared.records)).toEqual([`${origin}/a.png`]);
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('in a planned build, takes what the plan knows of a picture without asking its host again', async () => {
    const prepared = await (
      await freshModule()
    ).prepareImages([`${origin}/a.png`, `${origin}/missing.png`], [200, 400]);
    const planFile = join(cacheDir, 'plan.json');
    writeBuildPlan(planFile, {
      reusePages: [],
      images: prepared.records,
      imageFailures: prepared.failures,
      compressionPool: null,
    });
    vi.stubEnv('IMAGE_REVALIDATE_HOURS', '0');
    vi.stubEnv(BUILD_PLAN_VARIABLE, planFile);
    try {
      const requestsBefore = requests.length;
      const module = await freshModule();
      const planned = await module.prepareImage(`${origin}/a.png`, [200, 400]);
      expect(planned?.variants.map((variant) => variant.url)).toEqual(
        [200, 400].map((width) => `/_img/${prepared.records[`${origin}/a.png`]!.hash}-${width}.webp`),
      );
      expect(await module.prepareImage(`${origin}/missing.png`, [200, 400])).toBeNull();
      expect(requests.length).toBe(requestsBefore);
    } finally {
      vi.unstubAllEnvs();
    }
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('the responsive source uses CDN URLs for transformable hosts and /_img/ files otherwise', async () => {
    vi.resetModules();
    const { getResponsiveSource } = await import('../../src/lib/images/responsive.ts');
    const cdn = await getResponsiveSource('https://res.cloudinary.com/demo/image/upload/v1/p.jpg', [200, 400]);
    expect(cdn.srcset).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_200,f_auto,q_auto/v1/p.jpg 200w, https://res.cloudinary.com/demo/image/upload/w_400,f_auto,q_auto/v1/p.jpg 400w',
    );
    const local = await getResponsiveSource(`${origin}/a.png`, [200, 400]);
    expect(local.srcset).toMatch(/^\/_img\/[0-9a-f]{16}-200\.webp 200w, \/_img\/[0-9a-f]{16}-400\.webp 400w$/);
    expect(local.avifSrcset).toBe(local.srcset!.replaceAll('.webp', '.avif'));
    expect(cdn.avifSrcset).toBeUndefined();
    expect(await getResponsiveSource('/icon.svg')).toEqual({ src: '/icon.svg' });
    expect(await getResponsiveSource(`${origin}/missing.png`)).toEqual({ src: `${origin}/missing.png` });
    rmSync(cacheDir, { recursive: true, force: true });
  });
});
