import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { clientMessages } from '../../lib/api/client.ts';
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
export default function JobApplyForm() {
  const idPrefix = useId();
  const { ref: form, setOutcome, ...island } = useIslandForm<'name' | 'email' | 'cv'>();
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
      );
      setProgress(null);
      const reply = describeApplication(delivery, {
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
      submitLabel="Submit application"
      progress={progress}
    >
      <NameField idPrefix={idPrefix} label="Full name" error={island.errors.name} />
      <EmailField idPrefix={idPrefix} error={island.errors.email} />
      <PhoneField idPrefix={idPrefix} />
      <MessageField
        idPrefix={idPrefix}
        name="note"
        label="About you"
        rows={3}
        hint="Experience, current location, notice period: anything that helps our HR team."
      />
      <CvField idPrefix={idPrefix} types={pdfOnly} error={island.errors.cv} setError={island.setError} />
    </IslandForm>
  );
}
