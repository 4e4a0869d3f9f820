/**
 * Sub-categories left out of the home finder and the category search (SPEC.md §5 "Hidden from
 * finder and search"). The catalogue tree matches them whatever their case or spacing.
 */
export const hiddenFromFinder: readonly string[] = [
  'Emulsifier for EC',
  'Nitrobenzene Emulsifier',
  'Surfactant For SC',
  'Surfactant For WP',
  'Adjuvant For SL',
  'Conventional Emulsifier',
];

