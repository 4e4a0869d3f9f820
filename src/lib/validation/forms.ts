import * as v from 'valibot';
import { formsCopyEn } from '../../content/forms/copy-en.ts';
import type { ValidationMessages } from '../../content/forms/types.ts';

/*
 * Every client-side rule of the forms, with its exact message, in one module. Each form
 * checks with `firstProblem`, which stops at the first failing rule in the order the
 * schema's entries are written, so the order below is the order the visitor sees.
 */

/** Input limits; they match the reference API's server limits (scripts/dev/api/payloads.ts). */
export const limits = {
  name: 100,
  email: 254,
  phone: 20,
  message: 5000,
  other: 500,
} as const;

/** Largest CV the forms accept (the file host's limit as well). */
export const maxCvBytes = 5 * 1024 * 1024;

/** Shortest time, in milliseconds, a person needs to fill a form; a faster submit is a bot. */
export const minFillMs = 2000;

/**
 * Every message the rules show, in English (the company's own wording is kept word for word in
 * src/content/forms/copy-en.ts; Hindi in copy-hi.ts). The schemas below carry a message's key, not
 * its text, so one schema serves both languages: {@link firstProblem} turns the key into the words of
 * the page's language.
 */
export const messages: ValidationMessages = formsCopyEn.validation;

/** The key of one of the rules' messages; a schema's issues carry it as their message. */
type MessageKey = keyof ValidationMessages;
const key = (name: MessageKey): MessageKey => name;

/** The address shape the reference API accepts as well: something@host.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the forms know about a chosen file (a browser File satisfies it). */
export interface FileInfo {
  name: string;
  size: number;
  type: string;
}

const cvTypes = {
  pdf: ['application/pdf', 'application/x-pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
} as const;

export type CvExtension = keyof typeof cvTypes;

/** True when the file's extension is one of `allowed` and its MIME type (when the browser gives one) agrees. */
export function hasFileType(file: FileInfo, allowed: readonly CvExtension[]): boolean {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(allowed as readonly string[]).includes(extension)) return false;
  const known: readonly string[] = cvTypes[extension as CvExtension];
  return file.type === '' || file.type === 'application/octet-stream' || known.includes(file.type.toLowerCase());
}

/** The `accept` attribute for a file input taking these extensions. */
export function acceptFor(allowed: readonly CvExtension[]): string {
  return allowed.flatMap((extension) => [`.${extension}`, ...cvTypes[extension]]).join(',');
}

const text = v.pipe(v.string(), v.trim());

/**
 * The first code point of each run of ten decimal digits that a phone keyboard in our visitors'
 * scripts types: Arabic-Indic, Extended Arabic-Indic, Devanagari, Bengali, Gurmukhi, Gujarati and
 * full-width. A Hindi keyboard types ९८७६५४३२१० for 9876543210.
 */
const digitZeros = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0xff10] as const;

/**
 * The value with those digits written as 0–9, as the API and the company's telephones read them. Every
 * phone number a form sends goes through it: the API refuses a number in Devanagari digits.
 */
export function toAsciiDigits(value: string): string {
  return value.replace(/\p{Nd}/gu, (digit) => {
    const point = digit.codePointAt(0) ?? 0;
    const zero = digitZeros.find((first) => point >= first && point < first + 10);
    return zero === undefined ? digit : String(point - zero);
  });
}

const validEmail = (message: MessageKey) => v.pipe(text, v.maxLength(limits.email, message), v.regex(EMAIL, message));

const fileInfo = v.object({ name: v.string(), size: v.number(), type: v.string() });

/** Contact form: only the email is checked, so nothing else stands between a visitor and an enquiry. */
export const ContactFormSchema = v.object({
  email: validEmail(key('contactEmail')),
});

/**
 * Call-back and contact-us dialogs: name (trimmed, 3+ characters), phone (exactly 10 digits),
 * email, message (trimmed, 3+ characters), checked in that order so the visitor sees one warning at a time.
 */
export const CallbackSchema = v.object({
  name: v.pipe(text, v.minLength(3, key('callbackName'))),
  phoneNumber: v.pipe(
    v.string(),
    // Spaces and dashes people type between digit groups do not count as digits.
    v.transform((value) => toAsciiDigits(value).replace(/[\s-]/g, '')),
    v.regex(/^\d{10}$/, key('callbackPhone')),
  ),
  email: validEmail(key('callbackEmail')),
  message: v.pipe(text, v.minLength(3, key('callbackMessage'))),
});

/** Job apply modal: name and email required, then a CV, which must be a PDF of at most 5 MB. */
export const JobApplySchema = v.object({
  name: v.pipe(text, v.minLength(1, key('nameRequired'))),
  email: v.pipe(text, v.minLength(1, key('emailRequired')), v.regex(EMAIL, key('contactEmail'))),
  cv: v.pipe(
    v.nullable(fileInfo),
    v.check((file) => file !== null, key('cvRequired')),
    v.check((file) => file === null || hasFileType(file, ['pdf']), key('cvPdfOnly')),
    v.check((file) => file === null || file.size <= maxCvBytes, key('cvTooLarge')),
  ),
});

/** Careers side form: no required fields; a CV, if chosen, is PDF or Word and at most 5 MB. */
export const CareersSideFormSchema = v.object({
  cv: v.pipe(
    v.nullable(fileInfo),
    v.check((file) => file === null || hasFileType(file, ['pdf', 'doc', 'docx']), key('cvWrongType')),
    v.check((file) => file === null || file.size <= maxCvBytes, key('cvTooLarge')),
  ),
});

/** Home finder: a category must be chosen before searching (the product list depends on it). */
export const FinderSchema = v.object({
  category: v.pipe(v.string(), v.minLength(1, key('categoryFirst'))),
});

/**
 * The first rule a form's values break, as the field it concerns and its message in `words` (the
 * page's language; English by default); null when all pass.
 */
export function firstProblem(
  schema: v.GenericSchema,
  values: unknown,
  words: ValidationMessages = messages,
): { field: string; message: string } | null {
  const result = v.safeParse(schema, values, { abortEarly: true, abortPipeEarly: true });
  if (result.success) return null;
  const issue = result.issues[0];
  const field = issue.path?.map((item) => String(item.key)).join('.') ?? '';
  // Every rule above carries a key; a value of the wrong type gets valibot's own message.
  const message = issue.message in words ? words[issue.message as MessageKey] : issue.message;
  return { field, message };
}

/** The call-back form's values as the API receives them (trimmed, phone digits only). */
export function normaliseCallback(values: v.InferInput<typeof CallbackSchema>): v.InferOutput<typeof CallbackSchema> {
  return v.parse(CallbackSchema, values);
}
