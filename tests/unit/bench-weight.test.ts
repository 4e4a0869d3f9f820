import { describe, expect, it } from 'vitest';
import { scanImports } from '../../scripts/dev/bench/lib/weight.ts';

/* What a page's script fetches at once and on demand, as the size bench and the budget read it. */

describe('scanImports', () => {
  it('reads static imports as fetched at once and import() as fetched on demand', () => {
    const code = `import{a as e}from"./chunk.A1.js";const r=()=>import("/_astro/form.B2.js");`;
    expect(scanImports(code, '/_astro/page.js')).toEqual({
      staticImports: ['/_astro/chunk.A1.js'],
      dynamicImports: ['/_astro/form.B2.js'],
    });
  });

  it("reads a bundled script's address held as a string as fetched on demand (the sliders' loader)", () => {
    const loader = 'var e=`/_astro/swiper-runtime.Us2uFDtd.js`;async function s(){await import(e)}';
    expect(scanImports(loader, '/Event-Gallery.html').dynamicImports).toEqual(['/_astro/swiper-runtime.Us2uFDtd.js']);
  });

  it("does not count the service worker's address as the page's code", () => {
    const boot = 'navigator.serviceWorker.register(`/sw.js`)';
    expect(scanImports(boot, '/index.html')).toEqual({ staticImports: [], dynamicImports: [] });
  });

  it('does not count a statically imported address twice', () => {
    const code = `import"/_astro/island.C3.js";`;
    expect(scanImports(code, '/index.html')).toEqual({ staticImports: ['/_astro/island.C3.js'], dynamicImports: [] });
  });
});
