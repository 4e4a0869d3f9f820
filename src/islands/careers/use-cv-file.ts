import { useCallback } from 'react';
import type { ValidationMessages } from '../../content/forms/types.ts';
import { notify } from '../toast/notify.ts';
import type { CvExtension } from '../../lib/validation/forms.ts';
import { checkChosenFile } from './file-check.ts';

/**
 * The check of a careers form's CV field the moment a file is chosen: a file of the wrong type or
 * size is refused (the field empties itself), its message is shown on the `cv` field (through the
 * form's `setError`) and in a warning toast, in `messages` (the page's language); a good choice clears the field's error, no choice leaves it.
 * Returns the FileField's `onChoose`.
 */
export function useCvCheck(
  allowed: readonly CvExtension[],
  setError: (field: 'cv', message: string | undefined) => void,
  messages: ValidationMessages,
) {
  return useCallback(
    (chosen: File | null): string | null => {
      // No file: the chooser was cancelled, or the field was emptied after a refusal (React may replay
      // the change event of a file chosen while the island woke, after the refusal emptied it). A
      // refusal's message stays: it says why the field is empty.
      if (!chosen) return null;
      const problem = checkChosenFile(chosen, allowed, messages);
      setError('cv', problem ?? undefined);
      if (problem) notify({ tone: 'warning', message: problem });
      return problem;
    },
    [allowed, setError, messages],
  );
}
