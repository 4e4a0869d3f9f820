import { useId, useState, type SubmitEvent } from 'react';
import { queryOptions } from '../../content/company/contact.ts';
import type { ContactFormCopy, FormsCopy } from '../../content/forms/types.ts';
import { describeSubmit, endpoints } from '../../lib/api/client.ts';
import { postOrQueue } from '../offline/send-or-queue.ts';
import { ContactFormSchema, limits, toAsciiDigits } from '../../lib/validation/forms.ts';
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
 * so it works before the island wakes). The query is sent as its English value whatever the label says.
 */
export function ContactForm({
  groups,
  copy,
  words,
}: {
  groups: readonly CategoryChoice[];
  copy: FormsCopy;
  words: ContactFormCopy;
}) {
  const idPrefix = useId();
  const [selection] = useState(() => createSelection());
  const { ref: form, ...island } = useIslandForm<'email'>(copy);

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
        phoneNumber: toAsciiDigits((values['phoneNumber'] ?? '').trim()),
        selectedProducts: toPayloadProducts(selection.$items.get()),
        other: query === 'other' ? (values['other'] ?? '').trim() : '',
      };
      const result = await postOrQueue(endpoints.createContact, payload, { words: copy.offlineEnquiry, ...island });
      if (result.kind === 'queued') return;
      const notice = describeSubmit(result, { success: words.success }, copy.submit);
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
      label={words.label}
      draft="enquiry"
      onSubmit={submit}
      island={island}
      submitLabel={words.submit}
    >
      <NameField idPrefix={idPrefix} />
      <EmailField idPrefix={idPrefix} error={island.errors.email} />
      <PhoneField idPrefix={idPrefix} name="phoneNumber" />
      <SelectField idPrefix={idPrefix} name="query" label={words.query}>
        <option value="">{words.chooseTopic}</option>
        {queryOptions.map((option) => (
          <option key={option} value={option}>
            {words.queryOptions[option]}
          </option>
        ))}
      </SelectField>
      <TextField
        idPrefix={idPrefix}
        name="other"
        label={words.other}
        className="fm-field--other"
        maxLength={limits.other}
      />
      <MessageField idPrefix={idPrefix} rows={5} hint={words.messageHint} />
      <ProductPicker idPrefix={idPrefix} selection={selection} groups={groups} />
    </IslandForm>
  );
}
