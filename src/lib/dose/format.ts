/**
 * Amounts of the dose calculator rounded the way a farmer measures them: millilitres and grams to one
 * decimal under 10 and whole above; a total of 1,000 ml or g or more in litres or kilograms (two
 * decimals under 10, one under 100, whole above). A range is written min–max in one unit, the unit
 * its upper end needs; ends that round alike are one figure. The unit words come from the page's copy.
 */
import type { Range } from './range.ts';
import type { Measure } from './rules.ts';

/** How the page writes each unit after a figure (“45 ml”, “1.2 L”). */
export interface UnitWords {
  ml: string;
  l: string;
  g: string;
  kg: string;
}

/** What a formatter needs from the page's language. */
export interface NumberStyle {
  /** BCP 47 locale of the figures (digit grouping, decimal sign). */
  locale: string;
  units: UnitWords;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A figure with at most `decimals` decimals (none shown when they are zero) and the locale's grouping. */
export function formatNumber(value: number, decimals: number, locale: string): string {
  const key = `${locale}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
    formatters.set(key, formatter);
  }
  // 0.7 × 15 is 10.499999999999998 in binary floating point: clean such noise before rounding half up.
  return formatter.format(Number(value.toPrecision(12)));
}

/** Decimals for a figure in millilitres or grams. */
const smallDecimals = (value: number) => (value < 10 ? 1 : 0);

/** Decimals for a figure in litres or kilograms. */
const largeDecimals = (value: number) => (value < 10 ? 2 : value < 100 ? 1 : 0);

/** Joins the ends of a range, or gives one figure when they read the same. */
function joinEnds(min: string, max: string): string {
  return min === max ? max : `${min}–${max}`;
}

/** An amount of product (or water, in ml) for reading: “45–90 ml”, “0.6–1.2 L”, “67 g”. */
export function formatAmount(amount: Range, measure: Measure, style: NumberStyle): string {
  const large = amount.max >= 1000;
  const scale = large ? 1 / 1000 : 1;
  const decimals = large ? largeDecimals : smallDecimals;
  const unit = measure === 'ml' ? (large ? style.units.l : style.units.ml) : large ? style.units.kg : style.units.g;
  const write = (value: number) => formatNumber(value * scale, decimals(value * scale), style.locale);
  return `${joinEnds(write(amount.min), write(amount.max))} ${unit}`;
}

/** A dose rate as the company writes it, to two decimals at most: “0.25–0.5”, “3–6”, “4”. */
export function formatRate(rate: Range, locale: string): string {
  return joinEnds(formatNumber(rate.min, 2, locale), formatNumber(rate.max, 2, locale));
}

/** Whole numbers (days, lures, tank loads) with the locale's grouping: “10–14”, “1,483”. */
export function formatCount(count: Range, locale: string): string {
  return joinEnds(formatNumber(count.min, 0, locale), formatNumber(count.max, 0, locale));
}

/** Litres of water for reading: whole litres, with the locale's grouping, and the page's “L”. */
export function formatLitres(litres: number, style: NumberStyle): string {
  return `${formatNumber(litres, litres < 10 ? 1 : 0, style.locale)} ${style.units.l}`;
}
