import { describe, expect, it } from 'vitest';
import { awkwardNames, xssPayloads } from '../../scripts/dev/api/hostile.ts';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd } from '../../src/lib/seo/json-ld.ts';

/*
 * serializeJsonLd writes data into <script type="application/ld+json">. An HTML parser ends
 * that element at the first "</script" whatever the JSON says, and "<!--" switches it into an
 * escaped state, so neither may appear; the text must still be JSON that reads back the same.
 */

const samples: unknown[] = [
  ...xssPayloads.map((payload) => ({ name: payload })),
  ...awkwardNames.map((name) => ({ '@type': 'Product', name, sku: name })),
  { name: '</SCRIPT ><script>alert(1)</script>' },
  { name: '</script\t>', description: '<!-- <script> -->' },
  { name: 'line\u2028separator\u2029paragraph' },
  { name: 'a & b < c > d', nested: [{ deep: '</script>' }], number: 3, ok: true, none: null },
];

/** What an HTML parser does with the element: its text ends at the first "</script". */
function textAsParsed(serialised: string): string {
  const html = `<script type="application/ld+json">${serialised}</script>`;
  const start = html.indexOf('>') + 1;
  return html.slice(start, html.toLowerCase().indexOf('</script', start));
}

describe('serializeJsonLd', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample).slice(0, 60), sample]))(
    'keeps %s inside its script element',
    (_, sample) => {
      const serialised = serializeJsonLd(sample);
      expect(serialised.toLowerCase()).not.toContain('</script');
      expect(serialised).not.toContain('<!--');
      expect(serialised).not.toMatch(/[<>&\u2028\u2029]/);
      expect(textAsParsed(serialised)).toBe(serialised);
      expect(JSON.parse(textAsParsed(serialised))).toEqual(sample);
    },
  );

  it('writes the characters that could end or confuse the block as \\u escapes', () => {
    expect(serializeJsonLd({ name: '</script>&\u2028' })).toBe('{"name":"\\u003c/script\\u003e\\u0026\\u2028"}');
  });

  it('escapes structured data made from API strings', () => {
    const site = new URL('https://www.example.com');
    const crumbs = breadcrumbJsonLd(site, [
      { name: 'Products', path: '/Categories' },
      { name: 'Script </script><img src=x onerror=alert(1)>', path: '/product-details/Script_~3C~2Fscript~3E' },
    ]);
    const serialised = serializeJsonLd(crumbs);
    expect(serialised).not.toMatch(/</);
    expect(JSON.parse(serialised)).toEqual(crumbs);
    expect(JSON.parse(serializeJsonLd(organizationJsonLd(site)))).toMatchObject({
      '@type': 'Organization',
      url: 'https://www.example.com/',
    });
  });
});
