import { useCallback, useEffect, useId, useState, type SubmitEvent } from 'react';
import { clientMessages, type Notice } from '../../lib/api/client.ts';
import { acceptFor, JobApplySchema, limits } from '../../lib/validation/forms.ts';
import { FileField, Honeypot, TextField } from '../forms/fields.tsx';
import { SubmitRow } from '../forms/SubmitRow.tsx';
import { readFields, readFile, useIslandForm } from '../forms/use-island-form.ts';
import { useSubmission } from '../forms/use-submission.ts';
import { dialogOpenedEvent, openedAtAttribute } from '../hydration/protocol.ts';
import { notify } from '../toast/notify.ts';
import { composeOtherDetails, describeApplication, sendApplication } from './send-application.ts';
import { useCvCheck } from './use-cv-file.ts';

/** How long the modal stays open after a successful application. */
export const closeAfterSuccessMs = 3000;

const pdfOnly = ['pdf'] as const;

/**
 * The Apply Now form: name and email required, a PDF CV required; the CV is uploaded first, then
 * the candidate is posted. The job comes from the Apply Now button (copied onto the dialog when it
 * opened). The modal closes 3 s after success, unless it was opened again meanwhile.
 */
export default function JobApplyForm() {
  const idPrefix = useId();
  const { form, errors, setError, onInput, validate, reset } = useIslandForm<'name' | 'email' | 'cv'>();
  const onChoose = useCvCheck(
    pdfOnly,
    useCallback(
      (problem: string | undefined) => {
        setError('cv', problem);
      },
      [setError],
    ),
  );
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { sending, slow, run, stopBot, markSent } = useSubmission();

  useEffect(() => {
    const dialog = form.current?.closest('dialog');
    if (!dialog) return;
    const onOpened = () => {
      setOutcome(null);
    };
    dialog.addEventListener(dialogOpenedEvent, onOpened);
    return () => {
      dialog.removeEventListener(dialogOpenedEvent, onOpened);
    };
  }, [form]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const dialog = element.closest('dialog');
    const { jobId = '', jobRole = '', jobDepartment = '' } = dialog?.dataset ?? {};
    setOutcome(null);
    const values = readFields(element);
    const cv = readFile(element, 'cv');
    if (
      !validate(JobApplySchema, { name: values['name'] ?? '', email: values['email'] ?? '', cv }) ||
      stopBot(element, reset)
    )
      return;
    void run(async () => {
      setProgress(0);
      const sent = await sendApplication(
        cv,
        {
          name: (values['name'] ?? '').trim(),
          emailId: (values['email'] ?? '').trim(),
          role: jobRole,
          department: jobDepartment,
          otherDetails: composeOtherDetails({ note: values['note'] ?? '', phone: values['phone'] ?? '', jobId }),
        },
        setProgress,
      );
      setProgress(null);
      const reply = describeApplication(sent, {
        success: 'Thank you. Your application has been sent.',
        fallback: clientMessages.jobFallback,
      });
      notify(reply.toast);
      setOutcome(
        reply.received
          ? { tone: 'success', message: `${reply.notice.message} This window closes in a moment.` }
          : reply.notice,
      );
      if (reply.received) {
        reset();
        markSent();
        const opening = dialog?.getAttribute(openedAtAttribute);
        setTimeout(() => {
          if (dialog?.open && dialog.getAttribute(openedAtAttribute) === opening) dialog.close();
        }, closeAfterSuccessMs);
      }
    });
  };

  return (
    <form
      ref={form}
      className="fm-form"
      method="post"
      noValidate
      onSubmit={submit}
      onInput={onInput}
      aria-busy={sending}
      data-draft="job"
    >
      <div className="fm-grid">
        <TextField
          idPrefix={idPrefix}
          name="name"
          label="Full name"
          needed
          autoComplete="name"
          maxLength={limits.name}
          error={errors.name}
        />
        <TextField
          idPrefix={idPrefix}
          name="email"
          label="Email"
          needed
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={limits.email}
          error={errors.email}
        />
        <TextField
          idPrefix={idPrefix}
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={limits.phone}
        />
        <TextField
          idPrefix={idPrefix}
          name="note"
          label="About you"
          multiline
          rows={3}
          maxLength={limits.message}
          hint="Experience, current location, notice period: anything that helps our HR team."
        />
        <FileField
          idPrefix={idPrefix}
          name="cv"
          label="Your CV (PDF, up to 5 MB)"
          needed
          accept={acceptFor([...pdfOnly])}
          onChoose={onChoose}
          error={errors.cv}
        />
      </div>
      <Honeypot idPrefix={idPrefix} />
      <SubmitRow label="Submit application" sending={sending} slow={slow} outcome={outcome} progress={progress} />
    </form>
  );
}
