import * as v from 'valibot';
import type { Blog, Job, Product, Ref, SalaryPeriod } from './types.ts';

/*
 * Valibot schemas for every record the site reads from the company API.
 * They are lenient about representation (numbers as strings, `id` or `_id`, a single value
 * where a list is expected) because independent servers differ, and strict about meaning:
 * a record without a usable name is refused with the field that made it so.
 */

const text = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value).trim()),
);

const requiredText = v.pipe(text, v.minLength(1, 'is empty'));

const optionalText = v.pipe(
  v.nullish(text),
  v.transform((value) => (value ? value : null)),
);

const textOrEmpty = v.pipe(
  v.nullish(text),
  v.transform((value) => value ?? ''),
);

/*
 * Optional keys may be absent from the parsed object (valibot skips a missing optional key),
 * so the final mappings below give each one its default.
 */

/** A list of strings; a lone string counts as a one-item list; blanks and non-strings are dropped. */
const textList = v.pipe(
  v.nullish(v.union([v.string(), v.array(v.unknown())])),
  v.transform((value) => {
    const items = value == null ? [] : Array.isArray(value) ? value : [value];
    return items
      .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
      .map((item) => String(item).trim())
      .filter((item) => item.length > 0);
  }),
);

/*
 * Addresses the pages put into src or href: absolute http(s) or rooted at this site. Anything
 * else (javascript:, data:, protocol-relative, garbage) is dropped here, so no page can render
 * it, whatever the component does with it.
 */
const isSafeAddress = (value: string) => /^(?:https?:\/\/[^\s/]|\/(?![/\\]))/i.test(value);

const addressOrNull = v.pipe(
  optionalText,
  v.transform((value) => (value !== null && isSafeAddress(value) ? value : null)),
);

const addressList = v.pipe(
  textList,
  v.transform((values) => values.filter(isSafeAddress)),
);

const flag = v.pipe(
  v.nullish(v.union([v.boolean(), v.number(), v.string()])),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

const idField = v.union([v.string(), v.number()]);

/** A record's id: the API's `_id`, else `id`, else what names the record. */
const toRecordId = (raw: { _id?: string | number | undefined; id?: string | number | undefined }, fallback: string) =>
  String(raw._id ?? raw.id ?? fallback);

/** {_id, Name} as in the categories and subCategories lists. */
export const RefObjectSchema = v.pipe(
  v.looseObject({
    _id: v.optional(idField),
    id: v.optional(idField),
    Name: requiredText,
  }),
  v.transform((raw): Ref => ({ id: toRecordId(raw, raw.Name), name: raw.Name })),
);

/** {_id, Name}; a bare name or a one-item list of refs is accepted too. */
export const RefSchema = v.union([
  RefObjectSchema,
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'is empty'),
    v.transform((name): Ref => ({ id: name, name })),
  ),
  v.pipe(
    v.tuple([RefObjectSchema]),
    v.transform(([ref]) => ref),
  ),
]);

export const ProductSchema = v.pipe(
  v.looseObject({
    _id: v.optional(idField),
    id: v.optional(idField),
    Name: requiredText,
    ProductCode: optionalText,
    Image: addressList,
    description: textOrEmpty,
    General_Features: textList,
    Instructions: textList,
    VideoGuides: v.pipe(
      textList,
      v.transform((links) => links[0] ?? null),
    ),
    Dosage: optionalText,
    Recommended_Adjuvant: optionalText,
    HotProduct: flag,
    Categories: RefSchema,
    SubCategories: v.nullish(
      v.union([
        RefSchema,
        v.pipe(
          v.array(v.never()),
          v.transform(() => null),
        ),
      ]),
    ),
  }),
  v.transform((raw): Product => ({
    id: toRecordId(raw, `${raw.Name}|${raw.ProductCode ?? ''}`),
    name: raw.Name,
    code: raw.ProductCode ?? null,
    images: raw.Image ?? [],
    description: raw.description ?? '',
    generalFeatures: raw.General_Features ?? [],
    instructions: raw.Instructions ?? [],
    videoGuide: raw.VideoGuides ?? null,
    dosage: raw.Dosage ?? null,
    recommendedAdjuvant: raw.Recommended_Adjuvant ?? null,
    hot: raw.HotProduct ?? false,
    category: raw.Categories,
    subCategory: raw.SubCategories ?? null,
  })),
);

const isoDate = v.pipe(
  v.nullish(v.union([v.string(), v.number()])),
  v.transform((value) => {
    if (value == null || value === '') return null;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }),
);

export const BlogSchema = v.pipe(
  v.looseObject({
    _id: v.optional(idField),
    id: v.optional(idField),
    title: requiredText,
    image: addressOrNull,
    description: textOrEmpty,
    createdAt: isoDate,
  }),
  v.transform((raw): Blog => ({
    id: toRecordId(raw, raw.title),
    title: raw.title,
    image: raw.image ?? null,
    html: raw.description ?? '',
    createdAt: raw.createdAt ?? null,
  })),
);

const amount = v.pipe(
  v.nullish(v.union([v.number(), v.string()])),
  v.transform((value) => {
    if (value == null || value === '') return null;
    const number = typeof value === 'number' ? value : Number(value.replace(/[,\s₹]/g, ''));
    return Number.isFinite(number) && number >= 0 ? number : null;
  }),
);

/** "year", "yearly", "annual", "per annum", "month", "monthly", "per month"… in any case; anything else is unknown. */
const salaryPeriod = v.pipe(
  v.nullish(v.unknown()),
  v.transform((value): SalaryPeriod | null => {
    const word =
      typeof value === 'string'
        ? value
            .trim()
            .toLowerCase()
            .replace(/^per\s+/, '')
        : '';
    if (['year', 'yearly', 'annual', 'annually', 'annum', 'pa', 'p.a.'].includes(word)) return 'year';
    if (['month', 'monthly', 'pm', 'p.m.'].includes(word)) return 'month';
    return null;
  }),
);

export const JobSchema = v.pipe(
  v.looseObject({
    _id: v.optional(idField),
    id: v.optional(idField),
    role: requiredText,
    vacancy: amount,
    position: textOrEmpty,
    lowSalary: amount,
    highSalary: amount,
    otherDetails: textOrEmpty,
    jobdec: addressOrNull,
    datePosted: isoDate,
    createdAt: isoDate,
    salaryPeriod,
  }),
  v.transform((raw): Job => ({
    // A job post names its own id `id` (the other records `_id`), so that one comes first.
    id: String(raw.id ?? raw._id ?? raw.role),
    role: raw.role,
    vacancy: raw.vacancy ?? null,
    position: raw.position ?? '',
    lowSalary: raw.lowSalary ?? null,
    highSalary: raw.highSalary ?? null,
    otherDetails: raw.otherDetails ?? '',
    jobdec: raw.jobdec ?? null,
    postedAt: raw.datePosted ?? raw.createdAt ?? null,
    salaryPeriod: raw.salaryPeriod ?? null,
  })),
);

/** The envelope every call answers with; the list fields are checked record by record. */
export const EnvelopeSchema = v.looseObject({
  status: v.optional(v.unknown()),
  message: v.optional(v.unknown()),
});
