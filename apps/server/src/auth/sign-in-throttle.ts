import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { reserveTurn } from '../repositories/rate-limit.repository.ts';
import type { Db } from '../db/client.ts';
import type { LimitRule } from '../services/rate-limit.service.ts';

const WINDOW = 15 * 60;

/**
 * Sign-in attempts are limited per address (AUTH_IP_LIMIT for all accounts) and per account and
 * address together: an address that keeps guessing is locked out, the account is not.
 */
export const accountFromAddress: LimitRule = {
  name: 'sign-in:account-address',
  max: 10,
  windowSeconds: WINDOW,
};

/**
 * Attempts on one account from browsers it has not signed in from take turns, across every
 * address and instance: five at once, then 250 ms apart doubling to 5 s. An attempt whose turn is
 * more than 10 s away is refused at once, so many addresses guessing in parallel get about one
 * guess per 5 s, and hold no connection open while they wait.
 */
export const MAX_TURN_WAIT_MS = 10_000;

/** How long this attempt waits for its turn, or null when it is refused (the queue is full). */
export function reserveSignInTurn(db: Db, account: string): Promise<number | null> {
  return reserveTurn(db, `sign-in:account-turn:${account}`, {
    quietSeconds: WINDOW,
    maxWaitMs: MAX_TURN_WAIT_MS,
  });
}

/**
 * A browser that has signed in to an account carries a signed "known device" cookie for it
 * (OWASP's device cookies): its attempts skip the account's queue, so the owner gets in at once
 * however many addresses are guessing. It proves a past sign-in on that browser, nothing more:
 * the per-address limits still apply to it.
 */
export const KNOWN_DEVICE_COOKIE = 'candlelens.known_device';
const KNOWN_DEVICE_DAYS = 180;

const signature = (secret: string, account: string, nonce: string) =>
  createHmac('sha256', secret).update(`known-device|${account}|${nonce}`).digest('base64url');

export function knownDeviceCookie(secret: string, account: string, secure: boolean): string {
  const nonce = randomBytes(12).toString('base64url');
  const value = `${nonce}.${signature(secret, account, nonce)}`;
  return (
    `${KNOWN_DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${KNOWN_DEVICE_DAYS * 24 * 3600}; ` +
    `HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
  );
}

export function isKnownDevice(
  secret: string,
  account: string,
  cookieHeader: string | undefined,
): boolean {
  const value = cookieHeader
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))
    ?.slice(KNOWN_DEVICE_COOKIE.length + 1);
  const [nonce, sig] = value?.split('.') ?? [];
  if (!nonce || !sig) return false;
  const expected = Buffer.from(signature(secret, account, nonce));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
