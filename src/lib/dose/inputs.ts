/**
 * The dose calculator's form: its field names, its starting values, and how what the farmer typed
 * becomes the numbers of ./calculate.ts. The form is plain HTML the farmer can fill before any script
 * runs; the island reads it with FormData, so this module reads anything with a FormData-like `get`.
 */
import {
  calculateLures,
  calculateSpray,
  type AreaUnit,
  type LureResult,
  type LureUse,
  type SprayResult,
} from './calculate.ts';
import {
  doseProductIds,
  findSprayRule,
  isSprayProduct,
  type DoseProductId,
  type Lure,
  type SprayProductId,
  type SprayRule,
} from './rules.ts';

/** The form's field names. */
export const doseFields = {
  product: 'product',
  crop: 'crop',
  waterPh: 'waterPh',
  tank: 'tank',
  tankOther: 'tankOther',
  area: 'area',
  areaUnit: 'areaUnit',
  waterPerAcre: 'waterPerAcre',
  lure: 'lure',
  use: 'use',
} as const;

/** The tank sizes offered as choices, in litres: knapsack pumps and a drum. */
export const tankPresets = [15, 16, 20, 200] as const;

/** The "Other size" choice of the tank field. */
export const otherTank = 'other';

/**
 * What the calculator shows before the farmer changes anything, and what the page's table is
 * worked out for. 200 L of water per acre is an assumption the page states: the upper end of the
 * usual 150–200 L for knapsack spraying, and the spray volume at which the site's own spreader
 * figures (0.25–0.5 ml per litre, 50–100 ml per acre) agree.
 */
export const doseDefaults = {
  product: 'orthosilicic',
  tankLitres: 15,
  areaAcres: 1,
  waterPerAcre: 200,
  areaUnit: 'acre',
  lure: 'cue-lure',
  use: 'control',
} as const satisfies {
  product: DoseProductId;
  tankLitres: (typeof tankPresets)[number];
  areaAcres: number;
  waterPerAcre: number;
  areaUnit: AreaUnit;
  lure: Lure;
  use: LureUse;
};

/** The largest figure each field takes: beyond these a figure is more likely a slip than a farm. */
export const doseLimits = {
  tankLitres: 10_000,
  waterPerAcre: 2_000,
  area: { acre: 100_000, km2: 400 },
} as const satisfies { tankLitres: number; waterPerAcre: number; area: Record<AreaUnit, number> };

/** Why a figure cannot be used. */
export type AmountProblem = 'empty' | 'not-a-number' | 'not-positive' | 'too-large';

/** A figure the farmer typed: its value, or what is wrong with it. */
export type Amount = { ok: true; value: number } | { ok: false; problem: AmountProblem };

/** A typed figure read as a positive number no larger than `max` (a decimal comma is read as a point). */
export function parseAmount(text: string | null | undefined, max: number): Amount {
  const trimmed = (text ?? '').trim().replace(',', '.');
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, problem: 'not-a-number' };
  if (value <= 0) return { ok: false, problem: 'not-positive' };
  if (value > max) return { ok: false, problem: 'too-large' };
  return { ok: true, value };
}

/** Anything the form can be read from: FormData, or a plain record in tests and on the server. */
export interface FormLike {
  get(name: string): unknown;
}

/** A record of field values as a FormLike. */
export function formOf(values: Readonly<Record<string, string>>): FormLike {
  return { get: (name) => values[name] ?? null };
}

const text = (form: FormLike, name: string): string | null => {
  const value = form.get(name);
  return typeof value === 'string' ? value : null;
};

const oneOf = <T extends string>(value: string | null, options: readonly T[], fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/** Everything the form says, read and checked; a field the product does not use is still read. */
export interface DoseState {
  product: DoseProductId;
  /** The rule of the product's choice field (the crop, the water pH); null for the lures. */
  rule: SprayRule | null;
  tank: Amount;
  area: Amount;
  areaUnit: AreaUnit;
  waterPerAcre: Amount;
  lure: Lure;
  use: LureUse;
}

/** The rule a spray product's choice field names. */
function ruleOf(product: SprayProductId, form: FormLike): SprayRule {
  if (product === 'orthosilicic') return findSprayRule(product, text(form, doseFields.crop));
  if (product === 'multibalance') return findSprayRule(product, text(form, doseFields.waterPh));
  return findSprayRule(product, null);
}

/** The tank size: a preset's litres, or the litres typed for "Other size". */
function tankOf(form: FormLike): Amount {
  const choice = text(form, doseFields.tank);
  if (choice === otherTank) return parseAmount(text(form, doseFields.tankOther), doseLimits.tankLitres);
  const preset = tankPresets.find((litres) => String(litres) === choice);
  return { ok: true, value: preset ?? doseDefaults.tankLitres };
}

/**
 * Reads the calculator's form. `product` is the page's product when the calculator is for one product
 * only; otherwise the form's product field decides.
 */
export function readDoseForm(form: FormLike, product?: DoseProductId): DoseState {
  const chosen = product ?? oneOf(text(form, doseFields.product), doseProductIds, doseDefaults.product);
  const areaUnit =
    chosen === 'pheromones' ? oneOf<AreaUnit>(text(form, doseFields.areaUnit), ['acre', 'km2'], 'acre') : 'acre';
  return {
    product: chosen,
    rule: isSprayProduct(chosen) ? ruleOf(chosen, form) : null,
    tank: tankOf(form),
    area: parseAmount(text(form, doseFields.area), doseLimits.area[areaUnit]),
    areaUnit,
    waterPerAcre: parseAmount(text(form, doseFields.waterPerAcre), doseLimits.waterPerAcre),
    lure: oneOf<Lure>(text(form, doseFields.lure), ['cue-lure', 'methyl-eugenol'], doseDefaults.lure),
    use: oneOf<LureUse>(text(form, doseFields.use), ['monitoring', 'control'], doseDefaults.use),
  };
}

/** The calculator's starting state, for a product (what the server renders, and the page's table). */
export function defaultDoseState(product: DoseProductId = doseDefaults.product): DoseState {
  return readDoseForm(
    formOf({
      [doseFields.tank]: String(doseDefaults.tankLitres),
      [doseFields.area]: String(doseDefaults.areaAcres),
      [doseFields.waterPerAcre]: String(doseDefaults.waterPerAcre),
    }),
    product,
  );
}

/** A field that stops the calculation, and why. */
export interface FieldProblem {
  field: 'tank' | 'area' | 'waterPerAcre';
  problem: AmountProblem;
}

/** What the calculator shows: a spray result, a lure result, or the fields to put right first. */
export type DoseOutcome =
  | { kind: 'spray'; rule: SprayRule; result: SprayResult; tankLitres: number; areaAcres: number; waterPerAcre: number }
  | { kind: 'lures'; result: LureResult; area: number; areaUnit: AreaUnit; lure: Lure; use: LureUse }
  | { kind: 'problems'; problems: FieldProblem[] };

/** The calculator's answer for a state of the form. */
export function calculateDose(state: DoseState): DoseOutcome {
  const problems: FieldProblem[] = [];
  const check = (field: FieldProblem['field'], amount: Amount): number | null => {
    if (amount.ok) return amount.value;
    problems.push({ field, problem: amount.problem });
    return null;
  };
  if (state.rule === null) {
    const area = check('area', state.area);
    if (area === null) return { kind: 'problems', problems };
    const { areaUnit, lure, use } = state;
    return { kind: 'lures', result: calculateLures({ lure, use, area, unit: areaUnit }), area, areaUnit, lure, use };
  }
  const tankLitres = check('tank', state.tank);
  const areaAcres = check('area', state.area);
  const waterPerAcre = check('waterPerAcre', state.waterPerAcre);
  if (tankLitres === null || areaAcres === null || waterPerAcre === null) return { kind: 'problems', problems };
  return {
    kind: 'spray',
    rule: state.rule,
    result: calculateSpray(state.rule, { tankLitres, areaAcres, waterPerAcre }),
    tankLitres,
    areaAcres,
    waterPerAcre,
  };
}
