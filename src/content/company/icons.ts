/**
 * Line icons used by the company copy (strengths, services, contact details).
 *
 * Every icon is drawn on a 24×24 grid as stroke-only path data, meant to be
 * rendered as:
 *
 * ```html
 * <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75"
 *      stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">
 *   <path d="…" /> …
 * </svg>
 * ```
 *
 * Inline SVG keeps the icons in the first HTML response with no extra request
 * and lets them take the text colour. To add an icon, add an entry here; its
 * key becomes a valid {@link IconName} everywhere.
 */
export const icons = {
  shieldCheck: ['M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z', 'M8.5 12l2.5 2.5 4.5-4.5'],
  flask: ['M9 3h6', 'M10 3v6l-5.2 9.2A1.8 1.8 0 0 0 6.4 21h11.2a1.8 1.8 0 0 0 1.6-2.8L14 9V3', 'M7.4 15h9.2'],
  globe: [
    'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z',
    'M3 12h18',
    'M12 3c2.4 2.6 3.7 5.6 3.7 9s-1.3 6.4-3.7 9c-2.4-2.6-3.7-5.6-3.7-9S9.6 5.6 12 3z',
  ],
  factory: ['M2 21h20', 'M4 21V10l5 3.5V10l5 3.5V4h4.5l1 17', 'M8 17h2', 'M13 17h2'],
  sliders: ['M4 6h9', 'M17 6h3', 'M15 4v4', 'M4 12h3', 'M11 12h9', 'M9 10v4', 'M4 18h11', 'M19 18h1', 'M17 16v4'],
  truck: [
    'M3 6h11v10H3z',
    'M14 9h4l3 3.5V16h-7',
    'M5.5 18.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0z',
    'M15.5 18.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0z',
  ],
  headset: [
    'M4 14v-2a8 8 0 0 1 16 0v2',
    'M4 14h3v5H5a1 1 0 0 1-1-1z',
    'M20 14h-3v5h2a1 1 0 0 0 1-1z',
    'M17 19c0 1.1-1.8 2-4 2h-1',
  ],
  sprout: ['M12 21v-8', 'M12 13C12 8.5 8.8 5 4 5c0 4.6 3.4 8 8 8z', 'M12 11c0-4.2 3-7 8-7 0 4.4-3.2 7-8 7z'],
  droplet: ['M12 3s6 6.4 6 11a6 6 0 0 1-12 0c0-4.6 6-11 6-11z', 'M9 14.5a3 3 0 0 0 3 3'],
  drum: [
    'M6 5c0-1.1 2.7-2 6-2s6 .9 6 2v14c0 1.1-2.7 2-6 2s-6-.9-6-2z',
    'M6 5c0 1.1 2.7 2 6 2s6-.9 6-2',
    'M6 12c0 1.1 2.7 2 6 2s6-.9 6-2',
  ],
  award: ['M12 15a6 6 0 1 0 0-12 6 6 0 1 0 0 12z', 'M8.5 13.9L7 21l5-2.5 5 2.5-1.5-7.1'],
  users: [
    'M9 11a4 4 0 1 0 0-8 4 4 0 1 0 0 8z',
    'M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1',
    'M16 3.5a4 4 0 0 1 0 7',
    'M19 14.6a6 6 0 0 1 3 5.4v1',
  ],
  clock: ['M12 21a9 9 0 1 0 0-18 9 9 0 1 0 0 18z', 'M12 7v5l3 2'],
  phone: [
    'M5 4h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 6.1 6.1l1.4-2.3L20 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  ],
  mail: ['M3 5h18v14H3z', 'M3 6l9 7 9-7'],
  mapPin: ['M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z', 'M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 1 0 0 5z'],
} as const satisfies Record<string, readonly string[]>;

/** The name of an icon in {@link icons}. */
export type IconName = keyof typeof icons;

/** The `viewBox` every icon in {@link icons} is drawn for. */
export const ICON_VIEW_BOX = '0 0 24 24';
