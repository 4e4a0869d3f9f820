// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readListedPosts } from '../../../src/islands/blog-search/read-posts.ts';

function listOf(html: string): HTMLElement {
  const list = document.createElement('ul');
  list.innerHTML = html;
  return list;
}

describe('readListedPosts', () => {
  it("reads each item's title, address and shown date, in the list's order", () => {
    const list = listOf(`
      <li><article><img alt=""><time datetime="2025-03-05"> Mar 5, 2025 </time>
        <h3><a href="/hi/blog/Spray_Water_pH"> Spray Water pH &amp; Efficacy </a></h3></article></li>
      <li><article><h3><a href="/blog/Emulsifier_Pairs">Emulsifier Pairs</a></h3></article></li>`);
    expect(readListedPosts(list)).toEqual([
      { title: 'Spray Water pH & Efficacy', href: '/hi/blog/Spray_Water_pH', date: 'Mar 5, 2025' },
      { title: 'Emulsifier Pairs', href: '/blog/Emulsifier_Pairs', date: null },
    ]);
  });

  it("skips an item without a link, and reads only the list's own items", () => {
    const list = listOf(
      `<li>No link here</li><li><a href="/blog/A">A</a><ul><li><a href="/x">Inner</a></li></ul></li>`,
    );
    expect(readListedPosts(list).map((post) => post.title)).toEqual(['A']);
  });

  it('gives nothing when the page has no list (no posts yet)', () => {
    expect(readListedPosts(null)).toEqual([]);
    expect(readListedPosts(listOf(''))).toEqual([]);
  });
});
