import { company, formatAddress } from '../../content/company/identity.ts';

/**
 * Serialises structured data for a <script type="application/ld+json"> block. `<`, `>`, `&`
 * and the two JavaScript line separators are written as \u escapes, so a product name that
 * contains "</script>" cannot end the block early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** schema.org Organization for the company, shared by every page. */
export function organizationJsonLd(site: URL): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.legalName,
    alternateName: company.name,
    url: site.href,
    logo: new URL('/favicon.svg', site).href,
    email: company.email,
    telephone: company.phone.e164,
    foundingDate: String(company.established),
    address: { '@type': 'PostalAddress', streetAddress: formatAddress(), addressLocality: company.address.city, addressRegion: company.address.state, postalCode: company.address.postalCode, addressCountry: company.address.countryCode },
    sameAs: Object.values(company.social),
  };
}

/** schema.org BreadcrumbList from (name, path) pairs. */
export function breadcrumbJsonLd(site: URL, crumbs: ReadonlyArray<{ name: string; path: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, site).href,
    })),
  };
}
