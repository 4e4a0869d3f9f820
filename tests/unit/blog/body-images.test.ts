import { describe, expect, it } from 'vitest';
import { xssPayloads } from '../../../scripts/dev/api/hostile.ts';
import { bodyImageSizes, withResponsiveImages, type ResolveImage } from '../../../src/lib/content/body-images.ts';
import { sanitizeBlogHtml } from '../../../src/lib/content/sanitize.ts';

const layout = { column: 832, gutter: 32 };

/** Stands in for the build's image cache: every http(s) picture is 1000×500 and resized to 400 and 800. */
const resolve: ResolveImage = (source) =>
  Promise.resolve(
    /^https?:\/\//.test(source)
      ? {
          src: `/_img/${source.length}-800.webp`,
          srcset: `/_img/${source.length}-400.webp 400w, /_img/${source.length}-800.webp 800w`,
          intrinsic: { width: 1000, height: 500 },
        }
      : { src: source },
  );

describe('blog body pictures', () => {
  it('get a srcset, sizes and their own size when the HTML gave none', async () => {
    const asked: string[] = [];
    const html = sanitizeBlogHtml(
      '<p>Before</p><img src="https://api.example/a.webp?x=1&y=2" alt="Drum of FX EC 101"><p>After</p>',
    );
    const out = await withResponsiveImages(
      html,
      layout,
      (source, widths) => (asked.push(source), resolve(source, widths)),
    );
    // The address reaches the image cache unescaped, as the API sent it.
    expect(asked).toEqual(['https://api.example/a.webp?x=1&y=2']);
    expect(out).toMatch(/^<p>Before<\/p><img /);
    expect(out).toContain('srcset="/_img/34-400.webp 400w, /_img/34-800.webp 800w"');
    expect(out).toContain('src="/_img/34-800.webp"');
    expect(out).toContain('width="1000" height="500"');
    expect(out).toContain('sizes="(min-width: 864px) 832px, calc(100vw - 32px)"');
    expect(out).toContain('alt="Drum of FX EC 101"');
    expect(out).toContain('loading="lazy"');
    expect(out).toMatch(/<p>After<\/p>$/);
  });

  it('keep the size the HTML gave, and are drawn no wider than it', async () => {
    const out = await withResponsiveImages(
      sanitizeBlogHtml('<img src="https://api.example/b.webp" width="600" height="600" alt="">'),
      layout,
      resolve,
    );
    expect(out).toContain('width="600" height="600"');
    expect(out).not.toContain('width="1000"');
    expect(out).toContain('sizes="(min-width: 632px) 600px, calc(100vw - 32px)"');
  });

  it('leave a picture that cannot be resized exactly as the sanitizer wrote it', async () => {
    const html = sanitizeBlogHtml('<p><img src="/images/diagram.svg" alt="Diagram"></p>');
    expect(await withResponsiveImages(html, layout, resolve)).toBe(html);
  });

  it('change nothing but the picture tags of any payload of the corpus, and give them only known attributes', async () => {
    const IMG = /<img\b(?:[^>"]|"[^"]*")*>/gi;
    const allowed = new Set(['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding']);
    for (const payload of xssPayloads) {
      const html = sanitizeBlogHtml(payload);
      const out = await withResponsiveImages(html, layout, resolve);
      expect(out.replace(IMG, '<img>'), payload).toBe(html.replace(IMG, '<img>'));
      for (const [tag] of out.matchAll(IMG)) {
        const names = [...tag.matchAll(/\s([a-z-]+)="/gi)].map(([, name]) => name!);
        expect(
          names.filter((name) => !allowed.has(name)),
          tag,
        ).toEqual([]);
        expect(tag, payload).not.toMatch(/(?:src|srcset)="[^"]*javascript:/i);
      }
    }
  });

  it('sizes follow the column and the picture', () => {
    expect(bodyImageSizes(undefined, 832, 32)).toBe('(min-width: 864px) 832px, calc(100vw - 32px)');
    expect(bodyImageSizes(1600, 832, 32)).toBe('(min-width: 864px) 832px, calc(100vw - 32px)');
    expect(bodyImageSizes(300, 832, 32)).toBe('(min-width: 332px) 300px, calc(100vw - 32px)');
  });
});
