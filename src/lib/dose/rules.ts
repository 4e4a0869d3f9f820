/**
 * The dose rules of the dose calculator, as numbers: SPEC.md §9 "Technical content claims" (silicon
 * dosage, Fensil 360, pH balancer, lures), and for the silicone super spreader the dose the site
 * already states on /SliconSprSpreder (src/content/catalogue/silicone-spreader.ts), which SPEC.md
 * does not give. Nothing here is a word a visitor reads: the words are in src/content/dose/copy.ts.
 * tests/unit/dose-rules.test.ts checks every figure against its source.
 */
import { toRange, type Range } from './range.ts';

/** What a spray product is measured in. */
export type Measure = 'ml' | 'g';

/** A dose as the company gives it: an amount of product in so many litres of water. */
export interface SprayDose {
  readonly amount: Range;
  readonly measure: Measure;
  /** The litres of water the amount goes into (1 for "per litre"; 15 for Fensil 360's "in 15 L"). */
  readonly inLitres: number;
  /** The company says "about" this amount. */
  readonly approximate: boolean;
}

/** How often and how long a product is sprayed; each part is given only where the rule gives it. */
export interface SpraySchedule {
  readonly intervalDays: Range;
  readonly duration: { readonly value: Range; readonly unit: 'weeks' | 'months' } | null;
  /** Sprays in the whole programme. */
  readonly sprays: number | null;
  /** The programme starts after pruning (fruit trees). */
  readonly afterPruning: boolean;
}

/** One way of using a spray product (a crop, a water pH band…), with its dose and schedule. */
export interface SprayRule<Id extends string = string> {
  readonly id: Id;
  readonly dose: SprayDose;
  /** null: the rule gives no schedule of its own (the product goes into each spray tank). */
  readonly schedule: SpraySchedule | null;
}

const perLitre = (min: number, max: number = min): SprayDose => ({
  amount: toRange(min, max),
  measure: 'ml',
  inLitres: 1,
  approximate: false,
});

const every = (
  days: Range,
  extra: Partial<Pick<SpraySchedule, 'duration' | 'sprays' | 'afterPruning'>> = {},
): SpraySchedule => ({
  intervalDays: days,
  duration: extra.duration ?? null,
  sprays: extra.sprays ?? null,
  afterPruning: extra.afterPruning ?? false,
});

/** Silicon-based nutrient (Orthosilicic Acid 2% WSL), by crop. */
export const orthosilicicRules = [
  {
    id: 'general',
    dose: perLitre(3, 6),
    schedule: every(toRange(10, 14), { duration: { value: toRange(4, 6), unit: 'weeks' } }),
  },
  { id: 'short-duration', dose: perLitre(3, 6), schedule: every(toRange(10, 14), { sprays: 2 }) },
  { id: 'trees', dose: perLitre(3, 6), schedule: every(toRange(10, 14), { sprays: 4, afterPruning: true }) },
  {
    id: 'sugarcane',
    dose: perLitre(4),
    schedule: every(toRange(15), { duration: { value: toRange(6), unit: 'months' } }),
  },
  { id: 'rice', dose: perLitre(4), schedule: every(toRange(15), { duration: { value: toRange(2), unit: 'months' } }) },
] as const satisfies readonly SprayRule[];

/** Fensil 360 powder spreader: about 5 g in 15 L of water. */
export const fensil360Rules = [
  { id: 'spray', dose: { amount: toRange(5), measure: 'g', inLitres: 15, approximate: true }, schedule: null },
] as const satisfies readonly SprayRule[];

/** pH balancer (MultiBalance 4 in 1), by the pH of the spray water. */
export const multiBalanceRules = [
  { id: 'ph-7-8', dose: perLitre(0.5, 0.7), schedule: null },
  { id: 'ph-above-8', dose: perLitre(0.7, 1), schedule: null },
] as const satisfies readonly SprayRule[];

/** Silicone super spreader, as /SliconSprSpreder states it: 0.25–0.5 ml per litre of spray solution. */
export const spreaderRules = [
  { id: 'spray', dose: perLitre(0.25, 0.5), schedule: null },
] as const satisfies readonly SprayRule[];

/** The colour of water treated with MultiBalance 4 in 1, and the pH it stands for (about). */
export const phIndicator = [
  { colour: 'light-yellow', ph: 6, swatch: '#FFF3A3' },
  { colour: 'dark-yellow', ph: 5, swatch: '#F2C200' },
  { colour: 'light-pink', ph: 4, swatch: '#F7B6C8' },
] as const;

/** The two fruit fly lures. */
export type Lure = 'cue-lure' | 'methyl-eugenol';

/** Pheromone lures: monitoring per km², control per acre; each lure lasts 30–40 days in the field. */
export const lureRules = {
  replaceEveryDays: toRange(30, 40),
  monitoring: { luresPerKm2: 1, perYearPerTrap: toRange(8, 12) },
  control: {
    luresPerAcre: toRange(6, 10),
    // SPEC.md gives "12-20 or 18-30 per season"; /Pheromones gives the first to Cue Lure (cucurbits)
    // and the second to Methyl Eugenol (orchards, with their longer fruiting season).
    perSeasonPerAcre: { 'cue-lure': toRange(12, 20), 'methyl-eugenol': toRange(18, 30) } satisfies Record<Lure, Range>,
  },
} as const;

/** Square kilometres in one acre (an international acre is 4,046.8564224 m²). */
export const KM2_PER_ACRE = 4046.8564224 / 1_000_000;

/** Every spray product, its rules, and which of them the calculator starts with. */
export const sprayProducts = {
  orthosilicic: { rules: orthosilicicRules, defaultRule: 'general' },
  fensil360: { rules: fensil360Rules, defaultRule: 'spray' },
  multibalance: { rules: multiBalanceRules, defaultRule: 'ph-7-8' },
  spreader: { rules: spreaderRules, defaultRule: 'spray' },
} as const;

/** A product the calculator sprays. */
export type SprayProductId = keyof typeof sprayProducts;

/** Every product of the calculator, in the order it offers them. */
export const doseProductIds = ['orthosilicic', 'fensil360', 'multibalance', 'spreader', 'pheromones'] as const;

/** A product of the calculator. */
export type DoseProductId = (typeof doseProductIds)[number];

/** The rule ids of a spray product. */
export type RuleIdOf<P extends SprayProductId> = (typeof sprayProducts)[P]['rules'][number]['id'];

/** Whether a product is sprayed (the lures are hung in traps). */
export function isSprayProduct(id: DoseProductId): id is SprayProductId {
  return id !== 'pheromones';
}

/** A spray product's rule by id, or its default rule when the id is not one of its own. */
export function findSprayRule(product: SprayProductId, ruleId: string | null | undefined): SprayRule {
  const entry = sprayProducts[product];
  const rules: readonly SprayRule[] = entry.rules;
  return rules.find((rule) => rule.id === ruleId) ?? rules.find((rule) => rule.id === entry.defaultRule)!;
}
