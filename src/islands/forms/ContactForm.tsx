import { useId, useState, type FormEvent } from 'react';
import { queryOptions } from '../../content/company/contact.ts';
import { describeSubmit, endpoints, postJson, type Notice } from '../../lib/api/client.ts';
import { ContactFormSchema, limits } from '../../lib/validation/forms.ts';
import { ProductPicker } from '../products/ProductPicker.tsx';
import { createSelection, toPayloadProducts } from '../products/store.ts';
import { notify } from '../toast/notify.ts';
import { Honeypot, SelectField, TextField } from './fields.tsx';
import { SubmitRow } from './SubmitRow.tsx';
import { useFormFields } from './use-form-fields.ts';
import { useSubmission } from './use-submission.ts';

const empty = { name: '', email: '', phoneNumber: '', query: '', other: '', message: '', website: '' };

/**
 * The enquiry form of the home and contact pages (SPEC.md §2, §5): only the email is checked
 * here; the rest goes to /api/createContact as the enquiry payload of SPEC.md §3.
 */
export default function ContactForm() {
  const idPrefix = useId();
  const [selection] = useState(() => createSelection());
  const { form, values, errors, set, validate, clear } = useFormFields(empty);
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const { sending, slow, run, stopBot, restartClock } = useSubmission();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (!validate(ContactFormSchema, values) || stopBot(values.website, clear)) return;
    void run(async () => {
      const payload = {
        name: values.name.trim(),
        email: values.email.trim(),
        query: values.query,
        message: values.message.trim(),
        phoneNumber: values.phoneNumber.trim(),
        selectedProducts: toPayloadProducts(selection.$items.get()),
        other: values.query === 'other' ? values.other.trim() : '',
      };
      const result = await postJson(endpoints.createContact, payload);
      const notice = describeSubmit(result, { success: 'Thank you. Your enquiry has been sent and our team will contact you soon.' });
      notify(notice);
      setOutcome(notice);
      if (result.kind === 'success') {
        clear();
        selection.clear();
        restartClock();
      }
    });
  };

  return (
    <form ref={form} className="fm-form" noValidate onSubmit={submit} aria-label="Enquiry form" aria-busy={sending}>
      <div className="fm-grid">
        <TextField idPrefix={idPrefix} name="name" label="Your name" needed value={values.name} onChange={set('name')} autoComplete="name" maxLength={limits.name} error={errors.name} />
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
        <TextField
          idPrefix={idPrefix}
          name="phoneNumber"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phoneNumber}
          onChange={set('phoneNumber')}
          maxLength={limits.phone}
        />
        <SelectField idPrefix={idPrefix} name="query" label="Your query is about" value={values.query} onChange={set('query')}>
          <option value="">Choose a topic</option>
          {queryOptions.map((option) => (
            <option key={option} value={option}>
              {option === 'other' ? 'Other' : option}
            </option>
          ))}
        </SelectField>
        {values.query === 'other' && (
          <TextField idPrefix={idPrefix} name="other" label="Please tell us the topic" value={values.other} onChange={set('other')} maxLength={limits.other} />
        )}
        <TextField
          idPrefix={idPrefix}
          name="message"
          label="Message"
          multiline
          rows={5}
          value={values.message}
          onChange={set('message')}
          maxLength={limits.message}
          hint="The product, quantity, delivery location and anything else that helps us answer."
        />
        <ProductPicker idPrefix={idPrefix} selection={selection} />
      </div>
      <Honeypot idPrefix={idPrefix} value={values.website} onChange={set('website')} />
      <SubmitRow label="Send enquiry" sending={sending} slow={slow} outcome={outcome} />
    </form>
  );
}
