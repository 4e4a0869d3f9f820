import { useEffect, useId, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import type { CallbackFormCopy, FormsCopy } from '../../content/forms/types.ts';
import { describeCallback, endpoints } from '../../lib/api/client.ts';
import { postOrQueue } from '../offline/send-or-queue.ts';
import { CallbackSchema, normaliseCallback } from '../../lib/validation/forms.ts';
import { dialogOpenedEvent } from '../hydration/protocol.ts';
import type { CategoryChoice } from '../products/catalogue-index.ts';
import { ProductPicker } from '../products/ProductPicker.tsx';
import {
  $catalogueIndex,
  createSelection,
  loadCatalogueIndex,
  toPayloadProducts,
  type ChosenProduct,
  type Selection,
} from '../products/store.ts';
import { notify } from '../toast/notify.ts';
import { EmailField, MessageField, NameField, PhoneField } from './fields.tsx';
import { IslandForm } from './IslandForm.tsx';
import { useIslandForm } from './use-island-form.ts';

/**
 * Chooses what the dialog's trigger named (copied onto the <dialog> by its controller): a product
 * with its id is selected; a name without one is selected if it is a product's name, and otherwise
 * written into an empty message.
 *
 * The product an earlier opening chose (`preselected`) is dropped first: a visitor who closed the
 * dialog about one product and opened it about another is asking about the other. Products the
 * visitor added in the picker stay.
 */
function applyTrigger(
  form: HTMLFormElement,
  selection: Selection,
  words: CallbackFormCopy,
  preselected: RefObject<string | null>,
): void {
  const { productId, productName, productCode } = form.closest('dialog')?.dataset ?? {};
  if (preselected.current !== null && preselected.current !== productId) {
    selection.remove(preselected.current);
    preselected.current = null;
  }
  const choose = (product: ChosenProduct) => {
    // A product already in the list keeps how it came: by the visitor's hand, or by an opening for it.
    if (selection.add(product)) preselected.current = product.id;
  };
  const name = productName?.trim() ?? '';
  if (!name) return;
  if (productId) {
    choose({ id: productId, name, code: productCode ?? '' });
    return;
  }
  const wanted = name.toLowerCase();
  void loadCatalogueIndex().then(() => {
    const state = $catalogueIndex.get();
    const match =
      state.status === 'ready'
        ? state.index.products.find((item) => item.name.trim().toLowerCase() === wanted)
        : undefined;
    if (match) choose({ id: match.id, name: match.name, code: match.code });
    else {
      const message = form.elements.namedItem('message');
      if (message instanceof HTMLTextAreaElement && !message.value.trim()) message.value = words.askAbout(name);
    }
  });
}

/**
 * The form of the enquiry dialog (call back, contact us): name, phone, email and message checked in
 * that order, each failure a warning; the call-back payload (name, email, phoneNumber, message,
 * selectedProducts).
 */
export function CallbackForm({
  draft,
  groups,
  copy,
  words,
}: {
  draft: string;
  groups: readonly CategoryChoice[];
  copy: FormsCopy;
  words: CallbackFormCopy;
}) {
  const idPrefix = useId();
  const [selection] = useState(() => createSelection());
  const preselected = useRef<string | null>(null);
  const { ref: form, setOutcome, ...island } = useIslandForm<'name' | 'phoneNumber' | 'email' | 'message'>(copy);

  // The opening that woke the island, and every later one, pre-selects its trigger's product.
  useEffect(() => {
    const element = form.current;
    const dialog = element?.closest('dialog');
    if (!element || !dialog) return;
    if (dialog.open) applyTrigger(element, selection, words, preselected);
    const onOpened = () => {
      setOutcome(null);
      applyTrigger(element, selection, words, preselected);
    };
    dialog.addEventListener(dialogOpenedEvent, onOpened);
    return () => {
      dialog.removeEventListener(dialogOpenedEvent, onOpened);
    };
  }, [form, selection, setOutcome, words]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    const { element, values } = island.startSubmit(event);
    const input = {
      name: values['name'] ?? '',
      phoneNumber: values['phoneNumber'] ?? '',
      email: values['email'] ?? '',
      message: values['message'] ?? '',
    };
    if (!island.validate(CallbackSchema, input) || island.stopBot(element)) return;
    void island.run(async () => {
      const checked = normaliseCallback(input);
      const payload = {
        name: checked.name,
        email: checked.email,
        phoneNumber: checked.phoneNumber,
        message: checked.message,
        selectedProducts: toPayloadProducts(selection.$items.get()),
      };
      const result = await postOrQueue(endpoints.createContact, payload, {
        words: copy.offlineEnquiry,
        setOutcome,
        sent: island.sent,
      });
      if (result.kind === 'queued') return;
      const notice = describeCallback(result, copy.submit);
      notify(notice);
      setOutcome(notice.tone === 'success' ? { tone: 'success', message: words.calledBack(notice.message) } : notice);
      if (result.kind === 'success') {
        island.sent();
      }
    });
  };

  return (
    <IslandForm
      ref={form}
      idPrefix={idPrefix}
      draft={draft}
      onSubmit={submit}
      island={island}
      submitLabel={words.submit}
    >
      <NameField idPrefix={idPrefix} error={island.errors.name} />
      {/* A national number of 10 digits: the digit keypad, and autofill without the country code. */}
      <PhoneField
        idPrefix={idPrefix}
        name="phoneNumber"
        label={words.phone}
        needed
        type="text"
        inputMode="numeric"
        autoComplete="tel-national"
        error={island.errors.phoneNumber}
      />
      <EmailField idPrefix={idPrefix} wide error={island.errors.email} />
      <MessageField idPrefix={idPrefix} needed rows={3} error={island.errors.message} hint={words.messageHint} />
      <ProductPicker idPrefix={idPrefix} selection={selection} groups={groups} />
    </IslandForm>
  );
}
