import { useState } from 'react';
import { notify } from '../toast/notify.ts';
import { checkChosenFile } from './file-check.ts';

/**
 * The chosen CV of a careers form. A file of the wrong type or size is refused the moment it is
 * chosen: the input is emptied (a new `resetKey` remounts it), `onProblem` gets the message for the
 * field and a warning toast says it. `onProblem(undefined)` clears the field's error on a good choice.
 */
export function useCvFile(allowed: ReadonlyArray<'pdf' | 'doc' | 'docx'>, onProblem: (message: string | undefined) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);

  const clear = () => {
    setFile(null);
    setResetKey((key) => key + 1);
  };

  const choose = (chosen: File | null) => {
    const problem = checkChosenFile(chosen, allowed);
    onProblem(problem ?? undefined);
    if (problem) {
      notify({ tone: 'warning', message: problem });
      clear();
      return;
    }
    setFile(chosen);
  };

  return { file, resetKey, choose, clear };
}
