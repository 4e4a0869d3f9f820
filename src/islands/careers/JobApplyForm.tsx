import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { clientMessages, describeSubmit, type Notice } from '../../lib/api/client.ts';
import { acceptFor, JobApplySchema, limits, messages } from '../../lib/validation/forms.ts';
import type { JobRef } from '../dialogs/store.ts';
import { FileField, Honeypot, TextField } from '../forms/fields.tsx';
import { SubmitRow } from '../forms/SubmitRow.tsx';
import { useFormFields } from '../forms/use-form-fields.ts';
import { useSubmission } from '../forms/use-submission.ts';
import { notify } from '../toast/notify.ts';
import { composeOtherDetails, sendApplication, uploadFailedNotice } from './send-application.ts';
import { useCvFile } from './use-cv-file.ts';

/** How long the modal stays open after a successful application (SPEC.md §4). */
export const closeAfterSuccessMs = 3000;

const empty = { name: '', email: '', phone: '', note: '', website: '' };

/**
 * The Apply Now form (SPEC.md §5): name and email required, a PDF CV required; the CV is
 * uploaded first, then the candidate is posted. Closes 3 s after success.
 */
export function JobApplyForm({ job, openedAt, onDone }: { job: JobRef | null; openedAt: number; onDone: () => void }) {
  const idPrefix = useId();
  const { form, values, errors, setError, set, validate, clear } = useFormFields<typeof empty, 'cv'>(empty);
  const cv = useCvFile(['pdf'], (problem) => setError('cv', problem));
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { sending, slow, run, stopBot, restartClock } = useSubmission();
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  // Which opening of the modal this is (0 while closed), so a late close never hits a later opening.
  const openingRef = useRef(openedAt);
  openingRef.current = openedAt;

  useEffect(() => {
    restartClock();
    setOutcome(null);
  }, [openedAt, restartClock]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (!validate(JobApplySchema, { name: values.name, email: values.email, cv: cv.file }) || stopBot(values.website, clear)) return;
    void run(async () => {
      setProgress(0);
      const sent = await sendApplication(
        cv.file,
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
        setOutcome(uploadFailedNotice(sent.detail));
        return;
      }
      const notice = describeSubmit(sent.result, { success: 'Thank you. Your application has been sent.', fallback: clientMessages.jobFallback });
      notify(notice);
      setOutcome(notice.tone === 'success' ? { tone: 'success', message: `${notice.message} This window closes in a moment.` } : notice);
      if (sent.result.kind === 'success') {
        clear();
        cv.clear();
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
          onChange={cv.choose}
          resetKey={cv.resetKey}
          error={errors.cv}
        />
      </div>
      <Honeypot idPrefix={idPrefix} value={values.website} onChange={set('website')} />
      <SubmitRow label="Submit application" sending={sending} slow={slow} outcome={outcome} progress={progress} />
    </form>
  );
}
