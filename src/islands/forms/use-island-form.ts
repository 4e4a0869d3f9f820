import { useCallback, useRef, useState, type SyntheticEvent } from 'react';
import type { GenericSchema } from 'valibot';
import { firstProblem } from '../../lib/validation/forms.ts';
import { useWokenForm } from '../hydration/use-woken-form.ts';
import { notify } from '../toast/notify.ts';
import { clearDraft } from './draft.ts';

/** The text value of every named field of a form, as its submit sends it (files left out). */
export function readFields(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

/** The file chosen in a form's file field, if any. */
export function readFile(form: HTMLFormElement, name: string): File | null {
  const value = new FormData(form).get(name);
  return value instanceof File && value.name !== '' ? value : null;
}

/**
 * What every form island shares. The form's fields are the page's own (uncontrolled), so what the
 * visitor typed before the island woke is what it sends. On waking it tells the interaction
 * directive that submits are its own now, and sends a Send that was pressed while it was still
 * asleep. It keeps one error per field (cleared as the visitor edits that field) and shows the first
 * problem a schema finds. `Field` names the fields that can show an error.
 */
export function useIslandForm<Field extends string>() {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  useWokenForm(form);

  const setError = useCallback((field: Field, message: string | undefined) => {
    setErrors((current) => ({ ...current, [field]: message }));
  }, []);

  /**
   * The form's onInput: editing a field clears its error. Selects and file inputs send a plain
   * `input` Event, not an InputEvent, hence React's general SyntheticEvent type.
   */
  const onInput = useCallback((event: SyntheticEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as Field;
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  /**
   * Checks `input` against `schema`; on the first problem shows it on its field and in a warning
   * toast, moves focus to that field and returns false.
   */
  const validate = (schema: GenericSchema, input: unknown): boolean => {
    const problem = firstProblem(schema, input);
    if (!problem) return true;
    setErrors({ [problem.field]: problem.message } as Partial<Record<Field, string>>);
    notify({ tone: 'warning', message: problem.message });
    (form.current?.elements.namedItem(problem.field) as HTMLElement | null)?.focus();
    return false;
  };

  /** Empties the form after a successful send, and forgets its draft. */
  const reset = useCallback(() => {
    const element = form.current;
    if (!element) return;
    element.reset();
    clearDraft(element);
    setErrors({});
  }, []);

  return { form, errors, setError, onInput, validate, reset };
}
