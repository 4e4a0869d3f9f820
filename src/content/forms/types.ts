/**
 * The words of the form islands (enquiry, call-back, careers, finder, product picker, toasts) and of
 * the rules and submit outcomes they show, of the two search islands, and of the forms' mounts. One
 * object of each type per language: FormsCopy in ./copy-en.ts and ./copy-hi.ts, SearchCopy in
 * ./search-*.ts, MountCopy in ./mount-*.ts. The English editions keep SPEC.md's wording exactly.
 *
 * FormsCopy has no accessor by locale: each form island has an entry per language
 * (src/islands/editions/) that imports its one edition, so a page's script carries no other language.
 *
 * Values the API receives (query options, career interests) stay English; only their labels are
 * translated, keyed by the value.
 */
import type { CareerInterest, QueryOption } from '../company/contact.ts';

/** Every message the client-side rules show (src/lib/validation/forms.ts checks them in order). */
export interface ValidationMessages {
  contactEmail: string;
  callbackName: string;
  callbackPhone: string;
  callbackEmail: string;
  callbackMessage: string;
  nameRequired: string;
  emailRequired: string;
  cvRequired: string;
  cvPdfOnly: string;
  cvWrongType: string;
  cvTooLarge: string;
  categoryFirst: string;
  uploadFailed: string;
}

/** Our words for submit outcomes (src/lib/api/client.ts); the server's own messages are shown as served. */
export interface SubmitMessages {
  timeout: string;
  network: string;
  httpFallback: (status: number) => string;
  notAccepted: string;
  jobFallback: string;
  callbackSuccess: string;
  callbackProblem: string;
  callbackExpired: string;
  /**
   * Whether a success shows the server's own message. It answers in English: an English page shows
   * it as served, a Hindi page its own words. (A failure's message is shown as served on both, as it
   * is the only word of what went wrong.)
   */
  serverSuccessShown: boolean;
}

/** The words every form island shares: its rules, outcomes, fields, submit row, toasts and product choice. */
import type { OfflineCopy } from '../offline/types.ts';

export interface FormsCopy {
  validation: ValidationMessages;
  submit: SubmitMessages;
  /** An enquiry kept on the phone while offline (src/islands/offline/send-or-queue.ts). */
  offlineEnquiry: OfflineCopy['enquiry'];
  /** What a bot-looking submit shows (src/islands/forms/use-submission.ts). */
  bot: { honeypot: string; tooFast: string };
  /** The shared field parts (src/islands/forms/fields.tsx). */
  fields: {
    optional: string;
    name: string;
    fullName: string;
    email: string;
    phone: string;
    message: string;
    /** "120 of 5,000 characters". */
    count: (length: string, max: string) => string;
    /** At the limit: what was cut and what to do. */
    countFull: (max: string) => string;
    /** The bot trap's label (never seen by people, but read by some bots). */
    trap: string;
  };
  /** The submit row (src/islands/forms/SubmitRow.tsx). */
  submitRow: {
    sending: string;
    uploading: (percent: number) => string;
    slow: string;
    /** A Send pressed before the form's script arrived: it is held and goes once the form is ready. */
    held: string;
  };
  toast: { dismiss: string; notifications: string };
  /** Category and product choice, shared by the finder and the product picker. */
  picker: {
    legend: string;
    category: string;
    chooseCategory: string;
    /** The option for a whole category that has sub-categories. */
    allOf: (category: string) => string;
    product: string;
    loading: string;
    chooseProduct: string;
    noProducts: string;
    add: string;
    chooseToAdd: string;
    added: (name: string) => string;
    already: (name: string) => string;
    removed: (name: string) => string;
    remove: (name: string) => string;
    selected: string;
    loadFailed: string;
    retry: string;
  };
}

/** The enquiry form of the home and contact pages. */
export interface ContactFormCopy {
  label: string;
  submit: string;
  success: string;
  query: string;
  chooseTopic: string;
  queryOptions: Readonly<Record<QueryOption, string>>;
  other: string;
  messageHint: string;
}

/** The call-back and contact-us dialog's form. */
export interface CallbackFormCopy {
  submit: string;
  phone: string;
  messageHint: string;
  /** Written into an empty message when the trigger named something that is not a listed product. */
  askAbout: (name: string) => string;
  /** The outcome under the button after a success: the success message, then this. */
  calledBack: (success: string) => string;
}

/** The careers side form and the job apply form. */
export interface CareersCopy {
  sideLabel: string;
  sideSubmit: string;
  interest: string;
  chooseInterest: string;
  interests: Readonly<Record<CareerInterest, string>>;
  success: string;
  jobSubmit: string;
  about: string;
  aboutHint: string;
  /** The job modal's outcome after a success: the message, then that the window closes. */
  closing: (message: string) => string;
  /** "Your CV (PDF, DOC or DOCX, up to 5 MB)"; `types` already joined as a list. */
  cvLabel: (types: string, megabytes: number) => string;
  /** The language Intl.ListFormat joins the file types in. */
  listLocale: string;
  uploadTimeout: string;
  uploadNetwork: string;
  /** "PDF upload failed: why. Please try again."; `detail` comes without its closing full stop. */
  uploadFailedNotice: (failed: string, detail: string | null) => string;
}

/** The home page finder. */
export interface FinderCopy {
  label: string;
  allProductsIn: (category: string) => string;
  search: string;
  why: string;
  loadFailed: string;
}

/** The words of the two search islands (category search, blog search); a module of their own, as their pages have no form. */
export interface SearchCopy {
  category: {
    label: string;
    placeholder: string;
    suggestions: string;
    noMatch: (query: string) => string;
    count: (count: number) => string;
    /** Said under the box when the search's script could not load. */
    unavailable: string;
  };
  blog: {
    label: string;
    input: string;
    search: string;
    placeholder: string;
    results: string;
    count: (count: number, query: string) => string;
    noMatch: (query: string) => string;
    /** Said under the box when the search's script could not load. */
    unavailable: string;
  };
}

/** Words before and after a link. */
export interface Around {
  before: string;
  after: string;
}

/** The words the mounts render with the page (no JavaScript): dialog frames and the fallbacks. */
export interface MountCopy {
  close: string;
  /** The dialog's product line: "About: Fensil 360 (FX 1)". */
  about: string;
  callbackDialog: { title: string; intro: string };
  contactUsDialog: { title: string; intro: string };
  jobDialog: { title: string; intro: string };
  fallback: {
    failed: string;
    kept: string;
    retryLater: string;
    orReach: string;
    retry: string;
    reason: string;
    unknownReason: string;
    /** Words around the ways to reach us when scripts are off. */
    noScript: Around;
    /** The ways to reach us: the link's text is the number or address, its words go around it. */
    call: Around;
    writeTo: Around;
    /** The WhatsApp link says this rather than the number. */
    whatsApp: string;
    /** Joins the ways: ", " between, " or " before the last. */
    comma: string;
    or: string;
    /** The full stop after the ways. */
    end: string;
    /** The finder's fallback: a link to the categories, with words around it. */
    finderFailed: string;
    browseCategories: Around & { link: string };
  };
}
