/**
 * The Hindi words of the sub-category records: every record of the three sub-category modules has
 * them, in the same shape as its English (so the page shows the same sections, steps and rows), in
 * Hindi text that leaves no English behind, with search titles and descriptions within their limits.
 */
import { describe, expect, it } from 'vitest';
import { agroEmulsifierSubcategories } from '../../src/content/catalogue/agro-emulsifier-subcategories.ts';
import { agroEmulsifierSubcategoriesWordsHi } from '../../src/content/catalogue/agro-emulsifier-subcategories-hi.ts';
import { agroSubcategories } from '../../src/content/catalogue/agro-subcategories.ts';
import { agroSubcategoriesWordsHi } from '../../src/content/catalogue/agro-subcategories-hi.ts';
import { cleaningSubcategories } from '../../src/content/catalogue/cleaning-subcategories.ts';
import { cleaningSubcategoriesWordsHi } from '../../src/content/catalogue/cleaning-subcategories-hi.ts';
import { recordWordsHi } from '../../src/content/catalogue/record-words.ts';
import type {
  FormulaRow,
  RecordWords,
  RecordWordsByName,
  SubcategoryRecord,
} from '../../src/content/catalogue/types.ts';
import { findUntranslated } from '../support/untranslated.ts';

/** Each module's own records (the nested emulsifier records live in their own module). */
const modules: { module: string; records: SubcategoryRecord[]; words: RecordWordsByName }[] = [
  { module: 'agro-subcategories', records: agroSubcategories, words: agroSubcategoriesWordsHi },
  {
    module: 'agro-emulsifier-subcategories',
    records: agroEmulsifierSubcategories,
    words: agroEmulsifierSubcategoriesWordsHi,
  },
  { module: 'cleaning-subcategories', records: cleaningSubcategories, words: cleaningSubcategoriesWordsHi },
];

function flatten(records: SubcategoryRecord[]): SubcategoryRecord[] {
  return records.flatMap((record) => [record, ...flatten(record.subcategories)]);
}

const devanagari = /[\u0900-\u097F]/;

/** The figures of a range, sorted (Hindi word order may differ): what must not change in translation. */
function figures(range: string): string[] {
  return (range.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();
}

/** Every Hindi string of a record's words, ranges aside (those may be figures alone). */
function texts(words: RecordWords): string[] {
  const rows = [...(words.KeyAdditives ?? []), ...(words.TypicalFormula ?? [])];
  return [
    ...words.productDetails,
    ...words.howToUse,
    ...words.benefits.flatMap((benefit) => [benefit.title, ...benefit.description]),
    words.seoTitle,
    words.seoDescription,
    ...rows.flatMap((row) => [row.component, row.role]),
  ];
}

function expectSameRows(hindi: FormulaRow[] | undefined, english: FormulaRow[] | undefined): void {
  expect(hindi?.length).toBe(english?.length);
  english?.forEach((row, index) => {
    expect(figures(hindi?.[index]?.range ?? '')).toEqual(figures(row.range));
  });
}

describe.each(modules)('Hindi words of $module', ({ records, words }) => {
  it('lists exactly the records of the module, by their names', () => {
    expect(Object.keys(words).sort()).toEqual(records.map((record) => record.subcategory).sort());
  });

  describe.each(records.map((record) => [record.subcategory, record] as const))('%s', (name, english) => {
    const hindi = words[name] as RecordWords;

    it('has the shape of the English record', () => {
      expect(hindi.productDetails).toHaveLength(english.productDetails.length);
      expect(hindi.howToUse).toHaveLength(english.howToUse.length);
      expect(hindi.benefits.map((benefit) => benefit.description.length)).toEqual(
        english.benefits.map((benefit) => benefit.description.length),
      );
      expectSameRows(hindi.KeyAdditives, english.KeyAdditives);
      expectSameRows(hindi.TypicalFormula, english.TypicalFormula);
    });

    it('is Hindi text throughout', () => {
      for (const text of texts(hindi)) expect(text, text).toMatch(devanagari);
    });

    it('keeps its search title and description within their limits', () => {
      expect(hindi.seoTitle.length).toBeLessThanOrEqual(60);
      expect(hindi.seoDescription.length).toBeLessThanOrEqual(160);
    });

    it('leaves no English words but allowed names, codes and units', () => {
      const ranges = [...(hindi.KeyAdditives ?? []), ...(hindi.TypicalFormula ?? [])].map((row) => row.range);
      expect(findUntranslated([...texts(hindi), ...ranges].join('\n'))).toEqual([]);
    });
  });
});

it('gives every sub-category record, nested ones included, its Hindi words', () => {
  const names = flatten([...agroSubcategories, ...cleaningSubcategories]).map((record) => record.subcategory);
  expect(names.filter((name) => !(name in recordWordsHi))).toEqual([]);
});
