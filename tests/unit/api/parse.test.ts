import { describe, expect, it } from 'vitest';
import { ContractError, parseBlogs, parseCatalogue, parseJobs } from '../../../src/lib/api/parse.ts';

const product = {
  _id: 'p1',
  Name: 'Silicone Super Spreader',
  ProductCode: 'FX SPT 500',
  Image: ['https://api.example.com/images/a.webp'],
  description: 'A trisiloxane ethoxylate spreader.',
  General_Features: ['Spreads fast'],
  Instructions: ['Add to the tank last'],
  VideoGuides: 'https://youtu.be/dQw4w9WgXcQ',
  Dosage: '0.3 ml per litre',
  Recommended_Adjuvant: '',
  HotProduct: true,
  Categories: { _id: 'c1', Name: 'Silicone Super Spreader' },
  SubCategories: null,
};

const catalogue = (products: unknown[], extra: Record<string, unknown> = {}) => ({
  status: 1,
  message: 'ok',
  categories: [{ _id: 'c1', Name: 'Silicone Super Spreader' }],
  subCategories: [],
  products,
  ...extra,
});

describe('parseCatalogue', () => {
  it('turns served records into domain records', () => {
    const parsed = parseCatalogue(catalogue([product]));
    expect(parsed.leftOut).toEqual([]);
    expect(parsed.products[0]).toEqual({
      id: 'p1',
      name: 'Silicone Super Spreader',
      code: 'FX SPT 500',
      images: ['https://api.example.com/images/a.webp'],
      description: 'A trisiloxane ethoxylate spreader.',
      generalFeatures: ['Spreads fast'],
      instructions: ['Add to the tank last'],
      videoGuide: 'https://youtu.be/dQw4w9WgXcQ',
      dosage: '0.3 ml per litre',
      recommendedAdjuvant: null,
      hot: true,
      category: { id: 'c1', name: 'Silicone Super Spreader' },
      subCategory: null,
    });
  });

  it('accepts status true, `id` instead of `_id`, numbers as text and single values as lists', () => {
    const parsed = parseCatalogue(
      catalogue(
        [
          {
            id: 7,
            Name: 'Neem Oil',
            ProductCode: 1500,
            Image: 'https://x/y.jpg',
            General_Features: 'One feature',
            HotProduct: 0,
            Categories: { id: 3, Name: 'Botanical' },
          },
        ],
        { status: true },
      ),
    );
    expect(parsed.products[0]).toMatchObject({
      id: '7',
      code: '1500',
      images: ['https://x/y.jpg'],
      generalFeatures: ['One feature'],
      instructions: [],
      videoGuide: null,
      hot: false,
      category: { id: '3', name: 'Botanical' },
      subCategory: null,
    });
  });

  it('fills every optional field that a server leaves out', () => {
    const parsed = parseCatalogue(catalogue([{ _id: 'p', Name: 'Bare', Categories: { _id: 'c', Name: 'C' } }]));
    expect(parsed.products[0]).toEqual({
      id: 'p',
      name: 'Bare',
      code: null,
      images: [],
      description: '',
      generalFeatures: [],
      instructions: [],
      videoGuide: null,
      dosage: null,
      recommendedAdjuvant: null,
      hot: false,
      category: { id: 'c', name: 'C' },
      subCategory: null,
    });
  });

  it('leaves out invalid records, naming the record and the field', () => {
    const parsed = parseCatalogue(
      catalogue([
        product,
        { ...product, _id: 'no-name', Name: undefined },
        { ...product, _id: 'blank', Name: '  ' },
        { ...product, Name: 'Orphan', Categories: null },
        { ...product, Name: 'Wrong', Categories: 12 },
        {},
        null,
      ]),
    );
    expect(parsed.products.map((item) => item.name)).toEqual(['Silicone Super Spreader']);
    expect(parsed.leftOut).toEqual([
      { kind: 'product', record: '#2 (id no-name)', field: 'Name', reason: 'missing' },
      { kind: 'product', record: '#3 (id blank)', field: 'Name', reason: 'is empty' },
      {
        kind: 'product',
        record: '"Orphan"',
        field: 'Categories',
        reason: 'has the wrong type (expected (Object | string | Array), received null)',
      },
      expect.objectContaining({ kind: 'product', record: '"Wrong"', field: 'Categories' }),
      expect.objectContaining({ kind: 'product', record: '#6' }),
      expect.objectContaining({ kind: 'product', record: '#7' }),
    ]);
  });

  it('keeps every category record, spelt as sent (the catalogue tree makes one node of names that are the same)', () => {
    const parsed = parseCatalogue(
      catalogue([], {
        categories: [
          { _id: 'a', Name: 'Fertilizers' },
          { _id: 'b', Name: 'fertilizers ' },
        ],
      }),
    );
    expect(parsed.categories).toEqual([
      { id: 'a', name: 'Fertilizers' },
      { id: 'b', name: 'fertilizers' },
    ]);
  });

  it.each([
    [{ status: 0, message: 'Database is down' }, 'status 0: Database is down'],
    [{ status: false }, 'status false'],
    [{ message: 'no status' }, 'status null'],
    [[1, 2], 'not a JSON object'],
    ['text', 'not a JSON object'],
    [{ status: 1, categories: [], subCategories: [] }, 'field "products" is not a list'],
  ])('refuses the answer %j', (body, message) => {
    expect(() => parseCatalogue(body)).toThrow(ContractError);
    expect(() => parseCatalogue(body)).toThrow(message);
  });
});

describe('parseBlogs and parseJobs', () => {
  it('reads blogs and normalises dates', () => {
    const { blogs, leftOut } = parseBlogs({
      status: 1,
      data: [
        {
          _id: 'b1',
          title: 'SC formulation',
          image: 'https://x/b.webp',
          description: '<p>Hi</p>',
          createdAt: '2025-03-05T10:00:00Z',
        },
        { _id: 'b2', title: 'Undated', description: '<p>x</p>', createdAt: 'not a date' },
        { _id: 'b3', description: 'no title' },
      ],
    });
    expect(blogs).toEqual([
      {
        id: 'b1',
        title: 'SC formulation',
        image: 'https://x/b.webp',
        html: '<p>Hi</p>',
        createdAt: '2025-03-05T10:00:00.000Z',
      },
      { id: 'b2', title: 'Undated', image: null, html: '<p>x</p>', createdAt: null },
    ]);
    expect(leftOut).toEqual([{ kind: 'blog', record: '#3 (id b3)', field: 'title', reason: 'missing' }]);
  });

  it('reads job posts with salaries given as numbers or text', () => {
    const { jobs } = parseJobs({
      status: true,
      data: [
        {
          id: 'j1',
          role: 'Chemist',
          vacancy: '2',
          position: 'Indore',
          lowSalary: '2,40,000',
          highSalary: 360000,
          otherDetails: 'MSc',
          jobdec: '',
        },
      ],
    });
    expect(jobs).toEqual([
      {
        id: 'j1',
        role: 'Chemist',
        vacancy: 2,
        position: 'Indore',
        lowSalary: 240000,
        highSalary: 360000,
        otherDetails: 'MSc',
        jobdec: null,
        postedAt: null,
        salaryPeriod: null,
      },
    ]);
  });
});
