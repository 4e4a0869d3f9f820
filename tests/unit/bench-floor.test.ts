import { describe, expect, it } from 'vitest';
import { compareWithFloor, floorPage, floorTable } from '../../scripts/dev/bench/lib/floor.ts';
import type { RunSummary } from '../../scripts/dev/bench/lib/lighthouse-run.ts';

const home = `<!doctype html><html lang="en"><head><style>.hero{}</style><script type="module">x()</script></head>
<body><header><picture class="logo"><img src="/logo.svg" alt="Logo"></picture></header>
<h1 class="hero__title" data-astro-cid-ab1="true">Surfactants that <em>make every spray</em> count</h1>
<picture class="hero__picture" data-astro-cid-ab1="true"><source type="image/avif" srcset="/_img/h-480.avif 480w, /_img/h-736.avif 736w" sizes="100vw"><img alt="A field at sunrise" src="/_img/h-736.webp" srcset="/_img/h-480.webp 480w, /_img/h-736.webp 736w" sizes="100vw" width="1600" height="700" fetchpriority="high" elementtiming="main-picture" class="hero__image" data-astro-cid-ab1="true"></picture>
<picture><img src="/_img/card-200.webp" alt="A card" loading="lazy"></picture></body></html>`;

const run = (lcp: number, tbt: number, performance: number): RunSummary => ({
  scores: { performance },
  metrics: { LCP: lcp, TBT: tbt },
  failing: {},
});

describe('the floor page', () => {
  const page = floorPage(home);

  it('holds the home page’s main picture with all its files, and its heading as text', () => {
    expect(page).toContain(
      '<source type="image/avif" srcset="/_img/h-480.avif 480w, /_img/h-736.avif 736w" sizes="100vw">',
    );
    expect(page).toContain('srcset="/_img/h-480.webp 480w, /_img/h-736.webp 736w"');
    expect(page).toContain('width="1600" height="700"');
    expect(page).toContain('>Surfactants that make every spray count</h1>');
  });

  it('holds nothing else of the page: no other picture, style sheet, script or scoped attribute', () => {
    expect(page).not.toMatch(/logo|card-200|<script|<style|class=|elementtiming|data-astro-cid/);
    expect(page.match(/<img /g)).toHaveLength(1);
  });

  it('names what is missing when the home page has no main picture', () => {
    expect(() => floorPage('<h1>Home</h1><img src="/a.webp" alt="">')).toThrow(/no main picture/);
  });
});

describe('the figures against the floor', () => {
  it('are our median LCP less the floor’s, the spread of our runs, and the floor’s own TBT and score', () => {
    const figures = compareWithFloor(
      'product',
      [run(1000, 300, 90), run(950, 500, 88), run(1400, 900, 70)],
      [run(900, 600, 85), run(800, 200, 95), run(850, 400, 90)],
    );
    expect(figures).toEqual({
      type: 'product',
      floorLcp: 850,
      oursLcp: 1000,
      overFloor: 150,
      oursSpread: 450,
      floorTbt: 400,
      floorPerformance: 90,
    });
  });

  it('says which page types are within 0.25 s of the floor, and which are stable over runs', () => {
    const lines = floorTable([
      {
        type: 'home',
        floorLcp: 900,
        oursLcp: 1200,
        overFloor: 300,
        oursSpread: 90,
        floorTbt: 450,
        floorPerformance: 88,
      },
      {
        type: 'blog post',
        floorLcp: 900,
        oursLcp: 760,
        overFloor: -140,
        oursSpread: 160,
        floorTbt: 450,
        floorPerformance: 88,
      },
      {
        type: 'product',
        floorLcp: 800,
        oursLcp: 1052,
        overFloor: 252,
        oursSpread: 150,
        floorTbt: 450,
        floorPerformance: 88,
      },
    ]).split('\n');
    expect(lines[0]).toMatch(
      /Page type \| Floor LCP \| Ours LCP \| Ours − floor \| Within 0\.25 s \| Ours max − min \| Stable \(≤ 0\.15 s\) \| Floor TBT \| Floor Perf/,
    );
    expect(lines[2]).toMatch(/home +\| 0\.90 s +\| 1\.20 s +\| \+300 ms +\| no +\| 90 ms +\| yes +\| 450 ms +\| 88/);
    expect(lines[3]).toMatch(/blog post +\| 0\.90 s +\| 0\.76 s +\| −140 ms +\| yes +\| 160 ms +\| no/);
    expect(lines[4]).toMatch(/product +\| 0\.80 s +\| 1\.05 s +\| \+252 ms +\| no +\| 150 ms +\| yes/);
  });
});
