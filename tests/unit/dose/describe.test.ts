import { describe, expect, it } from 'vitest';
import { doseCopyEn as copy } from '../../../src/content/dose/copy-en.ts';
import { describeLures, describeSchedule, describeSpray } from '../../../src/lib/dose/describe.ts';
import { calculateDose, defaultDoseState, formOf, readDoseForm } from '../../../src/lib/dose/inputs.ts';
import { findSprayRule, type SprayProductId } from '../../../src/lib/dose/rules.ts';

/* What the calculator writes for its starting sizes (15 L pump, 1 acre, 200 L of water per acre). */

function sprayAt(product: SprayProductId, ruleId: string | null, fields: Record<string, string> = {}) {
  const state = {
    ...readDoseForm(formOf({ tank: '15', area: '1', waterPerAcre: '200', ...fields }), product),
    rule: findSprayRule(product, ruleId),
  };
  const outcome = calculateDose(state);
  if (outcome.kind !== 'spray') throw new Error('no spray result');
  const description = describeSpray(product, outcome, copy);
  return { ...description, value: (id: string) => description.lines.find((line) => line.id === id)?.value };
}

describe('describeSpray', () => {
  it('silicon nutrient, all crops', () => {
    const result = sprayAt('orthosilicic', 'general');
    expect(result.dose).toBe('3–6 ml per litre of water');
    expect(result.lines).toEqual([
      { id: 'perTank', label: 'Per 15 L pump or tank', value: '45–90 ml' },
      { id: 'perAcre', label: 'Per acre, in 200 L of water', value: '0.6–1.2 L' },
      {
        id: 'perArea',
        label: 'For your 1 acre',
        value: '0.6–1.2 L',
        detail: 'In 200 L of water: 14 fills of a 15 L pump or tank',
      },
    ]);
    expect(result.schedule).toBe('Every 10–14 days for 4–6 weeks');
  });

  it('silicon nutrient on sugarcane, rice, short-duration crops and fruit trees', () => {
    expect(sprayAt('orthosilicic', 'sugarcane')).toMatchObject({
      dose: '4 ml per litre of water',
      schedule: 'Every 15 days for 6 months',
    });
    expect(sprayAt('orthosilicic', 'sugarcane').value('perTank')).toBe('60 ml');
    expect(sprayAt('orthosilicic', 'rice').schedule).toBe('Every 15 days for 2 months');
    const short = sprayAt('orthosilicic', 'short-duration', { area: '2.5' });
    expect(short.schedule).toBe('2 sprays, every 10–14 days');
    expect(short.lines.at(-1)).toEqual({ id: 'programme', label: 'For all 2 sprays', value: '3–6 L' });
    expect(sprayAt('orthosilicic', 'trees').schedule).toBe('4 sprays after pruning, every 10–14 days');
    expect(sprayAt('orthosilicic', 'trees').value('programme')).toBe('2.4–4.8 L');
  });

  it('Fensil 360, MultiBalance 4 in 1 and the silicone super spreader', () => {
    const fensil = sprayAt('fensil360', null);
    expect(fensil.dose).toBe('About 5 g in 15 litres of water');
    expect([fensil.value('perTank'), fensil.value('perAcre')]).toEqual(['5 g', '67 g']);
    expect(fensil.schedule).toBe(copy.results.eachTank.fensil360);
    const low = sprayAt('multibalance', 'ph-7-8');
    expect([low.dose, low.value('perTank'), low.value('perAcre')]).toEqual([
      '0.5–0.7 ml per litre of water',
      '7.5–11 ml',
      '100–140 ml',
    ]);
    const high = sprayAt('multibalance', 'ph-above-8');
    expect([high.dose, high.value('perTank'), high.value('perAcre')]).toEqual([
      '0.7–1 ml per litre of water',
      '11–15 ml',
      '140–200 ml',
    ]);
    const spreader = sprayAt('spreader', null);
    expect([spreader.dose, spreader.value('perTank'), spreader.value('perAcre')]).toEqual([
      '0.25–0.5 ml per litre of water',
      '3.8–7.5 ml',
      '50–100 ml',
    ]);
  });

  it('a field of several acres and another tank', () => {
    const result = sprayAt('orthosilicic', 'general', {
      tank: 'other',
      tankOther: '16',
      area: '3',
      waterPerAcre: '150',
    });
    expect(result.lines).toEqual([
      { id: 'perTank', label: 'Per 16 L pump or tank', value: '48–96 ml' },
      { id: 'perAcre', label: 'Per acre, in 150 L of water', value: '450–900 ml' },
      {
        id: 'perArea',
        label: 'For your 3 acres',
        value: '1.35–2.7 L',
        detail: 'In 450 L of water: 29 fills of a 16 L pump or tank',
      },
    ]);
  });

  it('a schedule for every rule of the silicon nutrient, none of its own for the others', () => {
    expect(describeSchedule('orthosilicic', findSprayRule('orthosilicic', 'general'), copy)).not.toBe('');
    expect(describeSchedule('multibalance', findSprayRule('multibalance', null), copy)).toBe(
      'With every spray, added to the tank first, before any pesticide.',
    );
  });
});

describe('describeLures', () => {
  it('Cue Lure for control of 1 acre: 6–10 traps, replaced every 30–40 days, 12–20 lures a season', () => {
    const outcome = calculateDose(defaultDoseState('pheromones'));
    if (outcome.kind !== 'lures') throw new Error('no lure result');
    expect(describeLures(outcome.result, copy)).toEqual([
      { id: 'traps', label: 'Traps to hang, one lure each', value: '6–10' },
      { id: 'replace', label: 'Replace each lure', value: 'Every 30–40 days' },
      { id: 'total', label: 'Lures for the season', value: '12–20 lures' },
    ]);
  });

  it('monitoring a small farm: one trap, 8–12 lures a year', () => {
    const outcome = calculateDose(readDoseForm(formOf({ area: '3', use: 'monitoring' }), 'pheromones'));
    if (outcome.kind !== 'lures') throw new Error('no lure result');
    expect(describeLures(outcome.result, copy).map((line) => line.value)).toEqual([
      '1',
      'Every 30–40 days',
      '8–12 lures',
    ]);
  });
});
