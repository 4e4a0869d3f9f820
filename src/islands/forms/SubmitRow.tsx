import type { Notice } from '../../lib/api/client.ts';
import { useFormWords } from './words.ts';

/**
 * The submit button and what happened last. While sending, the button is disabled and says so;
 * after a few seconds it admits the network is slow. The last outcome stays written below it
 * after its toast has gone.
 */
export function SubmitRow({
  label,
  sending,
  slow,
  outcome,
  progress,
}: {
  label: string;
  sending: boolean;
  slow: boolean;
  outcome: Notice | null;
  /** Upload progress, 0 to 1, while a file is being sent. */
  progress?: number | null | undefined;
}) {
  const { submitRow } = useFormWords();
  return (
    <div className="fm-submit">
      <button type="submit" className="button fm-submit__button" disabled={sending}>
        {sending && <span className="fm-spinner" aria-hidden="true" />}
        {sending ? submitRow.sending : label}
      </button>
      {progress !== undefined && progress !== null && (
        <div className="fm-progress">
          <label className="fm-hint">
            {submitRow.uploading(Math.round(progress * 100))}
            <progress max={100} value={Math.round(progress * 100)} />
          </label>
        </div>
      )}
      <p className="fm-hint fm-submit__status" aria-live="polite" data-held-text={submitRow.held}>
        {sending && slow ? submitRow.slow : ''}
      </p>
      {!sending && outcome && <p className={`fm-outcome fm-outcome--${outcome.tone}`}>{outcome.message}</p>}
    </div>
  );
}
