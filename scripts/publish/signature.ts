/**
 * The webhook's shared secret: the back office signs each call's body with HMAC-SHA256 and sends
 * `X-Publish-Signature: sha256=<hex>` (the form GitHub's webhooks use, so their libraries and docs
 * apply). A call without it, or with a wrong one, builds nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-publish-signature';

/** The header value for a body signed with `secret`. */
export function signBody(secret: string, body: string | Uint8Array): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Whether a given secret (a password, a signature) is the expected one, compared in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether `header` is the body's signature under `secret`. */
export function hasValidSignature(secret: string, body: Uint8Array, header: string | undefined): boolean {
  if (!secret || !header) return false;
  return sameSecret(header.trim().toLowerCase(), signBody(secret, body));
}
