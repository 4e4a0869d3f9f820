import { companyFacts } from '../../content/company/facts.ts';
import type { CompanyFacts } from '../../content/company/facts-schema.ts';

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

/**
 * schema.org PostalAddress of the company. Search engines repeat structured data as fact, so the
 * street and postal code appear only once confirmed; Indore, its state and country are known facts.
 */
export function postalAddressJsonLd(facts: CompanyFacts = companyFacts): Record<string, unknown> {
  const address = facts.address.value;
  return {
    '@type': 'PostalAddress',
    ...(facts.address.status === 'confirmed'
      ? { streetAddress: `${address.street}, ${address.locality}`, postalCode: address.postalCode }
      : {}),
    addressLocality: address.city,
    addressRegion: address.state,
    addressCountry: address.countryCode,
  };
}

/**
 * schema.org Organization for the company, shared by every page. Contact details and profiles are
 * included only once confirmed (a sample never reaches a search engine, even from a test build);
 * the name always, as every page needs one.
 */
export function organizationJsonLd(site: URL, facts: CompanyFacts = companyFacts): Record<string, unknown> {
  const confirmed = <T>(fact: { status: string; value: T }): T | undefined =>
    fact.status === 'confirmed' ? fact.value : undefined;
  const email = confirmed(facts.email);
  const phone = confirmed(facts.phone);
  const sameAs = Object.values(facts.social).flatMap((fact) => {
    const url = confirmed(fact);
    return url ? [url] : [];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: facts.legalName.value,
    alternateName: facts.brand.value.name,
    url: site.href,
    logo: new URL('/favicon.svg', site).href,
    ...(email ? { email } : {}),
    ...(phone ? { telephone: phone.e164 } : {}),
    foundingDate: String(facts.established.value),
    address: postalAddressJsonLd(facts),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** schema.org BreadcrumbList from (name, path) pairs. */
export function breadcrumbJsonLd(
  site: URL,
  crumbs: ReadonlyArray<{ name: string; path: string }>,
): Record<string, unknown> {
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
