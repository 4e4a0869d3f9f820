/** Domain records: what the site works with once the API's answers have passed the boundary. */

export interface Ref {
  id: string;
  name: string;
}

export interface Product {
  id: string;
  name: string;
  /** null when the product has no code. */
  code: string | null;
  images: string[];
  description: string;
  generalFeatures: string[];
  instructions: string[];
  videoGuide: string | null;
  dosage: string | null;
  recommendedAdjuvant: string | null;
  hot: boolean;
  category: Ref;
  subCategory: Ref | null;
}

export interface Blog {
  id: string;
  title: string;
  image: string | null;
  /** HTML exactly as the API sent it; sanitize before rendering. */
  html: string;
  /** ISO 8601, or null when the API sent no usable date. */
  createdAt: string | null;
}

export interface Job {
  id: string;
  role: string;
  vacancy: number | null;
  position: string;
  lowSalary: number | null;
  highSalary: number | null;
  otherDetails: string;
  jobdec: string | null;
  /** When the opening was posted (ISO 8601), or null when the API sent no date. */
  postedAt: string | null;
  /** What the salary amounts are per, or null when the API does not say. */
  salaryPeriod: SalaryPeriod | null;
}

/** The period a salary is paid for. */
export type SalaryPeriod = 'year' | 'month';

/** A record the boundary refused, named so an editor can find and fix it. */
export interface LeftOut {
  kind: 'category' | 'subCategory' | 'product' | 'blog' | 'job';
  record: string;
  field: string;
  reason: string;
}

/** Everything one pull brought back, as the pages read it. */
export interface Snapshot {
  /** Which shape of snapshot this is; the build refuses any other (SNAPSHOT_FORMAT in src/lib/catalogue/snapshot.ts). */
  format: number;
  pulledAt: string;
  source: string;
  categories: Ref[];
  subCategories: Ref[];
  products: Product[];
  blogs: Blog[];
  jobs: Job[];
  /**
   * Job id → the date (YYYY-MM-DD) a pull first saw the opening, carried from pull to pull: the
   * posting date of an opening the API gives none for, the same in every build.
   */
  jobsFirstSeen: Record<string, string>;
  leftOut: LeftOut[];
}
