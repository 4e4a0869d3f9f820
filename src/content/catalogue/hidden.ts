/**
 * Sub-categories left out of the home finder and the category search: every formulation type under
 * "Agro - Emulsifiers" but Oil Emulsifier (their pages are still linked from that sub-category).
 * Names are exact.
 */
export const hiddenFromFinder: readonly string[] = [
  'Emulsifier for EC',
  'Nitrobenzene Emulsifier',
  'Surfactant For SC',
  'Surfactant For WP',
  'Adjuvant For SL',
  'Conventional Emulsifier',
];

/** True when a sub-category must not be offered in the finder or search. */
export function isHiddenFromFinder(name: string): boolean {
  return hiddenFromFinder.includes(name);
}
