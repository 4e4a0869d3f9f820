import { useId, useRef, useState, type FormEvent } from 'react';
import { careerInterests } from '../../content/company/contact.ts';
import { describeSubmit, type Notice } from '../../lib/api/client.ts';
import { acceptFor, CareersSideFormSchema, firstProblem, limits, messages } from '../../lib/validation/forms.ts';
import { FileField, Honeypot, SelectField, TextField } from '../forms/fields.tsx';
import { SubmitRow } from '../forms/SubmitRow.tsx';
import { botMessages, useSubmission } from '../forms/use-submission.ts';
import { notify } from '../toast/notify.ts';
import { checkChosenFile } from './file-check.ts';
import { composeOtherDetails, sendApplication } from './send-application.ts';

const empty = { name: '', email: '', phone: '', interest: '', website: '' };

type Values = typeof empty;

const cvTypes = ['pdf', 'doc', 'docx'] as const;

/**
 * The careers page's side form (SPEC.md §5): name, email, phone, career interest and a CV as
 * PDF or Word. It checks no required fields (the server answers for those); a failed upload
 * says "PDF upload failed".
 */
export default function CareersSideForm() {
  const idPrefix = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(empty);
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [cvError, setCvError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { sending, slow, run, botSign, restartClock } = useSubmission();

  const set = (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const choose = (chosen: File | null) => {
    const problem = checkChosenFile(chosen, cvTypes);
    setCvError(problem ?? undefined);
    if (problem) {
      notify({ tone: 'warning', message: problem });
      setFile(null);
      setFileKey((key) => key + 1);
      return;
    }
    setFile(chosen);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const problem = firstProblem(CareersSideFormSchema, { cv: file });
    if (problem) {
      setCvError(problem.message);
      notify({ tone: 'warning', message: problem.message });
      (form.current?.elements.namedItem('cv') as HTMLElement | null)?.focus();
      return;
    }
    const bot = botSign(values.website);
    if (bot) {
      notify({ tone: bot === 'honeypot' ? 'success' : 'warning', message: botMessages[bot] });
      restartClock();
      return;
    }
    void run(async () => {
      setProgress(file ? 0 : null);
      const sent = await sendApplication(
        file,
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
        setOutcome({ tone: 'error', message: `${messages.uploadFailed}${sent.detail ? `: ${sent.detail}` : ''}. Please try again.` });
        return;
      }
      const notice = describeSubmit(sent.result, { success: 'Thank you. Your application has been sent.' });
      notify(notice);
      setOutcome(notice);
      if (sent.result.kind === 'success') {
        setValues(empty);
        setFile(null);
        setFileKey((key) => key + 1);
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
        <FileField idPrefix={idPrefix} name="cv" label="Your CV (PDF, DOC or DOCX, up to 5 MB)" needed accept={acceptFor([...cvTypes])} onChange={choose} resetKey={fileKey} error={cvError} />
      </div>
      <Honeypot idPrefix={idPrefix} value={values.website} onChange={set('website')} />
      <SubmitRow label="Send CV" sending={sending} slow={slow} outcome={outcome} progress={progress} />
    </form>
  );
}
