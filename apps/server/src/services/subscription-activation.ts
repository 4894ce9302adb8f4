import type { FastifyBaseLogger } from 'fastify';
import { creditsForPlan, type PlanId } from '@candlelens/contracts';
import type { Executor } from '../db/tx.ts';
import {
  findLiveForUser,
  updateSubscription,
  type SubscriptionRow,
} from '../repositories/subscriptions.repository.ts';
import type { CreditsService } from './credits.service.ts';
import { planName } from './plan-period.ts';

/**
 * Starts a paid subscription, unless the user already has a live one: then this one is ended
 * instead (one live plan per user) and the operator is told to refund it. True when started.
 */
export async function activateSubscription(
  deps: { credits: CreditsService; log: FastifyBaseLogger },
  tx: Executor,
  row: SubscriptionRow,
  period: { start: Date; end: Date },
): Promise<boolean> {
  const other = await findLiveForUser(tx, row.userId, { lock: true, exceptId: row.id });
  if (other) {
    await updateSubscription(tx, row.id, { status: 'cancelled' });
    deps.log.warn(
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
      row.currentPeriodEnd && row.currentPeriodEnd > period.end ? row.currentPeriodEnd : period.end,
    activatedAt: row.activatedAt ?? new Date(),
  });
  await deps.credits.set(tx, row.userId, creditsForPlan(updated.planId as PlanId), {
    kind: 'grant',
    reason: `${planName(updated.planId)} plan activated`,
    reference: `activate:${row.id}`,
  });
  return true;
}
