/**
 * Cuts text to its first `limit` words, adding "..." when anything was cut (product descriptions preview 50).
 * A full stop, comma, colon or semicolon the cut leaves at the end gives way to the "...", which would
 * otherwise read "practice...." or "inside,...".
 */
export function truncateWords(text: string, limit = 50): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > limit
    ? `${words
        .slice(0, limit)
        .join(' ')
        .replace(/[.,;:]+$/, '')}...`
    : words.join(' ');
}

const listFormat = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** Items as running text: "1988, 2014 and 2019". */
export function formatList(items: ReadonlyArray<string | number>): string {
  return listFormat.format(items.map(String));
}

/** Text made safe inside XML and SVG, in element content and in double-quoted attributes. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An attribute value as written in HTML, with its entities read back (&amp; last, so "&amp;lt;" stays "&lt;"). */
export function unescapeXml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * A word whose hyphen must not end a line: one beside a digit ("2,4-D", "PEG-400", "C12-14") or
 * before a single letter. Browsers may break after any hyphen, and "Adjuvant for 2,4-" over
 * "D Amine Salt" reads as two names; a compound of words ("Water-Based") may still break.
 */
const UNBREAKABLE_WORD = /\S*(?:\d-|-\d|-[A-Za-z](?![A-Za-z\d]))\S*/g;

/** A short group in parentheses: a product's code in a page's title, "(FX SL 09)". */
const SHORT_GROUP = /\([^()]{1,24}\)/g;

/**
 * `text` kept from breaking where a line must not end, for text that cannot carry markup (a title
 * written into a list by a script): the hyphen of a word splitUnbreakable keeps together becomes a
 * non-breaking hyphen (U+2011), and a short group in parentheses keeps its spaces as no-break spaces,
 * so that "(FX SL 09)" is never "(FX" over "SL 09)".
 */
export function unbreakableText(text: string): string {
  return text
    .replace(UNBREAKABLE_WORD, (word) => word.replace(/-/g, '\u2011'))
    .replace(SHORT_GROUP, (group) => group.replace(/ /g, '\u00a0'));
}

/** A piece of a name, and whether it must stay on one line. */
export interface NamePart {
  text: string;
  keepTogether: boolean;
}

/** `name` cut into the words that must stay on one line and the text between them, in order. */
export function splitUnbreakable(name: string): NamePart[] {
  const parts: NamePart[] = [];
  let from = 0;
  for (const match of name.matchAll(UNBREAKABLE_WORD)) {
    if (match.index > from) parts.push({ text: name.slice(from, match.index), keepTogether: false });
    parts.push({ text: match[0], keepTogether: true });
    from = match.index + match[0].length;
  }
  if (from < name.length) parts.push({ text: name.slice(from), keepTogether: false });
  return parts;
}
