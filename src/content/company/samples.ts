/**
 * The company facts still in use as samples, in the order of the launch checklist (README, "Company
 * facts"): who the company is, how to reach it, what it claims, its people and history, its events.
 * Every build lists them; a production build stops on them.
 */

import type { CompanyFacts, Fact } from './facts-schema.ts';

/** One sample fact: where it is in company.json, what to call it, and the stand-in it holds now. */
export interface SampleFact {
  /** Dot path in company.json, e.g. "social.linkedin" or "founders.0". */
  path: string;
  /** What the company is asked for, e.g. "WhatsApp number". */
  label: string;
  /** The sample value, shortened for one line. */
  value: string;
}

const MAX_VALUE_LENGTH = 90;

/** A value on one line: strings quoted, lists and objects joined, long text cut. */
function showValue(value: unknown): string {
  const flat = (item: unknown): string[] => {
    if (item === null || item === undefined) return [];
    if (Array.isArray(item)) return item.flatMap(flat);
    if (typeof item === 'object') return Object.values(item).flatMap(flat);
    // What is left of parsed JSON: a string, a number or a boolean.
    if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') return [String(item)];
    return [];
  };
  const text = typeof value === 'string' ? `"${value}"` : value === null ? 'none' : flat(value).join(', ');
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** Every fact of company.json with its path and label, in checklist order. */
function listFacts(facts: CompanyFacts): Array<{ path: string; label: string; fact: Fact<unknown> }> {
  const social = facts.social;
  return [
    { path: 'legalName', label: 'legal name', fact: facts.legalName },
    { path: 'brand', label: 'trading name, short name, tagline and logo wordmark', fact: facts.brand },
    { path: 'established', label: 'year established', fact: facts.established },
    { path: 'address', label: 'address and map link', fact: facts.address },
    { path: 'phone', label: 'phone', fact: facts.phone },
    { path: 'whatsapp', label: 'WhatsApp number', fact: facts.whatsapp },
    { path: 'email', label: 'enquiry e-mail (also the privacy contact)', fact: facts.email },
    { path: 'careersEmail', label: 'careers e-mail', fact: facts.careersEmail },
    { path: 'workingHours', label: 'working hours', fact: facts.workingHours },
    { path: 'social.linkedin', label: 'LinkedIn page', fact: social.linkedin },
    { path: 'social.youtube', label: 'YouTube channel', fact: social.youtube },
    { path: 'social.facebook', label: 'Facebook page', fact: social.facebook },
    { path: 'social.instagram', label: 'Instagram profile', fact: social.instagram },
    { path: 'premisesSqFt', label: 'premises area', fact: facts.premisesSqFt },
    { path: 'certifications', label: 'certifications', fact: facts.certifications },
    { path: 'exportCountries', label: 'export countries', fact: facts.exportCountries },
    ...facts.groupCompanies.map((entry, index) => ({
      path: `groupCompanies.${index}`,
      label: `group company founded ${entry.value.year}: name and business`,
      fact: entry,
    })),
    ...facts.founders.map((entry, index) => ({
      path: `founders.${index}`,
      label: `founder ${index + 1}: name, biography and photo`,
      fact: entry,
    })),
    ...facts.timeline.map((entry, index) => ({
      path: `timeline.${index}`,
      label: `timeline ${entry.value.year}: “${entry.value.title}”`,
      fact: entry,
    })),
    ...facts.events.flatMap((event, index) => {
      const name = `${event.place.value} event (${event.date.value})`;
      return [
        { path: `events.${index}.date`, label: `${name}: date`, fact: event.date },
        { path: `events.${index}.place`, label: `${name}: place`, fact: event.place },
        { path: `events.${index}.year`, label: `${name}: year`, fact: event.year },
        { path: `events.${index}.description`, label: `${name}: description`, fact: event.description },
        { path: `events.${index}.speaker`, label: `${name}: speaker`, fact: event.speaker },
      ];
    }),
  ];
}

/** The facts still marked "sample", in checklist order. */
export function listSampleFacts(facts: CompanyFacts): SampleFact[] {
  return listFacts(facts)
    .filter((entry) => entry.fact.status === 'sample')
    .map((entry) => ({ path: entry.path, label: entry.label, value: showValue(entry.fact.value) }));
}

/** One line for the end of a build: "36 company facts are samples: legal name, …". */
export function summariseSampleFacts(samples: readonly SampleFact[]): string {
  if (samples.length === 0) return 'all company facts are confirmed';
  const count = samples.length === 1 ? '1 company fact is a sample' : `${samples.length} company facts are samples`;
  return `${count}: ${samples.map((sample) => sample.label).join('; ')}`;
}

/** One line per sample: "- phone (phone): "+91 …"". */
export function describeSampleFacts(samples: readonly SampleFact[]): string[] {
  return samples.map((sample) => `- ${sample.label} [${sample.path}]: ${sample.value}`);
}
