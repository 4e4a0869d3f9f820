import { describe, expect, it } from 'vitest';
import { limits as serverLimits, uploadRules } from '../../scripts/dev/api/payloads.ts';
import {
  acceptFor,
  CallbackSchema,
  CareersSideFormSchema,
  ContactFormSchema,
  FinderSchema,
  firstProblem,
  hasFileType,
  JobApplySchema,
  limits,
  maxCvBytes,
  messages,
  normaliseCallback,
  toAsciiDigits,
} from '../../src/lib/validation/forms.ts';

const pdf = (size = 1000) => ({ name: 'cv.pdf', size, type: 'application/pdf' });
const docx = {
  name: 'cv.docx',
  size: 1000,
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const doc = { name: 'CV.DOC', size: 1000, type: 'application/msword' };

describe('the exact messages of the forms', () => {
  it('are worded as the company words them', () => {
    expect(messages.contactEmail).toBe('Please enter a valid email');
    expect(messages.callbackName).toBe('Name should be at least 3 characters long.');
    expect(messages.callbackPhone).toBe('Phone number should be 10 digits.');
    expect(messages.callbackEmail).toBe('Email should be valid');
    expect(messages.callbackMessage).toBe('Message should be at least 3 characters long.');
    expect(messages.cvRequired).toBe('Please upload your CV');
    expect(messages.categoryFirst).toBe('Please select a category first.');
    expect(messages.uploadFailed).toBe('PDF upload failed');
  });

  it('use the server limits of the reference API', () => {
    expect(limits.name).toBe(serverLimits.name);
    expect(limits.email).toBe(serverLimits.email);
    expect(limits.phone).toBe(serverLimits.phone);
    expect(limits.message).toBe(serverLimits.message);
    expect(limits.other).toBe(serverLimits.other);
    expect(maxCvBytes).toBe(uploadRules.maxBytes);
  });
});

describe('contact form: only the email is checked', () => {
  it.each(['', ' ', 'name', 'name@', '@host.com', 'name@host', 'na me@host.com', 'name@host .com'])(
    'refuses %j',
    (email) => {
      expect(firstProblem(ContactFormSchema, { email })).toEqual({
        field: 'email',
        message: 'Please enter a valid email',
      });
    },
  );

  it.each(['a@b.co', ' buyer@example.com ', 'r.sharma+agro@farm.co.in'])('accepts %j', (email) => {
    expect(firstProblem(ContactFormSchema, { email })).toBeNull();
  });

  it('refuses an address longer than the server takes', () => {
    const email = `${'a'.repeat(250)}@b.co`;
    expect(firstProblem(ContactFormSchema, { email })?.message).toBe(messages.contactEmail);
  });

  it('checks nothing else: an empty name, message and phone pass', () => {
    expect(firstProblem(ContactFormSchema, { email: 'a@b.co', name: '', message: '', phoneNumber: 'x' })).toBeNull();
  });
});

describe('call-back dialog: name, phone, email, message in that order', () => {
  const good = { name: 'Ravi Patel', phoneNumber: '9876543210', email: 'ravi@example.com', message: 'Please call me' };

  it('passes good values', () => {
    expect(firstProblem(CallbackSchema, good)).toBeNull();
  });

  it('name: trimmed, at least 3 characters', () => {
    expect(firstProblem(CallbackSchema, { ...good, name: 'Al' })).toEqual({
      field: 'name',
      message: messages.callbackName,
    });
    expect(firstProblem(CallbackSchema, { ...good, name: '  Al   ' })).toEqual({
      field: 'name',
      message: messages.callbackName,
    });
    expect(firstProblem(CallbackSchema, { ...good, name: 'Ali' })).toBeNull();
  });

  it('phone: exactly 10 digits (spaces and dashes between groups ignored)', () => {
    for (const phoneNumber of ['', '987654321', '98765432101', '98765abcde', '+919876543210']) {
      expect(firstProblem(CallbackSchema, { ...good, phoneNumber })).toEqual({
        field: 'phoneNumber',
        message: messages.callbackPhone,
      });
    }
    for (const phoneNumber of ['9876543210', ' 98765 43210 ', '98765-43210']) {
      expect(firstProblem(CallbackSchema, { ...good, phoneNumber })).toBeNull();
    }
  });

  it('phone: digits typed on a Hindi, Gujarati or Arabic keyboard count, and are sent as 0–9', () => {
    for (const phoneNumber of ['९८७६५४३२१०', '९८७६५ ४३२१०', '૯૮૭૬૫૪૩૨૧૦', '٩٨٧٦٥٤٣٢١٠', '98765 ४३२१०']) {
      expect(firstProblem(CallbackSchema, { ...good, phoneNumber })).toBeNull();
      expect(normaliseCallback({ ...good, phoneNumber }).phoneNumber).toBe('9876543210');
    }
    // What else a number holds stays as typed: the contact form sends it so.
    expect(toAsciiDigits('+91 ९८७६५-४३२१० (घर)')).toBe('+91 98765-43210 (घर)');
    // Other scripts' digits are still counted as not digits (the API takes 0–9), and so are too few.
    for (const phoneNumber of ['९८७६५४३२१', '๙๘๗๖๕๔๓๒๑๐']) {
      expect(firstProblem(CallbackSchema, { ...good, phoneNumber })?.message).toBe(messages.callbackPhone);
    }
  });

  it('email: valid', () => {
    expect(firstProblem(CallbackSchema, { ...good, email: 'ravi@' })).toEqual({
      field: 'email',
      message: messages.callbackEmail,
    });
  });

  it('message: trimmed, at least 3 characters', () => {
    expect(firstProblem(CallbackSchema, { ...good, message: ' hi ' })).toEqual({
      field: 'message',
      message: messages.callbackMessage,
    });
  });

  it('reports only the first failing rule, in order: name, phone, email, message', () => {
    const allBad = { name: 'a', phoneNumber: '1', email: 'x', message: '' };
    expect(firstProblem(CallbackSchema, allBad)?.message).toBe(messages.callbackName);
    expect(firstProblem(CallbackSchema, { ...allBad, name: good.name })?.message).toBe(messages.callbackPhone);
    expect(firstProblem(CallbackSchema, { ...allBad, name: good.name, phoneNumber: good.phoneNumber })?.message).toBe(
      messages.callbackEmail,
    );
    expect(firstProblem(CallbackSchema, { ...good, message: '' })?.message).toBe(messages.callbackMessage);
  });

  it('normalises what is sent: trimmed text, phone digits only', () => {
    expect(
      normaliseCallback({ name: ' Ravi ', phoneNumber: '98765 43210', email: ' r@x.in ', message: ' Call me ' }),
    ).toEqual({
      name: 'Ravi',
      phoneNumber: '9876543210',
      email: 'r@x.in',
      message: 'Call me',
    });
  });
});

describe('job apply modal: name and email required, then a PDF CV', () => {
  const good = { name: 'Asha', email: 'asha@example.com', cv: pdf() };

  it('passes good values', () => {
    expect(firstProblem(JobApplySchema, good)).toBeNull();
  });

  it('name and email are required, in that order', () => {
    expect(firstProblem(JobApplySchema, { name: ' ', email: '', cv: null })).toEqual({
      field: 'name',
      message: messages.nameRequired,
    });
    expect(firstProblem(JobApplySchema, { ...good, email: '' })).toEqual({
      field: 'email',
      message: messages.emailRequired,
    });
    expect(firstProblem(JobApplySchema, { ...good, email: 'asha' })).toEqual({
      field: 'email',
      message: messages.contactEmail,
    });
  });

  it('the CV is required: "Please upload your CV"', () => {
    expect(firstProblem(JobApplySchema, { ...good, cv: null })).toEqual({
      field: 'cv',
      message: 'Please upload your CV',
    });
  });

  it('only PDF is accepted', () => {
    expect(firstProblem(JobApplySchema, { ...good, cv: docx })).toEqual({ field: 'cv', message: messages.cvPdfOnly });
    expect(firstProblem(JobApplySchema, { ...good, cv: { name: 'cv.pdf.exe', size: 10, type: '' } })?.message).toBe(
      messages.cvPdfOnly,
    );
    expect(firstProblem(JobApplySchema, { ...good, cv: { name: 'CV.PDF', size: 10, type: '' } })).toBeNull();
  });

  it('a CV over 5 MB is refused', () => {
    expect(firstProblem(JobApplySchema, { ...good, cv: pdf(maxCvBytes + 1) })).toEqual({
      field: 'cv',
      message: messages.cvTooLarge,
    });
    expect(firstProblem(JobApplySchema, { ...good, cv: pdf(maxCvBytes) })).toBeNull();
  });
});

describe('careers side form: nothing required; PDF, DOC or DOCX up to 5 MB', () => {
  it('passes without a CV', () => {
    expect(firstProblem(CareersSideFormSchema, { cv: null })).toBeNull();
  });

  it.each([pdf(), doc, docx])('accepts %j', (cv) => {
    expect(firstProblem(CareersSideFormSchema, { cv })).toBeNull();
  });

  it('refuses other types and large files', () => {
    expect(firstProblem(CareersSideFormSchema, { cv: { name: 'cv.txt', size: 10, type: 'text/plain' } })?.message).toBe(
      messages.cvWrongType,
    );
    expect(firstProblem(CareersSideFormSchema, { cv: { name: 'cv.pdf', size: 10, type: 'image/png' } })?.message).toBe(
      messages.cvWrongType,
    );
    expect(firstProblem(CareersSideFormSchema, { cv: pdf(maxCvBytes + 1) })?.message).toBe(messages.cvTooLarge);
  });
});

describe('home finder', () => {
  it('needs a category: "Please select a category first."', () => {
    expect(firstProblem(FinderSchema, { category: '' })).toEqual({
      field: 'category',
      message: 'Please select a category first.',
    });
    expect(firstProblem(FinderSchema, { category: '0' })).toBeNull();
  });
});

describe('file types', () => {
  it('go by extension, with the browser type when it gives one', () => {
    expect(hasFileType({ name: 'a.pdf', size: 1, type: 'application/octet-stream' }, ['pdf'])).toBe(true);
    expect(hasFileType({ name: 'a', size: 1, type: 'application/pdf' }, ['pdf'])).toBe(false);
  });

  it('make the accept attribute', () => {
    expect(acceptFor(['pdf'])).toBe('.pdf,application/pdf,application/x-pdf');
  });
});
