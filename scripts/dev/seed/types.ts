/**
 * Records exactly as the company API serves them (SPEC.md §3 and §7).
 * The reference API's seed produces these; the site's pull step parses them.
 */

export interface ServedRef {
  _id: string;
  Name: string;
}

export interface ServedProduct {
  _id: string;
  Name: string;
  /** Empty string when the product has no code. */
  ProductCode: string;
  /** Absolute image URLs; the first is the main image. */
  Image: string[];
  description: string;
  General_Features: string[];
  Instructions: string[];
  /** A YouTube link, or an empty string when there is no video. */
  VideoGuides: string;
  Dosage: string;
  Recommended_Adjuvant: string;
  HotProduct: boolean;
  Categories: ServedRef;
  /** null when the product sits directly under its category. */
  SubCategories: ServedRef | null;
}

export interface ServedBlog {
  _id: string;
  title: string;
  /** Absolute image URL. */
  image: string;
  /** HTML body. */
  description: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

export interface ServedJob {
  id: string;
  role: string;
  vacancy: number;
  position: string;
  /** Rupees, per `salaryPeriod` when it is given. */
  lowSalary: number;
  highSalary: number;
  /** Omitted on some posts: the site must then not say what period the salary is for. */
  salaryPeriod?: 'year' | 'month';
  otherDetails: string;
  /** Link to the full job description. */
  jobdec: string;
  /** When the post was created (ISO 8601); omitted on some posts, as an API may. */
  createdAt?: string;
}

export interface Seed {
  categories: ServedRef[];
  subCategories: ServedRef[];
  products: ServedProduct[];
  blogs: ServedBlog[];
  jobs: ServedJob[];
}
