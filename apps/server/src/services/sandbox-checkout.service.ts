import type { Db } from '../db/client.ts';
import { UserFacingError } from '../errors.ts';
import type { SandboxProvider } from '../payments/sandbox/sandbox-provider.ts';
import { findByProviderId } from '../repositories/subscriptions.repository.ts';

/**
 * The sandbox checkout: the app's own test-mode stand-in for a card checkout. Approving returns a
 * result signed like Razorpay's; the browser must still send it to /api/subscriptions/verify.
 */
export class SandboxCheckoutService {
  constructor(private readonly deps: { db: Db; provider: SandboxProvider }) {}

  async approve(userId: string, subscriptionId: string) {
    const row = await this.openCheckout(userId, subscriptionId);
    return this.deps.provider.approve(row.providerSubscriptionId);
  }

  async decline(userId: string, subscriptionId: string): Promise<{ declined: true }> {
    await this.openCheckout(userId, subscriptionId);
    return { declined: true };
  }

  /** The user's own checkout that is still waiting for an answer. */
  private async openCheckout(userId: string, subscriptionId: string) {
    const row = await findByProviderId(this.deps.db, 'sandbox', subscriptionId);
    if (!row || row.userId !== userId) throw new UserFacingError(404, 'Checkout not found');
    if (row.status !== 'created')
      throw new UserFacingError(409, 'This checkout is already complete');
    return row;
  }
}
