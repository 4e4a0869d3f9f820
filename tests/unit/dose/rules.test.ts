import { describe, expect, it } from 'vitest';
import { siliconeSpreaderLanding } from '../../../src/content/catalogue/silicone-spreader.ts';
import { fensil360Record, multiBalanceRecord } from '../../../src/content/catalogue/static-fensil-multibalance.ts';
import { orthosilicicRecord } from '../../../src/content/catalogue/static-orthosilicic.ts';
import { pheromonesPage } from '../../../src/content/catalogue/static-pheromones.ts';
import { dosePerLitre } from '../../../src/lib/dose/calculate.ts';
import {
  fensil360Rules,
  KM2_PER_ACRE,
  lureRules,
  multiBalanceRules,
  orthosilicicRules,
  phIndicator,
  spreaderRules,
} from '../../../src/lib/dose/rules.ts';

/*
 * Every figure of the dose calculator's rules against its source: SPEC.md §9, "Technical content
 * claims" (quoted above each test), and for the silicone super spreader, which SPEC.md gives no dose
 * for, the dose the site states on /SliconSprSpreder. The product pages state the same figures; the
 * last tests check that the calculator and the pages agree.
 */

const rule = <R extends { id: string }>(rules: readonly R[], id: string): R => rules.find((each) => each.id === id)!;

describe('silicon-based nutrient (Orthosilicic Acid), SPEC.md §9', () => {
  it('"3-6 ml per litre, sprayed every 10-14 days for 4-6 weeks"', () => {
    expect(rule(orthosilicicRules, 'general')).toEqual({
      id: 'general',
      dose: { amount: { min: 3, max: 6 }, measure: 'ml', inLitres: 1, approximate: false },
      schedule: {
        intervalDays: { min: 10, max: 14 },
        duration: { value: { min: 4, max: 6 }, unit: 'weeks' },
        sprays: null,
        afterPruning: false,
      },
    });
  });

  it('"Use 2 sprays for short-duration crops" at the same dose and interval', () => {
    expect(rule(orthosilicicRules, 'short-duration')).toEqual({
      id: 'short-duration',
      dose: { amount: { min: 3, max: 6 }, measure: 'ml', inLitres: 1, approximate: false },
      schedule: { intervalDays: { min: 10, max: 14 }, duration: null, sprays: 2, afterPruning: false },
    });
  });

  it('"and 4 sprays after pruning for trees"', () => {
    expect(rule(orthosilicicRules, 'trees')).toEqual({
      id: 'trees',
      dose: { amount: { min: 3, max: 6 }, measure: 'ml', inLitres: 1, approximate: false },
      schedule: { intervalDays: { min: 10, max: 14 }, duration: null, sprays: 4, afterPruning: true },
    });
  });

  it('"Sugarcane gets 4 ml per litre every 15 days for six months"', () => {
    expect(rule(orthosilicicRules, 'sugarcane')).toEqual({
      id: 'sugarcane',
      dose: { amount: { min: 4, max: 4 }, measure: 'ml', inLitres: 1, approximate: false },
      schedule: {
        intervalDays: { min: 15, max: 15 },
        duration: { value: { min: 6, max: 6 }, unit: 'months' },
        sprays: null,
        afterPruning: false,
      },
    });
  });

  it('"Rice gets 4 ml per litre every 15 days for 2 months"', () => {
    expect(rule(orthosilicicRules, 'rice')).toEqual({
      id: 'rice',
      dose: { amount: { min: 4, max: 4 }, measure: 'ml', inLitres: 1, approximate: false },
      schedule: {
        intervalDays: { min: 15, max: 15 },
        duration: { value: { min: 2, max: 2 }, unit: 'months' },
        sprays: null,
        afterPruning: false,
      },
    });
  });

  it('has exactly these five crop rules, general first', () => {
    expect(orthosilicicRules.map((each) => each.id)).toEqual([
      'general',
      'short-duration',
      'trees',
      'sugarcane',
      'rice',
    ]);
  });
});

describe('Fensil 360, SPEC.md §9', () => {
  it('"about 5 g in 15 L water", and nothing more for a spray (no schedule is given)', () => {
    expect(fensil360Rules).toEqual([
      {
        id: 'spray',
        dose: { amount: { min: 5, max: 5 }, measure: 'g', inLitres: 15, approximate: true },
        schedule: null,
      },
    ]);
    expect(dosePerLitre(fensil360Rules[0]).min).toBeCloseTo(1 / 3, 12);
  });
});

describe('pH balancer (MultiBalance 4 in 1), SPEC.md §9', () => {
  it('"pH 7-8 takes 0.5-0.7 ml per litre and above 8 takes 0.7-1 ml per litre"', () => {
    expect(multiBalanceRules).toEqual([
      {
        id: 'ph-7-8',
        dose: { amount: { min: 0.5, max: 0.7 }, measure: 'ml', inLitres: 1, approximate: false },
        schedule: null,
      },
      {
        id: 'ph-above-8',
        dose: { amount: { min: 0.7, max: 1 }, measure: 'ml', inLitres: 1, approximate: false },
        schedule: null,
      },
    ]);
  });

  it('"light yellow at about pH 6, dark yellow at about 5 and light pink at about 4"', () => {
    expect(phIndicator.map(({ colour, ph }) => [colour, ph])).toEqual([
      ['light-yellow', 6],
      ['dark-yellow', 5],
      ['light-pink', 4],
    ]);
  });
});

describe('pheromone lures, SPEC.md §9', () => {
  it('"monitoring: 1 lure per km2, replaced every 30-40 days, 8-12 per year"', () => {
    expect(lureRules.monitoring).toEqual({ luresPerKm2: 1, perYearPerTrap: { min: 8, max: 12 } });
    expect(lureRules.replaceEveryDays).toEqual({ min: 30, max: 40 });
  });

  it('"control: 6-10 lures per acre, 12-20 or 18-30 per season"', () => {
    expect(lureRules.control).toEqual({
      luresPerAcre: { min: 6, max: 10 },
      perSeasonPerAcre: { 'cue-lure': { min: 12, max: 20 }, 'methyl-eugenol': { min: 18, max: 30 } },
    });
  });

  it('converts acres and km² with the international acre (1 km² is about 247.1 acres)', () => {
    expect(1 / KM2_PER_ACRE).toBeCloseTo(247.105, 3);
  });
});

describe('silicone super spreader: the dose the site states (SPEC.md gives none)', () => {
  it('0.25–0.5 ml per litre of spray solution, as on /SliconSprSpreder', () => {
    expect(spreaderRules).toEqual([
      {
        id: 'spray',
        dose: { amount: { min: 0.25, max: 0.5 }, measure: 'ml', inLitres: 1, approximate: false },
        schedule: null,
      },
    ]);
    expect(siliconeSpreaderLanding.dosage.lines).toContainEqual({
      value: '0.25–0.5 ml',
      label: 'per litre of spray solution',
    });
  });
});

describe('the product pages say what the calculator computes with', () => {
  it('/Orthosilicic_Acid: the crop schedule', () => {
    expect(orthosilicicRecord.cropSchedule.map((row) => [row.dose, row.interval, row.programme])).toEqual([
      ['3–6 ml per litre', 'Every 10–14 days', '4–6 weeks'],
      ['3–6 ml per litre', 'Every 10–14 days', '2 sprays'],
      ['3–6 ml per litre', 'Every 10–14 days', '4 sprays after pruning'],
      ['4 ml per litre', 'Every 15 days', 'Six months'],
      ['4 ml per litre', 'Every 15 days', '2 months'],
    ]);
  });

  it('/Fensil360: about 5 g in 15 litres for a foliar spray', () => {
    expect(fensil360Record.dosage[0]).toMatchObject({ use: 'Foliar spray', dose: 'About 5 g in 15 litres of water' });
  });

  it('/MultiBalance4IN1: the dose by water pH and the colours', () => {
    expect(multiBalanceRecord.dosageByPh).toEqual([
      { waterPh: 'pH 7–8', dose: '0.5–0.7 ml per litre of water' },
      { waterPh: 'Above pH 8', dose: '0.7–1 ml per litre of water' },
    ]);
    expect(multiBalanceRecord.colourIndicator.map((row) => [row.colour, row.approxPh])).toEqual([
      ['Light yellow', 'About 6'],
      ['Dark yellow', 'About 5'],
      ['Light pink', 'About 4'],
    ]);
    expect(multiBalanceRecord.colourIndicator.map((row) => row.swatch)).toEqual(phIndicator.map((row) => row.swatch));
  });

  it('/Pheromones: Cue Lure 12–20 and Methyl Eugenol 18–30 per season, both replaced every 30–40 days', () => {
    const [cue, methyl] = pheromonesPage.lures;
    expect(cue!.title).toBe('Cue Lure');
    expect(cue!.control.totalLuresPerAcre).toBe('12–20 per season');
    expect(methyl!.title).toBe('Methyl Eugenol');
    expect(methyl!.control.totalLuresPerAcre).toBe('18–30 per season');
    for (const lure of pheromonesPage.lures) {
      expect(lure.monitoring).toMatchObject({ luresPerKm2: '1 lure per km²', totalLuresPerKm2: '8–12 per year' });
      expect(lure.control.luresPerAcre).toBe('6–10 lures per acre');
      expect(lure.monitoring.replacement).toBe('Every 30–40 days');
      expect(lure.control.replacement).toBe('Every 30–40 days');
    }
  });
});
