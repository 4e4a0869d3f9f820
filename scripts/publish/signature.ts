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

/** Whether `header` is the body's signature under `secret`, compared in constant time. */
export function hasValidSignature(secret: string, body: Uint8Array, header: string | undefined): boolean {
  if (!secret || !header) return false;
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
