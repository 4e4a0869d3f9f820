import { useId, useState, type SubmitEvent } from 'react';
import { careerInterests } from '../../content/company/contact.ts';
import type { CareersCopy, FormsCopy } from '../../content/forms/types.ts';
import { CareersSideFormSchema } from '../../lib/validation/forms.ts';
import { EmailField, NameField, PhoneField, SelectField } from '../forms/fields.tsx';
import { IslandForm } from '../forms/IslandForm.tsx';
import { readFile, useIslandForm } from '../forms/use-island-form.ts';
import { notify } from '../toast/notify.ts';
import { composeOtherDetails, describeApplication, sendApplication } from './send-application.ts';
import { CvField } from './CvField.tsx';

const cvTypes = ['pdf', 'doc', 'docx'] as const;

/**
 * The careers page's side form: name, email, phone, career interest and a CV as PDF or Word. It
 * checks no required fields (the server answers for those); a failed upload says "PDF upload failed".
 * The career interest is sent as its English value whatever the label says.
 */
export function CareersSideForm({ copy, words }: { copy: FormsCopy; words: CareersCopy }) {
  const idPrefix = useId();
  const { ref: form, ...island } = useIslandForm<'cv'>(copy);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    const { element, values } = island.startSubmit(event);
    const cv = readFile(element, 'cv');
    if (!island.validate(CareersSideFormSchema, { cv }) || island.stopBot(element)) return;
    void island.run(async () => {
      setProgress(cv ? 0 : null);
      const delivery = await sendApplication(
        cv,
        {
          name: (values['name'] ?? '').trim(),
          emailId: (values['email'] ?? '').trim(),
          role: values['interest'] ?? '',
          department: '',
          otherDetails: composeOtherDetails({ phone: values['phone'] ?? '' }),
        },
        setProgress,
        words,
      );
      setProgress(null);
      const reply = describeApplication(delivery, { success: words.success }, copy, words);
      notify(reply.toast);
      island.setOutcome(reply.notice);
      if (reply.received) {
        island.sent();
      }
    });
  };

  return (
    <IslandForm
      ref={form}
      idPrefix={idPrefix}
      label={words.sideLabel}
      draft="cv"
      single
      onSubmit={submit}
      island={island}
      submitLabel={words.sideSubmit}
      progress={progress}
    >
      <NameField idPrefix={idPrefix} label={copy.fields.fullName} />
      <EmailField idPrefix={idPrefix} />
      <PhoneField idPrefix={idPrefix} />
      <SelectField idPrefix={idPrefix} name="interest" label={words.interest}>
        <option value="">{words.chooseInterest}</option>
        {careerInterests.map((interest) => (
          <option key={interest} value={interest}>
            {words.interests[interest]}
          </option>
        ))}
      </SelectField>
      <CvField idPrefix={idPrefix} types={cvTypes} error={island.errors.cv} setError={island.setError} words={words} />
    </IslandForm>
  );
}
