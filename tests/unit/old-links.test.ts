import { describe, expect, it } from 'vitest';
import type { Blog } from '../../src/lib/api/types.ts';
import { listBlogPages } from '../../src/lib/catalogue/blog-pages.ts';
import { listOldLinkAliases, type OldLink } from '../../src/lib/catalogue/old-links.ts';
import { toCaseKey } from '../../src/lib/paths.ts';
import { createSiteData } from '../../src/lib/site-data.ts';
import { product, snapshot } from '../support/records.ts';

const coded = (id: string, name: string, code: string | null, category = 'Fertilizers', subCategory?: string) =>
  product(id, name, {
    code,
    category: { id: category, name: category },
    subCategory: subCategory ? { id: subCategory, name: subCategory } : null,
  });

const blog = (id: string, title: string, createdAt: string): Blog => ({
  id,
  title,
  image: null,
  html: '<p>x</p>',
  createdAt,
});

const find = (links: OldLink[], family: OldLink['family'], label: string) =>
  links.filter((link) => link.family === family && link.label === label);

describe('paths of records that would share a file', () => {
  it('gives the later of two products whose paths differ only by case a path of its own', () => {
    const catalogue = createSiteData(
      snapshot([
        coded('1', 'Humic Gold', 'HG-1'),
        coded('2', 'HUMIC GOLD', 'HG-1'),
        coded('3', 'Case Pair', null),
        coded('4', 'CASE PAIR', null),
      ]),
    );
    const keys = catalogue.products.map((each) => toCaseKey(decodeURIComponent(each.detailPath)));
    expect(new Set(keys).size).toBe(4);
    expect(catalogue.products.map((each) => each.detailPath)).toEqual([
      '/product-details/Humic_Gold/HG-1',
      '/product-details/HUMIC_GOLD/HG-1_(2)',
      '/product-details/Case_Pair',
      '/product-details/CASE_PAIR/(2)',
    ]);
  });

  it('gives the older of two posts whose titles differ only by case an address of its own, and leaves out a second post of the same title', () => {
    const { entries, leftOut } = listBlogPages([
      blog('a', 'Neem Oil Guide', '2025-03-01T00:00:00Z'),
      blog('b', 'NEEM OIL GUIDE', '2025-02-01T00:00:00Z'),
      blog('c', 'Neem Oil Guide', '2025-01-01T00:00:00Z'),
    ]);
    expect(entries.map((entry) => entry.href)).toEqual(['/Blog/Neem_Oil_Guide', '/Blog/NEEM_OIL_GUIDE_(2)']);
    expect(leftOut.map((each) => each.id)).toEqual(['c']);
  });
});

describe('old links', () => {
  const { oldLinks: links } = createSiteData(
    snapshot(
      [
        coded('1', 'Humic 12% + Fulvic 3%', 'HF-123'),
        coded('2', 'N/P Booster 12/61', 'NP-1261'),
        coded('3', 'Humic Gold', 'HG-1'),
        coded('4', 'HUMIC GOLD', 'HG-1'),
        coded('5', 'Neem Oil', null, 'Paint Additives', 'Oil Emulsifier'),
        coded('6', 'Neem Oil', null),
      ],
      {
        categories: [
          { id: 'c', name: 'Fertilizers' },
          { id: 'p', name: 'Paint Additives' },
          { id: 'p2', name: 'Paint  Additives' },
          { id: 'p3', name: 'PAINT ADDITIVES' },
        ],
        subCategories: [{ id: 's', name: 'Oil Emulsifier' }],
        blogs: [
          blog('a', 'Is Your Spray Water Too Alkaline?', '2025-03-01T00:00:00Z'),
          blog('b', '20% off & more', '2025-02-01T00:00:00Z'),
        ],
      },
    ),
  );

  it('are the addresses the old app wrote, and most are pages of their own', () => {
    expect(find(links, 'product', 'Humic 12% + Fulvic 3%')).toEqual([
      {
        family: 'product',
        label: 'Humic 12% + Fulvic 3%',
        path: '/product-details/Humic_12%25_%2B_Fulvic_3%25/HF-123',
        canonical: '/product-details/Humic_12%25_%2B_Fulvic_3%25/HF-123',
        page: true,
      },
    ]);
    expect(find(links, 'blog', '20% off & more')[0]).toMatchObject({ path: '/Blog/20%25_off_%26_more', page: true });
  });

  it("lead to the record's page where no file can carry them", () => {
    expect(find(links, 'product', 'N/P Booster 12/61')[0]).toMatchObject({
      path: '/product-details/N%2FP_Booster_12%2F61/NP-1261',
      canonical: '/product-details/N~2FP_Booster_12~2F61/NP-1261',
      page: false,
    });
    expect(find(links, 'product', 'HUMIC GOLD')[0]).toMatchObject({
      path: '/product-details/HUMIC_GOLD/HG-1',
      canonical: '/product-details/HUMIC_GOLD/HG-1_(2)',
      page: false,
    });
    expect(find(links, 'blog', 'Is Your Spray Water Too Alkaline?')[0]).toMatchObject({
      canonical: '/Blog/Is_Your_Spray_Water_Too_Alkaline~3F',
      page: false,
    });
    expect(find(links, 'product-name', 'Humic Gold')[0]).toMatchObject({
      path: '/product-details/Humic_Gold',
      canonical: '/product-details/Humic_Gold/HG-1',
    });
  });

  it("of two records with one old address lead to the first one's page", () => {
    const neem = find(links, 'product', 'Neem Oil');
    expect(neem.map((link) => link.canonical)).toEqual(['/product-details/Neem_Oil', '/product-details/Neem_Oil']);
  });

  it('of a category typed three ways lead to its one page', () => {
    const spaced = find(links, 'category', 'Paint  Additives')[0];
    expect(spaced).toMatchObject({
      path: '/category/Paint__Additives',
      canonical: '/category/Paint_Additives',
      page: false,
    });
    expect(find(links, 'category', 'PAINT ADDITIVES')[0]).toMatchObject({
      path: '/category/PAINT_ADDITIVES',
      canonical: '/category/Paint_Additives',
      page: false,
    });
    expect(find(links, 'listing', 'Oil Emulsifier')[0]).toMatchObject({
      path: '/products/Oil_Emulsifier/1',
      canonical: '/category/Oil_Emulsifier',
      page: true,
    });
  });

  it('include the routes of the old app, /resourcecenter as an alias of /Resourcecenter', () => {
    expect(find(links, 'site', '/resourcecenter')[0]).toMatchObject({ canonical: '/Resourcecenter', page: false });
    expect(find(links, 'site', '/Singleblog')[0]).toMatchObject({
      canonical: '/Blog/Is_Your_Spray_Water_Too_Alkaline~3F',
      page: true,
    });
  });

  it('give one redirect per address no page is served at', () => {
    const aliases = listOldLinkAliases(links);
    expect(new Set(aliases.map((alias) => alias.from)).size).toBe(aliases.length);
    expect(aliases.map((alias) => alias.from)).toEqual(
      expect.arrayContaining([
        '/product-details/N%2FP_Booster_12%2F61/NP-1261',
        '/resourcecenter',
        '/category/Paint__Additives',
      ]),
    );
    expect(aliases.every((alias) => links.some((link) => link.path === alias.from && !link.page))).toBe(true);
  });
});
