import { draftAttribute, restoredAttribute, trapAttribute } from '../hydration/protocol.ts';

/*
 * Drafts: what a visitor typed into a form, kept on the device (localStorage) until it is sent,
 * so a reload, a killed tab or a dropped connection loses nothing. A draft holds text fields,
 * selects and the chosen products, never a file and never the bot trap. It expires after a week
 * and is removed after a successful send.
 */

const storagePrefix = 'form-draft:';
const maxAgeMs = 7 * 24 * 60 * 60 * 1000;

/** A product as a draft keeps it (the chosen-product shape of the forms). */
export interface DraftProduct {
  id: string;
  name: string;
  code: string;
}

interface Draft {
  savedAt: number;
  fields: Record<string, string>;
  products: DraftProduct[];
}

/**
 * A draft as storage gives it back: whatever JSON an earlier visit, or an older version of the
 * site, left under the key; its shape is checked before use.
 */
type StoredDraft = { [Part in keyof Draft]?: unknown };

/** A stored product the forms can use: one with an id and a name. */
function isDraftProduct(item: unknown): item is DraftProduct {
  const product = item as { [Part in keyof DraftProduct]?: unknown } | null | undefined;
  return typeof product?.id === 'string' && typeof product.name === 'string';
}

/** A draft belongs to its form on its page: a call-back typed on one product's page stays there. */
const keyOf = (form: HTMLFormElement): string | null => {
  const name = form.getAttribute(draftAttribute);
  return name ? `${storagePrefix}${location.pathname}:${name}` : null;
};

/** localStorage, or null where the browser refuses it (private modes, disabled storage). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The form's own fields a draft may hold: text, selects and text areas, not files, hidden fields or the trap. */
function draftFields(form: HTMLFormElement): Array<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement> {
  return [...form.elements].filter(
    (element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      element.name !== '' &&
      !element.closest(`[${trapAttribute}]`) &&
      !(
        element instanceof HTMLInputElement &&
        ['file', 'hidden', 'submit', 'button', 'checkbox', 'radio', 'password'].includes(element.type)
      ),
  );
}

function read(form: HTMLFormElement): Draft | null {
  const key = keyOf(form);
  const raw = key ? storage()?.getItem(key) : null;
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft;
    if (typeof draft.savedAt !== 'number' || Date.now() - draft.savedAt > maxAgeMs) {
      storage()?.removeItem(key!);
      return null;
    }
    return {
      savedAt: draft.savedAt,
      fields: typeof draft.fields === 'object' && draft.fields !== null ? (draft.fields as Draft['fields']) : {},
      products: Array.isArray(draft.products) ? draft.products.filter(isDraftProduct) : [],
    };
  } catch {
    return null;
  }
}

function write(form: HTMLFormElement, draft: Omit<Draft, 'savedAt'>): void {
  const key = keyOf(form);
  const store = storage();
  if (!key || !store) return;
  const empty = Object.values(draft.fields).every((value) => value.trim() === '') && draft.products.length === 0;
  try {
    if (empty) store.removeItem(key);
    else store.setItem(key, JSON.stringify({ savedAt: Date.now(), ...draft }));
  } catch {
    // Storage full or refused: the draft is a convenience, the form still works.
  }
}

/** Saves the form's current fields, keeping the products the draft already holds. */
export function saveDraftFields(form: HTMLFormElement): void {
  const fields: Record<string, string> = {};
  for (const element of draftFields(form)) fields[element.name] = element.value;
  write(form, { fields, products: read(form)?.products ?? [] });
}

/** Saves the chosen products, keeping the fields the draft already holds. */
export function saveDraftProducts(form: HTMLFormElement, products: readonly DraftProduct[]): void {
  const fields = read(form)?.fields ?? {};
  write(form, { fields, products: products.map(({ id, name, code }) => ({ id, name, code })) });
}

/** The products a saved draft holds. */
export function readDraftProducts(form: HTMLFormElement): DraftProduct[] {
  return read(form)?.products ?? [];
}

/** The value a select shows before anyone chooses: its default option, else its first. */
function defaultChoice(select: HTMLSelectElement): string {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/** Whether a field still holds what the page's HTML gave it. */
function untouched(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): boolean {
  return element.value === (element instanceof HTMLSelectElement ? defaultChoice(element) : element.defaultValue);
}

/** Whether the form holds what a visitor gave it: typed in, put back from a draft, or by the browser on Back. */
export function holdsVisitorInput(form: HTMLFormElement): boolean {
  return form.hasAttribute(restoredAttribute) || draftFields(form).some((element) => !untouched(element));
}

/**
 * Puts a saved draft back into the fields the visitor has not touched yet (those still at their
 * default), so neither what the browser restored nor what was typed meanwhile is overwritten.
 * Marks the form when something came back; returns whether it did.
 */
export function restoreDraft(form: HTMLFormElement): boolean {
  const draft = read(form);
  if (!draft) return false;
  let restored = draft.products.length > 0;
  for (const element of draftFields(form)) {
    const saved = draft.fields[element.name];
    if (saved === undefined || saved === '' || element.value === saved) continue;
    if (!untouched(element)) continue;
    if (element instanceof HTMLSelectElement && ![...element.options].some((option) => option.value === saved))
      continue;
    element.value = saved;
    restored = true;
  }
  if (restored) form.setAttribute(restoredAttribute, '');
  return restored;
}

/** Forgets the form's draft (after a successful send, or when the visitor starts over). */
export function clearDraft(form: HTMLFormElement): void {
  const key = keyOf(form);
  if (key) storage()?.removeItem(key);
  form.removeAttribute(restoredAttribute);
}
