import { createHash } from 'node:crypto';

/*
 * Astro writes into every page's <meta http-equiv="content-security-policy"> the hashes of the inline
 * scripts and styles of the whole build: a product page listed 43 style and 17 script hashes while it
 * carries 4 styles and 7 scripts. That is ~2.4 KB of base64, which compresses to almost nothing less,
 * in the <head> of every page, before its first paint. A hash allows only the code it is the digest of,
 * so the hashes of code a page does not carry allow nothing on that page: dropping them changes what
 * the page may run not at all, and makes it smaller.
 *
 * It hashes the page's UTF-8 bytes (CSP hashes are digests of exactly those bytes) and returns bytes:
 * a page kept as a string is another 100-200 KB on the heap for each of 20,000 pages, and it raised a
 * 10,000-product build's peak memory by 0.3 GB. Only the search for the code reads a latin1 copy of the
 * page, dropped on return: with native searches instead of a loop of ours over its bytes, trimming a
 * 112 KB product page's policy takes 0.29 ms instead of 0.47 ms.
 */

const META_START = Buffer.from('<meta http-equiv="content-security-policy" content="');
/** A hash source, its quotes as written in the attribute (plain or as the entity Astro may use). */
const HASH_SOURCE = /\s*(?:'|&#39;)(sha256|sha384|sha512)-([A-Za-z0-9+/]+=*)(?:'|&#39;)/g;
const DOUBLE_QUOTE = '"'.charCodeAt(0);
/** JSON data blocks (JSON-LD): the browser never runs them, so they need no hash. */
const DATA_BLOCK = /\stype\s*=\s*"application\/(?:ld\+)?json"/i;

type Algorithm = 'sha256' | 'sha384' | 'sha512';

/** The rest of a tag after its `<`, to its `>`: a quoted attribute value is read whole, `>` and all. */
const TAG_REST = String.raw`[^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>`;
/** A code element's name at the start of a tag, ended as a browser ends a tag name. */
const CODE_NAME = String.raw`(script|style)(?=[\t\n\f\r />])`;
/**
 * These read the page as latin1 text (one character per byte: string offsets are byte offsets).
 * `SKIP` passes over text and every tag but a comment or a code element in one native search, rather
 * than a step of ours per tag (a product page has ~1,500 of them); what stops it is one of those, or a
 * tag whose quote is never closed. `CODE_TAG` then reads the code element's own tag.
 */
const SKIP = new RegExp(String.raw`(?:[^<]+|<(?!!--|${CODE_NAME})${TAG_REST})*`, 'y');
const CODE_TAG = new RegExp(`<${CODE_NAME}${TAG_REST}`, 'y');
const COMMENT_START = '<!--';
const COMMENT_END = '-->';

/**
 * The contents of every inline <script> (with no src, and not a data block) and <style> of `page`.
 * It reads the page tag by tag, as a browser does: `<style>` written inside an attribute (a product
 * description in a meta tag, say) is text, not an element, and a search for `<style` alone would take
 * it for one.
 */
function* inlineCode(page: Buffer): Generator<Buffer> {
  const text = page.toString('latin1');
  let at = 0;
  for (;;) {
    SKIP.lastIndex = at;
    SKIP.exec(text);
    at = SKIP.lastIndex;
    if (at >= text.length) return;
    if (text.startsWith(COMMENT_START, at)) {
      const close = text.indexOf(COMMENT_END, at + COMMENT_START.length);
      if (close < 0) return;
      at = close + COMMENT_END.length;
      continue;
    }
    CODE_TAG.lastIndex = at;
    const tag = CODE_TAG.exec(text);
    // A tag whose quote is never closed: the rest of the page is inside it, as a browser reads it.
    if (!tag) return;
    const name = tag[1]!;
    const end = CODE_TAG.lastIndex - 1;
    const close = text.indexOf(`</${name}>`, end + 1);
    if (close < 0) return;
    const attributes = text.slice(at + 1 + name.length, end);
    const runs = !/\ssrc\s*=/i.test(attributes) && !(name === 'script' && DATA_BLOCK.test(attributes));
    if (runs) yield page.subarray(end + 1, close);
    at = close + name.length + 3;
  }
}

/** The page with only the script and style hashes of its own inline code left in its policy. */
export function keepOwnHashes(html: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const page = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const start = page.indexOf(META_START);
  if (start < 0) return html;
  const policyStart = start + META_START.length;
  const policyEnd = page.indexOf(DOUBLE_QUOTE, policyStart);
  if (policyEnd < 0) return html;
  const policy = page.toString('latin1', policyStart, policyEnd);
  const algorithms = new Set<Algorithm>();
  for (const [, algorithm] of policy.matchAll(HASH_SOURCE)) algorithms.add(algorithm as Algorithm);
  if (algorithms.size === 0) return html;
  const carried = new Set<string>();
  for (const code of inlineCode(page)) {
    for (const algorithm of algorithms)
      carried.add(`${algorithm}-${createHash(algorithm).update(code).digest('base64')}`);
  }
  const trimmed = policy.replace(HASH_SOURCE, (source, algorithm: string, digest: string) =>
    carried.has(`${algorithm}-${digest}`) ? source : '',
  );
  return Buffer.concat([page.subarray(0, policyStart), Buffer.from(trimmed, 'latin1'), page.subarray(policyEnd)]);
}
