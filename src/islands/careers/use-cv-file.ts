import { useCallback } from 'react';
import { notify } from '../toast/notify.ts';
import { checkChosenFile } from './file-check.ts';

/**
 * The check of a careers form's CV field the moment a file is chosen: a file of the wrong type or
 * size is refused (the field empties itself), `onProblem` gets the message for the field and a
 * warning toast says it; `onProblem(undefined)` clears the field's error on a good choice.
 * Returns the FileField's `onChoose`.
 */
export function useCvCheck(
  allowed: ReadonlyArray<'pdf' | 'doc' | 'docx'>,
  onProblem: (message: string | undefined) => void,
) {
  return useCallback(
    (chosen: File | null): string | null => {
      const problem = checkChosenFile(chosen, allowed);
      onProblem(problem ?? undefined);
      if (problem) notify({ tone: 'warning', message: problem });
      return problem;
    },
    [allowed, onProblem],
  );
}
