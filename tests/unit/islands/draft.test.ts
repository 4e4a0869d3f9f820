// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  holdsVisitorInput,
  readDraftProducts,
  restoreDraft,
  saveDraftFields,
  saveDraftProducts,
} from '../../../src/islands/forms/draft.ts';

/** A form as the enquiry island renders it: text fields, a select, a text area, a file and the bot trap. */
function makeForm(draft = 'enquiry'): HTMLFormElement {
  document.body.innerHTML = `
    <form data-draft="${draft}">
      <input name="name" value="">
      <input name="email" type="email" value="">
      <select name="query"><option value="">Choose</option><option value="Quote Request">Quote Request</option></select>
      <textarea name="message"></textarea>
      <input name="cv" type="file">
      <input name="token" type="hidden" value="secret">
      <div data-trap><input name="website" value=""></div>
    </form>`;
  return document.querySelector('form')!;
}

const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/contact');
});
afterEach(() => vi.useRealTimers());

describe('drafts', () => {
  it('keep text, selects and text areas, never the bot trap or hidden fields, and put them back after a reload', () => {
    const form = makeForm();
    field(form, 'name').value = 'Asha Verma';
    field(form, 'query').value = 'Quote Request';
    field(form, 'message').value = '200 kg, delivered to Dewas';
    field(form, 'website').value = 'spam';
    saveDraftFields(form);
    const stored = JSON.parse(localStorage.getItem('form-draft:/contact:enquiry')!) as { fields: unknown };
    expect(stored.fields).toEqual({
      name: 'Asha Verma',
      email: '',
      query: 'Quote Request',
      message: '200 kg, delivered to Dewas',
    });

    const again = makeForm();
    expect(restoreDraft(again)).toBe(true);
    expect(field(again, 'name').value).toBe('Asha Verma');
    expect(field(again, 'query').value).toBe('Quote Request');
    expect(field(again, 'message').value).toBe('200 kg, delivered to Dewas');
    expect(field(again, 'website').value).toBe('');
    expect(again.hasAttribute('data-draft-restored')).toBe(true);
  });

  it('never overwrite what is already in a field (typed meanwhile, or restored by the browser)', () => {
    const form = makeForm();
    field(form, 'name').value = 'Saved name';
    saveDraftFields(form);
    const again = makeForm();
    field(again, 'name').value = 'Typed just now';
    restoreDraft(again);
    expect(field(again, 'name').value).toBe('Typed just now');
  });

  it('belong to their page and their form', () => {
    const form = makeForm();
    field(form, 'name').value = 'Only on /contact';
    saveDraftFields(form);
    window.history.replaceState(null, '', '/');
    expect(restoreDraft(makeForm())).toBe(false);
    window.history.replaceState(null, '', '/contact');
    expect(restoreDraft(makeForm('callback'))).toBe(false);
    expect(restoreDraft(makeForm())).toBe(true);
  });

  it('keep the chosen products beside the fields, and forget both once cleared', () => {
    const form = makeForm();
    field(form, 'name').value = 'Ravi';
    saveDraftFields(form);
    saveDraftProducts(form, [{ id: 'p1', name: 'Silicone Spreader', code: 'FX SP 225' }]);
    expect(readDraftProducts(form)).toEqual([{ id: 'p1', name: 'Silicone Spreader', code: 'FX SP 225' }]);
    saveDraftFields(form);
    expect(readDraftProducts(form)).toHaveLength(1);
    clearDraft(form);
    expect(localStorage.length).toBe(0);
    expect(restoreDraft(makeForm())).toBe(false);
  });

  it('store nothing for an empty form, and expire after a week', () => {
    const form = makeForm();
    saveDraftFields(form);
    expect(localStorage.length).toBe(0);
    vi.useFakeTimers();
    field(form, 'name').value = 'Old draft';
    saveDraftFields(form);
    vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(restoreDraft(makeForm())).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('ignore a damaged draft and a form without a draft name', () => {
    localStorage.setItem('form-draft:/contact:enquiry', '{not json');
    expect(restoreDraft(makeForm())).toBe(false);
    const anonymous = makeForm('');
    field(anonymous, 'name').value = 'x';
    saveDraftFields(anonymous);
    expect(localStorage.getItem('form-draft:/contact:')).toBeNull();
  });

  it('tell a form the visitor filled (typed, or put back from a draft or by the browser) from one as the page gave it', () => {
    const form = makeForm();
    expect(holdsVisitorInput(form)).toBe(false);
    // Neither the trap, a hidden field nor a file is the visitor's input a form shows.
    field(form, 'website').value = 'spam';
    field(form, 'token').value = 'other';
    expect(holdsVisitorInput(form)).toBe(false);
    field(form, 'query').value = 'Quote Request';
    expect(holdsVisitorInput(form)).toBe(true);
    field(form, 'query').value = '';
    field(form, 'message').value = 'Dewas';
    expect(holdsVisitorInput(form)).toBe(true);
    // A draft that holds only chosen products changes no field, and still counts.
    saveDraftProducts(makeForm(), [{ id: 'p1', name: 'Silicone Spreader', code: 'FX SP 225' }]);
    const reloaded = makeForm();
    expect(holdsVisitorInput(reloaded)).toBe(false);
    restoreDraft(reloaded);
    expect(holdsVisitorInput(reloaded)).toBe(true);
  });
});
