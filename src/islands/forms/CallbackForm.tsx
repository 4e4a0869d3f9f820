import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { describeCallback, endpoints, postJson, type Notice } from '../../lib/api/client.ts';
import { CallbackSchema, limits, normaliseCallback } from '../../lib/validation/forms.ts';
import { dialogOpenedEvent } from '../hydration/protocol.ts';
import type { CategoryChoice } from '../products/catalogue-index.ts';
import { ProductPicker } from '../products/ProductPicker.tsx';
import {
  $catalogueIndex,
  createSelection,
  loadCatalogueIndex,
  toPayloadProducts,
  type Selection,
} from '../products/store.ts';
import { notify } from '../toast/notify.ts';
import { Honeypot, TextField } from './fields.tsx';
import { SubmitRow } from './SubmitRow.tsx';
import { readFields, useIslandForm } from './use-island-form.ts';
import { useSubmission } from './use-submission.ts';

/**
 * Chooses what the dialog's trigger named (copied onto the <dialog> by its controller): a product
 * with its id is selected; a name without one is selected if it is a product's name, and otherwise
 * written into an empty message.
 */
function applyTrigger(form: HTMLFormElement, selection: Selection): void {
  const { productId, productName, productCode } = form.closest('dialog')?.dataset ?? {};
  const name = productName?.trim() ?? '';
  if (!name) return;
  if (productId) {
    selection.add({ id: productId, name, code: productCode ?? '' });
    return;
  }
  const wanted = name.toLowerCase();
  void loadCatalogueIndex().then(() => {
    const state = $catalogueIndex.get();
    const match =
      state.status === 'ready'
        ? state.index.products.find((item) => item.name.trim().toLowerCase() === wanted)
        : undefined;
    if (match) selection.add({ id: match.id, name: match.name, code: match.code });
    else {
      const message = form.elements.namedItem('message');
      if (message instanceof HTMLTextAreaElement && !message.value.trim())
        message.value = `I would like to know more about ${name}.`;
    }
  });
}

/**
 * The form of the enquiry dialog (call back, contact us): name, phone, email and message checked in
 * that order, each failure a warning; the call-back payload (name, email, phoneNumber, message,
 * selectedProducts).
 */
export default function CallbackForm({ draft, groups }: { draft: string; groups: readonly CategoryChoice[] }) {
  const idPrefix = useId();
  const [selection] = useState(() => createSelection());
  const { form, errors, onInput, validate, reset } = useIslandForm<'name' | 'phoneNumber' | 'email' | 'message'>();
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const { sending, slow, run, stopBot, markSent } = useSubmission();

  // The opening that woke the island, and every later one, pre-selects its trigger's product.
  useEffect(() => {
    const element = form.current;
    const dialog = element?.closest('dialog');
    if (!element || !dialog) return;
    if (dialog.open) applyTrigger(element, selection);
    const onOpened = () => {
      setOutcome(null);
      applyTrigger(element, selection);
    };
    dialog.addEventListener(dialogOpenedEvent, onOpened);
    return () => {
      dialog.removeEventListener(dialogOpenedEvent, onOpened);
    };
  }, [form, selection]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setOutcome(null);
    const values = readFields(element);
    const input = {
      name: values['name'] ?? '',
      phoneNumber: values['phoneNumber'] ?? '',
      email: values['email'] ?? '',
      message: values['message'] ?? '',
    };
    if (!validate(CallbackSchema, input) || stopBot(element, reset)) return;
    void run(async () => {
      const checked = normaliseCallback(input);
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
      setOutcome(
        notice.tone === 'success'
          ? { tone: 'success', message: `${notice.message}. We will call you back soon.` }
          : notice,
      );
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
      aria-busy={sending}
      data-draft={draft}
    >
      <div className="fm-grid">
        <TextField
          idPrefix={idPrefix}
          name="name"
          label="Your name"
          needed
          autoComplete="name"
          maxLength={limits.name}
          error={errors.name}
        />
        <TextField
          idPrefix={idPrefix}
          name="phoneNumber"
          label="Phone (10 digits)"
          needed
          inputMode="numeric"
          autoComplete="tel-national"
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
          maxLength={limits.message}
          error={errors.message}
          hint="When should we call, and what would you like to discuss?"
        />
        <ProductPicker idPrefix={idPrefix} selection={selection} groups={groups} />
      </div>
      <Honeypot idPrefix={idPrefix} />
      <SubmitRow label="Send" sending={sending} slow={slow} outcome={outcome} />
    </form>
  );
}
