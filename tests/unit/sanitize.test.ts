import { describe, expect, it } from 'vitest';
import { xssPayloads } from '../../scripts/dev/api/hostile.ts';
import { sanitizeBlogHtml, toPlainText } from '../../src/lib/content/sanitize.ts';

/*
 * The payload corpus is shared with the reference API's hostile blog (scripts/dev/api/hostile.ts),
 * which the browser test renders; here every payload is checked on the sanitizer's output.
 * Older forms below stay as they were written first.
 */
const payloads = [
  ...xssPayloads,
  '<a href="java&#x09;script:alert(1)">tab entity</a>',
  '<a href="java&#x0A;script:alert(1)">newline entity</a>',
  '<a href="javascript&#58;alert(1)">colon entity</a>',
  '<a href="%6A%61%76%61%73%63%72%69%70%74:alert(1)">percent</a>',
  '<img src="https://ok.example/a.png" srcset="https://ok.example/a.png 1x, javascript:alert(1) 2x">',
  '<img src="//evil.example/pixel.png">',
  '<img src="x">',
  '<img src="img/relative.png">',
  '<img src="\\evil.example\\pixel.png">',
  '<a href="https://ok.example/" target="_top">top</a>',
  '<h1 onclick="alert(1)">Title</h1>',
  '<ol start="1 onmouseover=alert(1)"><li>x</li></ol>',
  '<th scope="col" style="color:red" onclick="alert(1)">x</th>',
];

const allowedAttributes: Record<string, string[]> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  abbr: ['title'],
  ol: ['start'],
};
const allowedTags = new Set(
  'h2 h3 h4 h5 h6 p br hr ul ol li strong b em i u s sub sup blockquote code pre a img figure figcaption table thead tbody tfoot tr th td caption span small mark abbr dl dt dd'.split(
    ' ',
  ),
);

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * Reads the sanitizer's output the way a browser would see its structure: every "<" must open
 * an allowed tag (text keeps "<" only as &lt;), every attribute must be allowed for its tag and
 * quoted, and every URL must be http(s), mailto, tel or site-relative. Returns what is wrong.
 */
function problemsIn(html: string): string[] {
  const problems: string[] = [];
  const tag = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+="[^"<>]*")*)\s*(\/?)>/gy;
  for (let index = html.indexOf('<'); index >= 0; index = html.indexOf('<', index + 1)) {
    tag.lastIndex = index;
    const match = tag.exec(html);
    if (!match) {
      problems.push(`stray "<" at ${index}: ${html.slice(index, index + 40)}`);
      continue;
    }
    const [, , name = '', attributes = ''] = match;
    if (!allowedTags.has(name)) problems.push(`tag <${name}>`);
    for (const [, attribute = '', rawValue = ''] of attributes.matchAll(/([a-z-]+)="([^"]*)"/g)) {
      if (!(allowedAttributes[name] ?? []).includes(attribute)) problems.push(`attribute ${attribute} on <${name}>`);
      // eslint-disable-next-line no-control-regex -- C0 controls and space are stripped before the scheme, as URL parsers do
      const value = decodeEntities(rawValue).replace(/[\u0000-\u0020]/g, '');
      // A scheme is what the URL parser reads as one; anything else is a path on this site.
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
      const offSite = /^[/\\]{2}/.test(value);
      if (
        (attribute === 'href' || attribute === 'src') &&
        ((scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme)) || offSite)
      ) {
        problems.push(`${attribute}="${rawValue}"`);
      }
      if (attribute === 'src' && !/^(?:https?:\/\/|\/(?![/\\]))/i.test(value))
        problems.push(`relative image ${rawValue}`);
      if (attribute === 'target' && value !== '_blank') problems.push(`target ${value}`);
    }
    if (name === 'a' && /target="_blank"/.test(attributes) && !/rel="noopener noreferrer"/.test(attributes))
      problems.push('target=_blank without noopener');
  }
  return problems;
}

describe('sanitizeBlogHtml', () => {
  it.each(payloads)('neutralises %s', (payload) => {
    const clean = sanitizeBlogHtml(`<p>before</p>${payload}<p>after</p>`);
    expect(problemsIn(clean)).toEqual([]);
    // (An unclosed <style> or <textarea> swallows what follows, in a browser too: only the start is sure.)
    expect(clean).toMatch(/^<p>before<\/p>/);
  });

  it(`covers ${payloads.length} payloads`, () => {
    expect(payloads.length).toBeGreaterThanOrEqual(100);
  });

  it('the structural check catches what it must', () => {
    expect(problemsIn('<img src="x" onerror="alert(1)">')).toEqual(['relative image x', 'attribute onerror on <img>']);
    expect(problemsIn('<a href="javascript:alert(1)">x</a>')).toEqual(['href="javascript:alert(1)"']);
    expect(problemsIn('<a href="&#106;avascript:alert(1)">x</a>')).toEqual(['href="&#106;avascript:alert(1)"']);
    expect(problemsIn('<svg onload=alert(1)>')).toEqual([expect.stringMatching(/^stray/)]);
    expect(problemsIn('<p>a &lt;script&gt; b</p>')).toEqual([]);
  });

  it('escapes attribute values so a quote cannot open a new attribute', () => {
    expect(sanitizeBlogHtml('<img src="https://ok.example/a.png" alt="&quot; onerror=&quot;alert(1)">')).toBe(
      '<img src="https://ok.example/a.png" alt="&quot; onerror=&quot;alert(1)" loading="lazy" decoding="async" />',
    );
  });

  it('drops images that have no absolute or site-rooted address', () => {
    expect(sanitizeBlogHtml('<img src="x"><img src="/images/a.webp" alt="a">')).toBe(
      '<img src="/images/a.webp" alt="a" loading="lazy" decoding="async" />',
    );
  });

  it('keeps headings, lists, emphasis, tables, links and images', () => {
    const html =
      '<h2>Dosage</h2><p>Use <strong>3–6 ml</strong> per <em>litre</em>.</p><ul><li>Rice</li></ul><ol start="2"><li>Sugarcane</li></ol>' +
      '<table><thead><tr><th scope="col">Crop</th></tr></thead><tbody><tr><td>Rice</td></tr></tbody></table>' +
      '<img src="https://cdn.example/a.webp" alt="Field" width="600" height="400">';
    const clean = sanitizeBlogHtml(html);
    for (const part of [
      '<h2>Dosage</h2>',
      '<strong>3–6 ml</strong>',
      '<em>litre</em>',
      '<ul><li>Rice</li></ul>',
      '<ol start="2">',
      '<th scope="col">Crop</th>',
    ]) {
      expect(clean).toContain(part);
    }
    expect(clean).toContain(
      '<img src="https://cdn.example/a.webp" alt="Field" width="600" height="400" loading="lazy" decoding="async" />',
    );
  });

  it('gives external links rel="noopener noreferrer" and leaves site links alone', () => {
    expect(sanitizeBlogHtml('<a href="https://ok.example/x">x</a>')).toBe(
      '<a href="https://ok.example/x" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeBlogHtml('<a href="/Categories">x</a>')).toBe('<a href="/Categories">x</a>');
  });

  it('turns an h1 in the body into an h2', () => {
    expect(sanitizeBlogHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });
});

describe('toPlainText', () => {
  it('strips anchors and other tags, keeping their text', () => {
    expect(toPlainText('<p>Read <a href="/x">our guide</a> &amp; <strong>save</strong>.</p>')).toBe(
      'Read our guide & save.',
    );
  });

  it('keeps paragraphs apart and drops script and style content', () => {
    expect(toPlainText('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe('a b');
  });
});

describe('site links in a post read in Hindi', () => {
  it('lead on to the Hindi pages; files, anchors and other sites stay as they are', () => {
    const html = [
      '<a href="/contact#enquiry">a</a>',
      '<a href="/category/Oil_Emulsifier?x=1">b</a>',
      '<a href="/docs/sheet.pdf">c</a>',
      '<a href="https://example.com/about">d</a>',
      '<a href="#top">e</a>',
      '<a href="/hi/about">f</a>',
    ].join('');
    const hrefs = [...sanitizeBlogHtml(html, 'hi').matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([
      '/hi/contact#enquiry',
      '/hi/category/Oil_Emulsifier?x=1',
      '/docs/sheet.pdf',
      'https://example.com/about',
      '#top',
      '/hi/about',
    ]);
    expect(sanitizeBlogHtml('<a href="/contact">a</a>')).toContain('href="/contact"');
  });
});
