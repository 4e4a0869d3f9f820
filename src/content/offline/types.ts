/**
 * The words of the offline features: the "Save for offline" button of product pages, the offline
 * page (/offline, /hi/offline) and the notices of an enquiry kept on the phone. One object of this
 * type per language (./copy-en.ts, ./copy-hi.ts).
 */
export interface OfflineCopy {
  saveButton: {
    save: string;
    saved: string;
  };
  page: {
    title: string;
    description: string;
    heading: string;
    /** Above the list of saved pages. */
    intro: string;
    savedHeading: string;
    /** When nothing is saved yet. */
    empty: string;
    /** Before the company's phone and WhatsApp. */
    reachUs: string;
    phone: string;
    whatsapp: string;
    /** Shown while the page's script reads what is saved, and without scripts. */
    checking: string;
  };
  enquiry: {
    /** The enquiry was kept on the phone: it goes when the connection is back. */
    queued: string;
    /** The kept enquiry reached the company. */
    delivered: string;
    /** The server refused the kept enquiry. */
    refused: string;
  };
}
