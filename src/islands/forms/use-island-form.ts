import { useCallback, useRef, useState, type SubmitEvent, type SyntheticEvent } from 'react';
import type { GenericSchema } from 'valibot';
import type { FormsCopy } from '../../content/forms/types.ts';
import type { Notice } from '../../lib/api/client.ts';
import { firstProblem } from '../../lib/validation/forms.ts';
import { useWokenForm } from '../hydration/use-woken-form.ts';
import { notify } from '../toast/notify.ts';
import { clearDraft } from './draft.ts';
import { useSubmission } from './use-submission.ts';

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
 * problem a schema finds, and the sending state of useSubmission. `Field` names the fields that can
 * show an error. `copy` is the form's words in the page's language (its rules' messages among them).
 */
export function useIslandForm<Field extends string>(copy: FormsCopy) {
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  /** What the last send came to, written under the Send button after its toast has gone. */
  const [outcome, setOutcome] = useState<Notice | null>(null);

  useWokenForm(ref);

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
    const problem = firstProblem(schema, input, copy.validation);
    if (!problem) return true;
    setErrors({ [problem.field]: problem.message } as Partial<Record<Field, string>>);
    notify({ tone: 'warning', message: problem.message });
    (ref.current?.elements.namedItem(problem.field) as HTMLElement | null)?.focus();
    return false;
  };

  /**
   * The start of every submit handler: the island sends the form itself, the last outcome gives way
   * to the new attempt, and the fields are read as the page holds them.
   */
  const startSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const element = event.currentTarget;
    return { element, values: readFields(element) };
  };

  /** Empties the form after a successful send, and forgets its draft. */
  const reset = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    element.reset();
    clearDraft(element);
    setErrors({});
  }, []);

  const { sending, slow, run, stopBot: stopBotSubmit, markSent } = useSubmission(copy);

  /** Stops a bot's submit (see useSubmission); a filled trap field makes the form look sent. */
  const stopBot = (element: HTMLFormElement) => stopBotSubmit(element, reset);

  /** After a send the server took: the form empties, and the next message needs its own time. */
  const sent = () => {
    reset();
    markSent();
  };

  return {
    ref,
    copy,
    errors,
    setError,
    onInput,
    validate,
    outcome,
    setOutcome,
    startSubmit,
    sending,
    slow,
    run,
    stopBot,
    sent,
  };
}
