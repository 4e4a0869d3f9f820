/**
 * What the site may say about the company's quality certification. We know only that the company
 * is quality-certified; a named standard appears only once the company has confirmed it.
 */

import { companyFacts } from './facts.ts';
import type { CompanyFacts } from './facts-schema.ts';

/** "ISO 9001:2015 certified" once confirmed, otherwise "quality-certified". Lower case, for running text. */
export function getQualityClaim(facts: CompanyFacts = companyFacts): string {
  const { status, value } = facts.certifications;
  return status === 'confirmed' && value.length > 0 ? `${value.join(' and ')} certified` : 'quality-certified';
}

/** {@link getQualityClaim} with a capital first letter, for titles and labels. */
export function getQualityTitle(facts: CompanyFacts = companyFacts): string {
  const claim = getQualityClaim(facts);
  return `${claim.charAt(0).toUpperCase()}${claim.slice(1)}`;
}
