import { describe, expect, it } from 'vitest';
import { sanitizeBlogHtml, toPlainText } from '../../src/lib/content/sanitize.ts';

/** Payloads that try to run code; none may survive in a form a browser would execute. */
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<body onload=alert(1)>',
  '<div onclick="alert(1)">x</div>',
  '<p onmouseover="alert(1)">hover</p>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)>',
  '<audio src=x onerror=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="behavior:url(x.htc)">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<scr<script>ipt>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<textarea><p title="</textarea><img src=x onerror=alert(1)>">',
  '<a href="https://ok.example" target="_self" rel="opener">x</a>',
  '<portal src="https://evil.example"></portal>',
];

const dangerous = /<script|<iframe|<object|<embed|<svg|<math|<style|<form|<base|<meta|<link|<input|<button|<template|\son\w+\s*=|javascript:|vbscript:|data:|srcdoc|expression\(|style=/i;

describe('sanitizeBlogHtml', () => {
  it.each(payloads)('neutralises %s', (payload) => {
    const clean = sanitizeBlogHtml(`<p>before</p>${payload}<p>after</p>`);
    expect(clean).not.toMatch(dangerous);
    expect(clean).toContain('<p>before</p>');
  });

  it(`covers ${payloads.length} payloads`, () => {
    expect(payloads.length).toBeGreaterThanOrEqual(50);
  });

  it('keeps headings, lists, emphasis, tables, links and images', () => {
    const html =
      '<h2>Dosage</h2><p>Use <strong>3–6 ml</strong> per <em>litre</em>.</p><ul><li>Rice</li></ul><ol start="2"><li>Sugarcane</li></ol>' +
      '<table><thead><tr><th scope="col">Crop</th></tr></thead><tbody><tr><td>Rice</td></tr></tbody></table>' +
      '<img src="https://cdn.example/a.webp" alt="Field" width="600" height="400">';
    const clean = sanitizeBlogHtml(html);
    for (const part of ['<h2>Dosage</h2>', '<strong>3–6 ml</strong>', '<em>litre</em>', '<ul><li>Rice</li></ul>', '<ol start="2">', '<th scope="col">Crop</th>']) {
      expect(clean).toContain(part);
    }
    expect(clean).toContain('<img src="https://cdn.example/a.webp" alt="Field" width="600" height="400" loading="lazy" decoding="async" />');
  });

  it('gives external links rel="noopener noreferrer" and leaves site links alone', () => {
    expect(sanitizeBlogHtml('<a href="https://ok.example/x">x</a>')).toBe('<a href="https://ok.example/x" rel="noopener noreferrer" target="_blank">x</a>');
    expect(sanitizeBlogHtml('<a href="/Categories">x</a>')).toBe('<a href="/Categories">x</a>');
  });

  it('turns an h1 in the body into an h2', () => {
    expect(sanitizeBlogHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });
});

describe('toPlainText', () => {
  it('strips anchors and other tags, keeping their text', () => {
    expect(toPlainText('<p>Read <a href="/x">our guide</a> &amp; <strong>save</strong>.</p>')).toBe('Read our guide & save.');
  });

  it('keeps paragraphs apart and drops script and style content', () => {
    expect(toPlainText('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe('a b');
  });
});
