/**
 * `npm run bench:build`: how long a full build takes (pull + images + astro build + finalize) with the
 * reference API's seed scaled to 1,000, 10,000 and 100,000 products, its peak memory (`/usr/bin/time -v`),
 * and how long an editor's rebuild takes after one product changes (Astro's incremental build). Each build
 * runs in its own process, exactly as `npm run build` does, with its own caches under .cache/bench/.
 *
 *   BENCH_PRODUCTS="1000,10000,100000"   catalogue sizes
 *   BENCH_VERIFY=1000                    sizes at which the incremental result is compared, file by file,
 *                                        with a forced full build (proof that the cache keys are complete)
 *   BENCH_ALL_STEPS_UP_TO=10000          larger sizes take the short list of steps (below)
 *
 * Steps per size: (1) cold: empty image, incremental and compile caches; (2) full: every page rendered again,
 * images cached (what CI does with .cache/images kept); (3) the first rebuild after it, nothing changed
 * (no spare output yet to assemble in: every kept page is linked); (4) rebuild with nothing changed; (5)
 * rebuild after one product's description changed in the API (only its own pages show it); (6) rebuild after
 * one blog post's text changed; (7) rebuild after the same product's dosage changed (its category pages list it
 * with its dosage, and the pages that show it as a related product show its card).
 *
 * A size above BENCH_ALL_STEPS_UP_TO (100,000 products: 25–35 minutes a full build) takes steps (2), (3) and (5)
 * only, its image cache copied from the size before it: the seed's pictures are the same at every size, so the
 * cold step would only measure resizing them again.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { kb, markdownTable, resultsDir, saveResult } from './lib/table.ts';

interface BuildRun {
  step: string;
  products: number;
  pages: number;
  rendered: number | undefined;
  seconds: number;
  /** Peak resident memory of the build process, MB. */
  peakMb: number;
  /** Phase durations from the build report, seconds. */
  phases: Record<string, number>;
  /** CPU seconds of the build process (all threads), from the build report. */
  cpuSeconds: number;
  /** 1-minute load average when the build started (other work on the machine). */
  load: number;
}

const apiPort = Number(process.env['API_PORT'] ?? 8787);

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * What the editor has changed so far: one product's description (only its own pages show it), one blog
 * post's text, then the same product's dosage (the tables and cards that list it show that too).
 */
type Edit = 'product' | 'blog' | 'dosage';

/**
 * A pass-through proxy in front of the reference API that can change one product and one blog post on
 * the way — how the benchmark plays the editor. Builds always pull through it, so the API address in the
 * pages is stable.
 */
function startEditorProxy(target: string): Promise<{ server: Server; url: string; edit: (change: Edit) => void }> {
  const edits = new Set<Edit>();
  const today = () => new Date().toISOString().slice(0, 10);
  const forward = async (request: IncomingMessage, response: ServerResponse) => {
    try {
      const upstream = await fetch(new URL(request.url ?? '/', target), {
        method: request.method ?? 'GET',
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      let body = Buffer.from(await upstream.arrayBuffer());
      if ((edits.has('product') || edits.has('dosage')) && request.url?.startsWith('/api/GetAllProduct')) {
        const payload = JSON.parse(body.toString('utf8')) as {
          products: Array<{ description?: string; Dosage?: string }>;
        };
        const product = payload.products[Math.floor(payload.products.length / 2)];
        if (product && edits.has('product')) {
          product.description = `${product.description ?? ''} Updated by the editor on ${today()}.`;
        }
        if (product && edits.has('dosage')) product.Dosage = '2.5 ml per litre of spray solution';
        body = Buffer.from(JSON.stringify(payload));
      }
      if (edits.has('blog') && request.url?.startsWith('/api/getAllBlogs')) {
        const payload = JSON.parse(body.toString('utf8')) as { data: Array<{ description?: string }> };
        const post = payload.data[0];
        if (post) post.description = `${post.description ?? ''}<p>Updated by the editor on ${today()}.</p>`;
        body = Buffer.from(JSON.stringify(payload));
      }
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      });
      response.end(body);
    } catch (error) {
      response.writeHead(502);
      response.end(String(error));
    }
  };
  const server = createServer((request, response) => {
    void forward(request, response);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      done({ server, url: `http://localhost:${port}`, edit: (change) => edits.add(change) });
    }),
  );
}

/** Runs `npm run build` in its own process under /usr/bin/time -v. */
function runBuild(
  env: NodeJS.ProcessEnv,
  args: string[],
): Promise<{ seconds: number; peakMb: number; output: string }> {
  const started = performance.now();
  const useTime = existsSync('/usr/bin/time');
  const command = useTime ? '/usr/bin/time' : process.execPath;
  const commandArgs = [...(useTime ? ['-v', process.execPath] : []), 'scripts/build.ts', ...args];
  return new Promise((done, fail) => {
    const child = spawn(command, commandArgs, {
      env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0) {
        fail(new Error(`build failed (${code}):\n${output.slice(-3000)}`));
        return;
      }
      const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(output)?.[1] ?? Number.NaN);
      done({ seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024, output });
    });
  });
}

function readReport(file: string): {
  pages: number;
  rendered: number | undefined;
  phases: Record<string, number>;
  cpuSeconds: number;
} {
  const text = readFileSync(file, 'utf8');
  const pages = Number(/Pages built: \*\*(\d+)\*\*/.exec(text)?.[1] ?? Number.NaN);
  const rendered = /rendered this time: (\d+)/.exec(text)?.[1];
  const timeLine = /- Time: (.*)/.exec(text)?.[1] ?? '';
  const phases = Object.fromEntries(
    [...timeLine.matchAll(/(\w+) ([\d.]+) s/g)].map((match) => [match[1]!, Number(match[2])]),
  );
  const cpuSeconds = Number(/- CPU time: .*total ([\d.]+) s/.exec(text)?.[1] ?? Number.NaN);
  return { pages, rendered: rendered === undefined ? undefined : Number(rendered), phases, cpuSeconds };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Files that differ between two builds: every file but the compressed copies must be byte-identical,
 * and every .br/.gz must decompress to the file next to it.
 */
function compareBuilds(a: string, b: string): { compared: number; differing: string[] } {
  const plain = (files: string[]) => files.filter((file) => !/\.(?:br|gz)$/.test(file));
  const left = listFiles(a);
  const right = new Set(plain(listFiles(b)));
  const differing = plain(left).filter(
    (file) => !right.has(file) || !readFileSync(join(a, file)).equals(readFileSync(join(b, file))),
  );
  differing.push(...[...right].filter((file) => !existsSync(join(a, file))));
  for (const file of left.filter((name) => /\.(?:br|gz)$/.test(name))) {
    const original = readFileSync(join(a, file.slice(0, -3)));
    const packed = readFileSync(join(a, file));
    const unpacked = file.endsWith('.br') ? brotliDecompressSync(packed) : gunzipSync(packed);
    if (!unpacked.equals(original)) differing.push(file);
  }
  return { compared: left.length, differing };
}

/** Where the benchmark keeps what it builds at one catalogue size, and that size's image cache. */
const sizeDir = (products: number) => join(resultsDir(), `build-${products}`);
const imageCacheOf = (products: number) => join(sizeDir(products), 'images');

/** How one catalogue size is measured: every step, or the short list with the image cache of an earlier size. */
type StepList = { all: true } | { all: false; imagesFrom: string | undefined };

async function benchSize(
  products: number,
  verify: boolean,
  steps: StepList,
): Promise<{ runs: BuildRun[]; verified: string | undefined }> {
  const base = sizeDir(products);
  rmSync(base, { recursive: true, force: true });
  const env = {
    SNAPSHOT_PATH: join(base, 'snapshot.json'),
    ASTRO_CACHE_DIR: join(base, 'astro'),
    IMAGE_CACHE_DIR: imageCacheOf(products),
    BUILD_REPORT_PATH: join(base, 'build-report.md'),
    API_DATA_DIR: join(base, 'api-data'),
    // Its own, so that the cold build starts without Node's compile cache too (scripts/build.ts).
    NODE_COMPILE_CACHE: join(base, 'node-compile'),
  };
  // Another API on the port would answer for ours, and every build would measure its catalogue instead.
  if (
    await fetch(`http://localhost:${apiPort}/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(
      `Port ${apiPort} is already in use (another API?): stop it, or give the benchmark another port with API_PORT.`,
    );
  }
  const api = spawn(
    process.execPath,
    ['scripts/dev/api/server.ts', '--products', String(products), '--port', String(apiPort)],
    {
      env: { ...process.env, API_DATA_DIR: env.API_DATA_DIR },
      stdio: 'ignore',
    },
  );
  const outDir = join(base, 'dist');
  const runs: BuildRun[] = [];
  let verified: string | undefined;
  const proxy = await (async () => {
    await waitFor(`http://localhost:${apiPort}/health`, 120_000);
    const served = (
      (await (await fetch(`http://localhost:${apiPort}/api/GetAllProduct`)).json()) as { products?: unknown[] }
    ).products?.length;
    if (served !== products) throw new Error(`The API on port ${apiPort} serves ${served} products, not ${products}.`);
    return startEditorProxy(`http://localhost:${apiPort}`);
  })();
  try {
    // At 100,000 products the product list is ~160 MB: the reference API, the editor proxy, which reads and
    // rewrites it whole, and the build share the two cores, and that list took more than the pull's default
    // 20 s to come through the proxy once it was being edited.
    const buildEnv = { ...env, PUBLIC_API_BASE_URL: proxy.url, PULL_TIMEOUT_MS: '180000' };
    const step = async (name: string, args: string[] = []) => {
      const load = loadavg()[0]!;
      const result = await runBuild(buildEnv, ['--out-dir', outDir, ...args]);
      const report = readReport(env.BUILD_REPORT_PATH);
      runs.push({ step: name, products, ...report, seconds: result.seconds, peakMb: result.peakMb, load });
      console.log(
        `${products} products, ${name}: ${result.seconds.toFixed(1)} s (CPU ${report.cpuSeconds.toFixed(1)} s, load ${load.toFixed(1)}), ` +
          `${report.pages} pages (${report.rendered ?? '?'} rendered), peak ${result.peakMb.toFixed(0)} MB`,
      );
    };
    if (steps.all) {
      await step('cold (no caches)');
      // Nothing to reuse but the images: no incremental cache, no previous output to take .br/.gz from.
      rmSync(env.ASTRO_CACHE_DIR, { recursive: true, force: true });
      rmSync(outDir, { recursive: true, force: true });
      await step('full (image cache kept)');
      await step('first rebuild after a full one, nothing changed');
      await step('rebuild, nothing changed');
      proxy.edit('product');
      await step("rebuild, 1 product's description changed");
      proxy.edit('blog');
      await step('rebuild, 1 blog post changed');
      proxy.edit('dosage');
      await step("rebuild, 1 product's dosage changed (listed)");
    } else {
      if (steps.imagesFrom) {
        cpSync(steps.imagesFrom, env.IMAGE_CACHE_DIR, { recursive: true });
        await step('full (image cache of the size before)');
      } else {
        await step('cold (no caches)');
      }
      await step('first rebuild after a full one, nothing changed');
      proxy.edit('product');
      await step("rebuild, 1 product's description changed");
    }
    if (verify) {
      const full = `${outDir}-full`;
      await runBuild({ ...buildEnv, BUILD_REPORT_PATH: join(base, 'full-report.md') }, [
        '--out-dir',
        full,
        '--skip-pull',
        '--force',
      ]);
      const { compared, differing } = compareBuilds(outDir, full);
      verified = differing.length
        ? `the incremental rebuild differs from a full build in ${differing.length} files (e.g. ${differing.slice(0, 3).join(', ')})`
        : `the incremental rebuild is identical to a forced full build (${compared} files compared; every .br/.gz decompresses to its file)`;
      console.log(verified);
      rmSync(full, { recursive: true, force: true });
    }
  } finally {
    proxy.server.close();
    api.kill('SIGTERM');
  }
  rmSync(outDir, { recursive: true, force: true });
  rmSync(join(base, 'api-data'), { recursive: true, force: true });
  return { runs, verified };
}

export async function runBuildBench(): Promise<string> {
  const sizes = (process.env['BENCH_PRODUCTS'] ?? '1000,10000,100000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const allStepsUpTo = Number(process.env['BENCH_ALL_STEPS_UP_TO'] ?? 10_000);
  const verifyAt = new Set((process.env['BENCH_VERIFY'] ?? String(sizes[0] ?? 1000)).split(',').map(Number));
  const all: BuildRun[] = [];
  const checks: string[] = [];
  for (const [index, products] of sizes.entries()) {
    const before = sizes[index - 1];
    const steps: StepList =
      products <= allStepsUpTo
        ? { all: true }
        : { all: false, imagesFrom: before === undefined ? undefined : imageCacheOf(before) };
    const { runs, verified } = await benchSize(products, verifyAt.has(products), steps);
    all.push(...runs);
    if (verified) checks.push(`- ${products} products: ${verified}.`);
  }
  const rows = all.map((run) => [
    run.products.toLocaleString('en'),
    run.step,
    run.pages,
    run.rendered ?? '–',
    `${run.seconds.toFixed(1)} s`,
    `${run.cpuSeconds.toFixed(1)} s`,
    run.load.toFixed(1),
    (run.pages / run.seconds).toFixed(0),
    run.phases['astro'] ? ((run.rendered ?? run.pages) / run.phases['astro']).toFixed(0) : '–',
    Object.entries(run.phases)
      .filter(([phase]) => phase !== 'total')
      .map(([phase, seconds]) => `${phase} ${seconds.toFixed(1)}`)
      .join(', '),
    `${run.peakMb.toFixed(0)} MB`,
  ]);
  const table = markdownTable(
    [
      'Products',
      'Build',
      'Pages',
      'Rendered',
      'Wall time',
      'CPU time',
      'Load',
      'Pages/s (all)',
      'Pages/s (rendering)',
      'Phases, wall (s)',
      'Peak RSS',
    ],
    rows,
  );
  const markdown = [
    'Each row is `npm run build` in its own process (pull from the reference API, images, `astro build`, finalize: sitemap, redirects, pre-compression): wall time as the editor waits for it, CPU time of the build process (all threads), the 1-minute load average when it started (this machine is shared: wall time well above CPU time means the build waited for a core), peak RSS from `/usr/bin/time -v`.',
    '',
    table,
    '',
    ...checks,
    // A blank line ends the list of checks, or Markdown (and Prettier) would read the next line as part of it.
    ...(checks.length > 0 ? [''] : []),
    `Sizes: ${sizes.map((size) => `${size} products`).join(', ')}; resized-image data per size: ${sizes
      .map((size) => {
        const dir = join(imageCacheOf(size), 'files');
        const bytes = existsSync(dir)
          ? readdirSync(dir).reduce((total, name) => total + readFileSync(join(dir, name)).length, 0)
          : 0;
        return `${kb(bytes)} KB`;
      })
      .join(', ')}.`,
  ].join('\n');
  saveResult('build', markdown, all);
  return markdown;
}

if (import.meta.main) {
  console.log(await runBuildBench());
}
