import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy source that allows exactly this inline style or script, as Astro's
 * `styleDirective.hashes`, `scriptDirective.hashes` and `Astro.csp` take it.
 */
export function cspHash(code: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(code).digest('base64')}`;
}
