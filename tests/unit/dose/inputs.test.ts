import { describe, expect, it } from 'vitest';
import {
  calculateDose,
  defaultDoseState,
  doseDefaults,
  formOf,
  parseAmount,
  readDoseForm,
} from '../../../src/lib/dose/inputs.ts';

describe('parseAmount', () => {
  it.each([
    ['15', { ok: true, value: 15 }],
    [' 2.5 ', { ok: true, value: 2.5 }],
    ['2,5', { ok: true, value: 2.5 }],
    ['', { ok: false, problem: 'empty' }],
    ['   ', { ok: false, problem: 'empty' }],
    ['abc', { ok: false, problem: 'not-a-number' }],
    ['0', { ok: false, problem: 'not-positive' }],
    ['-3', { ok: false, problem: 'not-positive' }],
    ['10001', { ok: false, problem: 'too-large' }],
  ] as const)('%j → %j', (text, amount) => {
    expect(parseAmount(text, 10_000)).toEqual(amount);
  });

  it('reads a missing field as empty', () => {
    expect(parseAmount(null, 10)).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('the calculator’s starting figures', () => {
  it('are a 15 L pump, 1 acre and 200 L of water per acre, for the silicon nutrient on all crops', () => {
    expect(doseDefaults).toMatchObject({ product: 'orthosilicic', tankLitres: 15, areaAcres: 1, waterPerAcre: 200 });
    const state = defaultDoseState();
    expect(state).toMatchObject({
      product: 'orthosilicic',
      tank: { ok: true, value: 15 },
      area: { ok: true, value: 1 },
      waterPerAcre: { ok: true, value: 200 },
      areaUnit: 'acre',
      lure: 'cue-lure',
      use: 'control',
    });
    expect(state.rule?.id).toBe('general');
  });

  it('start each product at its first choice', () => {
    expect(defaultDoseState('multibalance').rule?.id).toBe('ph-7-8');
    expect(defaultDoseState('fensil360').rule?.id).toBe('spray');
    expect(defaultDoseState('pheromones').rule).toBeNull();
  });
});

describe('readDoseForm', () => {
  const base = { tank: '15', area: '1', waterPerAcre: '200' };

  it('reads the product, the crop and the water pH from the form', () => {
    expect(readDoseForm(formOf({ ...base, product: 'orthosilicic', crop: 'rice' })).rule?.id).toBe('rice');
    const balancer = readDoseForm(formOf({ ...base, product: 'multibalance', waterPh: 'ph-above-8' }));
    expect(balancer.product).toBe('multibalance');
    expect(balancer.rule?.id).toBe('ph-above-8');
  });

  it('a page’s own product wins over the form, and an unknown product is the default one', () => {
    expect(readDoseForm(formOf({ ...base, product: 'fensil360' }), 'spreader').product).toBe('spreader');
    expect(readDoseForm(formOf({ ...base, product: 'nope' })).product).toBe('orthosilicic');
  });

  it('a preset tank is its litres; "other" is the litres typed; an unknown preset is 15 L', () => {
    expect(readDoseForm(formOf({ ...base, tank: '200' })).tank).toEqual({ ok: true, value: 200 });
    expect(readDoseForm(formOf({ ...base, tank: 'other', tankOther: '12.5' })).tank).toEqual({ ok: true, value: 12.5 });
    expect(readDoseForm(formOf({ ...base, tank: 'other', tankOther: '' })).tank).toEqual({
      ok: false,
      problem: 'empty',
    });
    expect(readDoseForm(formOf({ ...base, tank: '17' })).tank).toEqual({ ok: true, value: 15 });
    expect(readDoseForm(formOf({ ...base, tank: '20', tankOther: '50' })).tank).toEqual({ ok: true, value: 20 });
  });

  it('km² only for the lures: a spray product is always worked out in acres', () => {
    expect(readDoseForm(formOf({ ...base, areaUnit: 'km2' }), 'orthosilicic').areaUnit).toBe('acre');
    expect(readDoseForm(formOf({ ...base, areaUnit: 'km2' }), 'pheromones').areaUnit).toBe('km2');
    expect(readDoseForm(formOf({ ...base, areaUnit: 'km2', area: '500' }), 'pheromones').area).toEqual({
      ok: false,
      problem: 'too-large',
    });
  });
});

describe('calculateDose', () => {
  it('works out a spray product', () => {
    const outcome = calculateDose(defaultDoseState('spreader'));
    expect(outcome.kind).toBe('spray');
    if (outcome.kind !== 'spray') return;
    expect(outcome).toMatchObject({ tankLitres: 15, areaAcres: 1, waterPerAcre: 200 });
    expect(outcome.result.perAcre.min).toBeCloseTo(50, 9);
  });

  it('works out lures from the area alone, ignoring a bad tank or spray volume', () => {
    const state = readDoseForm(formOf({ tank: 'other', tankOther: 'x', area: '2', use: 'control' }), 'pheromones');
    const outcome = calculateDose(state);
    expect(outcome).toMatchObject({ kind: 'lures', area: 2, result: { traps: { min: 12, max: 20 } } });
  });

  it('names every field to put right, and gives no figures then', () => {
    const state = readDoseForm(formOf({ tank: 'other', tankOther: '', area: '0', waterPerAcre: '5000' }));
    expect(calculateDose(state)).toEqual({
      kind: 'problems',
      problems: [
        { field: 'tank', problem: 'empty' },
        { field: 'area', problem: 'not-positive' },
        { field: 'waterPerAcre', problem: 'too-large' },
      ],
    });
  });
});
