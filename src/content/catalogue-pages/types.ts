/**
 * The words the catalogue's category pages write around their records: the hero, the overview's
 * "at a glance" box, the why-us and how-to headings, the product sections and tables, the call-to-
 * action band, empty states, the hot-products slider, the sub-category landing, /Categories and
 * /products. One object of this type per language (./copy-en.ts, ./copy-hi.ts).
 *
 * Category and product names are the API's and stay as served: a sentence that names one is a
 * {@link Framed} pair of words around the name, so the page can mark the name itself as English.
 */

/** The words before and after a name in a sentence: ['About ', ''] reads "About Fertilizers". */
export type Framed = readonly [before: string, after: string];

/** "1 product" / "12 products" in the page's language. */
export type Count = (count: number) => string;

export interface CataloguePagesCopy {
  crumbs: { home: string; categories: string; allProducts: string };
  /** The accessible name of the breadcrumb trail. */
  breadcrumb: string;
  /** The accessible name of the hero's jump links. */
  onThisPage: string;
  /** After a button's label, for screen readers, the name it is for: "View All: Fertilizers". */
  labelFor: Framed;
  /** A table's scroll box: "Table: <label>". */
  tableLabel: (label: string) => string;
  hero: {
    /** The eyebrow over a category's title. */
    category: string;
    /** The eyebrow over a sub-category with no parent. */
    range: string;
    jumpToProduct: string;
    jumpToSubCategory: string;
    jumps: { overview: string; whyUs: string; product: string; howTo: string };
  };
  overview: {
    eyebrow: string;
    about: Framed;
    howToUse: Framed;
    typicalFormula: string;
    keyAdditives: string;
    formulaColumns: { component: string; role: string; range: string };
    glance: string;
    productGroups: string;
    productsListed: string;
    packSizes: string;
    packSizesValue: string;
    documents: string;
    documentsValue: string;
    callBack: string;
  };
  whyUs: {
    eyebrow: string;
    heading: Framed;
  };
  screening: {
    /** "11 cylinders, 5 cc of emulsifier in each (5% dosage), with A and B split from 0/100 to 100/0 in steps of 10." */
    summary: (method: { cylinders: number; cc: number; dosage: number; first: string; last: string }) => string;
    method: string;
    ratios: string;
    ratiosCaption: (cylinders: number) => string;
    ratioColumns: { cylinder: string; split: string; a: string; b: string };
    reading: string;
    table: string;
    tableCaption: string;
    /** The note under the table, after "Typical values, to be confirmed." */
    typicalNote: string;
    side: { A: string; B: string };
  };
  howTo: {
    eyebrow: string;
    heading: Framed;
    /** The carousel's accessible name. */
    carousel: (name: string) => string;
    /** A video's title. */
    video: (name: string, index: number) => string;
  };
  products: {
    eyebrow: string;
    /** The section's heading for a name ending in "product(s)": "Our Agro Products". */
    headingOur: Framed;
    /** The section's heading for any other name: "Fertilizers products". */
    heading: Framed;
    count: Count;
    more: Framed;
    /** The table's caption (visually hidden) and its scroll box's name. */
    tableCaption: Framed;
    tableLabel: (title: string) => string;
    tableColumns: { formulation: string; adjuvant: string; dosage: string };
    askTeam: string;
    askDosage: string;
    code: string;
    generalFeatures: string;
    askDataSheet: string;
    dosage: string;
    askCropDose: string;
    viewDetails: string;
    /** After "View details", for screen readers: " of <name>". */
    viewDetailsOf: Framed;
    contactUs: string;
    /** After "Contact us", for screen readers: " about <name>". */
    contactAbout: Framed;
  };
  /** The pages of a long listing (src/lib/catalogue/pagination.ts). */
  pager: {
    /** The pager's accessible name: "Pages of Fertilizers products". */
    label: Framed;
    previous: string;
    next: string;
    /** A page's number as a link's accessible name, and its breadcrumb: "Page 2". */
    page: (number: number) => string;
    /** "Page 2 of 5", under the heading of a later page. */
    pageOf: (number: number, count: number) => string;
    /** The count over a paged listing: "Products 49–96 of 250". */
    range: (first: number, last: number, total: number) => string;
    /** A later page's title: "Fertilizers – page 2 of 5". */
    title: (title: string, number: number, count: number) => string;
  };
  empty: {
    heading: Framed;
    text: string;
    contactUs: string;
    askWhatsApp: string;
    /** What an empty catalogue is called in the heading ("our catalogue"). */
    ourCatalogue: string;
  };
  cta: {
    heading: string;
    text: string;
    talk: string;
    whatsApp: string;
    browse: string;
  };
  cards: {
    viewAll: string;
    productGroups: Count;
    subCategories: Count;
    products: Count;
    onRequest: string;
  };
  landing: {
    eyebrow: string;
    heading: Framed;
    allProducts: (total: number) => string;
    /** Under the first of many products no sub-category holds: the link to all of them on the listing. */
    seeAllMore: (count: number) => Framed;
    more: Framed;
    /** The page title of a listing of every product of a category with sub-categories. */
    listingTitle: (name: string) => string;
  };
  overviewPage: {
    title: string;
    description: (company: { name: string; city: string }) => string;
    eyebrow: string;
    heading: string;
    lead: (company: { city: string; established: number }) => string;
    allCategories: string;
    moreGroups: string;
    everyProduct: string;
    callbackHeading: string;
    callbackText: string;
    callback: string;
  };
  hot: {
    eyebrow: string;
    heading: string;
    carousel: string;
    form: string;
    packs: string;
    viewProduct: string;
    getCall: string;
    /** After "Get a Call", for screen readers: " about <title>". */
    about: Framed;
  };
  allProducts: {
    title: string;
    description: (company: { name: string }, total: number) => string;
    heading: string;
    lead: (total: number, categories: number) => string;
    index: string;
    /** Under a group that lists only its first names: the link to all of them ("See all 240"). */
    seeAll: (count: number) => string;
  };
}
