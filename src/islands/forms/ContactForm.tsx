import { useId, useState, type SubmitEvent } from 'react';
import { queryOptions } from '../../content/company/contact.ts';
import { describeSubmit, endpoints, postJson, type Notice } from '../../lib/api/client.ts';
import { ContactFormSchema, limits } from '../../lib/validation/forms.ts';
import type { CategoryChoice } from '../products/catalogue-index.ts';
import { ProductPicker } from '../products/ProductPicker.tsx';
import { createSelection, toPayloadProducts } from '../products/store.ts';
import { notify } from '../toast/notify.ts';
import { Honeypot, SelectField, TextField } from './fields.tsx';
import { SubmitRow } from './SubmitRow.tsx';
import { readFields, useIslandForm } from './use-island-form.ts';
import { useSubmission } from './use-submission.ts';

/**
 * The enquiry form of the home and contact pages: only the email is checked here; the rest goes
 * to /api/createContact as the enquiry payload (name, email, query, message, phoneNumber,
 * selectedProducts, other). "Please tell us the topic" shows only for the query "other" (by CSS,
 * so it works before the island wakes).
 */
export default function ContactForm({ groups }: { groups: readonly CategoryChoice[] }) {
  const idPrefix = useId();
  const [selection] = useState(() => createSelection());
  const { form, errors, onInput, validate, reset } = useIslandForm<'email'>();
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const { sending, slow, run, stopBot, markSent } = useSubmission();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setOutcome(null);
    const values = readFields(element);
    if (!validate(ContactFormSchema, { email: values['email'] ?? '' }) || stopBot(element, reset)) return;
    void run(async () => {
      const query = values['query'] ?? '';
      const payload = {
        name: (values['name'] ?? '').trim(),
        email: (values['email'] ?? '').trim(),
        query,
        message: (values['message'] ?? '').trim(),
        phoneNumber: (values['phoneNumber'] ?? '').trim(),
        selectedProducts: toPayloadProducts(selection.$items.get()),
        other: query === 'other' ? (values['other'] ?? '').trim() : '',
      };
      const result = await postJson(endpoints.createContact, payload);
      const notice = describeSubmit(result, {
        success: 'Thank you. Your enquiry has been sent and our team will contact you soon.',
      });
      notify(notice);
      setOutcome(notice);
      if (result.kind === 'success') {
        reset();
        selection.clear();
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
      aria-label="Enquiry form"
      aria-busy={sending}
      data-draft="enquiry"
    >
      <div className="fm-grid">
        <TextField
          idPrefix={idPrefix}
          name="name"
          label="Your name"
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
          error={errors.email}
        />
        <TextField
          idPrefix={idPrefix}
          name="phoneNumber"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={limits.phone}
        />
        <SelectField idPrefix={idPrefix} name="query" label="Your query is about">
          <option value="">Choose a topic</option>
          {queryOptions.map((option) => (
            <option key={option} value={option}>
              {option === 'other' ? 'Other' : option}
            </option>
          ))}
        </SelectField>
        <TextField
          idPrefix={idPrefix}
          name="other"
          label="Please tell us the topic"
          className="fm-field--other"
          maxLength={limits.other}
        />
        <TextField
          idPrefix={idPrefix}
          name="message"
          label="Message"
          multiline
          rows={5}
          maxLength={limits.message}
          hint="The product, quantity, delivery location and anything else that helps us answer."
        />
        <ProductPicker idPrefix={idPrefix} selection={selection} groups={groups} />
      </div>
      <Honeypot idPrefix={idPrefix} />
      <SubmitRow label="Send enquiry" sending={sending} slow={slow} outcome={outcome} />
    </form>
  );
}
