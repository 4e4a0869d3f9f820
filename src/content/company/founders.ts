/**
 * The group's three founders from company.json, cycled by the home page's founders section and
 * listed on the About page. Their names and biographies are the company's own words; only the role
 * and the picture's description are written in the page's language.
 *
 * Without a photograph from the company, the picture is a monogram of the initials drawn by
 * `npm run images` (scripts/dev/art/), and its text says so.
 */
import { companyFacts } from './facts.ts';
import { toImageSlug } from './image-paths.ts';
import type { Founder } from './types.ts';

/** The words a language puts around a founder. */
export interface FounderWords {
  role: string;
  photoAlt: (name: string) => string;
  monogramAlt: (name: string) => string;
}

/** Where the image script writes the monogram of a founder without a photograph. */
export function getFounderMonogramPath(name: string): string {
  return `/images/founders/${toImageSlug(name)}.webp`;
}

/** The founders, with their role and picture described in one language. */
export function listFounders(words: FounderWords): Founder[] {
  return companyFacts.founders.map(({ status, value }) => ({
    name: value.name,
    role: words.role,
    image: value.photo ?? getFounderMonogramPath(value.name),
    imageAlt: value.photo ? words.photoAlt(value.name) : words.monogramAlt(value.name),
    description: value.description,
    sample: status === 'sample',
  }));
}
