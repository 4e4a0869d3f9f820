import { useId, useState, type SubmitEvent } from 'react';
import { queryOptions } from '../../content/company/contact.ts';
import { describeSubmit, endpoints } from '../../lib/api/client.ts';
import type { Locale } from '../../lib/i18n/locale.ts';
import { postOrQueue } from '../offline/send-or-queue.ts';
import { ContactFormSchema, limits } from '../../lib/validation/forms.ts';
import type { CategoryChoice } from '../products/catalogue-index.ts';
import { ProductPicker } from '../products/ProductPicker.tsx';
import { createSelection, toPayloadProducts } from '../products/store.ts';
import { notify } from '../toast/notify.ts';
import { EmailField, MessageField, NameField, PhoneField, SelectField, TextField } from './fields.tsx';
import { IslandForm } from './IslandForm.tsx';
import { useIslandForm } from './use-island-form.ts';

/**
 * The enquiry form of the home and contact pages: only the email is checked here; the rest goes
 * to /api/createContact as the enquiry payload (name, email, query, message, phoneNumber,
 * selectedProducts, other). "Please tell us the topic" shows only for the query "other" (by CSS,
 * so it works before the island wakes).
 */
export default function ContactForm({ groups, locale = 'en' }: { groups: readonly CategoryChoice[]; locale?: Locale }) {
  const idPrefix = useId();
  const [selection] = useState(() => createSelection());
  const { ref: form, ...island } = useIslandForm<'email'>();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    const { element, values } = island.startSubmit(event);
    if (!island.validate(ContactFormSchema, { email: values['email'] ?? '' }) || island.stopBot(element)) return;
    void island.run(async () => {
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
      const result = await postOrQueue(endpoints.createContact, payload, { locale, ...island });
      if (result.kind === 'queued') return;
      const notice = describeSubmit(result, {
        success: 'Thank you. Your enquiry has been sent and our team will contact you soon.',
      });
      notify(notice);
      island.setOutcome(notice);
      if (result.kind === 'success') {
        island.sent();
      }
    });
  };

  return (
    <IslandForm
      ref={form}
      idPrefix={idPrefix}
      label="Enquiry form"
      draft="enquiry"
      onSubmit={submit}
      island={island}
      submitLabel="Send enquiry"
    >
      <NameField idPrefix={idPrefix} />
      <EmailField idPrefix={idPrefix} error={island.errors.email} />
      <PhoneField idPrefix={idPrefix} name="phoneNumber" />
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
      <MessageField
        idPrefix={idPrefix}
        rows={5}
        hint="The product, quantity, delivery location and anything else that helps us answer."
      />
      <ProductPicker idPrefix={idPrefix} selection={selection} groups={groups} />
    </IslandForm>
  );
}
