/** Brand colours shared by the site's generated pictures. */
export const BRAND = {
  forest: '#0c3b2e',
  deep: '#072a21',
  green: '#1f7a4d',
  leaf: '#4f9d3a',
  lime: '#a6ce39',
  teal: '#0f766e',
  amber: '#f2a93b',
  sun: '#ffcf70',
  orange: '#ee7b3a',
  cream: '#f7f3e8',
  navy: '#13233a',
  steel: '#9fb2c1',
  ink: '#0b1a17',
} as const;
