import { company } from '../../content/company/identity.ts';
import type { Job, Snapshot } from '../../lib/api/types.ts';
import { postalAddressJsonLd } from '../../lib/seo/json-ld.ts';

/**
 * The posting date of an opening (YYYY-MM-DD): the API's date when it sends one, otherwise the day a
 * pull first saw the opening, which stays the same from build to build. Only a snapshot written
 * before first-seen dates were kept lacks both; its pull date stands in then.
 */
export function getDatePosted(job: Job, snapshot: Pick<Snapshot, 'jobsFirstSeen' | 'pulledAt'>): string {
  return (job.postedAt ?? snapshot.jobsFirstSeen[job.id] ?? snapshot.pulledAt).slice(0, 10);
}

const UNIT_TEXT = { year: 'YEAR', month: 'MONTH' } as const;

/**
 * schema.org JobPosting for one opening. The salary is included only when the API says what period it
 * is paid for: a range without its unit would be guessed at.
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
    jobLocation: { '@type': 'Place', address: postalAddressJsonLd() },
    ...(amounts.length > 0 && job.salaryPeriod
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'INR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: Math.min(...amounts),
              maxValue: Math.max(...amounts),
              unitText: UNIT_TEXT[job.salaryPeriod],
            },
          },
        }
      : {}),
  };
}
