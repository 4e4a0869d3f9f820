/**
 * Sub-categories left out of the home finder and the category search: every formulation type under
 * "Agro - Emulsifiers" but Oil Emulsifier (their pages are still linked from that sub-category). The
 * catalogue tree matches them whatever their case or spacing.
 */
export const hiddenFromFinder: readonly string[] = [
  'Emulsifier for EC',
  'Nitrobenzene Emulsifier',
  'Surfactant For SC',
  'Surfactant For WP',
  'Adjuvant For SL',
  'Conventional Emulsifier',
];
