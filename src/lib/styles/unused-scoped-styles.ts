import { createHash } from 'node:crypto';

/*
 * Astro inlines into a page the styles of every component its route imports, whether the page renders
 * the component or not. A category page carries the styles of the landing's cards, the pager, the
 * carousel, the video and each section a category's own content may have: 42 KB of CSS, of which a
 * leaf category such as Fertilizers uses 27 KB. That CSS is in the <head>, before the first paint, on
 * phones that pay for every byte.
 *
 * A component's own (scoped) rules match only elements that carry its scope attribute
 * (`[data-astro-cid-…]`), which only rendering the component writes: no script of the site makes
 * such elements. A rule whose every selector needs a scope the page has no element of can match
 * nothing on that page, so it is dropped. Global rules (site-wide styles, Swiper's, the ones scripts
 * rely on after hydration) are never touched. The style's hash in the page's Content-Security-Policy
 * is replaced by the hash of what it carries now.
 *
 * It reads the page's bytes as latin1 (one character per byte: string offsets are byte offsets and
 * nothing is re-encoded). A route's pages all carry the same sheet, so each sheet is read, and pruned
 * for each set of missing scopes, once; what is left per page is one search for the sheet's scopes,
 * ~0.2 ms for a 100 KB product page.
 */

const SCOPE_ATTRIBUTE = 'data-astro-cid-';
const POLICY_START = '<meta http-equiv="content-security-policy" content="';
/** A scope a selector needs, outside any `:not()`, `:is()` or other parenthesised part. */
const SCOPE_SELECTOR = /\[data-astro-cid-([a-z0-9]+)\]/g;
/** At-rules holding rules (pruned inside); every other block at-rule (@keyframes, @font-face …) is kept as it is. */
const GROUPING_RULE = /^@(?:media|supports|container|layer)\b/;

/** The sheet's scopes that elements of `text` outside [from, to) (the sheet itself) carry. */
function scopesOnPage(text: string, sheet: Sheet, from: number, to: number): Set<string> {
  const found = new Set<string>();
  // One pass for all of them: ~400 scope attributes on a page, and a search per scope read it ~14 times.
  const { pattern } = sheet;
  for (const [start, end] of [
    [to, text.length],
    [0, from],
  ] as const) {
    pattern.lastIndex = start;
    for (let match = pattern.exec(text); match && match.index < end; match = pattern.exec(text)) {
      found.add(match[1]!);
      if (found.size === sheet.scopes.length) return found;
    }
  }
  return found;
}

/**
 * Where the text CSS reads as one piece from `at` ends (its last index): a string, a comment or an
 * escaped character, whose braces and semicolons are not the sheet's; `at` itself for anything else.
 */
function pieceEnd(css: string, at: number): number {
  const character = css[at];
  if (character === '\\') return at + 1;
  if (character === '"' || character === "'") {
    let end = at + 1;
    for (; end < css.length && css[end] !== character; end++) if (css[end] === '\\') end++;
    return end;
  }
  if (character === '/' && css[at + 1] === '*') {
    const close = css.indexOf('*/', at + 2);
    return close < 0 ? css.length : close + 1;
  }
  return at;
}

/** Where the block opened at `open` (a `{`) closes. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let at = open; at < css.length; at++) {
    const end = pieceEnd(css, at);
    if (end !== at) at = end;
    else if (css[at] === '{') depth++;
    else if (css[at] === '}' && --depth === 0) return at;
  }
  return -1;
}

/** Where the next `{` or `;` at this level is. */
function preludeEnd(css: string, from: number): number {
  for (let at = from; at < css.length; at++) {
    const end = pieceEnd(css, at);
    if (end !== at) at = end;
    else if (css[at] === '{' || css[at] === ';') return at;
  }
  return -1;
}

/** The selectors of a selector list, split at the commas outside parentheses. */
function selectorsOf(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < prelude.length; at++) {
    const character = prelude[at];
    if (character === '(') depth++;
    else if (character === ')') depth--;
    else if (character === ',' && depth === 0) {
      selectors.push(prelude.slice(start, at));
      start = at + 1;
    }
  }
  selectors.push(prelude.slice(start));
  return selectors;
}

/** The scopes a selector needs an element of: those outside its parenthesised parts. */
function scopesNeeded(selector: string): string[] {
  let outside = selector;
  for (let previous = ''; previous !== outside;) {
    previous = outside;
    outside = outside.replace(/\([^()]*\)/g, '');
  }
  return [...outside.matchAll(SCOPE_SELECTOR)].map((match) => match[1]!);
}

/** The style sheet without the rules that need a scope in `absent`. */
export function pruneScopedRules(css: string, absent: ReadonlySet<string>): string {
  const alive = (selector: string) => scopesNeeded(selector).every((scope) => !absent.has(scope));
  let result = '';
  let at = 0;
  while (at < css.length) {
    const end = preludeEnd(css, at);
    if (end < 0) {
      result += css.slice(at);
      break;
    }
    if (css[end] === ';') {
      result += css.slice(at, end + 1);
      at = end + 1;
      continue;
    }
    const close = blockEnd(css, end);
    if (close < 0) {
      // Not a style sheet this reads with confidence: left as it is.
      return css;
    }
    const prelude = css.slice(at, end);
    const body = css.slice(end + 1, close);
    const name = prelude.trimStart();
    if (GROUPING_RULE.test(name)) {
      const inner = pruneScopedRules(body, absent);
      // An empty @layer block still sets the layers' order: it stays.
      if (inner.trim() !== '' || name.startsWith('@layer')) result += `${prelude}{${inner}}`;
    } else if (name.startsWith('@')) {
      result += css.slice(at, close + 1);
    } else {
      const kept = selectorsOf(prelude).filter(alive);
      if (kept.length > 0) result += `${kept.join(',')}{${body}}`;
    }
    at = close + 1;
  }
  return result;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64');

interface Sheet {
  css: string;
  /** The scopes its rules need. */
  scopes: string[];
  /** The attribute of any of those scopes on an element. */
  pattern: RegExp;
  /** The sheet as pruned for each set of absent scopes, with the hashes to swap. */
  pruned: Map<string, { css: Buffer; from: string; to: string }>;
}

/**
 * The sheets seen so far, by a short key (length, start and end) rather than the whole text, whose hash
 * would cost more than the rest of the work on a page; the text itself is compared on a match.
 */
const sheets = new Map<string, Sheet>();
/** A few dozen routes: more means something unexpected, and the memory is let go. */
const MEMO_LIMIT = 200;

function sheetOf(css: string): Sheet {
  const key = `${css.length}:${css.slice(0, 48)}${css.slice(-48)}`;
  const known = sheets.get(key);
  if (known?.css === css) return known;
  if (sheets.size >= MEMO_LIMIT) sheets.clear();
  const scopes = [...new Set([...css.matchAll(SCOPE_SELECTOR)].map((match) => match[1]!))];
  const sheet: Sheet = {
    css,
    scopes,
    pattern: new RegExp(`${SCOPE_ATTRIBUTE}(${scopes.join('|')})(?![a-z0-9])`, 'g'),
    pruned: new Map(),
  };
  // A second sheet with the same key (never seen in practice) replaces the first.
  sheets.set(key, sheet);
  return sheet;
}

/**
 * The page without the scoped rules in its <head> styles that none of its elements can match, and with
 * its policy allowing the styles it now carries. A page without such rules is returned as it is, and
 * so is one whose policy does not list the style's hash (it would not be allowed either way).
 */
export function dropUnusedScopedStyles(html: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const page = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const text = page.toString('latin1');
  const headEnd = text.indexOf('</head>');
  if (headEnd < 0) return html;
  const policyStart = text.indexOf(POLICY_START);
  const policyFrom = policyStart < 0 || policyStart > headEnd ? -1 : policyStart + POLICY_START.length;
  const policyTo = policyFrom < 0 ? -1 : text.indexOf('"', policyFrom);
  const oldPolicy = policyTo < 0 ? undefined : text.slice(policyFrom, policyTo);
  let policy = oldPolicy;
  /** Byte ranges of the page to replace, in page order. */
  const edits: Array<{ from: number; to: number; bytes: Buffer }> = [];
  for (let open = text.indexOf('<style>'); open >= 0 && open < headEnd;) {
    const from = open + '<style>'.length;
    const to = text.indexOf('</style>', from);
    if (to < 0) break;
    const css = text.slice(from, to);
    const sheet = sheetOf(css);
    const present = sheet.scopes.length > 0 ? scopesOnPage(text, sheet, from, to) : undefined;
    const absent = present ? sheet.scopes.filter((scope) => !present.has(scope)) : [];
    if (absent.length > 0) {
      const absentKey = absent.join(' ');
      let pruned = sheet.pruned.get(absentKey);
      if (!pruned) {
        const kept = Buffer.from(pruneScopedRules(css, new Set(absent)), 'latin1');
        pruned = { css: kept, from: sha256(page.subarray(from, to)), to: sha256(kept) };
        sheet.pruned.set(absentKey, pruned);
      }
      const allowed = policy?.includes(`sha256-${pruned.from}`) ?? false;
      if (policy === undefined || allowed) {
        if (allowed) policy = policy!.replace(`sha256-${pruned.from}`, `sha256-${pruned.to}`);
        edits.push({ from, to, bytes: pruned.css });
      }
    }
    open = text.indexOf('<style>', to);
  }
  if (edits.length === 0) return html;
  if (policy !== oldPolicy) edits.push({ from: policyFrom, to: policyTo, bytes: Buffer.from(policy!, 'latin1') });
  edits.sort((a, b) => a.from - b.from);
  const pieces: Buffer[] = [];
  let copied = 0;
  for (const { from, to, bytes } of edits) {
    pieces.push(page.subarray(copied, from), bytes);
    copied = to;
  }
  pieces.push(page.subarray(copied));
  return Buffer.concat(pieces);
}
