/**
 * `npm run observatory [-- --dist dist --path /]`: grades the headers of the built site with the
 * MDN HTTP Observatory's own tests and scoring (@mdn/mdn-http-observatory), offline.
 *
 * The site is served from dist/ by the same handler as `npm run preview`, behind what every CDN
 * we deploy to does in front of it: HTTPS (a throwaway self-signed certificate for localhost,
 * trusted by this process only) and a 301 from http:// to https://. The Observatory's retriever
 * then fetches the page, robots.txt and a CORS preflight exactly as it does on the public
 * service, and its ten tests are scored by its grader. Exit status 1 below the minimum score.
 *
 * Offline notes: the package's postinstall downloads the HSTS preload list and the TLD list.
 * The TLD list is used only by its web API (not here). The preload list is read by the HSTS and
 * redirection tests; when it was not downloaded, an empty list is served instead — localhost
 * can never be on the preload list, so the grade is the same.
 */
import { execFileSync } from 'node:child_process';
import fs, { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import tls from 'node:tls';
import { parseArgs } from 'node:util';
import { createSiteHandler } from '../../serve.ts';

export interface ObservatoryTest {
  name: string;
  pass: boolean;
  result: string;
  scoreModifier: number;
  description: string;
}

export interface ObservatoryReport {
  grade: string;
  score: number;
  url: string;
  tests: ObservatoryTest[];
  /**
   * The page's own policy (the <meta> one with Astro's hashes) graded alone. The Observatory
   * merges a header policy and a meta policy by keeping only sources present in both, so a
   * directive that only the meta policy has (default-src, script-src…) reads as 'none' in the
   * merged grade; this second result is what the browser actually enforces for those directives.
   */
  pagePolicy: { result: string; pass: boolean; data: Record<string, string[]> };
  responseHeaders: Record<string, string>;
}

const packageDir = resolve('node_modules/@mdn/mdn-http-observatory');

/** Serves an empty HSTS preload list when the package's postinstall could not download one. */
function provideOfflinePreloadList(): void {
  const list = join(packageDir, 'conf', 'hsts-preload.json');
  if (existsSync(list)) return;
  const original = fs.readFileSync;
  const patched = ((path: fs.PathOrFileDescriptor, ...rest: unknown[]) =>
    String(path).endsWith(join('conf', 'hsts-preload.json')) && !existsSync(String(path))
      ? '{}'
      : (original as (...args: unknown[]) => unknown)(path, ...rest)) as typeof fs.readFileSync;
  fs.readFileSync = patched;
}

/** A self-signed certificate for localhost, made with openssl, trusted by this process. */
function makeCertificate(dir: string): { key: string; cert: string } {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(certFile, 'utf8');
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), cert]);
  return { key: readFileSync(keyFile, 'utf8'), cert };
}

const listen = (server: Server) =>
  new Promise<number>((done) =>
    server.listen(0, '127.0.0.1', () => {
      done((server.address() as AddressInfo).port);
    }),
  );

/** The path the Observatory looks at: the home page, or the first page of the sitemap without one. */
function defaultPath(distDir: string): string {
  if (existsSync(join(distDir, 'index.html'))) return '/';
  const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
  const first = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
  return first ? new URL(first.replaceAll('&amp;', '&')).pathname : '/';
}

/** Serves distDir over https (and http → https) and grades it. */
export async function gradeSite(options: { distDir?: string; path?: string } = {}): Promise<ObservatoryReport> {
  const distDir = resolve(options.distDir ?? 'dist');
  if (!existsSync(join(distDir, '404.html'))) throw new Error(`no built site in ${distDir}: run npm run build first`);
  provideOfflinePreloadList();
  const certDir = mkdtempSync(join(tmpdir(), 'observatory-'));
  const https = createHttpsServer(makeCertificate(certDir), createSiteHandler(distDir));
  const httpsPort = await listen(https);
  // What the CDN does for plain http: a permanent redirect to the same URL on https.
  const http = createHttpServer((request, response) => {
    response.writeHead(301, { Location: `https://localhost:${httpsPort}${request.url ?? '/'}` }).end();
  });
  const httpPort = await listen(http);
  try {
    const path = options.path ?? defaultPath(distDir);
    // The package has no exports map; these are the modules its own scan() is made of.
    const { retrieve } = await import('@mdn/mdn-http-observatory/src/retriever/retriever.js');
    const { ALL_TESTS } = await import('@mdn/mdn-http-observatory/src/constants.js');
    const { getGradeForScore, getScoreDescription, getScoreModifier } =
      await import('@mdn/mdn-http-observatory/src/grader/grader.js');
    const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import('@mdn/mdn-http-observatory/src/grader/charts.js');

    const requests = await retrieve('localhost', { httpPort, httpsPort, path });
    if (!requests.responses.auto) throw new Error('the local server did not answer');
    const status: number = requests.responses.auto.status;
    if (status < 200 || status >= 400) throw new Error(`${path} answered HTTP ${status}`);

    // The same arithmetic as the package's scan(): extra credit only on top of an A.
    let withExtraCredit = 100;
    let uncurved = 100;
    const tests: ObservatoryTest[] = [];
    for (const test of ALL_TESTS) {
      const output = test(requests);
      const modifier: number = output.result ? getScoreModifier(output.result) : 0;
      withExtraCredit += modifier;
      if (modifier < 0) uncurved += modifier;
      tests.push({
        name: output.constructor.name,
        pass: Boolean(output.pass),
        result: String(output.result),
        scoreModifier: modifier,
        description: output.result
          ? getScoreDescription(output.result)
              .replace(/<[^>]+>/g, '')
              .replace(/\s+/g, ' ')
              .trim()
          : '',
      });
    }
    const { contentSecurityPolicyTest } = await import('@mdn/mdn-http-observatory/src/analyzer/tests/csp.js');
    const auto = requests.responses.auto;
    const withoutHeaderPolicy = Object.fromEntries(
      Object.entries(auto.headers).filter(([name]) => name.toLowerCase() !== 'content-security-policy'),
    );
    const pageOnly = contentSecurityPolicyTest({
      ...requests,
      responses: { ...requests.responses, auto: { ...auto, headers: withoutHeaderPolicy } },
    });
    const pagePolicy = {
      result: String(pageOnly.result),
      pass: Boolean(pageOnly.pass),
      data: (pageOnly.data ?? {}) as Record<string, string[]>,
    };
    const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
    const responseHeaders = Object.fromEntries(Object.entries(requests.responses.auto.headers));
    return {
      grade: final.grade,
      score: final.score,
      url: `https://localhost:${httpsPort}${path}`,
      tests,
      pagePolicy,
      responseHeaders,
    };
  } finally {
    https.closeAllConnections();
    http.closeAllConnections();
    await Promise.all([new Promise((done) => https.close(done)), new Promise((done) => http.close(done))]);
    rmSync(certDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { dist: { type: 'string' }, path: { type: 'string' }, 'min-score': { type: 'string' } },
  });
  const minScore = Number(values['min-score'] ?? 100);
  try {
    const report = await gradeSite({
      ...(values.dist ? { distDir: values.dist } : {}),
      ...(values.path ? { path: values.path } : {}),
    });
    console.log(`MDN HTTP Observatory (offline, @mdn/mdn-http-observatory scoring) for ${report.url}\n`);
    for (const test of report.tests) {
      const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
      console.log(`  ${test.pass ? 'pass' : 'FAIL'}  ${modifier.padStart(3)}  ${test.name.padEnd(30)} ${test.result}`);
    }
    console.log(
      `\n  ${report.pagePolicy.pass ? 'pass' : 'FAIL'}       page policy alone (<meta>)     ${report.pagePolicy.result}`,
    );
    console.log(`\ngrade ${report.grade} (score ${report.score})`);
    if (!report.pagePolicy.pass) {
      console.error("the page's own Content-Security-Policy fails the Observatory's CSP test");
      process.exit(1);
    }
    if (report.score < minScore) {
      console.error(`below the minimum score ${minScore}`);
      process.exit(1);
    }
  } catch (error) {
    console.error(`observatory failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
