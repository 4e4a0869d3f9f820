import { describe, expect, it } from 'vitest';
import { categoriesWordsHi } from '../../src/content/catalogue/categories-hi.ts';
import { categoryRecords } from '../../src/content/catalogue/categories.ts';
import { emulsifierComponents, getEmulsifierScreening } from '../../src/content/catalogue/emulsifier-screening.ts';
import { featuredProducts, getFeaturedProducts } from '../../src/content/catalogue/hot-products.ts';
import type { CategoryRecord, RecordWords, WhyUsVariant } from '../../src/content/catalogue/types.ts';
import { whyUsContentHi } from '../../src/content/catalogue/why-us-hi.ts';
import { whyUsContent } from '../../src/content/catalogue/why-us.ts';
import type { Ref } from '../../src/lib/api/types.ts';
import { getLocalizedPageContent } from '../../src/lib/catalogue/localized-content.ts';
import { buildCatalogueTree } from '../../src/lib/catalogue/tree.ts';

/** The counts that must match between a record and its words in another language. */
const shapeOf = (words: RecordWords) => ({
  paragraphs: words.productDetails.length,
  steps: words.howToUse.length,
  benefits: words.benefits.map((benefit) => benefit.description.length),
  keyAdditives: words.KeyAdditives?.length ?? 0,
  typicalFormula: words.TypicalFormula?.length ?? 0,
  seo: [words.seoTitle.length > 0, words.seoDescription.length > 0],
});

describe('Hindi words of the six categories', () => {
  it('has words for every category record and for nothing else', () => {
    expect(Object.keys(categoriesWordsHi).sort()).toEqual(categoryRecords.map((record) => record.category).sort());
  });

  it.each(categoryRecords.map((record) => [record.category, record] as const))(
    '%s: same number of paragraphs, steps, benefits (and their points) and formula rows',
    (name, record: CategoryRecord) => {
      const words = categoriesWordsHi[name];
      expect(words).toBeDefined();
      expect(shapeOf(words!)).toEqual(shapeOf(record));
    },
  );
});

describe('getLocalizedPageContent', () => {
  const ref = (name: string): Ref => ({ id: `id-${name}`, name });
  const tree = buildCatalogueTree({
    // The API may spell a name in another case; "Borewell Kits" is a category our copy does not know.
    categories: [ref('FERTILIZERS'), ref('Borewell Kits')],
    subCategories: [],
    products: [],
    records: categoryRecords,
  });
  const [fertilizers, unknown] = tree.categories;

  it('English pages read the records themselves', () => {
    const content = getLocalizedPageContent(fertilizers!, 'en');
    expect(content.overview).toEqual(categoryRecords[1]!.productDetails);
    expect(content.textLang).toBeUndefined();
  });

  it('Hindi pages read the Hindi words of the record, found by the name as the tree compares names', () => {
    const content = getLocalizedPageContent(fertilizers!, 'hi');
    expect(content.overview).toEqual(categoriesWordsHi['Fertilizers']!.productDetails);
    expect(content.seoTitle).toBe(categoriesWordsHi['Fertilizers']!.seoTitle);
    expect(content.textLang).toBeUndefined();
    // The name stays the API's.
    expect(content.title).toBe('FERTILIZERS');
  });

  it('a category without Hindi words keeps the English text, marked as English', () => {
    const english = getLocalizedPageContent(unknown!, 'en');
    const hindi = getLocalizedPageContent(unknown!, 'hi');
    expect(hindi).toEqual({ ...english, textLang: 'en' });
  });
});

describe('Hindi why-us variants and screening table', () => {
  const shapeOfVariant = (variant: WhyUsVariant) => ({
    key: variant.key,
    intro: variant.intro.length,
    blocks: variant.blocks.map((block) => {
      switch (block.kind) {
        case 'points':
          return [block.kind, block.points.length];
        case 'list':
          return [block.kind, block.items.length];
        case 'steps':
          return [block.kind, block.steps.length];
        case 'stats':
          return [block.kind, block.stats.length];
        case 'table':
          return [block.kind, block.columns.length, block.rows.map((row) => row.length), block.note !== undefined];
        case 'screening':
          return [block.kind, block.method.steps.length, block.method.reading.length, block.method.ratios];
      }
    }),
  });

  it('every variant has a Hindi edition of the same shape', () => {
    expect(Object.keys(whyUsContentHi)).toEqual(Object.keys(whyUsContent));
    for (const [key, variant] of Object.entries(whyUsContent)) {
      expect(shapeOfVariant(whyUsContentHi[Number(key) as keyof typeof whyUsContentHi]), `variant ${key}`).toEqual(
        shapeOfVariant(variant),
      );
    }
  });

  it('the screening table keeps its toxicants and names, with a description of every component', () => {
    const english = getEmulsifierScreening('en');
    const hindi = getEmulsifierScreening('hi');
    expect(hindi.columns).toHaveLength(english.columns.length);
    expect(hindi.rows.map((row) => [row.toxicant, row.solvent, row.emulsifierPair, row.dosage])).toEqual(
      english.rows.map((row) => [row.toxicant, row.solvent, row.emulsifierPair, row.dosage]),
    );
    expect(hindi.rows.filter((row) => row.note).map((row) => row.note)).not.toContain(
      english.rows.find((row) => row.note)?.note,
    );
    hindi.components.forEach((component, index) => {
      expect(component.name).toBe(emulsifierComponents[index]!.name);
      expect(component.description).not.toBe(emulsifierComponents[index]!.description);
    });
  });

  it('the hot-products slides keep their products and titles in Hindi', () => {
    const hindi = getFeaturedProducts('hi');
    expect(hindi.map(({ title, id, code, img }) => ({ title, id, code, img }))).toEqual(
      featuredProducts.map(({ title, id, code, img }) => ({ title, id, code, img })),
    );
    hindi.forEach((slide, index) => {
      expect(slide.tag).not.toBe(featuredProducts[index]!.tag);
    });
  });
});
