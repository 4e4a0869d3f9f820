import react from '@astrojs/react/server.js';
import type { NamedSSRLoadedRendererValue } from 'astro';
import { createElement, memo, useId } from 'react';
import { describe, expect, it } from 'vitest';
import { memoizeRenderer, plainDataKey } from '../../../src/lib/build/memoize-renderer.ts';

/*
 * The React renderer of Astro, wrapped so that an island rendered alike on many pages is rendered once
 * (src/lib/build/memoize-renderer.ts): driven here with @astrojs/react's real renderer, called the way
 * Astro calls it (`this` is { result: the page }).
 */

/** A form field whose ids come from useId, as the site's form islands make theirs. */
function NameField({ label }: { label: string }) {
  const id = useId();
  return createElement(
    'p',
    null,
    createElement('label', { htmlFor: `${id}-name` }, label),
    createElement('input', { id: `${id}-name`, name: 'name' }),
  );
}

/** @astrojs/react's renderer, counting the islands it actually renders. */
function countingReact() {
  const calls = { render: 0, check: 0 };
  const counted: NamedSSRLoadedRendererValue = {
    ...react,
    check(...args) {
      calls.check++;
      return react.check.apply(this, args);
    },
    renderToStaticMarkup(...args) {
      calls.render++;
      return react.renderToStaticMarkup.apply(this, args);
    },
  };
  return { calls, renderer: memoizeRenderer(counted) };
}

type Renderer = NamedSSRLoadedRendererValue;
const renderOn = (renderer: Renderer, page: object, component: unknown, props: Record<string, unknown>) =>
  renderer.renderToStaticMarkup.call({ result: page }, component, props, {}, { hydrate: 'interaction' } as never);

/** The ids in an island's HTML. */
const idsIn = (html: string) => [...html.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]!);

describe('memoizeRenderer', () => {
  it('renders an island alike on two pages once: the second page gets the same HTML and prefix', async () => {
    const { calls, renderer } = countingReact();
    const first = await renderOn(renderer, {}, NameField, { label: 'Your name' });
    const rendersAfterFirst = calls.render;
    const second = await renderOn(renderer, {}, NameField, { label: 'Your name' });
    expect(second).toEqual(first);
    expect(calls.render).toBe(rendersAfterFirst);
    expect(first.html).toContain('Your name');
    expect(first.attrs?.['prefix']).toBe('r0');
  });

  it('gives two islands of one page their own prefixes, and each island’s ids follow its prefix', async () => {
    const { renderer } = countingReact();
    const page = {};
    const first = await renderOn(renderer, page, NameField, { label: 'Name' });
    const second = await renderOn(renderer, page, NameField, { label: 'Name' });
    expect([first.attrs?.['prefix'], second.attrs?.['prefix']]).toEqual(['r0', 'r1']);
    // React hydrates an island with its prefix: the ids written on the server must carry the same one.
    for (const { html, attrs } of [first, second]) {
      expect(idsIn(html)).not.toHaveLength(0);
      for (const id of idsIn(html)) expect(id).toContain(attrs!['prefix']);
    }
    expect(idsIn(first.html)).not.toEqual(idsIn(second.html));
  });

  it('numbers a memo() component’s island with the rest of the page', async () => {
    const { renderer } = countingReact();
    const page = {};
    const plain = await renderOn(renderer, page, NameField, { label: 'Name' });
    const wrapped = await renderOn(renderer, page, memo(NameField), { label: 'Name' });
    expect([plain.attrs?.['prefix'], wrapped.attrs?.['prefix']]).toEqual(['r0', 'r1']);
    for (const id of idsIn(wrapped.html)) expect(id).toContain('r1');
  });

  it('serves the second island of another page from the memo too, with that page’s second prefix', async () => {
    const { calls, renderer } = countingReact();
    const pageA = {};
    await renderOn(renderer, pageA, NameField, { label: 'A' });
    const secondOnA = await renderOn(renderer, pageA, NameField, { label: 'B' });
    const renders = calls.render;
    const pageB = {};
    await renderOn(renderer, pageB, NameField, { label: 'A' });
    const secondOnB = await renderOn(renderer, pageB, NameField, { label: 'B' });
    expect(calls.render).toBe(renders);
    expect(secondOnB).toEqual(secondOnA);
    expect(secondOnB.attrs?.['prefix']).toBe('r1');
  });

  it('renders an island again when its props differ', async () => {
    const { renderer } = countingReact();
    const english = await renderOn(renderer, {}, NameField, { label: 'Your name' });
    const hindi = await renderOn(renderer, {}, NameField, { label: 'आपका नाम' });
    expect(hindi.html).toContain('आपका नाम');
    expect(hindi.html).not.toContain('Your name');
    expect(english.html).not.toContain('आपका नाम');
  });

  it('never keeps an island whose props are not plain data', async () => {
    const { calls, renderer } = countingReact();
    const label = 'Name';
    const props = { label, onPick: () => label };
    await renderOn(renderer, {}, NameField, props);
    const renders = calls.render;
    const again = await renderOn(renderer, {}, NameField, props);
    expect(calls.render).toBe(renders + 1);
    expect(again.html).toContain('Name');
  });

  it('keeps the check’s yes for a component, and asks again after a no', async () => {
    const { calls, renderer } = countingReact();
    await expect(renderer.check.call({ result: {} }, NameField, { label: 'x' }, {})).resolves.toBe(true);
    await expect(renderer.check.call({ result: {} }, NameField, { label: 'x' }, {})).resolves.toBe(true);
    expect(calls.check).toBe(1);
    const notReact = () => 'plain text';
    await expect(renderer.check.call({ result: {} }, notReact, {}, {})).resolves.toBe(false);
    await expect(renderer.check.call({ result: {} }, notReact, {}, {})).resolves.toBe(false);
    expect(calls.check).toBe(3);
  });

  it('stops the build when the renderer numbers its islands some other way', async () => {
    const otherNumbering = memoizeRenderer({
      name: 'other',
      check: () => Promise.resolve(true),
      renderToStaticMarkup: () => Promise.resolve({ html: '<p id="x"></p>', attrs: { prefix: 'x' } }),
    });
    await expect(renderOn(otherNumbering, {}, NameField, { label: 'Name' })).rejects.toThrow(
      /gave prefix x where r0 was expected/,
    );
  });
});

describe('plainDataKey', () => {
  it('tells apart what renders differently', () => {
    expect(plainDataKey({ a: undefined })).not.toBe(plainDataKey({}));
    expect(plainDataKey(['1'])).not.toBe(plainDataKey([1]));
    expect(plainDataKey({ a: [1, { b: null }] })).toBe(plainDataKey({ a: [1, { b: null }] }));
    expect(plainDataKey('a"b')).not.toBe(plainDataKey('a\\"b'));
  });

  it('has no key for what is not plain data', () => {
    expect(plainDataKey({ when: new Date(0) })).toBeUndefined();
    expect(plainDataKey([() => 1])).toBeUndefined();
    expect(plainDataKey(new Map())).toBeUndefined();
    expect(plainDataKey({ id: 1n })).toBeUndefined();
    expect(plainDataKey(Symbol('x'))).toBeUndefined();
  });
});
