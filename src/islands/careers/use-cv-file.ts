import { useCallback } from 'react';
import { notify } from '../toast/notify.ts';
import type { CvExtension } from '../../lib/validation/forms.ts';
import { checkChosenFile } from './file-check.ts';

/**
 * The check of a careers form's CV field the moment a file is chosen: a file of the wrong type or
 * size is refused (the field empties itself), its message is shown on the `cv` field (through the
 * form's `setError`) and in a warning toast; a good choice clears the field's error.
 * Returns the FileField's `onChoose`.
 */
export function useCvCheck(
  allowed: readonly CvExtension[],
  setError: (field: 'cv', message: string | undefined) => void,
) {
  return useCallback(
    (chosen: File | null): string | null => {
      const problem = checkChosenFile(chosen, allowed);
      setError('cv', problem ?? undefined);
      if (problem) notify({ tone: 'warning', message: problem });
      return problem;
    },
    [allowed, setError],
  );
}
