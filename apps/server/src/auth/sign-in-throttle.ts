import type { LimitRule, RateLimitService } from '../services/rate-limit.service.ts';

const WINDOW = 15 * 60;

/**
 * Sign-in attempts are limited per address (AUTH_IP_LIMIT for all accounts) and per account and
 * address together: an address that keeps guessing is locked out, the account is not. Failed
 * attempts on an account from any address slow every further attempt on it (progressive delay),
 * so guessing from rotating addresses gets slow while the owner, with the right password, still
 * gets in after a few seconds at most.
 */
export const accountFromAddress: LimitRule = {
  name: 'sign-in:account-address',
  max: 10,
  windowSeconds: WINDOW,
};
const accountFailures: LimitRule = {
  name: 'sign-in:account-failures',
  max: 0,
  windowSeconds: WINDOW,
};

/** Free attempts before the delay starts, then 250 ms doubling per failure, at most 5 s. */
export function signInDelayMs(failures: number): number {
  if (failures <= 5) return 0;
  return Math.min(250 * 2 ** (failures - 6), 5000);
}

export async function delayForAccount(limits: RateLimitService, email: string): Promise<void> {
  const ms = signInDelayMs(await limits.count(accountFailures, email));
  if (ms > 0) await new Promise((r) => setTimeout(r, ms));
}

export async function recordFailure(limits: RateLimitService, email: string): Promise<void> {
  await limits.record(accountFailures, email);
}
