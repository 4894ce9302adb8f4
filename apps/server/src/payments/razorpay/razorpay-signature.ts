import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Signatures are checked with node:crypto rather than the `razorpay` package's helpers: the
 * scheme is a plain HMAC-SHA256 hex digest, and doing it here hashes the exact raw bytes of the
 * request (the SDK turns a Buffer into a string first), compares in constant time on every
 * version, and keeps a CommonJS SDK with its own HTTP stack out of the server's dependencies.
 */

/** Lower-case hex HMAC-SHA256, as Razorpay computes its signatures. */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time check of a hex signature; false for anything that is not a 64-digit hex string. */
export function signatureMatches(
  secret: string,
  data: string | Buffer,
  signature: string | undefined,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(data).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Razorpay Checkout's subscription signature payload: `${payment_id}|${subscription_id}`. */
export function checkoutSignaturePayload(paymentId: string, subscriptionId: string): string {
  return `${paymentId}|${subscriptionId}`;
}
