import { describe, expect, it } from 'vitest';
import { doseCopyEn } from '../../../src/content/dose/copy-en.ts';
import { doseCopyHi } from '../../../src/content/dose/copy-hi.ts';
import type { DoseCopy } from '../../../src/content/dose/copy.ts';
import { describeLures, describeSchedule, describeSpray } from '../../../src/lib/dose/describe.ts';
import { calculateDose, formOf, readDoseForm, type AmountProblem } from '../../../src/lib/dose/inputs.ts';
import { findSprayRule, sprayProducts, type SprayProductId } from '../../../src/lib/dose/rules.ts';

/*
 * The Hindi edition of the dose calculator: every sentence it can write is there and not empty, and
 * it carries the same figures as the English one (the words around them are the only difference).
 */

/** The figures of a sentence, in any order: "About 5 g in 15 litres" → ["15", "5"]. */
const figures = (text: string) => (text.match(/\d+(?:[,.]\d+)*/g) ?? []).sort();

/** Every plain string of the copy (functions are called below), with its path. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function' || value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, each]) => strings(each, `${path}.${key}`));
}

/** Every sentence a function of the copy writes, over each of its branches. */
function sentences(copy: DoseCopy): string[] {
  const problems: AmountProblem[] = ['empty', 'not-a-number', 'not-positive', 'too-large'];
  const fields = ['tank', 'area', 'waterPerAcre'] as const;
  return [
    ...[15, 16, 20, 200].map((litres) => copy.form.tankPreset(litres)),
    copy.form.waterPerAcreHint('200 L'),
    ...fields.flatMap((field) => problems.map((problem) => copy.problem(field, problem, '10,000'))),
    copy.results.perLitre('3–6', 'ml'),
    copy.results.inLitres('5 g', '15', true),
    copy.results.inLitres('5 g', '15', false),
    copy.results.perTank('15 L'),
    copy.results.perAcre('200 L'),
    copy.results.forArea('1', true),
    copy.results.forArea('2.5', false),
    copy.results.waterForArea('200 L', '1', '15 L', true),
    copy.results.waterForArea('450 L', '29', '16 L', false),
    copy.results.programme(4),
    copy.results.scheduleLine({ days: '10–14', duration: null, sprays: null, afterPruning: false }),
    copy.results.scheduleLine({
      days: '10–14',
      duration: { value: '4–6', unit: 'weeks' },
      sprays: null,
      afterPruning: false,
    }),
    copy.results.scheduleLine({
      days: '15',
      duration: { value: '6', unit: 'months' },
      sprays: null,
      afterPruning: false,
    }),
    copy.results.scheduleLine({ days: '10–14', duration: null, sprays: 2, afterPruning: false }),
    copy.results.scheduleLine({ days: '10–14', duration: null, sprays: 4, afterPruning: true }),
    copy.results.every('30–40'),
    copy.results.lureCount('1', true),
    copy.results.lureCount('12–20', false),
    copy.indicator.ph('6'),
    copy.startingSizes('15 L', '1', '200 L'),
    copy.startingLureSizes('Cue Lure', '1'),
    copy.noScript('…'),
    copy.fallback.message('…'),
    ...copy.page.assumptions('200 L'),
    copy.page.tableIntro('15 L', '200 L'),
    copy.page.tableCaption('15 L', '200 L'),
    copy.page.columns.perTank('15 L'),
    copy.page.columns.perAcre('200 L'),
    copy.page.monitoringLures('1'),
    copy.page.controlLures('6–10'),
    copy.page.monitoringTotal('8–12'),
    copy.page.controlTotal('Cue Lure', '12–20'),
    copy.page.productPageLink('Cue Lure'),
  ];
}

describe('the Hindi dose calculator', () => {
  it('has every word of the English edition, none empty', () => {
    const english = strings(doseCopyEn, 'copy').map(([path]) => path);
    const hindi = strings(doseCopyHi, 'copy');
    expect(hindi.map(([path]) => path)).toEqual(english);
    for (const [path, text] of hindi) expect(text.trim(), path).not.toBe('');
  });

  it('writes every sentence, none empty, with the figures of the English one', () => {
    const english = sentences(doseCopyEn);
    const hindi = sentences(doseCopyHi);
    expect(hindi).toHaveLength(english.length);
    hindi.forEach((sentence, index) => {
      expect(sentence.trim(), english[index]).not.toBe('');
      expect(figures(sentence), english[index]).toEqual(figures(english[index]!));
    });
  });

  it('gives every product and rule the same amounts as English, for several sizes', () => {
    const sizes = [
      {},
      { tank: 'other', tankOther: '12.5', area: '3', waterPerAcre: '150' },
      { tank: '200', area: '0.5' },
    ];
    for (const product of Object.keys(sprayProducts) as SprayProductId[]) {
      for (const rule of sprayProducts[product].rules) {
        for (const fields of sizes) {
          const state = {
            ...readDoseForm(formOf({ tank: '15', area: '1', waterPerAcre: '200', ...fields }), product),
            rule: findSprayRule(product, rule.id),
          };
          const outcome = calculateDose(state);
          if (outcome.kind !== 'spray') throw new Error('no spray result');
          const [en, hi] = [doseCopyEn, doseCopyHi].map((copy) => describeSpray(product, outcome, copy));
          const where = `${product} ${rule.id} ${JSON.stringify(fields)}`;
          expect(
            hi!.lines.map((line) => line.value),
            where,
          ).toEqual(en!.lines.map((line) => line.value));
          hi!.lines.forEach((line, index) => {
            expect(figures(line.label), where).toEqual(figures(en!.lines[index]!.label));
            expect(figures(line.detail ?? ''), where).toEqual(figures(en!.lines[index]!.detail ?? ''));
          });
          expect(figures(hi!.dose), where).toEqual(figures(en!.dose));
          const schedule = describeSchedule(product, rule, doseCopyHi);
          expect(figures(schedule), where).toEqual(figures(describeSchedule(product, rule, doseCopyEn)));
          if (product !== 'orthosilicic') expect(schedule, where).not.toBe('');
        }
      }
    }
  });

  it('counts the same lures as English', () => {
    for (const fields of [
      {},
      { use: 'monitoring', area: '3' },
      { lure: 'methyl-eugenol', areaUnit: 'km2', area: '1' },
    ]) {
      const outcome = calculateDose(readDoseForm(formOf({ area: '1', ...fields }), 'pheromones'));
      if (outcome.kind !== 'lures') throw new Error('no lure result');
      const [en, hi] = [doseCopyEn, doseCopyHi].map((copy) => describeLures(outcome.result, copy));
      hi!.forEach((line, index) => {
        expect(line.label.trim()).not.toBe('');
        expect(figures(line.value)).toEqual(figures(en![index]!.value));
      });
    }
  });
});
