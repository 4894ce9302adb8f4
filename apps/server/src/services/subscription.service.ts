import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  creditsForPlan,
  planById,
  type ChangePlanResponse,
  type CreateSubscriptionResponse,
  type CurrencyCode,
  type PlanId,
  type SubscriptionStatus,
  type VerifySubscriptionRequest,
} from '@candlelens/contracts';
import type { Db } from '../db/client.ts';
import type { Executor } from '../db/tx.ts';
import type { PaymentProvider, SubscriptionEvent } from '../payments/provider.ts';
import { UserFacingError } from '../errors.ts';
import {
  findByProviderId,
  findLiveForUser,
  insertSubscription,
  isSecondLiveSubscription,
  LIVE_STATES,
  latestForUser,
  recordWebhookEvent,
  setWebhookOutcome,
  updateSubscription,
  type SubscriptionRow,
} from '../repositories/subscriptions.repository.ts';
import type { CreditsService } from './credits.service.ts';
import { PlanChangeService } from './plan-change.service.ts';
import { asPlanId, PERIOD_MS, planName } from './plan-period.ts';

const SECOND_PLAN_MESSAGE =
  'You already have an active plan, so this checkout was not started. ' +
  'If you were charged for it, contact support for a refund.';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored' | 'unknown-subscription';

export interface SubscriptionDeps {
  db: Db;
  provider: PaymentProvider;
  credits: CreditsService;
  log: FastifyBaseLogger;
}

/** Subscription state, credits per weekly period, and the provider's checkouts and webhooks. */
export class SubscriptionService {
  readonly provider: PaymentProvider;
  private readonly db: Db;

  private readonly planChanges: PlanChangeService;

  constructor(private readonly deps: SubscriptionDeps) {
    ({ provider: this.provider, db: this.db } = deps);
    this.planChanges = new PlanChangeService({
      ...deps,
      callProvider: (what, fn) => this.callProvider(what, fn),
    });
  }

  /** Provider calls fail as a clear 502 for the user; the details go to the log. */
  private async callProvider<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      this.deps.log.error(
        { err, provider: this.provider.name },
        `payment provider call failed: ${what}`,
      );
      throw new UserFacingError(
        502,
        'The payment provider is not available right now. Please try again.',
      );
    }
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

  async createCheckout(
    user: { id: string; email: string },
    planId: PlanId,
    currency: CurrencyCode,
  ): Promise<CreateSubscriptionResponse> {
    const plan = planById(planId);
    if (!plan) throw new UserFacingError(400, 'Unknown plan');
    if (await this.activePlan(user.id)) {
      throw new UserFacingError(
        409,
        'You already have an active plan. Choose Upgrade or Downgrade to change it.',
      );
    }
    const created = await this.callProvider('create subscription', () =>
      this.provider.createSubscription({
        planId,
        currency,
        userId: user.id,
        email: user.email,
      }),
    );
    await insertSubscription(this.db, {
      id: randomUUID(),
      userId: user.id,
      planId,
      provider: this.provider.name,
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
    return this.provider.name === 'razorpay'
      ? { provider: 'razorpay', keyId: created.checkout.keyId ?? '', ...base }
      : { provider: 'sandbox', ...base };
  }

  /** The checkout's signed result: verified against our own record, then the plan starts. */
  async verifyCheckout(
    userId: string,
    input: VerifySubscriptionRequest,
  ): Promise<SubscriptionStatus> {
    const row = await findByProviderId(this.db, this.provider.name, input.razorpay_subscription_id);
    if (!row || row.userId !== userId) throw new UserFacingError(404, 'Subscription not found');
    const valid = this.provider.verifyCheckoutSignature({
      paymentId: input.razorpay_payment_id,
      subscriptionId: row.providerSubscriptionId,
      signature: input.razorpay_signature,
    });
    if (!valid) throw new UserFacingError(400, 'Payment could not be verified');
    let started = true;
    try {
      await this.db.transaction(async (tx) => {
        const locked = await findByProviderId(tx, row.provider, row.providerSubscriptionId, {
          lock: true,
        });
        if (locked && (locked.status === 'created' || locked.status === 'pending')) {
          const now = new Date();
          const end = new Date(now.getTime() + PERIOD_MS);
          started = await this.activate(tx, locked, { start: now, end });
        }
      });
    } catch (err) {
      // Two checkouts verified at the same moment: the database let only one become live.
      if (!isSecondLiveSubscription(err)) throw err;
      await updateSubscription(this.db, row.id, { status: 'cancelled' });
      started = false;
    }
    if (!started) {
      await this.provider.cancelAtPeriodEnd(row.providerSubscriptionId).catch((err: unknown) => {
        this.deps.log.error({ err, subscription: row.id }, 'could not cancel a second checkout');
      });
      throw new UserFacingError(409, SECOND_PLAN_MESSAGE);
    }
    return this.status(userId);
  }

  /**
   * Starts a paid subscription, unless the user already has a live one: then this one is ended
   * instead (one live plan per user) and the operator is told to refund it. True when started.
   */
  private async activate(
    tx: Executor,
    row: SubscriptionRow,
    period: { start: Date; end: Date },
  ): Promise<boolean> {
    const other = await findLiveForUser(tx, row.userId, { lock: true, exceptId: row.id });
    if (other) {
      await updateSubscription(tx, row.id, { status: 'cancelled' });
      this.deps.log.warn(
        {
          subscription: row.id,
          live: other.id,
          providerSubscriptionId: row.providerSubscriptionId,
        },
        'second plan paid while one is live: not started; refund its payment',
      );
      return false;
    }
    const updated = await updateSubscription(tx, row.id, {
      status: 'active',
      currentPeriodStart: row.currentPeriodStart ?? period.start,
      currentPeriodEnd:
        row.currentPeriodEnd && row.currentPeriodEnd > period.end
          ? row.currentPeriodEnd
          : period.end,
      activatedAt: row.activatedAt ?? new Date(),
    });
    await this.deps.credits.set(tx, row.userId, creditsForPlan(updated.planId as PlanId), {
      kind: 'grant',
      reason: `${planName(updated.planId)} plan activated`,
      reference: `activate:${row.id}`,
    });
    return true;
  }

  /**
   * A webhook delivery as it arrives: signature checked on the raw body, event id required, body
   * parsed, then applied once. The HTTP route and the operator tool both come through here.
   */
  async receiveWebhook(
    raw: Buffer,
    signature: string | undefined,
    eventId: string | undefined,
  ): Promise<{ httpStatus: number; body: { status?: string; message?: string } }> {
    if (!this.provider.verifyWebhookSignature(raw, signature)) {
      this.deps.log.warn('webhook refused: bad signature');
      return { httpStatus: 400, body: { message: 'Invalid signature' } };
    }
    if (!eventId) return { httpStatus: 400, body: { message: 'Missing event id' } };
    let event: SubscriptionEvent | null;
    let payload: unknown;
    try {
      event = this.provider.parseWebhook(raw, eventId);
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      return { httpStatus: 400, body: { message: 'Malformed event' } };
    }
    if (!event) return { httpStatus: 200, body: { status: 'ignored' } };
    return { httpStatus: 200, body: { status: await this.handleEvent(event, payload) } };
  }

  /** Applies a verified webhook event once, in one transaction with its de-duplication record. */
  async handleEvent(event: SubscriptionEvent, payload: unknown): Promise<EventOutcome> {
    return this.db.transaction(async (tx) => {
      const fresh = await recordWebhookEvent(tx, {
        provider: this.provider.name,
        eventId: event.eventId,
        type: event.type,
        subscriptionId: event.subscriptionId,
        outcome: 'applied',
        payload,
      });
      if (!fresh) return 'duplicate';
      const row = await findByProviderId(tx, this.provider.name, event.subscriptionId, {
        lock: true,
      });
      const outcome = row ? await this.applyEvent(tx, row, event) : 'unknown-subscription';
      if (outcome !== 'applied') {
        await setWebhookOutcome(tx, this.provider.name, event.eventId, outcome);
      }
      this.deps.log.info(
        { event: event.type, eventId: event.eventId, outcome },
        'subscription event',
      );
      return outcome;
    });
  }

  private async applyEvent(
    tx: Executor,
    row: SubscriptionRow,
    event: SubscriptionEvent,
  ): Promise<EventOutcome> {
    if (row.lastEventAt && event.createdAt < row.lastEventAt) return 'stale';
    const touch = { lastEventAt: event.createdAt };
    const zero = async (reason: string) =>
      this.deps.credits.set(tx, row.userId, 0, {
        kind: 'expire',
        reason,
        reference: `end:${row.id}:${event.eventId}`,
      });
    switch (event.type) {
      case 'subscription.activated': {
        if (row.status === 'active') {
          await updateSubscription(tx, row.id, touch);
          return 'ignored';
        }
        const start = event.periodStart ?? new Date();
        const started = await this.activate(
          tx,
          { ...row, ...touch },
          { start, end: event.periodEnd ?? new Date(start.getTime() + PERIOD_MS) },
        );
        await updateSubscription(tx, row.id, touch);
        return started ? 'applied' : 'ignored';
      }
      case 'subscription.charged': {
        const isNewPeriod =
          !!row.currentPeriodEnd && !!event.periodEnd && event.periodEnd > row.currentPeriodEnd;
        if (row.status === 'created' || (!isNewPeriod && row.status !== 'active')) {
          const start = event.periodStart ?? new Date();
          const started = await this.activate(tx, row, {
            start,
            end: event.periodEnd ?? new Date(start.getTime() + PERIOD_MS),
          });
          await updateSubscription(tx, row.id, touch);
          return started ? 'applied' : 'ignored';
        }
        if (!isNewPeriod) {
          await updateSubscription(tx, row.id, touch);
          return 'ignored';
        }
        const planId = (row.pendingPlanId ?? row.planId) as PlanId;
        const start = event.periodStart ?? row.currentPeriodEnd!;
        await updateSubscription(tx, row.id, {
          ...touch,
          status: 'active',
          planId,
          pendingPlanId: null,
          currentPeriodStart: start,
          currentPeriodEnd: event.periodEnd!,
        });
        await this.deps.credits.set(tx, row.userId, creditsForPlan(planId), {
          kind: 'reset',
          reason: `${planName(planId)} plan renewed`,
          reference: `renew:${row.id}:${event.periodEnd!.toISOString()}`,
        });
        return 'applied';
      }
      case 'subscription.pending': {
        if (row.status !== 'active') return 'ignored';
        await updateSubscription(tx, row.id, { ...touch, status: 'pending' });
        return 'applied';
      }
      case 'subscription.halted':
      case 'subscription.cancelled':
      case 'subscription.completed': {
        const status = event.type.split('.')[1]!;
        if (row.status === status) return 'ignored';
        await updateSubscription(tx, row.id, { ...touch, status });
        // Only the live plan's end takes credits (not a second checkout that never started).
        if ((LIVE_STATES as readonly string[]).includes(row.status))
          await zero(`${planName(row.planId)} plan ${status}`);
        return 'applied';
      }
    }
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
