/**
 * Finds English left on a Hindi page: every run of Latin letters in the text a reader sees or hears
 * (text, and the alt, title, aria-label, placeholder and meta description attributes), outside
 * scripts, styles, SVG and elements marked `lang="en"` or `translate="no"` (records shown as the API
 * serves them, and company facts as company.json writes them), that is not in the allowed list of
 * names, codes and units.
 *
 * A small tag scanner, not a full HTML parser: enough for the pages our build writes, which pass
 * html-validate. Run on a folder (`node tests/support/untranslated.ts dist/hi`) it prints each page's
 * untranslated words.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hindiAllowedLatin } from '../fixtures/hindi-allowed-latin.ts';

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is never read as text. */
const opaqueElements = new Set(['script', 'style', 'svg', 'template', 'noscript-ignore']);
const readAttributes = ['alt', 'title', 'aria-label', 'placeholder'];

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/** What a page gives a reader: its text, and what it says where no element can carry a `lang`. */
export interface PageWords {
  /** Text outside the elements marked as English. */
  text: string[];
  /** The title, the meta description and the alt, title, aria-label and placeholder attributes. */
  labels: string[];
  /** Text inside elements marked `lang="en"` or `translate="no"`: records as served, company facts. */
  served: string[];
}

/** The words of a page, sorted into what a reader meets and what is marked as English. */
export function readPage(html: string): PageWords {
  const words: PageWords = { text: [], labels: [], served: [] };
  const tag = /<!--[\s\S]*?-->|<!doctype[^>]*>|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
  /** Depth of open elements inside a skipped one (0: not skipping), and whether it is served text. */
  let skipDepth = 0;
  let skipName = '';
  let skipServed = false;
  let inTitle = false;
  let last = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const between = decodeEntities(html.slice(last, match.index));
    if (skipDepth === 0) (inTitle ? words.labels : words.text).push(between);
    else if (skipServed) words.served.push(between);
    last = tag.lastIndex;
    const [whole, closing, rawName, attributes = ''] = match;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    const selfClosing = voidElements.has(name) || whole.endsWith('/>');
    if (skipDepth > 0) {
      if (name === skipName && !selfClosing) skipDepth += closing ? -1 : 1;
      continue;
    }
    if (name === 'title') inTitle = !closing;
    if (closing) continue;
    const served = attribute(attributes, 'lang') === 'en' || attribute(attributes, 'translate') === 'no';
    if (opaqueElements.has(name) || served) {
      if (!selfClosing) {
        skipDepth = 1;
        skipName = name;
        skipServed = served;
      }
      continue;
    }
    for (const name of readAttributes) {
      const value = attribute(attributes, name);
      if (value) words.labels.push(value);
    }
    if (name === 'meta' && attribute(attributes, 'name') === 'description')
      words.labels.push(attribute(attributes, 'content') ?? '');
  }
  if (skipDepth === 0) words.text.push(decodeEntities(html.slice(last)));
  const tidy = (pieces: string[]) => pieces.map((piece) => piece.trim()).filter(Boolean);
  return { text: tidy(words.text), labels: tidy(words.labels), served: tidy(words.served) };
}

/** The pieces of text of a page a reader meets, outside what is marked as English. */
export function readableText(html: string): string[] {
  const { text, labels } = readPage(html);
  return [...text, ...labels];
}

const latinWords = (piece: string) => [...piece.matchAll(/[A-Za-z]+(?:['’][A-Za-z]+)*/g)].map(([word]) => word);

// Exact case: codes and names have one spelling, and case-blind matching would let "A" allow "a".
const allowed = new Set(hindiAllowedLatin);

/**
 * The English words of a Hindi page that are not names, codes or units from the allowed list. The
 * title, the meta description and attributes cannot mark a record's name as English, so there a
 * word of a record the page shows as served is allowed too.
 */
export function findUntranslated(html: string): string[] {
  const { text, labels, served } = readPage(html);
  const servedWords = new Set(served.flatMap(latinWords));
  const found = new Set<string>();
  for (const piece of text) for (const word of latinWords(piece)) if (!allowed.has(word)) found.add(word);
  for (const piece of labels) {
    for (const word of latinWords(piece)) if (!allowed.has(word) && !servedWords.has(word)) found.add(word);
  }
  return [...found];
}
function listPages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
}

if (import.meta.main) {
  const dir = process.argv[2] ?? 'dist/hi';
  const files = [...listPages(dir).map((file) => join(dir, file)), ...(dir.endsWith('/hi') ? [`${dir}.html`] : [])];
  let bad = 0;
  for (const file of files) {
    const words = findUntranslated(readFileSync(file, 'utf8'));
    if (words.length === 0) continue;
    bad += 1;
    console.log(`${file}: ${words.join(' ')}`);
  }
  console.log(`${files.length} pages, ${bad} with English words outside the allowed list`);
}
