import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { clientMessages, describeSubmit, type Notice } from '../../lib/api/client.ts';
import { acceptFor, firstProblem, JobApplySchema, limits, messages } from '../../lib/validation/forms.ts';
import type { JobRef } from '../dialogs/store.ts';
import { FileField, Honeypot, TextField } from '../forms/fields.tsx';
import { SubmitRow } from '../forms/SubmitRow.tsx';
import { botMessages, useSubmission } from '../forms/use-submission.ts';
import { notify } from '../toast/notify.ts';
import { checkChosenFile } from './file-check.ts';
import { composeOtherDetails, sendApplication } from './send-application.ts';

/** How long the modal stays open after a successful application (SPEC.md §4). */
export const closeAfterSuccessMs = 3000;

const empty = { name: '', email: '', phone: '', note: '', website: '' };

type Values = typeof empty;

/**
 * The Apply Now form (SPEC.md §5): name and email required, a PDF CV required; the CV is
 * uploaded first, then the candidate is posted. Closes 3 s after success.
 */
export function JobApplyForm({ job, openedAt, onDone }: { job: JobRef | null; openedAt: number; onDone: () => void }) {
  const idPrefix = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(empty);
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<keyof Values | 'cv', string | undefined>>>({});
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { sending, slow, run, botSign, restartClock } = useSubmission();
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  // Which opening of the modal this is (0 while closed), so a late close never hits a later opening.
  const openingRef = useRef(openedAt);
  openingRef.current = openedAt;

  useEffect(() => {
    restartClock();
    setOutcome(null);
  }, [openedAt, restartClock]);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const choose = (chosen: File | null) => {
    const problem = checkChosenFile(chosen, ['pdf']);
    if (problem) {
      setErrors((current) => ({ ...current, cv: problem }));
      notify({ tone: 'warning', message: problem });
      setFile(null);
      setFileKey((key) => key + 1);
      return;
    }
    setErrors((current) => ({ ...current, cv: undefined }));
    setFile(chosen);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const problem = firstProblem(JobApplySchema, { name: values.name, email: values.email, cv: file });
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      notify({ tone: 'warning', message: problem.message });
      (form.current?.elements.namedItem(problem.field) as HTMLElement | null)?.focus();
      return;
    }
    const bot = botSign(values.website);
    if (bot) {
      notify({ tone: bot === 'honeypot' ? 'success' : 'warning', message: botMessages[bot] });
      restartClock();
      return;
    }
    void run(async () => {
      setProgress(0);
      const sent = await sendApplication(
        file,
        {
          name: values.name.trim(),
          emailId: values.email.trim(),
          role: job?.role ?? '',
          department: job?.department ?? '',
          otherDetails: composeOtherDetails({ note: values.note, phone: values.phone, jobId: job?.id ?? '' }),
        },
        setProgress,
      );
      setProgress(null);
      if (sent.stage === 'upload-failed') {
        notify({ tone: 'error', message: messages.uploadFailed });
        setOutcome({ tone: 'error', message: `${messages.uploadFailed}${sent.detail ? `: ${sent.detail}` : ''}. Please try again.` });
        return;
      }
      const notice = describeSubmit(sent.result, { success: 'Thank you. Your application has been sent.', fallback: clientMessages.jobFallback });
      notify(notice);
      setOutcome(notice.tone === 'success' ? { tone: 'success', message: `${notice.message} This window closes in a moment.` } : notice);
      if (sent.result.kind === 'success') {
        setValues(empty);
        setFile(null);
        setFileKey((key) => key + 1);
        setErrors({});
        const opening = openingRef.current;
        setTimeout(() => {
          if (openingRef.current === opening) doneRef.current();
        }, closeAfterSuccessMs);
      }
    });
  };

  return (
    <form ref={form} className="fm-form" noValidate onSubmit={submit} aria-busy={sending}>
      <div className="fm-grid">
        <TextField idPrefix={idPrefix} name="name" label="Full name" needed value={values.name} onChange={set('name')} autoComplete="name" maxLength={limits.name} error={errors.name} />
        <TextField
          idPrefix={idPrefix}
          name="email"
          label="Email"
          needed
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          maxLength={limits.email}
          error={errors.email}
        />
        <TextField idPrefix={idPrefix} name="phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} maxLength={limits.phone} />
        <TextField
          idPrefix={idPrefix}
          name="note"
          label="About you"
          multiline
          rows={3}
          value={values.note}
          onChange={set('note')}
          maxLength={limits.message}
          hint="Experience, current location, notice period: anything that helps our HR team."
        />
        <FileField
          idPrefix={idPrefix}
          name="cv"
          label="Your CV (PDF, up to 5 MB)"
          needed
          accept={acceptFor(['pdf'])}
          onChange={choose}
          resetKey={fileKey}
          error={errors.cv}
        />
      </div>
      <Honeypot idPrefix={idPrefix} value={values.website} onChange={set('website')} />
      <SubmitRow label="Submit application" sending={sending} slow={slow} outcome={outcome} progress={progress} />
    </form>
  );
}
