import { createHash } from 'node:crypto';

/*
 * Astro writes into every page's <meta http-equiv="content-security-policy"> the hashes of the inline
 * scripts and styles of the whole build: a product page listed 43 style and 17 script hashes while it
 * carries 4 styles and 7 scripts. That is ~2.3 KB of base64, which compresses to almost nothing less,
 * in the <head> of every page, before its first paint. A hash allows only the code it is the digest of,
 * so the hashes of code a page does not carry allow nothing on that page: dropping them changes what
 * the page may run not at all, and makes it smaller.
 */

const POLICY_META = /(?<=<meta http-equiv="content-security-policy" content=")[^"]*/i;
/** A hash source, its quotes as written in the attribute (plain or as the entity Astro may use). */
const HASH_SOURCE = /\s*(?:'|&#39;)(sha256|sha384|sha512)-([A-Za-z0-9+/]+=*)(?:'|&#39;)/g;
/** Every inline <script> and <style>, whatever its type: keeping a hash that is not needed is harmless. */
const INLINE_CODE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;

type Algorithm = 'sha256' | 'sha384' | 'sha512';

/** Most inline code is the same on thousands of pages: its digests are computed once. */
const digests = new Map<string, string>();
const MAX_REMEMBERED = 512;

function digestOf(algorithm: Algorithm, code: string): string {
  const key = `${algorithm}\n${code}`;
  let digest = digests.get(key);
  if (digest === undefined) {
    digest = createHash(algorithm).update(code).digest('base64');
    if (digests.size >= MAX_REMEMBERED) digests.clear();
    digests.set(key, digest);
  }
  return digest;
}

/** The page with only the script and style hashes of its own inline code left in its policy. */
export function keepOwnHashes(html: string): string {
  const meta = POLICY_META.exec(html);
  if (!meta) return html;
  const policy = meta[0];
  const algorithms = new Set<Algorithm>();
  for (const [, algorithm] of policy.matchAll(HASH_SOURCE)) algorithms.add(algorithm as Algorithm);
  if (algorithms.size === 0) return html;
  const carried = new Set<string>();
  for (const [, , attributes, code] of html.matchAll(INLINE_CODE)) {
    if (/\ssrc\s*=/i.test(attributes!)) continue;
    for (const algorithm of algorithms) carried.add(`${algorithm}-${digestOf(algorithm, code!)}`);
  }
  const trimmed = policy.replace(HASH_SOURCE, (source, algorithm: string, digest: string) =>
    carried.has(`${algorithm}-${digest}`) ? source : '',
  );
  return html.slice(0, meta.index) + trimmed + html.slice(meta.index + policy.length);
}
