import type { SearchCopy } from './types.ts';

/** The English words of the category and blog searches (./types.ts). */
export const searchCopyEn: SearchCopy = {
  category: {
    label: 'Search categories',
    placeholder: 'Type a category, e.g. emulsifier',
    suggestions: 'Category suggestions',
    noMatch: (query) => `No category matches “${query}”`,
    count: (count) => `${count} suggestion${count === 1 ? '' : 's'}`,
    unavailable: 'The search could not load. Every category is listed below.',
  },
  blog: {
    label: 'Blog posts',
    input: 'Search blog posts by title',
    search: 'Search',
    placeholder: 'Search...',
    results: 'Search results',
    count: (count, query) => `${count} ${count === 1 ? 'post matches' : 'posts match'} “${query}”`,
    noMatch: (query) => `No posts match “${query}”. Try a shorter word, such as a crop or product name.`,
    unavailable: 'The search could not load. Every post is listed below.',
  },
};
