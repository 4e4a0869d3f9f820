/**
 * The editions of the dose calculator's words. A Hindi edition is one more entry of type DoseCopy
 * (./types.ts); pages and the calculator choose one by its key.
 */
import { doseCopyEn } from './copy-en.ts';
import type { DoseCopy } from './types.ts';

export const doseCopies = { en: doseCopyEn } as const satisfies Record<string, DoseCopy>;

/** A language the dose calculator is written in. */
export type DoseLocale = keyof typeof doseCopies;

/** The dose calculator's words in a language. */
export function getDoseCopy(locale: DoseLocale = 'en'): DoseCopy {
  return doseCopies[locale];
}

export type { DoseCopy } from './types.ts';
