/**
 * What one built page costs a visitor, read from the files in dist/ (no browser, no clock):
 * its HTML, the CSS that blocks rendering, the JavaScript that runs before any interaction, and all the
 * JavaScript it can end up loading once every island and slider has started — each raw, gzip and brotli.
 *
 * "Before interaction" = module scripts of the page and their static imports, plus islands hydrating
 * on load, idle or visible (and theirs). "After hydration" adds every dynamic import reachable from
 * those (sliders started) and islands waiting for the visitor (client:interaction) or media queries.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The first round trip of a new connection: TCP's initial window of ten 1,460-byte segments. It carries
 * the response's status line and headers as well as the start of its body (./served-headers.ts); the
 * rest of the page costs another round trip, 150 ms on Lighthouse's slow phone, which counts the page's
 * transfer, headers and all, against this same window.
 */
export const INITIAL_WINDOW_BYTES = 10 * 1460;

export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageWeight {
  html: Bytes;
  /** CSS inlined in <style> (part of the HTML figures). */
  inlineCss: number;
  /** External stylesheets linked in the page (render-blocking). */
  css: Bytes;
  jsBeforeInteraction: Bytes;
  jsAfterHydration: Bytes;
  /** The JS files counted in each group, as site paths. */
  files: { css: string[]; before: string[]; after: string[] };
  /** React (react-dom) among the files loaded before interaction / at all. */
  reactBeforeInteraction: boolean;
  reactAtAll: boolean;
  swiperBeforeInteraction: boolean;
  swiperAtAll: boolean;
  /** The page has slider markup. */
  hasSlider: boolean;
  /** JSON-LD @type values in the page. */
  jsonLdTypes: string[];
  /** Absolute URLs of other origins the page loads at once (scripts, styles, eager images, fonts). */
  thirdPartyAtLoad: string[];
  /** Brotli size of the HTML up to the end of the page's first heading (<h1>…</h1>). */
  brotliToFirstHeading: number | undefined;
  /**
   * The first screen: the HTML up to the end of <main> (head, inlined critical CSS, header and
   * content). What follows — the footer, and the dialogs with their styles and scripts — is not
   * needed to paint the page.
   */
  firstScreen: Bytes;
}

const ZERO: Bytes = { raw: 0, gzip: 0, brotli: 0 };
const add = (a: Bytes, b: Bytes): Bytes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

/** Compressed sizes the way the build compresses (scripts/delivery/compress.ts): read the .br/.gz next to it when present. */
export function measureFile(file: string): Bytes {
  const content = readFileSync(file);
  const read = (suffix: string, make: () => Buffer) =>
    existsSync(file + suffix) ? readFileSync(file + suffix).length : make().length;
  return {
    raw: content.length,
    gzip: read('.gz', () => gzipSync(content, { level: 9 })),
    brotli: read('.br', () => brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
  };
}

const REACT_MARKER = /react\.transitional\.element|Minified React error|__REACT_DEVTOOLS_GLOBAL_HOOK__/;
const SWIPER_MARKER = /swiper-initialized|swiper-slide-active/;

interface JsGraph {
  staticImports: string[];
  dynamicImports: string[];
}

/** Site paths (/_astro/x.js) a JS text imports statically and dynamically; `base` is its own path. */
export function scanImports(code: string, base: string): JsGraph {
  const resolve = (spec: string) => new URL(spec, `http://site${base}`).pathname;
  const staticImports = new Set<string>();
  const dynamicImports = new Set<string>();
  for (const match of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g)) {
    staticImports.add(resolve(match[1]!));
  }
  for (const match of code.matchAll(/\bimport\(\s*["'`]([^"'`$]+\.m?js)["'`]\s*\)/g))
    dynamicImports.add(resolve(match[1]!));
  // A bundled script's address held as a string is fetched by the code when it wants it (the sliders'
  // loader takes Swiper's address from ?chunk-url, src/lib/build/chunk-url.ts, and imports it when a
  // slider nears). Only Astro's bundle folder: "/sw.js" is the service worker, not the page's code.
  for (const match of code.matchAll(/["'`](\/_astro\/[^"'`$\s]+\.m?js)["'`]/g)) {
    const path = resolve(match[1]!);
    if (!staticImports.has(path)) dynamicImports.add(path);
  }
  // Vite lists what a dynamic import preloads alongside it, relative to the site root.
  for (const match of code.matchAll(/m\.f=\[([^\]]*)\]/g)) {
    for (const item of match[1]!.matchAll(/["'`]([^"'`]+\.m?js)["'`]/g))
      dynamicImports.add(new URL(item[1]!, 'http://site/').pathname);
  }
  return { staticImports: [...staticImports], dynamicImports: [...dynamicImports] };
}

/** Weighs one page of `distDir`, given by its file (relative to distDir). */
export function weighPage(distDir: string, htmlFile: string, siteOrigin = 'http://localhost'): PageWeight {
  return createWeigher(distDir, siteOrigin)(htmlFile);
}

/** A weigher for many pages of one build: each JS file is read and measured once. */
export function createWeigher(distDir: string, siteOrigin = 'http://localhost'): (htmlFile: string) => PageWeight {
  const fileOf = (path: string) => join(distDir, decodeURIComponent(path));
  const cache = new Map<string, { code: string; graph: JsGraph }>();
  const sizes = new Map<string, Bytes>();
  const measure = (path: string) => {
    let bytes = sizes.get(path);
    if (!bytes) {
      bytes = measureFile(fileOf(path));
      sizes.set(path, bytes);
    }
    return bytes;
  };
  return (htmlFile) => weigh(distDir, htmlFile, siteOrigin, fileOf, cache, measure);
}

function weigh(
  distDir: string,
  htmlFile: string,
  siteOrigin: string,
  fileOf: (path: string) => string,
  cache: Map<string, { code: string; graph: JsGraph }>,
  measure: (path: string) => Bytes,
): PageWeight {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const load = (path: string) => {
    let entry = cache.get(path);
    if (!entry) {
      const code = existsSync(fileOf(path)) ? readFileSync(fileOf(path), 'utf8') : '';
      entry = { code, graph: scanImports(code, path) };
      cache.set(path, entry);
    }
    return entry;
  };
  const closure = (entries: Iterable<string>, followDynamic: boolean) => {
    const seen = new Set<string>();
    const queue = [...entries];
    for (let path = queue.shift(); path; path = queue.shift()) {
      if (seen.has(path)) continue;
      seen.add(path);
      const { graph } = load(path);
      queue.push(...graph.staticImports, ...(followDynamic ? graph.dynamicImports : []));
    }
    return seen;
  };

  const pagePath = `/${htmlFile.split('\\').join('/')}`;
  const before = new Set<string>();
  const lazy = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/type="application\/ld\+json"/.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) {
      if (src.startsWith('/')) before.add(src);
      continue;
    }
    const graph = scanImports(match[2] ?? '', pagePath);
    graph.staticImports.forEach((path) => before.add(path));
    graph.dynamicImports.forEach((path) => lazy.add(path));
  }
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    const client = /\bclient="([^"]+)"/.exec(attributes)?.[1] ?? 'load';
    const urls = [/\bcomponent-url="([^"]+)"/, /\brenderer-url="([^"]+)"/].flatMap(
      (pattern) => pattern.exec(attributes)?.[1] ?? [],
    );
    for (const url of urls)
      (['load', 'idle', 'visible'].includes(client) ? before : lazy).add(url.replaceAll('&amp;', '&'));
  }
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) before.add(match[1]!);

  const beforeFiles = closure(before, false);
  const afterFiles = closure([...beforeFiles, ...lazy], true);
  const sum = (files: Iterable<string>) =>
    [...files].filter((path) => existsSync(fileOf(path))).reduce((total, path) => add(total, measure(path)), ZERO);
  const has = (files: Set<string>, marker: RegExp) => [...files].some((path) => marker.test(load(path).code));

  const cssFiles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((href) => href.startsWith('/'));
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (total, match) => total + Buffer.byteLength(match[1] ?? ''),
    0,
  );
  const jsonLdTypes = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (match) => {
      try {
        const data = JSON.parse(match[1] ?? '') as unknown;
        return (Array.isArray(data) ? data : [data]).flatMap((item) => {
          const type = (item as { '@type'?: string | string[] })['@type'];
          return type ? [type].flat() : [];
        });
      } catch {
        return ['(invalid JSON-LD)'];
      }
    },
  );

  const site = new URL(siteOrigin).origin;
  const thirdParty = new Set<string>();
  const external = (url: string) => /^(?:https?:)?\/\//.test(url) && new URL(url, site).origin !== site;
  for (const match of html.matchAll(/<(script|link|img|iframe|source)\b([^>]*)>/g)) {
    const tag = match[1];
    const attributes = match[2] ?? '';
    if (tag === 'link' && !/rel="(?:stylesheet|preload|modulepreload|icon|preconnect)"/.test(attributes)) continue;
    if (tag === 'img' && /loading="lazy"/.test(attributes)) continue;
    for (const url of [
      /\b(?:src|href)="([^"]+)"/.exec(attributes)?.[1],
      ...(/\bsrcset="([^"]+)"/
        .exec(attributes)?.[1]
        ?.split(',')
        .map((part) => part.trim().split(/\s+/)[0]) ?? []),
    ]) {
      if (url && external(url)) thirdParty.add(url);
    }
  }

  const headingEnd = html.indexOf('</h1>');
  const mainEnd = html.indexOf('</main>');
  const firstScreenHtml = Buffer.from(mainEnd < 0 ? html : html.slice(0, mainEnd + '</main>'.length));
  return {
    html: measureFile(join(distDir, htmlFile)),
    inlineCss,
    css: sum(cssFiles),
    jsBeforeInteraction: sum(beforeFiles),
    jsAfterHydration: sum(afterFiles),
    files: {
      css: cssFiles,
      before: [...beforeFiles].sort(),
      after: [...afterFiles].filter((path) => !beforeFiles.has(path)).sort(),
    },
    reactBeforeInteraction: has(beforeFiles, REACT_MARKER),
    reactAtAll: has(afterFiles, REACT_MARKER),
    swiperBeforeInteraction: has(beforeFiles, SWIPER_MARKER),
    swiperAtAll: has(afterFiles, SWIPER_MARKER),
    hasSlider: /<swiper-carousel\b|class="swiper\b/.test(html),
    jsonLdTypes: [...new Set(jsonLdTypes)],
    thirdPartyAtLoad: [...thirdParty],
    brotliToFirstHeading:
      headingEnd < 0
        ? undefined
        : brotliCompressSync(Buffer.from(html.slice(0, headingEnd + 5)), {
            params: { [constants.BROTLI_PARAM_QUALITY]: 6 },
          }).length,
    firstScreen: {
      raw: firstScreenHtml.length,
      gzip: gzipSync(firstScreenHtml, { level: 9 }).length,
      brotli: brotliCompressSync(firstScreenHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    },
  };
}
