/** A quantity given as a range (min–max); a single figure has min equal to max. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/** A range from its ends, or a single figure when only one is given. */
export function toRange(min: number, max: number = min): Range {
  return { min, max };
}

/** Both ends multiplied by `factor`. */
export function scaleRange(range: Range, factor: number): Range {
  return { min: range.min * factor, max: range.max * factor };
}

// Products of decimals such as 0.7 × 15 land a hair off the true figure; this much is noise, not quantity.
const EPSILON = 1e-9;

/** The next whole number up, ignoring floating-point noise (2.0000000001 is 2, not 3). */
export function ceilWhole(value: number): number {
  return Math.ceil(value - EPSILON);
}

/** Both ends rounded up to whole numbers: lures and pump loads come whole. */
export function ceilRange(range: Range): Range {
  return { min: ceilWhole(range.min), max: ceilWhole(range.max) };
}
