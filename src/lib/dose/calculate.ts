/**
 * The dose calculator's arithmetic: pure functions from a rule of ./rules.ts and what the farmer
 * entered to the amounts the page shows. Amounts are exact here; ./format.ts rounds them for reading.
 */
import { ceilRange, ceilWhole, scaleRange, type Range } from './range.ts';
import { KM2_PER_ACRE, lureRules, type Lure, type Measure, type SprayRule, type SpraySchedule } from './rules.ts';

/** What the farmer sprays with: the tank, the field and the water it takes. */
export interface SprayInput {
  /** Litres of water in one tank or pump load. */
  tankLitres: number;
  /** The area to spray, in acres. */
  areaAcres: number;
  /** Litres of spray water per acre. */
  waterPerAcre: number;
}

/** What a spray product's rule comes to for one farmer's tank and field. */
export interface SprayResult {
  measure: Measure;
  /** Product per litre of water. */
  perLitre: Range;
  perTank: Range;
  perAcre: Range;
  /** Product for the whole area, in one spray. */
  perArea: Range;
  /** Litres of water for the whole area, in one spray. */
  waterForArea: number;
  /** Tank loads for the whole area: the last one may be part-filled. */
  tankLoads: number;
  /** Product for every spray of the programme, where the rule says how many sprays there are. */
  programme: Range | null;
  schedule: SpraySchedule | null;
}

/** The product a rule asks for one litre of water. */
export function dosePerLitre(rule: SprayRule): Range {
  return scaleRange(rule.dose.amount, 1 / rule.dose.inLitres);
}

/** A spray rule applied to the farmer's tank, area and spray volume. */
export function calculateSpray(rule: SprayRule, input: SprayInput): SprayResult {
  const perLitre = dosePerLitre(rule);
  const perAcre = scaleRange(perLitre, input.waterPerAcre);
  const perArea = scaleRange(perAcre, input.areaAcres);
  const waterForArea = input.waterPerAcre * input.areaAcres;
  const sprays = rule.schedule?.sprays ?? null;
  return {
    measure: rule.dose.measure,
    perLitre,
    perTank: scaleRange(perLitre, input.tankLitres),
    perAcre,
    perArea,
    waterForArea,
    tankLoads: ceilWhole(waterForArea / input.tankLitres),
    programme: sprays === null ? null : scaleRange(perArea, sprays),
    schedule: rule.schedule,
  };
}

/** Monitoring (a few traps to see when flies arrive) or area-wide control (traps all over the field). */
export type LureUse = 'monitoring' | 'control';

/** The unit the farmer gives the area in. */
export type AreaUnit = 'acre' | 'km2';

/** What the farmer traps with, and where. */
export interface LureInput {
  lure: Lure;
  use: LureUse;
  area: number;
  unit: AreaUnit;
}

/** Lures for one farmer's area. */
export interface LureResult {
  /** Traps (one lure each) to hang at a time. */
  traps: Range;
  replaceEveryDays: Range;
  /** Lures used over a year (monitoring) or a season (control). */
  total: Range;
  period: 'year' | 'season';
}

/** An area in acres, from acres or square kilometres. */
export function toAcres(area: number, unit: AreaUnit): number {
  return unit === 'acre' ? area : area / KM2_PER_ACRE;
}

/** An area in square kilometres, from acres or square kilometres. */
export function toKm2(area: number, unit: AreaUnit): number {
  return unit === 'km2' ? area : area * KM2_PER_ACRE;
}

/**
 * Lures for an area. Monitoring: 1 trap per km², at least one for any area, each using 8–12 lures a
 * year. Control: 6–10 traps per acre, and 12–20 (Cue Lure) or 18–30 (Methyl Eugenol) lures per acre
 * for the season. Part of a trap or lure is rounded up: traps come whole.
 */
export function calculateLures(input: LureInput): LureResult {
  const { replaceEveryDays, monitoring, control } = lureRules;
  if (input.use === 'monitoring') {
    const traps = Math.max(1, ceilWhole(toKm2(input.area, input.unit) * monitoring.luresPerKm2));
    return {
      traps: { min: traps, max: traps },
      replaceEveryDays,
      total: scaleRange(monitoring.perYearPerTrap, traps),
      period: 'year',
    };
  }
  const acres = toAcres(input.area, input.unit);
  return {
    traps: ceilRange(scaleRange(control.luresPerAcre, acres)),
    replaceEveryDays,
    total: ceilRange(scaleRange(control.perSeasonPerAcre[input.lure], acres)),
    period: 'season',
  };
}
