import { legalFacts } from '../../content/company/legal.ts';

/** A piece of a clause: its own words, or a company fact as company.json gives it. */
export interface ClausePart {
  text: string;
  fact: boolean;
}

/**
 * A clause's text cut at the company facts it names ({legalName}, {address}, {email}), each replaced
 * by the fact: the page marks the facts as English, which they are in both editions.
 */
export function splitFacts(text: string): ClausePart[] {
  return text
    .split(/\{(legalName|address|email)\}/)
    .map((piece, index) =>
      index % 2 === 1
        ? { text: legalFacts[piece as keyof typeof legalFacts], fact: true }
        : { text: piece, fact: false },
    )
    .filter((part) => part.text !== '');
}
