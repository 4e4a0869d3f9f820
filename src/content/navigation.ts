import type { Locale } from '../lib/i18n/locale.ts';
import { getSiteCopy } from './site/copy.ts';

/** A link of the navigation bar, with the links of its menu if it has one. Paths are locale-free. */
export interface NavItem {
  title: string;
  path: string;
  subLinks?: readonly NavItem[];
}

/** The Categories menu's links, in order: the agro landing and five categories. */
export const categoryMenuPaths = [
  '/Agro',
  '/Categories/Fertilizers',
  '/Categories/Silicone-Super-Spreader',
  '/Categories/Paint-Additives',
  '/Categories/General-Emulsifiers',
  '/Categories/Home-Industrial-Cleaning',
] as const;

export type CategoryMenuPath = (typeof categoryMenuPaths)[number];

/** The navigation bar in a language, in order; Categories opens a menu of the six categories. */
export function getNavItems(locale: Locale): readonly NavItem[] {
  const copy = getSiteCopy(locale);
  return [
    { title: copy.nav.home, path: '/' },
    {
      title: copy.nav.categories,
      path: '/Categories',
      subLinks: categoryMenuPaths.map((path) => ({ title: copy.categoryLinks[path], path })),
    },
    { title: copy.nav.about, path: '/about' },
    { title: copy.nav.contact, path: '/contact' },
    { title: copy.nav.career, path: '/career' },
  ];
}

/** The navigation bar with its English titles, for code that needs only its paths. */
export const navItems: readonly NavItem[] = getNavItems('en');
