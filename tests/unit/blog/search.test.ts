import { describe, expect, it } from 'vitest';
import { searchPosts } from '../../../src/islands/blog-search/filter.ts';

const posts = [
  { title: 'Silicone Super Spreaders: What Trisiloxane Does' },
  { title: 'Spray Water pH and Pesticide Efficacy' },
  { title: 'Choosing an Emulsifier Pair for EC' },
];

describe('searchPosts', () => {
  it('matches a title substring, ignoring case', () => {
    expect(searchPosts(posts, 'SPR')).toEqual([posts[0], posts[1]]);
    expect(searchPosts(posts, 'emulsifier pair')).toEqual([posts[2]]);
  });

  it('trims the query', () => {
    expect(searchPosts(posts, '  ph  ')).toEqual([posts[1]]);
  });

  it('gives nothing for an empty or white-space query', () => {
    expect(searchPosts(posts, '')).toEqual([]);
    expect(searchPosts(posts, '   \t ')).toEqual([]);
  });

  it('gives nothing when no title matches', () => {
    expect(searchPosts(posts, 'zeolite')).toEqual([]);
  });
});
