/**
 * Builds the old client-rendered page that bench:lighthouse measures beside ours: the app in ./app
 * bundled with esbuild (React 19 in production mode, minified, one hashed script and one stylesheet, as
 * the old site's build emitted), an HTML shell with an empty #root, and .br/.gz copies of each file,
 * since our server sends those to a browser that accepts them, as it does for our own pages.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { heroSlides } from '../../../../src/content/company/home.ts';
import { company } from '../../../../src/content/company/identity.ts';
import { OLD_SPA_ASSETS, OLD_SPA_BASE, type OldSpaConfig } from './config.ts';

const appDir = fileURLToPath(new URL('./app/', import.meta.url));

export interface BuiltOldSpa {
  /** Serve this folder at the site's root: it holds only `/__old-spa/…` (see ./server.ts). */
  root: string;
  /** Bytes of the script and the stylesheet, brotli. */
  brotliBytes: { script: number; stylesheet: number };
}

function shell(script: string, stylesheet: string, brandName: string): string {
  // As the old site's build wrote it: the module script and the stylesheet in the head, nothing in the body.
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${brandName}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <meta name="description" content="Manufacturer and exporter of agro surfactants, emulsifiers and specialty chemicals, Indore.">
    <script type="module" src="${OLD_SPA_ASSETS}${script}"></script>
    <link rel="stylesheet" href="${OLD_SPA_ASSETS}${stylesheet}">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** Bundles the app to fetch its records from `apiBase`, into `outDir` (emptied first). */
export async function buildOldSpa({ apiBase, outDir }: { apiBase: string; outDir: string }): Promise<BuiltOldSpa> {
  const root = resolve(outDir);
  rmSync(root, { recursive: true, force: true });
  const assetsDir = join(root, OLD_SPA_ASSETS);
  mkdirSync(assetsDir, { recursive: true });
  const slide = heroSlides[0];
  const config: OldSpaConfig = {
    apiBase,
    brandName: company.name,
    banner: { ...slide.image, headline: slide.headline, subline: slide.subline },
  };
  const result = await build({
    entryPoints: { main: join(appDir, 'main.tsx'), styles: join(appDir, 'styles.css') },
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"', OLD_SPA_CONFIG: JSON.stringify(config) },
  });
  const outputs = Object.keys(result.metafile.outputs).map((file) => basename(file));
  const script = outputs.find((file) => file.startsWith('main-') && file.endsWith('.js'));
  const stylesheet = outputs.find((file) => file.startsWith('styles-') && file.endsWith('.css'));
  if (!script || !stylesheet) throw new Error(`old SPA build: no script or stylesheet in ${outputs.join(', ')}`);
  writeFileSync(join(root, OLD_SPA_BASE, 'index.html'), shell(script, stylesheet, company.name));
  precompress(join(root, OLD_SPA_BASE));
  const brotli = (file: string) => readFileSync(join(assetsDir, `${file}.br`)).length;
  return { root, brotliBytes: { script: brotli(script), stylesheet: brotli(stylesheet) } };
}
