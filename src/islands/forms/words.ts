import { createContext, useContext } from 'react';
import type { FormsCopy } from '../../content/forms/types.ts';

/**
 * The form words of the page's language, for the parts deep inside a form (fields, the submit row,
 * the product picker). The island picks the edition from its `locale` prop and provides it here
 * (IslandForm does it for every form), so a field needs no words passed down to it.
 */
export const FormWords = createContext<FormsCopy | null>(null);

/** The form words provided above; a part used outside a provider is a programming error. */
export function useFormWords(): FormsCopy {
  const words = useContext(FormWords);
  if (!words) throw new Error('A form part is used outside a FormWords provider.');
  return words;
}
