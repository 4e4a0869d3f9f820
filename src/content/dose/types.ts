/**
 * The shape of the dose calculator's words. Every string the calculator, its page and its table
 * show is in one object of this type (./copy-en.ts), so an edition in another language is another
 * object of the same type: the figures come from src/lib/dose/, the words from here.
 */
import type { AreaUnit, LureUse } from '../../lib/dose/calculate.ts';
import type { AmountProblem, FieldProblem } from '../../lib/dose/inputs.ts';
import type { NumberStyle } from '../../lib/dose/format.ts';
import type { DoseProductId, Lure, RuleIdOf, phIndicator } from '../../lib/dose/rules.ts';

/** A figure already written out (“45–90 ml”), passed to a sentence of the copy. */
type Figure = string;

export interface DoseCopy {
  /** The language of the words (the lang attribute of the calculator). */
  lang: string;
  /** Locale of the figures and the unit after each. */
  numbers: NumberStyle;

  /** Product names as the calculator lists them. */
  products: Record<DoseProductId, string>;

  form: {
    /** Accessible name of the calculator's form. */
    label: string;
    product: string;
    crop: string;
    crops: Record<RuleIdOf<'orthosilicic'>, string>;
    waterPh: string;
    waterPhOptions: Record<RuleIdOf<'multibalance'>, string>;
    /** Under the water pH choice: the range the doses are given for. */
    waterPhHint: string;
    tank: string;
    /** A tank size choice: “15 L knapsack”, “200 L drum”. */
    tankPreset: (litres: number) => string;
    tankOther: string;
    /** The unit after the “Other size” field. */
    litres: string;
    area: string;
    areaUnit: string;
    areaUnits: Record<AreaUnit, string>;
    waterPerAcre: string;
    /** The unit after the spray water field. */
    waterPerAcreUnit: string;
    /** Under the spray water field: the assumption and that it can be changed. */
    waterPerAcreHint: (defaultLitres: Figure) => string;
    lure: string;
    lures: Record<Lure, string>;
    /** The lures' names alone. */
    lureNames: Record<Lure, string>;
    use: string;
    uses: Record<LureUse, string>;
    /** The button that brings the results into view where they sit below the fields (narrow screens). */
    show: string;
  };

  /** What a field says when its figure cannot be used. */
  problem: (field: FieldProblem['field'], problem: AmountProblem, largest: Figure) => string;

  results: {
    heading: Record<'spray' | 'lures', string>;
    /** Shown in place of the results while a field needs putting right. */
    fixFields: string;
    dose: string;
    /** “3–6 ml per litre of water” (the rate and its unit). */
    perLitre: (rate: Figure, unit: string) => string;
    /** “About 5 g in 15 litres of water”. */
    inLitres: (amount: Figure, litres: Figure, approximate: boolean) => string;
    perTank: (tank: Figure) => string;
    perAcre: (water: Figure) => string;
    forArea: (acres: Figure, areaIsOneAcre: boolean) => string;
    /** Below the amount for the area: the water it goes into and the tank loads that makes. */
    waterForArea: (water: Figure, loads: Figure, tank: Figure, oneLoad: boolean) => string;
    programme: (sprays: number) => string;
    schedule: string;
    /** A spray schedule in words: “Every 10–14 days for 4–6 weeks”, “4 sprays after pruning, every 10–14 days”. */
    scheduleLine: (schedule: {
      days: Figure;
      duration: { value: Figure; unit: 'weeks' | 'months' } | null;
      sprays: number | null;
      afterPruning: boolean;
    }) => string;
    /** How often a lure is replaced: “Every 30–40 days”. */
    every: (days: Figure) => string;
    /** The schedule line of a product that goes into each tank rather than on a schedule of its own. */
    eachTank: Record<'fensil360' | 'multibalance' | 'spreader', string>;
    traps: string;
    replace: string;
    total: Record<'year' | 'season', string>;
    lureCount: (count: Figure, one: boolean) => string;
    trapsNote: Record<LureUse, string>;
  };

  /** The colour of treated water and the pH it shows (MultiBalance 4 in 1). */
  indicator: {
    heading: string;
    colours: Record<(typeof phIndicator)[number]['colour'], string>;
    ph: (ph: Figure) => string;
  };

  /** The starting sizes in words: “a 15 L pump, 1 acre and 200 L of water per acre”. */
  startingSizes: (tank: Figure, acres: Figure, water: Figure) => string;
  /** The lures' starting sizes in words, as they need no pump or water: “Cue Lure, for 1 acre of fruit fly control”. */
  startingLureSizes: (lure: string, acres: Figure) => string;
  /** The line that says the calculator needs JavaScript, and what the figures shown are for. */
  noScript: (startingSizes: string) => string;
  /** What the calculator says when its script could not load. */
  fallback: { message: (startingSizes: string) => string; retry: string; reason: string; unknownReason: string };
  /** The link from a product page's calculator to the full calculator. */
  allProducts: string;

  /** The page /dose-calculator. */
  page: {
    title: string;
    description: string;
    eyebrow: string;
    heading: string;
    intro: string;
    assumptionsHeading: string;
    assumptions: (water: Figure) => readonly string[];
    tableEyebrow: string;
    tableHeading: string;
    tableIntro: (tank: Figure, water: Figure) => string;
    tableCaption: (tank: Figure, water: Figure) => string;
    columns: {
      product: string;
      use: string;
      dose: string;
      perTank: (tank: Figure) => string;
      perAcre: (water: Figure) => string;
      schedule: string;
    };
    /** The “use” cell of a product with one way of use. */
    sprayUse: string;
    /** The “use” cells of MultiBalance 4 in 1, by the pH of the spray water. */
    waterPhUse: Record<RuleIdOf<'multibalance'>, string>;
    luresHeading: string;
    luresCaption: string;
    lureColumns: { use: string; lures: string; replace: string; total: string };
    monitoringLures: (perKm2: Figure) => string;
    controlLures: (perAcre: Figure) => string;
    monitoringTotal: (perYear: Figure) => string;
    controlTotal: (lure: string, perSeason: Figure) => string;
    productPageLink: (product: string) => string;
    /** What the visitor was looking at, for the WhatsApp message of the page's closing band. */
    ctaSubject: string;
  };

  /** The section a product page embeds. */
  section: {
    eyebrow: string;
    heading: Record<'spray' | 'lures' | 'all', string>;
    intro: Record<'spray' | 'lures' | 'all', string>;
    jump: string;
  };
}
