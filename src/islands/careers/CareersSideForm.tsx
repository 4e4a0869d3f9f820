import { useCallback, useId, useState, type SubmitEvent } from 'react';
import { careerInterests } from '../../content/company/contact.ts';
import type { Notice } from '../../lib/api/client.ts';
import { acceptFor, CareersSideFormSchema, limits } from '../../lib/validation/forms.ts';
import { FileField, Honeypot, SelectField, TextField } from '../forms/fields.tsx';
import { SubmitRow } from '../forms/SubmitRow.tsx';
import { readFields, readFile, useIslandForm } from '../forms/use-island-form.ts';
import { useSubmission } from '../forms/use-submission.ts';
import { notify } from '../toast/notify.ts';
import { composeOtherDetails, describeApplication, sendApplication } from './send-application.ts';
import { useCvCheck } from './use-cv-file.ts';

const cvTypes = ['pdf', 'doc', 'docx'] as const;

/**
 * The careers page's side form: name, email, phone, career interest and a CV as PDF or Word. It
 * checks no required fields (the server answers for those); a failed upload says "PDF upload failed".
 */
export default function CareersSideForm() {
  const idPrefix = useId();
  const { form, errors, setError, onInput, validate, reset } = useIslandForm<'cv'>();
  const onChoose = useCvCheck(
    cvTypes,
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

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setOutcome(null);
    const values = readFields(element);
    const cv = readFile(element, 'cv');
    if (!validate(CareersSideFormSchema, { cv }) || stopBot(element, reset)) return;
    void run(async () => {
      setProgress(cv ? 0 : null);
      const sent = await sendApplication(
        cv,
        {
          name: (values['name'] ?? '').trim(),
          emailId: (values['email'] ?? '').trim(),
          role: values['interest'] ?? '',
          department: '',
          otherDetails: composeOtherDetails({ phone: values['phone'] ?? '' }),
        },
        setProgress,
      );
      setProgress(null);
      const reply = describeApplication(sent, { success: 'Thank you. Your application has been sent.' });
      notify(reply.toast);
      setOutcome(reply.notice);
      if (reply.received) {
        reset();
        markSent();
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
      aria-label="Send us your CV"
      aria-busy={sending}
      data-draft="cv"
    >
      <div className="fm-grid fm-grid--single">
        <TextField
          idPrefix={idPrefix}
          name="name"
          label="Full name"
          needed
          autoComplete="name"
          maxLength={limits.name}
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
        <SelectField idPrefix={idPrefix} name="interest" label="Career interest">
          <option value="">Choose an area</option>
          {careerInterests.map((interest) => (
            <option key={interest} value={interest}>
              {interest}
            </option>
          ))}
        </SelectField>
        <FileField
          idPrefix={idPrefix}
          name="cv"
          label="Your CV (PDF, DOC or DOCX, up to 5 MB)"
          needed
          accept={acceptFor([...cvTypes])}
          onChoose={onChoose}
          error={errors.cv}
        />
      </div>
      <Honeypot idPrefix={idPrefix} />
      <SubmitRow label="Send CV" sending={sending} slow={slow} outcome={outcome} progress={progress} />
    </form>
  );
}
