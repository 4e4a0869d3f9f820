import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dropUnusedScopedStyles, pruneScopedRules } from '../../../src/lib/styles/unused-scoped-styles.ts';

const drop = (html: string) => Buffer.from(dropUnusedScopedStyles(Buffer.from(html))).toString();
const hash = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;
const policyMeta = (styles: string[]) =>
  `<meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self' ${styles
    .map((style) => `'${hash(style)}'`)
    .join(' ')};">`;
const page = (css: string, body: string, policy = policyMeta([css])) =>
  `<!doctype html><html><head>${policy}<style>${css}</style></head><body>${body}</body></html>`;
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;

describe("a page's unused scoped styles", () => {
  const css =
    '@layer reset,base;' +
    '@layer base{body{margin:0}}' +
    '.card[data-astro-cid-aaaa1111]{color:red}' +
    '.pager[data-astro-cid-bbbb2222] a[data-astro-cid-bbbb2222]{color:blue}' +
    '@media (min-width:40em){.pager[data-astro-cid-bbbb2222]{display:flex}.card[data-astro-cid-aaaa1111]{gap:1rem}}' +
    '.card[data-astro-cid-aaaa1111],.pager[data-astro-cid-bbbb2222]{padding:0}' +
    '@keyframes spin{to{transform:rotate(1turn)}}' +
    '.swiper-slide{flex-shrink:0}';

  it('drops the rules of components the page does not render, and allows what it carries instead of what it had', () => {
    const html = drop(page(css, '<div class="card" data-astro-cid-aaaa1111>A card</div>'));
    const kept = styleOf(html);
    expect(kept).toBe(
      '@layer reset,base;' +
        '@layer base{body{margin:0}}' +
        '.card[data-astro-cid-aaaa1111]{color:red}' +
        '@media (min-width:40em){.card[data-astro-cid-aaaa1111]{gap:1rem}}' +
        '.card[data-astro-cid-aaaa1111]{padding:0}' +
        '@keyframes spin{to{transform:rotate(1turn)}}' +
        '.swiper-slide{flex-shrink:0}',
    );
    expect(html).toContain(`'${hash(kept)}'`);
    expect(html).not.toContain(hash(css));
    expect(html).toContain('<div class="card" data-astro-cid-aaaa1111>A card</div>');
  });

  it('leaves a page that renders every component its styles name as it is', () => {
    const html = page(
      css,
      '<div class="card" data-astro-cid-aaaa1111></div><nav class="pager" data-astro-cid-bbbb2222="true"></nav>',
    );
    expect(drop(html)).toBe(html);
  });

  it('keeps a style its policy does not allow as it is, and prunes one on a page without a policy', () => {
    const unlisted = page(css, '<p>Text</p>', policyMeta(['other{}']));
    expect(drop(unlisted)).toBe(unlisted);
    expect(styleOf(drop(page(css, '<p>Text</p>', '')))).not.toContain('aaaa1111');
  });

  it('keeps rules whose scope is only inside :not() or :is(), and reads braces in strings and comments as text', () => {
    const sheet =
      '.note:not([data-astro-cid-cccc3333]){color:red/* a } in a comment */}' +
      '.note[data-astro-cid-cccc3333]::after{content:"}{"}' +
      ':is(.a[data-astro-cid-cccc3333],.b){color:green}';
    expect(pruneScopedRules(sheet, new Set(['cccc3333']))).toBe(
      '.note:not([data-astro-cid-cccc3333]){color:red/* a } in a comment */}:is(.a[data-astro-cid-cccc3333],.b){color:green}',
    );
  });

  it('keeps the order of the layers when a layer loses every rule', () => {
    expect(pruneScopedRules('@layer components{.x[data-astro-cid-dddd4444]{top:0}}', new Set(['dddd4444']))).toBe(
      '@layer components{}',
    );
    expect(pruneScopedRules('@media print{.x[data-astro-cid-dddd4444]{top:0}}', new Set(['dddd4444']))).toBe('');
  });

  it('leaves a style sheet it cannot read to the end as it is', () => {
    const broken = '.x[data-astro-cid-eeee5555]{top:0';
    expect(pruneScopedRules(broken, new Set(['eeee5555']))).toBe(broken);
  });

  it('reads the page as bytes: text in any language and styles after the <head> are left alone', () => {
    const hindi = '.n[data-astro-cid-ffff6666]::after{content:"सहेजा"}.m[data-astro-cid-aaaa1111]{top:0}';
    const late = '<style>.late{top:0}</style>';
    const html = drop(page(hindi, `<p class="m" data-astro-cid-aaaa1111>सहेजें</p>${late}`));
    expect(styleOf(html)).toBe('.m[data-astro-cid-aaaa1111]{top:0}');
    expect(html).toContain(`<p class="m" data-astro-cid-aaaa1111>सहेजें</p>${late}`);
  });
});
