import type { SalaryPeriod } from '../api/types.ts';

/**
 * Salary text of a job opening, as the careers page has always shown it: amounts in K
 * (thousands) or L (lakh) abbreviations, then the word "lakh".
 *
 * The chosen format puts the compact abbreviated figures first and then the same range once
 * more in lakh, in brackets:
 *
 *   15000 – 25000      → "₹15K – ₹25K (0.15 – 0.25 lakh)"
 *   120000 – 350000    → "₹1.2L – ₹3.5L (1.2 – 3.5 lakh)"
 *   1200000 alone      → "₹12L (12 lakh)"
 *
 * Why both: the abbreviations are what Indian job seekers scan for, while the bracket puts
 * every opening in one unit (so a "₹25K" and a "₹1.2L" opening compare at a glance), and says
 * the unit as a word, which a screen reader speaks properly and a reader who does not know
 * "L" still understands. The word "lakh" is never glued to an "L" figure ("₹3.5L lakh").
 *
 * Rules: amounts under a thousand are written out, amounts under one lakh use K, from one lakh up use L (no crore); figures keep up to
 * two decimals with trailing zeros dropped and Indian digit grouping; an amount that would
 * round to 100K is written in L. A missing, zero or negative end is treated as not given:
 * only a lower end reads "From …", only an upper end "Up to …", equal ends one figure, and no
 * usable end gives null (the page then says the salary is discussed at interview). Ends given
 * the wrong way round are swapped.
 *
 * The period is said only when the API gives it ("… (1.2 – 3.5 lakh) per year"): the site does not
 * guess whether an amount is yearly or monthly.
 *
 * The words around the figures ("lakh", "From", "per year") are the page's language's
 * (src/content/careers/); the figures and their K/L abbreviations are the same in every language.
 */
export function formatSalary(
  low: number | null,
  high: number | null,
  period: SalaryPeriod | null = null,
  words: SalaryWords = englishSalaryWords,
): string | null {
  const given = [low, high].filter((value): value is number => value !== null && Number.isFinite(value) && value > 0);
  if (given.length === 0) return null;
  const [from, to] = given.length === 2 ? [Math.min(...given), Math.max(...given)] : [given[0]!, given[0]!];
  const per = period === null ? '' : ` ${words.per[period]}`;
  if (from === to) {
    const figure = `${abbreviate(from)} (${inLakh(from)} ${words.lakh})`;
    const text = given.length === 2 ? figure : low !== null && low > 0 ? words.from(figure) : words.upTo(figure);
    return `${text}${per}`;
  }
  return `${abbreviate(from)} – ${abbreviate(to)} (${inLakh(from)} – ${inLakh(to)} ${words.lakh})${per}`;
}

/** The words of a salary in one language. */
export interface SalaryWords {
  lakh: string;
  /** Only a lower end: "From ₹15K (0.15 lakh)". */
  from: (amount: string) => string;
  /** Only an upper end: "Up to ₹3.5L (3.5 lakh)". */
  upTo: (amount: string) => string;
  /** After the amounts, when the API gives the period: "per year". */
  per: Readonly<Record<SalaryPeriod, string>>;
}

export const englishSalaryWords: SalaryWords = {
  lakh: 'lakh',
  from: (amount) => `From ${amount}`,
  upTo: (amount) => `Up to ${amount}`,
  per: { year: 'per year', month: 'per month' },
};

const LAKH = 100_000;
const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** One amount as "₹15K" or "₹1.2L". */
export function abbreviate(amount: number): string {
  if (amount < 1000) return `₹${number.format(amount)}`;
  const thousands = Math.round((amount / 1000) * 100) / 100;
  if (amount < LAKH && thousands < 100) return `₹${number.format(thousands)}K`;
  return `₹${number.format(amount / LAKH)}L`;
}

function inLakh(amount: number): string {
  return number.format(amount / LAKH);
}
