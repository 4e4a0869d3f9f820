import * as v from 'valibot';

/*
 * The shape of the seed's fixture files (./fixtures). Records are written as the company API serves
 * them, with two exceptions the loader fills in: a product names its category or sub-category by the
 * group it sits in (the names are the site's own, from src/content), and image URLs start with
 * `{images}/`, which becomes the images folder of whatever host serves the seed.
 */

/** Where image URLs in a fixture start; the loader puts the serving host's images folder in its place. */
export const IMAGES_TOKEN = '{images}';

const ObjectId = v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/, 'must be a 24-character hexadecimal id'));
const Text = v.pipe(v.string(), v.minLength(1, 'must not be empty'));
const ImageUrl = v.pipe(v.string(), v.startsWith(`${IMAGES_TOKEN}/`, `must start with ${IMAGES_TOKEN}/`));
const Timestamp = v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 timestamp'));

const Product = v.strictObject({
  _id: ObjectId,
  Name: Text,
  /** Empty when the product is sold without a code. */
  ProductCode: v.string(),
  /** The first is the main image. */
  Image: v.pipe(v.array(ImageUrl), v.minLength(1, 'must list at least one image')),
  description: Text,
  General_Features: v.array(Text),
  Instructions: v.array(Text),
  /** A YouTube link, or empty when there is no video. */
  VideoGuides: v.string(),
  Dosage: v.string(),
  Recommended_Adjuvant: v.string(),
  HotProduct: v.boolean(),
});

/** Which pack and grade variants a seed larger than the written catalogue adds for a group's products. */
const VariantKind = v.picklist(['liquid', 'solid', 'lure']);

const groupEntries = {
  /** Colours and containers of the generated pack shots (scripts/dev/art/seed/palette.ts). */
  family: Text,
  /** The short line printed in the label's header band of the pack shots. */
  labelHeader: Text,
  variants: VariantKind,
  products: v.pipe(v.array(Product), v.minLength(1, 'must list at least one product')),
};

/** Products of one sub-category, or of a category that has no sub-categories. */
export const ProductGroupList = v.array(
  v.union([
    v.strictObject({ subCategory: Text, ...groupEntries }),
    v.strictObject({ category: Text, ...groupEntries }),
  ]),
);

const Variant = v.strictObject({ label: Text, suffix: Text });
const VariantList = v.pipe(v.array(Variant), v.minLength(1, 'must list at least one variant'));

/** The variants of each kind, in the order a growing seed adds them. */
export const VariantTable = v.strictObject({ liquid: VariantList, solid: VariantList, lure: VariantList });

export const BlogList = v.array(
  v.strictObject({
    _id: ObjectId,
    title: Text,
    image: ImageUrl,
    /** The HTML body; inline images use `{images}/` too. */
    description: Text,
    createdAt: Timestamp,
  }),
);

export const JobList = v.array(
  v.strictObject({
    id: ObjectId,
    role: Text,
    vacancy: v.number(),
    position: Text,
    /** Rupees, per `salaryPeriod` when it is given. */
    lowSalary: v.number(),
    highSalary: v.number(),
    /** Left out on some posts, as a back office may: the site must then not say what period the salary is for. */
    salaryPeriod: v.optional(v.picklist(['year', 'month'])),
    /** Left out on some posts, as a back office may. */
    createdAt: v.optional(Timestamp),
    otherDetails: Text,
    /** Link to the full job description. */
    jobdec: Text,
  }),
);

export type ProductGroupFixture = v.InferOutput<typeof ProductGroupList>[number];
export type ProductFixture = ProductGroupFixture['products'][number];
export type VariantKind = v.InferOutput<typeof VariantKind>;
export type VariantTableFixture = v.InferOutput<typeof VariantTable>;
