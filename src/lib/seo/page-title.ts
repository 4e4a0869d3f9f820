import { company } from '../../content/company/identity.ts';

/** What follows a page's own title in its `<title>`: " | " and the company's name. */
export const pageTitleSuffix = ` | ${company.name}`;

/** A page's `<title>`: its own title and the company's name, unless it already names the company. */
export function fullPageTitle(title: string): string {
  return title.includes(company.shortName) || title.includes(company.name) ? title : `${title}${pageTitleSuffix}`;
}
