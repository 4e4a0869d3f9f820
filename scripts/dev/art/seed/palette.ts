/**
 * Colours and default containers per product family, so every family reads at a glance
 * in the catalogue grid (green agro drums, teal silicone jerrycans, orange fertilizer bags …).
 */

export type Family =
  | 'agro-emulsifier'
  | 'silicone'
  | 'silicon-nutrient'
  | 'botanical'
  | 'growth'
  | 'essential-oil'
  | 'pheromone'
  | 'agro-other'
  | 'fertilizer'
  | 'paint'
  | 'general-emulsifier'
  | 'cleaning'
  | 'trading';

export type PackShape = 'drum' | 'jerrycan' | 'bottle' | 'amber' | 'bag' | 'pouch';

export type Icon = 'leaf' | 'drop' | 'hex' | 'flask' | 'sprout' | 'fly' | 'bubbles';

export interface Palette {
  /** Container plastic, metal or film colour. */
  body: string;
  /** Label header band and code badge. */
  accent: string;
  /** Closures and bungs. */
  cap: string;
  /** Label paper. */
  paper: string;
  /** Label text. */
  ink: string;
  icon: Icon;
  /** The container of the main shot and the smaller one of the pack-range shot. */
  shapes: [PackShape, PackShape];
}

const PAPER = '#fbfaf5';
const INK = '#1c2630';

export const PALETTES: Record<Family, Palette> = {
  'agro-emulsifier': {
    body: '#1f6e45',
    accent: '#1a8f4e',
    cap: '#f2c230',
    paper: PAPER,
    ink: INK,
    icon: 'hex',
    shapes: ['drum', 'jerrycan'],
  },
  silicone: {
    body: '#0f6b86',
    accent: '#0f9bb0',
    cap: '#f4f6f7',
    paper: PAPER,
    ink: INK,
    icon: 'drop',
    shapes: ['jerrycan', 'bottle'],
  },
  'silicon-nutrient': {
    body: '#2a5ca6',
    accent: '#2f80d1',
    cap: '#e9eef5',
    paper: PAPER,
    ink: INK,
    icon: 'sprout',
    shapes: ['bottle', 'jerrycan'],
  },
  botanical: {
    body: '#4a6322',
    accent: '#5f8a1f',
    cap: '#e0b43a',
    paper: PAPER,
    ink: INK,
    icon: 'leaf',
    shapes: ['bottle', 'drum'],
  },
  growth: {
    body: '#6a4424',
    accent: '#b5701f',
    cap: '#2f7d32',
    paper: PAPER,
    ink: INK,
    icon: 'sprout',
    shapes: ['bag', 'bottle'],
  },
  'essential-oil': {
    body: '#8c4a0c',
    accent: '#a3561a',
    cap: '#1f1f1f',
    paper: '#fbf6e9',
    ink: '#2b1d10',
    icon: 'leaf',
    shapes: ['amber', 'drum'],
  },
  pheromone: {
    body: '#b9c0c6',
    accent: '#d99a00',
    cap: '#3d4750',
    paper: PAPER,
    ink: INK,
    icon: 'fly',
    shapes: ['pouch', 'pouch'],
  },
  'agro-other': {
    body: '#37505c',
    accent: '#00897b',
    cap: '#e8eef0',
    paper: PAPER,
    ink: INK,
    icon: 'drop',
    shapes: ['jerrycan', 'bottle'],
  },
  fertilizer: {
    body: '#eef0ee',
    accent: '#e2661b',
    cap: '#2e7d32',
    paper: PAPER,
    ink: INK,
    icon: 'sprout',
    shapes: ['bag', 'bag'],
  },
  paint: {
    body: '#46389c',
    accent: '#6d4fc2',
    cap: '#f1f1f4',
    paper: PAPER,
    ink: INK,
    icon: 'flask',
    shapes: ['drum', 'jerrycan'],
  },
  'general-emulsifier': {
    body: '#b97d0e',
    accent: '#d08a00',
    cap: '#244a6e',
    paper: PAPER,
    ink: INK,
    icon: 'hex',
    shapes: ['drum', 'jerrycan'],
  },
  cleaning: {
    body: '#1b7fd4',
    accent: '#0098b8',
    cap: '#f3f6f8',
    paper: PAPER,
    ink: INK,
    icon: 'bubbles',
    shapes: ['bottle', 'jerrycan'],
  },
  trading: {
    body: '#4f6874',
    accent: '#e06b00',
    cap: '#f0f2f3',
    paper: PAPER,
    ink: INK,
    icon: 'flask',
    shapes: ['drum', 'bag'],
  },
};

/** Net contents printed on the label for each container. */
export const NET_QUANTITY: Record<PackShape, string> = {
  drum: '200 kg',
  jerrycan: '50 kg',
  bottle: '1 L',
  amber: '500 ml',
  bag: '25 kg',
  pouch: '10 lures',
};

/** True when `name` is a family with a palette here. */
export function isFamily(name: string): name is Family {
  return Object.hasOwn(PALETTES, name);
}
