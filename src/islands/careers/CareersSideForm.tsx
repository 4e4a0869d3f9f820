import { useId, useState, type FormEvent } from 'react';
import { careerInterests } from '../../content/company/contact.ts';
import { describeSubmit, type Notice } from '../../lib/api/client.ts';
import { acceptFor, CareersSideFormSchema, limits, messages } from '../../lib/validation/forms.ts';
import { FileField, Honeypot, SelectField, TextField } from '../forms/fields.tsx';
import { SubmitRow } from '../forms/SubmitRow.tsx';
import { useFormFields } from '../forms/use-form-fields.ts';
import { useSubmission } from '../forms/use-submission.ts';
import { notify } from '../toast/notify.ts';
import { composeOtherDetails, sendApplication, uploadFailedNotice } from './send-application.ts';
import { useCvFile } from './use-cv-file.ts';

const empty = { name: '', email: '', phone: '', interest: '', website: '' };

const cvTypes = ['pdf', 'doc', 'docx'] as const;

/**
 * The careers page's side form (SPEC.md §5): name, email, phone, career interest and a CV as
 * PDF or Word. It checks no required fields (the server answers for those); a failed upload
 * says "PDF upload failed".
 */
export default function CareersSideForm() {
  const idPrefix = useId();
  const { form, values, errors, setError, set, validate, clear } = useFormFields<typeof empty, 'cv'>(empty);
  const cv = useCvFile(cvTypes, (problem) => setError('cv', problem));
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { sending, slow, run, stopBot, restartClock } = useSubmission();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (!validate(CareersSideFormSchema, { cv: cv.file }) || stopBot(values.website, clear)) return;
    void run(async () => {
      setProgress(cv.file ? 0 : null);
      const sent = await sendApplication(
        cv.file,
        {
          name: values.name.trim(),
          emailId: values.email.trim(),
          role: values.interest,
          department: '',
          otherDetails: composeOtherDetails({ phone: values.phone }),
        },
        setProgress,
      );
      setProgress(null);
      if (sent.stage === 'upload-failed') {
        notify({ tone: 'error', message: messages.uploadFailed });
        setOutcome(uploadFailedNotice(sent.detail));
        return;
      }
      const notice = describeSubmit(sent.result, { success: 'Thank you. Your application has been sent.' });
      notify(notice);
      setOutcome(notice);
      if (sent.result.kind === 'success') {
        clear();
        cv.clear();
        restartClock();
      }
    });
  };

  return (
    <form ref={form} className="fm-form" noValidate onSubmit={submit} aria-label="Send us your CV" aria-busy={sending}>
      <div className="fm-grid fm-grid--single">
        <TextField idPrefix={idPrefix} name="name" label="Full name" needed value={values.name} onChange={set('name')} autoComplete="name" maxLength={limits.name} />
        <TextField idPrefix={idPrefix} name="email" label="Email" needed type="email" inputMode="email" autoComplete="email" value={values.email} onChange={set('email')} maxLength={limits.email} />
        <TextField idPrefix={idPrefix} name="phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} maxLength={limits.phone} />
        <SelectField idPrefix={idPrefix} name="interest" label="Career interest" value={values.interest} onChange={set('interest')}>
          <option value="">Choose an area</option>
          {careerInterests.map((interest) => (
            <option key={interest} value={interest}>
              {interest}
            </option>
          ))}
        </SelectField>
        <FileField idPrefix={idPrefix} name="cv" label="Your CV (PDF, DOC or DOCX, up to 5 MB)" needed accept={acceptFor([...cvTypes])} onChange={cv.choose} resetKey={cv.resetKey} error={errors.cv} />
      </div>
      <Honeypot idPrefix={idPrefix} value={values.website} onChange={set('website')} />
      <SubmitRow label="Send CV" sending={sending} slow={slow} outcome={outcome} progress={progress} />
    </form>
  );
}
