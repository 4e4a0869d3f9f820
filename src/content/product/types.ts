/**
 * The words of a product page and of a product card, around the product's own record (which is
 * shown as the API serves it, marked lang="en"). One object of this type per language
 * (./copy-en.ts, ./copy-hi.ts).
 */
export interface ProductCopy {
  /** The label before the product's code. */
  productCode: string;
  packSizes: string;
  /** The button that opens the call-back form. */
  getCall: string;
  /** The WhatsApp button. */
  letsTalk: string;
  tabs: {
    /** The tab list's accessible name. */
    label: string;
    description: string;
    features: string;
    instructions: string;
    video: string;
  };
  /** Shown in a tab when the record leaves it empty. */
  missing: {
    description: string;
    features: string;
    instructions: string;
  };
  dosage: string;
  recommendedAdjuvant: string;
  /** The title of the product's video guide. */
  videoTitle: (name: string) => string;
  gallery: {
    /** The accessible name of the thumbnails' list. */
    thumbnails: string;
    /** A thumbnail's alt text: "<name>, image 2 of 4". */
    thumbnailAlt: (name: string, index: number, count: number) => string;
  };
  /** The card's tag of a product the API marks as hot. */
  hot: string;
  related: {
    heading: string;
    carousel: string;
  };
  /**
   * The title search engines show, from the record's own (English) name and its group, and the
   * description: the record's opening words or, without them, the fallback.
   */
  seo: {
    title: (nameAndCode: string, group: string) => string;
    /** Whether the record's own (English) words open the description, when it has any. */
    recordLead: boolean;
    fallbackLead: (nameAndCode: string, companyName: string) => string;
    packs: string;
  };
}
