/** A link of the navigation bar, with the links of its menu if it has one. */
export interface NavItem {
  title: string;
  path: string;
  subLinks?: readonly NavItem[];
}

/** The navigation bar, in order; Categories opens a menu of the six categories. */
export const navItems: readonly NavItem[] = [
  { title: 'Home', path: '/' },
  {
    title: 'Categories',
    path: '/Categories',
    subLinks: [
      { title: 'Agro chemicals and emulsifiers', path: '/Agro' },
      { title: 'Fertilizers', path: '/Categories/Fertilizers' },
      { title: 'Silicone Super Spreader', path: '/Categories/Silicone-Super-Spreader' },
      { title: 'Paint Additives', path: '/Categories/Paint-Additives' },
      { title: 'General Emulsifiers', path: '/Categories/General-Emulsifiers' },
      { title: 'Home and Industrial Cleaning', path: '/Categories/Home-Industrial-Cleaning' },
    ],
  },
  { title: 'About', path: '/about' },
  { title: 'Contact', path: '/contact' },
  { title: 'Career', path: '/career' },
];
