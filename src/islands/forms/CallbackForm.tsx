import { useEffect, useId, useState, type FormEvent } from 'react';
import { describeCallback, endpoints, postJson, type Notice } from '../../lib/api/client.ts';
import { CallbackSchema, limits, normaliseCallback } from '../../lib/validation/forms.ts';
import { ProductPicker } from '../products/ProductPicker.tsx';
import { $catalogueIndex, createSelection, loadCatalogueIndex, toPayloadProducts, type ChosenProduct } from '../products/store.ts';
import { notify } from '../toast/notify.ts';
import { Honeypot, TextField } from './fields.tsx';
import { SubmitRow } from './SubmitRow.tsx';
import { useFormFields } from './use-form-fields.ts';
import { useSubmission } from './use-submission.ts';

const empty = { name: '', phoneNumber: '', email: '', message: '', website: '' };

/**
 * The form of the call-back and contact-us dialogs (SPEC.md §5): name, phone, email and
 * message checked in that order, each failure a warning; the call-back payload of SPEC.md §3.
 */
export function CallbackForm({
  product,
  topic,
  openedAt,
  submitLabel,
}: {
  product: ChosenProduct | null;
  /** A name the trigger gave without an id: selected if it is a product's name, else written into the message. */
  topic: string | null;
  openedAt: number;
  submitLabel: string;
}) {
  const idPrefix = useId();
  const [selection] = useState(() => createSelection());
  const { form, values, setValues, errors, set, validate, clear } = useFormFields(empty);
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const { sending, slow, run, stopBot, restartClock } = useSubmission();

  // Each opening pre-selects the trigger's product and restarts the fill-time clock.
  useEffect(() => {
    if (product) selection.add(product);
    else if (topic) {
      const wanted = topic.trim().toLowerCase();
      void loadCatalogueIndex().then(() => {
        const state = $catalogueIndex.get();
        const match = state.status === 'ready' ? state.index.products.find((item) => item.name.trim().toLowerCase() === wanted) : undefined;
        if (match) selection.add({ id: match.id, name: match.name, code: match.code });
        else setValues((current) => (current.message.trim() ? current : { ...current, message: `I would like to know more about ${topic}.` }));
      });
    }
    restartClock();
    setOutcome(null);
  }, [openedAt, product, topic, selection, restartClock, setValues]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (!validate(CallbackSchema, values) || stopBot(values.website, clear)) return;
    void run(async () => {
      const checked = normaliseCallback(values);
      const payload = {
        name: checked.name,
        email: checked.email,
        phoneNumber: checked.phoneNumber,
        message: checked.message,
        selectedProducts: toPayloadProducts(selection.$items.get()),
      };
      const result = await postJson(endpoints.createContact, payload);
      const notice = describeCallback(result);
      notify(notice);
      setOutcome(notice.tone === 'success' ? { tone: 'success', message: `${notice.message}. We will call you back soon.` } : notice);
      if (result.kind === 'success') {
        clear();
        selection.clear();
        restartClock();
      }
    });
  };

  return (
    <form ref={form} className="fm-form" noValidate onSubmit={submit} aria-busy={sending}>
      <div className="fm-grid">
        <TextField idPrefix={idPrefix} name="name" label="Your name" needed value={values.name} onChange={set('name')} autoComplete="name" maxLength={limits.name} error={errors.name} />
        <TextField
          idPrefix={idPrefix}
          name="phoneNumber"
          label="Phone (10 digits)"
          needed
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={values.phoneNumber}
          onChange={set('phoneNumber')}
          maxLength={limits.phone}
          error={errors.phoneNumber}
        />
        <TextField
          idPrefix={idPrefix}
          name="email"
          label="Email"
          needed
          wide
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
          name="message"
          label="Message"
          needed
          multiline
          rows={3}
          value={values.message}
          onChange={set('message')}
          maxLength={limits.message}
          error={errors.message}
          hint="When should we call, and what would you like to discuss?"
        />
        <ProductPicker idPrefix={idPrefix} selection={selection} />
      </div>
      <Honeypot idPrefix={idPrefix} value={values.website} onChange={set('website')} />
      <SubmitRow label={submitLabel} sending={sending} slow={slow} outcome={outcome} />
    </form>
  );
}
