import type { ReactNode, Ref, SubmitEvent, SyntheticEvent } from 'react';
import type { FormsCopy } from '../../content/forms/types.ts';
import type { Notice } from '../../lib/api/client.ts';
import { Honeypot } from './fields.tsx';
import { SubmitRow } from './SubmitRow.tsx';
import { FormWords } from './words.ts';

/**
 * The frame every form island shares: a native form that the island sends itself (noValidate: the
 * island's own rules speak, in the site's words), its fields in a grid, the bot trap and the submit
 * row. `draft` names the form's draft, kept while the visitor types (see the interaction directive).
 * It provides the form's words (the page's language) to every part inside it.
 */
export function IslandForm({
  ref,
  ...props
}: {
  /** The form element (a plain prop, as in React 19), for the form hooks. */
  ref: Ref<HTMLFormElement>;
  idPrefix: string;
  /** The form's accessible name, where the page gives it no heading of its own. */
  label?: string;
  draft: string;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** The form's state from useIslandForm: its words, its input handler, the sending state and the last outcome. */
  island: {
    copy: FormsCopy;
    onInput: (event: SyntheticEvent<HTMLFormElement>) => void;
    sending: boolean;
    slow: boolean;
    outcome: Notice | null;
  };
  /** One column whatever the width (the careers side column). */
  single?: boolean;
  submitLabel: string;
  /** Upload progress, 0 to 1, while a file is being sent. */
  progress?: number | null;
  children: ReactNode;
}) {
  return (
    <FormWords value={props.island.copy}>
      <form
        ref={ref}
        className="fm-form"
        method="post"
        noValidate
        onSubmit={props.onSubmit}
        onInput={props.island.onInput}
        aria-label={props.label}
        aria-busy={props.island.sending}
        data-draft={props.draft}
      >
        <div className={props.single ? 'fm-grid fm-grid--single' : 'fm-grid'}>{props.children}</div>
        <Honeypot idPrefix={props.idPrefix} />
        <SubmitRow
          label={props.submitLabel}
          sending={props.island.sending}
          slow={props.island.slow}
          outcome={props.island.outcome}
          progress={props.progress}
        />
      </form>
    </FormWords>
  );
}
