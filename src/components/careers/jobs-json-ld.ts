import { company, formatAddress } from '../../content/company/identity.ts';
import type { Job } from '../../lib/api/types.ts';

/**
 * schema.org JobPosting for one opening. The API gives no posting date, so the date of the pull
 * (when the opening was last confirmed open) stands in for it. Salaries are rupees per year.
 */
export function jobPostingJsonLd(job: Job, site: URL, datePosted: string): Record<string, unknown> {
  const low = job.lowSalary && job.lowSalary > 0 ? job.lowSalary : null;
  const high = job.highSalary && job.highSalary > 0 ? job.highSalary : null;
  const amounts = [low, high].filter((value): value is number => value !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.role,
    description: job.otherDetails || `${job.role} at ${company.name}, ${company.address.city}.`,
    identifier: { '@type': 'PropertyValue', name: company.name, value: job.id },
    datePosted,
    url: new URL(`/career#job-${job.id}`, site).href,
    ...(job.vacancy !== null ? { totalJobOpenings: job.vacancy } : {}),
    hiringOrganization: { '@type': 'Organization', name: company.legalName, sameAs: site.href },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: formatAddress(),
        addressLocality: company.address.city,
        addressRegion: company.address.state,
        postalCode: company.address.postalCode,
        addressCountry: company.address.countryCode,
      },
    },
    ...(amounts.length > 0
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'INR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: Math.min(...amounts),
              maxValue: Math.max(...amounts),
              unitText: 'YEAR',
            },
          },
        }
      : {}),
  };
}
