import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hindiAllowedLatin } from '../../fixtures/hindi-allowed-latin.ts';
import { careerInterests, queryOptions } from '../../../src/content/company/contact.ts';
import { callbackFormCopyEn } from '../../../src/content/forms/callback-en.ts';
import { callbackFormCopyHi } from '../../../src/content/forms/callback-hi.ts';
import { careersCopyEn } from '../../../src/content/forms/careers-en.ts';
import { careersCopyHi } from '../../../src/content/forms/careers-hi.ts';
import { contactFormCopyEn } from '../../../src/content/forms/contact-en.ts';
import { contactFormCopyHi } from '../../../src/content/forms/contact-hi.ts';
import { formsCopyEn } from '../../../src/content/forms/copy-en.ts';
import { formsCopyHi } from '../../../src/content/forms/copy-hi.ts';
import { finderCopyEn } from '../../../src/content/forms/finder-en.ts';
import { finderCopyHi } from '../../../src/content/forms/finder-hi.ts';
import { mountCopyEn } from '../../../src/content/forms/mount-en.ts';
import { mountCopyHi } from '../../../src/content/forms/mount-hi.ts';
import { searchCopyEn } from '../../../src/content/forms/search-en.ts';
import { searchCopyHi } from '../../../src/content/forms/search-hi.ts';
import CareersSideFormHi from '../../../src/islands/editions/CareersSideForm.hi.tsx';
import ContactFormEn from '../../../src/islands/editions/ContactForm.en.tsx';
import ContactFormHi from '../../../src/islands/editions/ContactForm.hi.tsx';
import { checkChosenFile } from '../../../src/islands/careers/file-check.ts';
import { describeApplication } from '../../../src/islands/careers/send-application.ts';
import { classifyAnswer, clientMessages, describeCallback, describeSubmit } from '../../../src/lib/api/client.ts';
import {
  CallbackSchema,
  CareersSideFormSchema,
  ContactFormSchema,
  FinderSchema,
  firstProblem,
  JobApplySchema,
  messages,
} from '../../../src/lib/validation/forms.ts';

/*
 * The forms in both languages: every Hindi edition has every word the English one has, the rules
 * speak the page's language, the server's own messages pass through as served, and the option values
 * the API receives stay English whatever the label says.
 */

const editions = {
  forms: [formsCopyEn, formsCopyHi],
  contactForm: [contactFormCopyEn, contactFormCopyHi],
  callbackForm: [callbackFormCopyEn, callbackFormCopyHi],
  careers: [careersCopyEn, careersCopyHi],
  finder: [finderCopyEn, finderCopyHi],
  search: [searchCopyEn, searchCopyHi],
  mount: [mountCopyEn, mountCopyHi],
} as const;

/** Every leaf of a words object, as "path: kind" (a function's kind includes how many arguments it takes). */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}: function/${value.length}`];
  if (typeof value === 'string') return [`${path}: string`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => shape(item, `${path}.${key}`));
}

/** Every string a words object can show (functions called with sample arguments). */
function texts(value: unknown): string[] {
  if (typeof value === 'function') return [String((value as (...args: unknown[]) => unknown)('X', 'Y'))];
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(texts);
}

const devanagari = /[\u0900-\u097F]/;
const allowed = new Set(hindiAllowedLatin.map((word) => word.toLowerCase()));

describe('the Hindi editions of the form words', () => {
  for (const [area, [en, hi]] of Object.entries(editions)) {
    it(`${area}: has every key of the English edition, of the same kind`, () => {
      expect(shape(hi)).toEqual(shape(en));
    });

    it(`${area}: is written in Hindi, naming in Latin letters only what the allowed list names`, () => {
      const shown = texts(hi).filter((text) => text !== careersCopyHi.listLocale);
      expect(shown.filter((text) => devanagari.test(text)).length).toBeGreaterThan(0);
      const latin = shown.flatMap((text) => text.match(/[A-Za-z]+/g) ?? []);
      expect(latin.filter((word) => !allowed.has(word.toLowerCase()) && word !== 'X' && word !== 'Y')).toEqual([]);
    });
  }

  it('labels every query option and career interest, keyed by the English value the API receives', () => {
    expect(Object.keys(contactFormCopyHi.queryOptions)).toEqual([...queryOptions]);
    expect(Object.keys(careersCopyHi.interests)).toEqual([...careerInterests]);
    expect(Object.keys(contactFormCopyEn.queryOptions)).toEqual([...queryOptions]);
    expect(Object.keys(careersCopyEn.interests)).toEqual([...careerInterests]);
  });
});

describe('the English edition keeps the company wording of SPEC.md §5 and §8', () => {
  it('validation messages', () => {
    expect(messages).toBe(formsCopyEn.validation);
    expect(messages).toMatchObject({
      contactEmail: 'Please enter a valid email',
      callbackName: 'Name should be at least 3 characters long.',
      callbackPhone: 'Phone number should be 10 digits.',
      callbackEmail: 'Email should be valid',
      callbackMessage: 'Message should be at least 3 characters long.',
      cvRequired: 'Please upload your CV',
      categoryFirst: 'Please select a category first.',
      uploadFailed: 'PDF upload failed',
    });
  });

  it('submit outcomes', () => {
    expect(clientMessages).toBe(formsCopyEn.submit);
    expect(clientMessages).toMatchObject({
      jobFallback: 'Something went wrong',
      callbackSuccess: 'Contact Details Get Successfully',
      callbackProblem: 'Problem With Data Fetching',
      callbackExpired: 'Your token is expired. Please login again.',
    });
  });
});

describe('the rules in Hindi', () => {
  const hi = formsCopyHi.validation;
  const good = { name: 'Ravi', phoneNumber: '98765 43210', email: 'ravi@example.in', message: 'Call me' };

  it('gives the Hindi message of the first rule broken, in the same order as in English', () => {
    const allBad = { name: 'Al', phoneNumber: '12', email: 'x', message: '' };
    expect(firstProblem(CallbackSchema, allBad, hi)).toEqual({ field: 'name', message: hi.callbackName });
    expect(firstProblem(CallbackSchema, { ...allBad, name: 'Ravi' }, hi)).toEqual({
      field: 'phoneNumber',
      message: hi.callbackPhone,
    });
    expect(firstProblem(CallbackSchema, { ...good, email: 'ravi@' }, hi)?.message).toBe(hi.callbackEmail);
    expect(firstProblem(CallbackSchema, { ...good, message: ' a ' }, hi)?.message).toBe(hi.callbackMessage);
    expect(firstProblem(CallbackSchema, good, hi)).toBeNull();
    expect(firstProblem(ContactFormSchema, { email: 'nope' }, hi)?.message).toBe(hi.contactEmail);
    expect(firstProblem(FinderSchema, { category: '' }, hi)?.message).toBe(hi.categoryFirst);
    expect(firstProblem(JobApplySchema, { name: 'Ravi', email: 'ravi@example.in', cv: null }, hi)?.message).toBe(
      hi.cvRequired,
    );
    const word = { name: 'cv.docx', size: 10, type: '' };
    expect(firstProblem(CareersSideFormSchema, { cv: { ...word, name: 'cv.txt' } }, hi)?.message).toBe(hi.cvWrongType);
  });

  it('still gives English by default, and English when asked', () => {
    expect(firstProblem(CallbackSchema, { ...good, name: '' })?.message).toBe(
      'Name should be at least 3 characters long.',
    );
    expect(firstProblem(CallbackSchema, { ...good, name: '' }, formsCopyEn.validation)?.message).toBe(
      'Name should be at least 3 characters long.',
    );
  });

  it('refuses a chosen file in Hindi', () => {
    const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
    expect(checkChosenFile(file('cv.doc'), ['pdf'], hi)).toBe(hi.cvPdfOnly);
    expect(checkChosenFile(file('cv.exe'), ['pdf', 'doc', 'docx'], hi)).toBe(hi.cvWrongType);
    expect(checkChosenFile(file('cv.pdf'), ['pdf'], hi)).toBeNull();
  });
});

describe('submit outcomes in Hindi', () => {
  const hi = formsCopyHi.submit;

  it('words the call-back outcomes in Hindi', () => {
    expect(describeCallback(classifyAnswer(200, { status: 1 }), hi)).toEqual({
      tone: 'success',
      message: hi.callbackSuccess,
    });
    expect(describeCallback(classifyAnswer(200, { status: 0, response_code: 401 }), hi).message).toBe(
      hi.callbackExpired,
    );
    expect(describeCallback(classifyAnswer(200, { status: 0, response_code: 500 }), hi)).toEqual({
      tone: 'error',
      message: hi.callbackProblem,
    });
    expect(describeCallback({ kind: 'timeout' }, hi).message).toBe(hi.timeout);
  });

  it("shows the server's own message of a failure as served, and our words where it sent none", () => {
    expect(
      describeSubmit(classifyAnswer(200, { status: 0, message: 'Duplicate enquiry' }), { success: 'x' }, hi),
    ).toEqual({
      tone: 'warning',
      message: 'Duplicate enquiry',
    });
    expect(describeSubmit(classifyAnswer(200, { status: 0 }), { success: 'x' }, hi).message).toBe(hi.notAccepted);
    expect(describeSubmit(classifyAnswer(502, null), { success: 'x' }, hi).message).toBe(hi.httpFallback(502));
    expect(describeSubmit({ kind: 'network', message: null }, { success: 'x' }, hi).message).toBe(hi.network);
  });

  it("tells a success in the page's words on a Hindi page, and in the server's own on an English one", () => {
    const saved = classifyAnswer(200, { status: 1, message: 'Contact Details Get Successfully' });
    expect(describeSubmit(saved, { success: 'धन्यवाद' }, hi)).toEqual({ tone: 'success', message: 'धन्यवाद' });
    expect(describeSubmit(saved, { success: 'Thank you' }, formsCopyEn.submit).message).toBe(
      'Contact Details Get Successfully',
    );
    expect(
      describeSubmit(classifyAnswer(200, { status: 1 }), { success: 'Thank you' }, formsCopyEn.submit).message,
    ).toBe('Thank you');
  });

  it('words a failed CV upload in Hindi', () => {
    const reply = describeApplication(
      { stage: 'upload-failed', detail: null },
      { success: 'x' },
      formsCopyHi,
      careersCopyHi,
    );
    expect(reply.toast.message).toBe(formsCopyHi.validation.uploadFailed);
    expect(reply.notice.message).toBe(careersCopyHi.uploadFailedNotice(formsCopyHi.validation.uploadFailed, null));
  });

  it("ends a failed upload's notice with one full stop, whatever the reason ended with", () => {
    const notice = (detail: string) =>
      describeApplication({ stage: 'upload-failed', detail }, { success: 'x' }, formsCopyEn, careersCopyEn).notice
        .message;
    expect(notice(careersCopyEn.uploadNetwork)).toBe(
      'PDF upload failed: We could not reach the upload server. Please check your connection. Please try again.',
    );
    expect(notice('Only PDF, DOC and DOCX files are accepted')).toBe(
      'PDF upload failed: Only PDF, DOC and DOCX files are accepted. Please try again.',
    );
    const hindi = describeApplication(
      { stage: 'upload-failed', detail: careersCopyHi.uploadNetwork },
      { success: 'x' },
      formsCopyHi,
      careersCopyHi,
    ).notice.message;
    expect(hindi).not.toMatch(/[।.]\s*[।.]/u);
    expect(hindi.endsWith('कृपया फिर से कोशिश करें।')).toBe(true);
  });
});

/** The options of a select in server-rendered HTML, as [value, label]. */
function optionsOf(html: string, name: string): Array<[string, string]> {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option[^>]*value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((match) => [
    match[1]!,
    match[2]!.replaceAll('&amp;', '&'),
  ]);
}

const render = <Props extends object>(component: FunctionComponent<Props>, props: Props) =>
  renderToString(createElement(component, props));

describe('the option lists as the page renders them', () => {
  it('on a Hindi page: Hindi labels, English values', () => {
    const html = render(ContactFormHi, { groups: [] });
    expect(optionsOf(html, 'query')).toEqual([
      ['', contactFormCopyHi.chooseTopic],
      ...queryOptions.map((option): [string, string] => [option, contactFormCopyHi.queryOptions[option]]),
    ]);
    const side = render(CareersSideFormHi, {});
    expect(optionsOf(side, 'interest')).toEqual([
      ['', careersCopyHi.chooseInterest],
      ...careerInterests.map((interest): [string, string] => [interest, careersCopyHi.interests[interest]]),
    ]);
  });

  it('on an English page: the labels as before ("other" reads "Other")', () => {
    const html = render(ContactFormEn, { groups: [] });
    expect(optionsOf(html, 'query').map(([, label]) => label)).toEqual([
      'Choose a topic',
      'Technical support',
      'Quote Request',
      'Sample Request',
      'Product Enquiry',
      'Grievances',
      'Press/Media',
      'Other',
    ]);
  });
});
