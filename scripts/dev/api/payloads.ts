import * as v from 'valibot';

/*
 * Server-side checks of what the forms post. The site checks some fields in the browser too,
 * but a server never trusts a client: anything refused here is answered with status 0 and a
 * message that names the field, and nothing is stored.
 */

export const limits = {
  name: 100,
  email: 254,
  phone: 20,
  query: 100,
  message: 5000,
  other: 500,
  products: 50,
  url: 2048,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const trimmed = (field: string, max: number) =>
  v.pipe(v.string(`${field} must be text`), v.trim(), v.maxLength(max, `${field} must be at most ${max} characters`));

const required = (field: string, max: number) => v.pipe(trimmed(field, max), v.minLength(1, `${field} is required`));

const email = (field: string) =>
  v.pipe(required(field, limits.email), v.regex(EMAIL, `${field} must be a valid e-mail address`));

const phone = v.pipe(
  trimmed('phoneNumber', limits.phone),
  v.regex(/^[+\d\s()-]*$/, 'phoneNumber may hold only digits, spaces, +, ( ) and -'),
);

const selectedProducts = v.pipe(
  v.array(v.record(v.string(), v.unknown()), 'selectedProducts must be a list of products'),
  v.maxLength(limits.products, `selectedProducts may hold at most ${limits.products} products`),
);

/** An enquiry (contact form) or a call-back request: both go to /api/createContact. */
export const ContactPayload = v.object({
  name: required('name', limits.name),
  email: email('email'),
  phoneNumber: v.optional(phone, ''),
  query: v.optional(trimmed('query', limits.query)),
  message: v.optional(trimmed('message', limits.message), ''),
  other: v.optional(trimmed('other', limits.other)),
  selectedProducts: v.optional(selectedProducts, []),
});

const httpUrl = v.pipe(
  required('cv', limits.url),
  v.url('cv must be the URL of the uploaded file'),
  v.regex(/^https?:\/\//, 'cv must be an http(s) URL'),
);

/** A job application: /api/CreateCandidate. */
export const CandidatePayload = v.object({
  name: required('name', limits.name),
  emailId: email('emailId'),
  cv: httpUrl,
  role: v.optional(trimmed('role', limits.query), ''),
  department: v.optional(trimmed('department', limits.query), ''),
  otherDetails: v.optional(trimmed('otherDetails', limits.message), ''),
  phoneNumber: v.optional(phone),
});

/** The product listing call: value 0 reads the name as a category, 1 as a sub-category. */
export const ListingPayload = v.object({
  category: required('category', 200),
  value: v.pipe(
    v.union([v.number(), v.string()]),
    v.transform(Number),
    v.picklist([0, 1], 'value must be 0 (category) or 1 (sub-category)'),
  ),
});

/** Returns the parsed payload, or the first problem as one sentence. */
export function check<T extends v.GenericSchema>(
  schema: T,
  body: unknown,
): { ok: true; value: v.InferOutput<T> } | { ok: false; message: string } {
  const result = v.safeParse(schema, body);
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const field = issue.path?.map((item) => String(item.key)).join('.');
  const message = issue.input === undefined && field ? `${field} is required` : issue.message;
  return { ok: false, message };
}

/** CV uploads: at most 5 MB, PDF or Word, recognised by content as well as by name. */
export const uploadRules = {
  maxBytes: 5 * 1024 * 1024,
  types: [
    { extension: 'pdf', contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
    { extension: 'doc', contentType: 'application/msword', magic: [0xd0, 0xcf, 0x11, 0xe0] },
    {
      extension: 'docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      magic: [0x50, 0x4b, 0x03, 0x04],
    },
  ],
} as const;

/** Finds the upload type whose extension and first bytes both match, if any. */
export function detectUploadType(fileName: string, head: Uint8Array) {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return uploadRules.types.find(
    (type) => type.extension === extension && type.magic.every((byte, index) => head[index] === byte),
  );
}
