import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  planById,
  type CreateSubscriptionResponse,
  type CurrencyCode,
  type PlanId,
  type SubscriptionStatus,
  type VerifySubscriptionRequest,
} from '@candlelens/contracts';
import type { Db } from '../db/client.ts';
import { UserFacingError } from '../errors.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import {
  findByProviderId,
  insertSubscription,
  isSecondLiveSubscription,
  updateSubscription,
} from '../repositories/subscriptions.repository.ts';
import type { CreditsService } from './credits.service.ts';
import { PERIOD_MS } from './plan-period.ts';
import type { ProviderCall } from './provider-call.ts';
import { activateSubscription } from './subscription-activation.ts';

const SECOND_PLAN_MESSAGE =
  'You already have an active plan, so this checkout was not started. ' +
  'If you were charged for it, contact support for a refund.';

export interface CheckoutDeps {
  db: Db;
  provider: PaymentProvider;
  credits: CreditsService;
  log: FastifyBaseLogger;
  callProvider: ProviderCall;
  activePlan(userId: string): Promise<PlanId | null>;
  status(userId: string): Promise<SubscriptionStatus>;
}

/** Buying a plan: the provider's checkout is created, then its signed result starts the plan. */
export class CheckoutService {
  constructor(private readonly deps: CheckoutDeps) {}

  async createCheckout(
    user: { id: string; email: string },
    planId: PlanId,
    currency: CurrencyCode,
  ): Promise<CreateSubscriptionResponse> {
    const plan = planById(planId);
    if (!plan) throw new UserFacingError(400, 'Unknown plan');
    if (await this.deps.activePlan(user.id)) {
      throw new UserFacingError(
        409,
        'You already have an active plan. Choose Upgrade or Downgrade to change it.',
      );
    }
    const created = await this.deps.callProvider('create subscription', () =>
      this.deps.provider.createSubscription({
        planId,
        currency,
        userId: user.id,
        email: user.email,
      }),
    );
    await insertSubscription(this.deps.db, {
      id: randomUUID(),
      userId: user.id,
      planId,
      provider: this.deps.provider.name,
      providerSubscriptionId: created.providerSubscriptionId,
      providerPlanId: created.providerPlanId,
      currency,
      status: 'created',
    });
    const base = {
      subscriptionId: created.providerSubscriptionId,
      planId,
      amount: plan.priceUSD,
      currency: 'USD' as const,
    };
    return this.deps.provider.name === 'razorpay'
      ? { provider: 'razorpay', keyId: created.checkout.keyId ?? '', ...base }
      : { provider: 'sandbox', ...base };
  }

  /** The checkout's signed result: verified against our own record, then the plan starts. */
  async verifyCheckout(
    userId: string,
    input: VerifySubscriptionRequest,
  ): Promise<SubscriptionStatus> {
    const row = await findByProviderId(
      this.deps.db,
      this.deps.provider.name,
      input.razorpay_subscription_id,
    );
    if (!row || row.userId !== userId) throw new UserFacingError(404, 'Subscription not found');
    const valid = this.deps.provider.verifyCheckoutSignature({
      paymentId: input.razorpay_payment_id,
      subscriptionId: row.providerSubscriptionId,
      signature: input.razorpay_signature,
    });
    if (!valid) throw new UserFacingError(400, 'Payment could not be verified');
    let started = true;
    try {
      await this.deps.db.transaction(async (tx) => {
        const locked = await findByProviderId(tx, row.provider, row.providerSubscriptionId, {
          lock: true,
        });
        if (locked && (locked.status === 'created' || locked.status === 'pending')) {
          const now = new Date();
          const end = new Date(now.getTime() + PERIOD_MS);
          started = await activateSubscription(this.deps, tx, locked, { start: now, end });
        }
      });
    } catch (err) {
      // Two checkouts verified at the same moment: the database let only one become live.
      if (!isSecondLiveSubscription(err)) throw err;
      await updateSubscription(this.deps.db, row.id, { status: 'cancelled' });
      started = false;
    }
    if (!started) {
      await this.deps.provider
        .cancelAtPeriodEnd(row.providerSubscriptionId)
        .catch((err: unknown) => {
          this.deps.log.error({ err, subscription: row.id }, 'could not cancel a second checkout');
        });
      throw new UserFacingError(409, SECOND_PLAN_MESSAGE);
    }
    return this.deps.status(userId);
  }
}
