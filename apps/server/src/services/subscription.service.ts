import type { FastifyBaseLogger } from 'fastify';
import type {
  ChangePlanResponse,
  CreateSubscriptionResponse,
  CurrencyCode,
  PlanId,
  SubscriptionStatus,
  VerifySubscriptionRequest,
} from '@candlelens/contracts';
import type { Db } from '../db/client.ts';
import type { Executor } from '../db/tx.ts';
import type { PaymentProvider, SubscriptionEvent } from '../payments/provider.ts';
import {
  findLiveForUser,
  latestForUser,
  updateSubscription,
} from '../repositories/subscriptions.repository.ts';
import { CheckoutService } from './checkout.service.ts';
import type { CreditsService } from './credits.service.ts';
import { PlanChangeService } from './plan-change.service.ts';
import { asPlanId, planName } from './plan-period.ts';
import { providerCaller } from './provider-call.ts';
import { SubscriptionWebhooks, type EventOutcome } from './subscription-webhooks.service.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type { EventOutcome };

export interface SubscriptionDeps {
  db: Db;
  provider: PaymentProvider;
  credits: CreditsService;
  log: FastifyBaseLogger;
}

/**
 * Subscription state (status, the active plan, expiry at the period end) and the one entry point
 * to the jobs around it, each in its own module: checkout (checkout.service.ts), the provider's
 * webhooks (subscription-webhooks.service.ts) and plan changes (plan-change.service.ts).
 */
export class SubscriptionService {
  readonly provider: PaymentProvider;
  private readonly db: Db;

  private readonly checkout: CheckoutService;
  private readonly webhooks: SubscriptionWebhooks;
  private readonly planChanges: PlanChangeService;

  constructor(private readonly deps: SubscriptionDeps) {
    ({ provider: this.provider, db: this.db } = deps);
    const callProvider = providerCaller(deps.log, deps.provider);
    this.checkout = new CheckoutService({
      ...deps,
      callProvider,
      activePlan: (userId) => this.activePlan(userId),
      status: (userId) => this.status(userId),
    });
    this.webhooks = new SubscriptionWebhooks(deps);
    this.planChanges = new PlanChangeService({ ...deps, callProvider });
  }

  async status(userId: string): Promise<SubscriptionStatus> {
    await this.expireLapsed(userId);
    const live = await findLiveForUser(this.db, userId);
    const credits = await this.deps.credits.balance(userId);
    if (live) {
      return {
        isActive: true,
        plan: planName(live.planId) as SubscriptionStatus['plan'],
        planId: asPlanId(live.planId),
        status: live.status as SubscriptionStatus['status'],
        provider: live.provider as SubscriptionStatus['provider'],
        startDate: iso(live.activatedAt),
        currentPeriodStart: iso(live.currentPeriodStart),
        currentPeriodEnd: iso(live.currentPeriodEnd),
        cancelAtPeriodEnd: live.cancelAtPeriodEnd,
        pendingPlanId: asPlanId(live.pendingPlanId),
        credits,
      };
    }
    const latest = await latestForUser(this.db, userId);
    return {
      isActive: false,
      plan: 'Free',
      planId: null,
      status: (latest?.status as SubscriptionStatus['status']) ?? 'none',
      provider: null,
      startDate: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      pendingPlanId: null,
      credits,
    };
  }

  /** Whether the user has a plan now (used by the analysis gate). */
  async activePlan(userId: string, tx?: Executor): Promise<PlanId | null> {
    await this.expireLapsed(userId);
    const live = await findLiveForUser(tx ?? this.db, userId);
    return live ? asPlanId(live.planId) : null;
  }

  /** Ends access whose period is over: nothing rolls over. */
  async expireLapsed(userId: string): Promise<void> {
    const live = await findLiveForUser(this.db, userId);
    if (!live?.currentPeriodEnd || live.currentPeriodEnd.getTime() > Date.now()) return;
    await this.db.transaction(async (tx) => {
      const row = await findLiveForUser(tx, userId, { lock: true });
      if (!row?.currentPeriodEnd || row.currentPeriodEnd.getTime() > Date.now()) return;
      await updateSubscription(tx, row.id, {
        status: row.cancelAtPeriodEnd ? 'cancelled' : 'expired',
      });
      await this.deps.credits.set(tx, userId, 0, {
        kind: 'expire',
        reason: `${planName(row.planId)} plan period ended`,
        reference: `expire:${row.id}:${row.currentPeriodEnd.toISOString()}`,
      });
    });
  }

  createCheckout(
    user: { id: string; email: string },
    planId: PlanId,
    currency: CurrencyCode,
  ): Promise<CreateSubscriptionResponse> {
    return this.checkout.createCheckout(user, planId, currency);
  }

  verifyCheckout(userId: string, input: VerifySubscriptionRequest): Promise<SubscriptionStatus> {
    return this.checkout.verifyCheckout(userId, input);
  }

  /** A webhook delivery as it arrives (the HTTP route and the operator tool): see SubscriptionWebhooks. */
  receiveWebhook(raw: Buffer, signature: string | undefined, eventId: string | undefined) {
    return this.webhooks.receiveWebhook(raw, signature, eventId);
  }

  handleEvent(event: SubscriptionEvent, payload: unknown): Promise<EventOutcome> {
    return this.webhooks.handleEvent(event, payload);
  }

  async cancelAtPeriodEnd(userId: string): Promise<SubscriptionStatus> {
    await this.planChanges.cancelAtPeriodEnd(userId);
    return this.status(userId);
  }

  async changePlan(userId: string, planId: PlanId): Promise<ChangePlanResponse> {
    const change = await this.planChanges.changePlan(userId, planId);
    return { change, subscription: await this.status(userId) };
  }
}
