import type { FastifyBaseLogger } from 'fastify';
import { creditsForPlan, type PlanId } from '@candlelens/contracts';
import type { Db } from '../db/client.ts';
import type { Executor } from '../db/tx.ts';
import type { PaymentProvider, SubscriptionEvent } from '../payments/provider.ts';
import {
  findByProviderId,
  LIVE_STATES,
  recordWebhookEvent,
  setWebhookOutcome,
  updateSubscription,
  type SubscriptionRow,
} from '../repositories/subscriptions.repository.ts';
import type { CreditsService } from './credits.service.ts';
import { PERIOD_MS, planName } from './plan-period.ts';
import { activateSubscription } from './subscription-activation.ts';

export const EVENT_OUTCOMES = [
  'applied',
  'duplicate',
  'stale',
  'ignored',
  'unknown-subscription',
] as const;
export type EventOutcome = (typeof EVENT_OUTCOMES)[number];

/** A webhook delivery's answer: 200 with what became of the event, or 400 with why it was refused. */
export type WebhookAnswer =
  | { httpStatus: 200; body: { status: EventOutcome } }
  | { httpStatus: 400; body: { message: string } };

/** The provider's subscription events: verified, de-duplicated, and applied once each. */
export class SubscriptionWebhooks {
  constructor(
    private readonly deps: {
      db: Db;
      provider: PaymentProvider;
      credits: CreditsService;
      log: FastifyBaseLogger;
    },
  ) {}

  /**
   * A webhook delivery as it arrives: signature checked on the raw body, event id required, body
   * parsed, then applied once. The HTTP route and the operator tool both come through here.
   */
  async receiveWebhook(
    raw: Buffer,
    signature: string | undefined,
    eventId: string | undefined,
  ): Promise<WebhookAnswer> {
    if (!this.deps.provider.verifyWebhookSignature(raw, signature)) {
      this.deps.log.warn('webhook refused: bad signature');
      return { httpStatus: 400, body: { message: 'Invalid signature' } };
    }
    if (!eventId) return { httpStatus: 400, body: { message: 'Missing event id' } };
    let event: SubscriptionEvent | null;
    let payload: unknown;
    try {
      event = this.deps.provider.parseWebhook(raw, eventId);
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      return { httpStatus: 400, body: { message: 'Malformed event' } };
    }
    if (!event) return { httpStatus: 200, body: { status: 'ignored' } };
    return { httpStatus: 200, body: { status: await this.handleEvent(event, payload) } };
  }

  /** Applies a verified webhook event once, in one transaction with its de-duplication record. */
  async handleEvent(event: SubscriptionEvent, payload: unknown): Promise<EventOutcome> {
    return this.deps.db.transaction(async (tx) => {
      const fresh = await recordWebhookEvent(tx, {
        provider: this.deps.provider.name,
        eventId: event.eventId,
        type: event.type,
        subscriptionId: event.subscriptionId,
        outcome: 'applied',
        payload,
      });
      if (!fresh) return 'duplicate';
      const row = await findByProviderId(tx, this.deps.provider.name, event.subscriptionId, {
        lock: true,
      });
      const outcome = row ? await this.applyEvent(tx, row, event) : 'unknown-subscription';
      if (outcome !== 'applied') {
        await setWebhookOutcome(tx, this.deps.provider.name, event.eventId, outcome);
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
        const started = await activateSubscription(
          this.deps,
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
          const started = await activateSubscription(this.deps, tx, row, {
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
}
