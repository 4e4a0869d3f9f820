import { describe, expect, it } from 'vitest';
import { calculateLures, calculateSpray, toAcres, toKm2 } from '../../../src/lib/dose/calculate.ts';
import { findSprayRule } from '../../../src/lib/dose/rules.ts';

/* The calculator's arithmetic, worked by hand from the doses of SPEC.md §9. */

const close = (actual: { min: number; max: number } | null, min: number, max: number) => {
  expect(actual).not.toBeNull();
  expect(actual!.min).toBeCloseTo(min, 9);
  expect(actual!.max).toBeCloseTo(max, 9);
};

const oneAcre = { tankLitres: 15, areaAcres: 1, waterPerAcre: 200 };

describe('spray products', () => {
  it('silicon nutrient, all crops: 3–6 ml per litre is 45–90 ml per 15 L pump and 600–1,200 ml per acre at 200 L', () => {
    const result = calculateSpray(findSprayRule('orthosilicic', 'general'), oneAcre);
    expect(result.measure).toBe('ml');
    close(result.perLitre, 3, 6);
    close(result.perTank, 45, 90);
    close(result.perAcre, 600, 1200);
    close(result.perArea, 600, 1200);
    expect(result.waterForArea).toBe(200);
    expect(result.tankLoads).toBe(14);
    expect(result.programme).toBeNull();
  });

  it.each([
    [16, 48, 96],
    [20, 60, 120],
    [200, 600, 1200],
    [12.5, 37.5, 75],
  ])('silicon nutrient in a %d L tank: %d–%d ml', (tankLitres, min, max) => {
    close(calculateSpray(findSprayRule('orthosilicic', 'general'), { ...oneAcre, tankLitres }).perTank, min, max);
  });

  it('the area and the spray volume scale the amounts for the field', () => {
    const result = calculateSpray(findSprayRule('orthosilicic', 'general'), {
      tankLitres: 16,
      areaAcres: 2.5,
      waterPerAcre: 150,
    });
    close(result.perAcre, 450, 900);
    close(result.perArea, 1125, 2250);
    expect(result.waterForArea).toBe(375);
    expect(result.tankLoads).toBe(24);
  });

  it('sugarcane and rice: 4 ml per litre is 60 ml per 15 L pump and 800 ml per acre', () => {
    for (const crop of ['sugarcane', 'rice']) {
      const result = calculateSpray(findSprayRule('orthosilicic', crop), oneAcre);
      close(result.perTank, 60, 60);
      close(result.perAcre, 800, 800);
      expect(result.programme).toBeNull();
    }
  });

  it('short-duration crops take 2 sprays and fruit trees 4: the programme is that many times the field', () => {
    const short = calculateSpray(findSprayRule('orthosilicic', 'short-duration'), { ...oneAcre, areaAcres: 3 });
    close(short.perArea, 1800, 3600);
    close(short.programme, 3600, 7200);
    const trees = calculateSpray(findSprayRule('orthosilicic', 'trees'), oneAcre);
    close(trees.programme, 2400, 4800);
  });

  it('Fensil 360: about 5 g in 15 L is 5 g per 15 L pump, 5.33 g per 16 L and 66.7 g per acre at 200 L', () => {
    const rule = findSprayRule('fensil360', null);
    const result = calculateSpray(rule, oneAcre);
    expect(result.measure).toBe('g');
    close(result.perTank, 5, 5);
    close(result.perAcre, 200 / 3, 200 / 3);
    close(calculateSpray(rule, { ...oneAcre, tankLitres: 16 }).perTank, 16 / 3, 16 / 3);
    expect(result.schedule).toBeNull();
  });

  it('MultiBalance at pH 7–8: 0.5–0.7 ml per litre is 7.5–10.5 ml per 15 L pump and 100–140 ml per acre', () => {
    const result = calculateSpray(findSprayRule('multibalance', 'ph-7-8'), oneAcre);
    close(result.perTank, 7.5, 10.5);
    close(result.perAcre, 100, 140);
  });

  it('MultiBalance above pH 8: 0.7–1 ml per litre is 10.5–15 ml per 15 L pump and 140–200 ml per acre', () => {
    const result = calculateSpray(findSprayRule('multibalance', 'ph-above-8'), oneAcre);
    close(result.perTank, 10.5, 15);
    close(result.perAcre, 140, 200);
  });

  it('silicone super spreader: 0.25–0.5 ml per litre is 3.75–7.5 ml per 15 L pump and 50–100 ml per acre, as its page says', () => {
    const result = calculateSpray(findSprayRule('spreader', null), oneAcre);
    close(result.perTank, 3.75, 7.5);
    close(result.perAcre, 50, 100);
  });

  it('an unknown rule id falls back to the product’s first choice', () => {
    expect(findSprayRule('orthosilicic', 'wheat').id).toBe('general');
    expect(findSprayRule('multibalance', undefined).id).toBe('ph-7-8');
  });
});

describe('pheromone lures', () => {
  it('monitoring: 1 trap per km², at least one, each using 8–12 lures a year', () => {
    expect(calculateLures({ lure: 'cue-lure', use: 'monitoring', area: 5, unit: 'acre' })).toEqual({
      traps: { min: 1, max: 1 },
      replaceEveryDays: { min: 30, max: 40 },
      total: { min: 8, max: 12 },
      period: 'year',
    });
    expect(calculateLures({ lure: 'methyl-eugenol', use: 'monitoring', area: 1, unit: 'km2' }).traps).toEqual({
      min: 1,
      max: 1,
    });
    expect(calculateLures({ lure: 'cue-lure', use: 'monitoring', area: 2.5, unit: 'km2' })).toMatchObject({
      traps: { min: 3, max: 3 },
      total: { min: 24, max: 36 },
    });
    // 300 acres are 1.21 km²: two traps.
    expect(calculateLures({ lure: 'cue-lure', use: 'monitoring', area: 300, unit: 'acre' }).traps.min).toBe(2);
  });

  it('control: 6–10 traps per acre; Cue Lure 12–20 and Methyl Eugenol 18–30 lures per acre a season', () => {
    expect(calculateLures({ lure: 'cue-lure', use: 'control', area: 1, unit: 'acre' })).toEqual({
      traps: { min: 6, max: 10 },
      replaceEveryDays: { min: 30, max: 40 },
      total: { min: 12, max: 20 },
      period: 'season',
    });
    expect(calculateLures({ lure: 'methyl-eugenol', use: 'control', area: 1, unit: 'acre' }).total).toEqual({
      min: 18,
      max: 30,
    });
    expect(calculateLures({ lure: 'methyl-eugenol', use: 'control', area: 4, unit: 'acre' })).toMatchObject({
      traps: { min: 24, max: 40 },
      total: { min: 72, max: 120 },
    });
  });

  it('control: part of a trap or a lure is rounded up', () => {
    expect(calculateLures({ lure: 'cue-lure', use: 'control', area: 0.5, unit: 'acre' })).toMatchObject({
      traps: { min: 3, max: 5 },
      total: { min: 6, max: 10 },
    });
    expect(calculateLures({ lure: 'methyl-eugenol', use: 'control', area: 0.25, unit: 'acre' })).toMatchObject({
      traps: { min: 2, max: 3 },
      total: { min: 5, max: 8 },
    });
  });

  it('control over 1 km² (247.1 acres): 1,483–2,472 traps', () => {
    expect(calculateLures({ lure: 'cue-lure', use: 'control', area: 1, unit: 'km2' })).toMatchObject({
      traps: { min: 1483, max: 2472 },
      total: { min: 2966, max: 4943 },
    });
  });

  it('converts between acres and km² both ways', () => {
    expect(toKm2(247.105381, 'acre')).toBeCloseTo(1, 6);
    expect(toAcres(1, 'km2')).toBeCloseTo(247.105381, 5);
    expect(toAcres(3, 'acre')).toBe(3);
    expect(toKm2(3, 'km2')).toBe(3);
  });
});
