/**
 * The dose calculator's results in words, from an outcome of ./inputs.ts and the page's copy. The
 * island, the server's first render and the page's table all write their figures through here, so
 * the table and the calculator's starting figures cannot disagree.
 */
import type { DoseCopy } from '../../content/dose/types.ts';
import type { LureResult } from './calculate.ts';
import { formatAmount, formatCount, formatLitres, formatNumber, formatRate } from './format.ts';
import type { DoseOutcome } from './inputs.ts';
import { toRange } from './range.ts';
import type { SprayProductId, SprayRule } from './rules.ts';

/** One line of the results: what it is, the figure, and a note under the figure. */
export interface ResultLine {
  id: 'perTank' | 'perAcre' | 'perArea' | 'programme' | 'traps' | 'replace' | 'total';
  label: string;
  value: string;
  detail?: string;
}

/** A spray outcome in words. */
export interface SprayDescription {
  dose: string;
  lines: ResultLine[];
  schedule: string;
}

/** A tank or spray volume as the farmer gave it, to two decimals at most: “15 L”, “12.5 L”. */
export function describeTank(litres: number, copy: DoseCopy): string {
  return `${formatNumber(litres, 2, copy.numbers.locale)} ${copy.numbers.units.l}`;
}

/** A rule's dose as the company gives it: “3–6 ml per litre of water”, “About 5 g in 15 litres of water”. */
export function describeDose(rule: SprayRule, copy: DoseCopy): string {
  const { amount, measure, inLitres, approximate } = rule.dose;
  const unit = copy.numbers.units[measure];
  const rate = formatRate(amount, copy.numbers.locale);
  if (inLitres === 1 && !approximate) return copy.results.perLitre(rate, unit);
  return copy.results.inLitres(`${rate} ${unit}`, formatNumber(inLitres, 2, copy.numbers.locale), approximate);
}

/** A rule's schedule, or for a product without one, how it goes into each tank. */
export function describeSchedule(product: SprayProductId, rule: SprayRule, copy: DoseCopy): string {
  const { locale } = copy.numbers;
  const schedule = rule.schedule;
  if (schedule === null) return product === 'orthosilicic' ? '' : copy.results.eachTank[product];
  return copy.results.scheduleLine({
    days: formatCount(schedule.intervalDays, locale),
    duration: schedule.duration && {
      value: formatCount(schedule.duration.value, locale),
      unit: schedule.duration.unit,
    },
    sprays: schedule.sprays,
    afterPruning: schedule.afterPruning,
  });
}

/** A spray outcome in words: the dose, the amounts per tank, per acre, for the area and the programme. */
export function describeSpray(
  product: SprayProductId,
  outcome: Extract<DoseOutcome, { kind: 'spray' }>,
  copy: DoseCopy,
): SprayDescription {
  const { result, rule, tankLitres, areaAcres, waterPerAcre } = outcome;
  const style = copy.numbers;
  const tank = describeTank(tankLitres, copy);
  const amount = (range: typeof result.perTank) => formatAmount(range, result.measure, style);
  const lines: ResultLine[] = [
    { id: 'perTank', label: copy.results.perTank(tank), value: amount(result.perTank) },
    { id: 'perAcre', label: copy.results.perAcre(describeTank(waterPerAcre, copy)), value: amount(result.perAcre) },
    {
      id: 'perArea',
      label: copy.results.forArea(formatNumber(areaAcres, 2, style.locale), areaAcres === 1),
      value: amount(result.perArea),
      detail: copy.results.waterForArea(
        formatLitres(result.waterForArea, style),
        formatCount(toRange(result.tankLoads), style.locale),
        tank,
        result.tankLoads === 1,
      ),
    },
  ];
  if (result.programme && rule.schedule?.sprays)
    lines.push({
      id: 'programme',
      label: copy.results.programme(rule.schedule.sprays),
      value: amount(result.programme),
    });
  return { dose: describeDose(rule, copy), lines, schedule: describeSchedule(product, rule, copy) };
}

/** A lure outcome in words: traps to hang, how often to replace, and lures for the year or season. */
export function describeLures(result: LureResult, copy: DoseCopy): ResultLine[] {
  const { locale } = copy.numbers;
  return [
    { id: 'traps', label: copy.results.traps, value: formatCount(result.traps, locale) },
    {
      id: 'replace',
      label: copy.results.replace,
      value: copy.results.every(formatCount(result.replaceEveryDays, locale)),
    },
    {
      id: 'total',
      label: copy.results.total[result.period],
      value: copy.results.lureCount(formatCount(result.total, locale), result.total.max === 1),
    },
  ];
}
