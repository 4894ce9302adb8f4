import type { FastifyBaseLogger } from 'fastify';
import { UserFacingError } from '../errors.ts';
import type { PaymentProvider } from '../payments/provider.ts';

export type ProviderCall = <T>(what: string, fn: () => Promise<T>) => Promise<T>;

/** Provider calls fail as a clear 502 for the user; the details go to the log. */
export function providerCaller(log: FastifyBaseLogger, provider: PaymentProvider): ProviderCall {
  return async (what, fn) => {
    try {
      return await fn();
    } catch (err) {
      log.error({ err, provider: provider.name }, `payment provider call failed: ${what}`);
      throw new UserFacingError(
        502,
        'The payment provider is not available right now. Please try again.',
      );
    }
  };
}
