import { useCallback, useRef, useState } from 'react';
import type { GenericSchema } from 'valibot';
import { firstProblem } from '../../lib/validation/forms.ts';
import { notify } from '../toast/notify.ts';

/**
 * The field state every form shares: the typed values (kept on any failure), one error per field,
 * cleared as the visitor edits it, and the check that shows the first problem SPEC.md §5 names.
 * `Extra` names error slots without a text value, such as a file field.
 */
export function useFormFields<Values extends Record<string, string>, Extra extends string = never>(empty: Values) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values | Extra, string>>>({});

  const setError = useCallback((field: keyof Values | Extra, message: string | undefined) => {
    setErrors((current) => ({ ...current, [field]: message }));
  }, []);

  /** The change handler of one field: stores the value and clears that field's error. */
  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setError(field, undefined);
  };

  /**
   * Checks `input` against `schema`; on the first problem shows it on its field and in a warning
   * toast, moves focus to that field and returns false.
   */
  const validate = (schema: GenericSchema, input: unknown): boolean => {
    const problem = firstProblem(schema, input);
    if (!problem) return true;
    setErrors({ [problem.field]: problem.message } as Partial<Record<keyof Values | Extra, string>>);
    notify({ tone: 'warning', message: problem.message });
    (form.current?.elements.namedItem(problem.field) as HTMLElement | null)?.focus();
    return false;
  };

  /** Empties the form after a successful send. */
  const clear = useCallback(() => {
    setValues(empty);
    setErrors({});
  }, [empty]);

  return { form, values, setValues, errors, setError, set, validate, clear };
}
