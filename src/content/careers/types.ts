/**
 * The words of the Career page around the openings (which are shown as the API serves them, marked
 * lang="en"). One object of this type per language (./copy-en.ts, ./copy-hi.ts).
 */
import type { SalaryWords } from '../../lib/format/salary.ts';

export interface CareersCopy {
  /** Search-engine title: "Careers | <company>". */
  title: (companyName: string) => string;
  /** Search-engine description, from the open roles (up to four named) or, without any, an invitation. */
  description: (companyName: string, roles: readonly string[]) => string;
  /** Breadcrumb name of the page. */
  breadcrumb: string;
  eyebrow: string;
  heading: string;
  text: string;
  openings: {
    heading: string;
    /** "3 roles open now. Choose Apply Now and attach your CV as a PDF." */
    count: (count: number) => string;
    /** With no opening: the first sentence, in bold. */
    noneLead: string;
    noneText: string;
    /** The sentence inviting a CV, split around the optional careers e-mail link. */
    sendCv: string;
    orEmail: string;
    sendCvEnd: string;
    /** The subject of the e-mail a visitor writes from that link. */
    emailSubject: string;
  };
  job: {
    position: string;
    vacancy: string;
    /** The vacancy when the API gives none. */
    notStated: string;
    openings: (count: number) => string;
    salary: string;
    /** The salary when the API gives none. */
    atInterview: string;
    /** The apply dialog's title. */
    applyFor: (role: string) => string;
    apply: string;
    /** For screen readers after a button's label, around the role: " for <role>". */
    forRole: { before: string; after: string };
    fullDescription: string;
  };
  /** The words inside a salary ("lakh", "From …"), for formatSalary. */
  salary: SalaryWords;
  aside: {
    heading: string;
    text: string;
    /** Before the careers e-mail address. */
    orEmail: string;
    /** The subject of the e-mail a visitor writes from that link. */
    emailSubject: string;
  };
}
