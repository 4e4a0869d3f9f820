import { describe, expect, it } from 'vitest';
import type { ProductGroup } from '../../src/lib/catalogue/listing.ts';
import { getListingPagePath, getPagerItems, paginateGroups } from '../../src/lib/catalogue/pagination.ts';

const group = (title: string, count: number): ProductGroup<string> => ({
  node: null,
  title,
  products: Array.from({ length: count }, (_, index) => `${title}-${index + 1}`),
});

describe('paginateGroups', () => {
  it('keeps a listing that fits on one page whole', () => {
    const groups = [group('A', 3), group('B', 2)];
    const pages = paginateGroups(groups, 5);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ number: 1, count: 1, total: 5, first: 1, last: 5 });
    expect(pages[0]!.groups).toEqual(groups);
  });

  it('cuts a group at a page break and continues it under its heading on the next page', () => {
    const pages = paginateGroups([group('A', 4), group('B', 5)], 3);
    expect(pages.map((page) => page.groups.map((each) => [each.title, each.products]))).toEqual([
      [['A', ['A-1', 'A-2', 'A-3']]],
      [
        ['A', ['A-4']],
        ['B', ['B-1', 'B-2']],
      ],
      [['B', ['B-3', 'B-4', 'B-5']]],
    ]);
    expect(pages.map(({ number, count, first, last }) => [number, count, first, last])).toEqual([
      [1, 3, 1, 3],
      [2, 3, 4, 6],
      [3, 3, 7, 9],
    ]);
  });

  it('lists every product exactly once, in order', () => {
    const groups = [group('A', 50), group('B', 1), group('C', 97)];
    const pages = paginateGroups(groups, 48);
    expect(pages).toHaveLength(4);
    expect(pages.flatMap((page) => page.groups.flatMap((each) => each.products))).toEqual(
      groups.flatMap((each) => each.products),
    );
    expect(pages.every((page) => page.total === 148)).toBe(true);
    expect(pages.at(-1)).toMatchObject({ first: 145, last: 148 });
  });

  it('gives an empty listing one empty page, so its address still answers', () => {
    expect(paginateGroups([], 48)).toEqual([{ number: 1, count: 1, total: 0, first: 0, last: 0, groups: [] }]);
  });
});

describe('getListingPagePath', () => {
  it('keeps page 1 at the listing’s own address and puts the others under /page/{n}', () => {
    expect(getListingPagePath('/category/Fertilizers', 1)).toBe('/category/Fertilizers');
    expect(getListingPagePath('/category/Fertilizers', 2)).toBe('/category/Fertilizers/page/2');
    expect(getListingPagePath('/products/Agro_chemicals_%26_Emulsifiers/0', 12)).toBe(
      '/products/Agro_chemicals_%26_Emulsifiers/0/page/12',
    );
  });
});

describe('getPagerItems', () => {
  it('shows every page of a short listing', () => {
    expect(getPagerItems(1, 1)).toEqual([1]);
    expect(getPagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(getPagerItems(1, 200)).toEqual([1, 2, 'gap', 200]);
    expect(getPagerItems(100, 200)).toEqual([1, 'gap', 99, 100, 101, 'gap', 200]);
    expect(getPagerItems(200, 200)).toEqual([1, 'gap', 199, 200]);
  });

  it('shows a single left-out page rather than a gap in its place', () => {
    expect(getPagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(getPagerItems(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
  });
});
