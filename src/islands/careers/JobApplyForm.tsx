import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { CareersCopy, FormsCopy } from '../../content/forms/types.ts';
import { JobApplySchema } from '../../lib/validation/forms.ts';
import { EmailField, MessageField, NameField, PhoneField } from '../forms/fields.tsx';
import { IslandForm } from '../forms/IslandForm.tsx';
import { readFile, useIslandForm } from '../forms/use-island-form.ts';
import { dialogOpenedEvent, openedAtAttribute } from '../hydration/protocol.ts';
import { notify } from '../toast/notify.ts';
import { composeOtherDetails, describeApplication, sendApplication } from './send-application.ts';
import { CvField } from './CvField.tsx';

/** How long the modal stays open after a successful application. */
export const closeAfterSuccessMs = 3000;

const pdfOnly = ['pdf'] as const;

/**
 * The Apply Now form: name and email required, a PDF CV required; the CV is uploaded first, then
 * the candidate is posted. The job comes from the Apply Now button (copied onto the dialog when it
 * opened). The modal closes 3 s after success, unless it was opened again meanwhile.
 */
export function JobApplyForm({ copy, words }: { copy: FormsCopy; words: CareersCopy }) {
  const idPrefix = useId();
  const { ref: form, setOutcome, ...island } = useIslandForm<'name' | 'email' | 'cv'>(copy);
  const [progress, setProgress] = useState<number | null>(null);

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
  }, [form, setOutcome]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    const { element, values } = island.startSubmit(event);
    const dialog = element.closest('dialog');
    const { jobId = '', jobRole = '', jobDepartment = '' } = dialog?.dataset ?? {};
    const cv = readFile(element, 'cv');
    if (
      !island.validate(JobApplySchema, { name: values['name'] ?? '', email: values['email'] ?? '', cv }) ||
      island.stopBot(element)
    )
      return;
    void island.run(async () => {
      setProgress(0);
      const delivery = await sendApplication(
        cv,
        {
          name: (values['name'] ?? '').trim(),
          emailId: (values['email'] ?? '').trim(),
          role: jobRole,
          department: jobDepartment,
          otherDetails: composeOtherDetails({ note: values['note'] ?? '', phone: values['phone'] ?? '', jobId }),
        },
        setProgress,
        words,
      );
      setProgress(null);
      const reply = describeApplication(
        delivery,
        { success: words.success, fallback: copy.submit.jobFallback },
        copy,
        words,
      );
      notify(reply.toast);
      setOutcome(reply.received ? { tone: 'success', message: words.closing(reply.notice.message) } : reply.notice);
      if (reply.received) {
        island.sent();
        const opening = dialog?.getAttribute(openedAtAttribute);
        setTimeout(() => {
          if (dialog?.open && dialog.getAttribute(openedAtAttribute) === opening) dialog.close();
        }, closeAfterSuccessMs);
      }
    });
  };

  return (
    <IslandForm
      ref={form}
      idPrefix={idPrefix}
      draft="job"
      onSubmit={submit}
      island={island}
      submitLabel={words.jobSubmit}
      progress={progress}
    >
      <NameField idPrefix={idPrefix} label={copy.fields.fullName} error={island.errors.name} />
      <EmailField idPrefix={idPrefix} error={island.errors.email} />
      <PhoneField idPrefix={idPrefix} />
      <MessageField idPrefix={idPrefix} name="note" label={words.about} rows={3} hint={words.aboutHint} />
      <CvField idPrefix={idPrefix} types={pdfOnly} error={island.errors.cv} setError={island.setError} words={words} />
    </IslandForm>
  );
}
