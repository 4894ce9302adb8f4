import {
  creditsForPlan,
  PLAN_RANK,
  type ChangePlanResponse,
  type CurrencyCode,
  type PlanId,
} from '@candlelens/contracts';
import type { Db } from '../db/client.ts';
import { UserFacingError } from '../errors.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { findLiveForUser, updateSubscription } from '../repositories/subscriptions.repository.ts';
import type { CreditsService } from './credits.service.ts';
import { planName } from './plan-period.ts';
import type { ProviderCall } from './provider-call.ts';

export interface PlanChangeDeps {
  db: Db;
  provider: PaymentProvider;
  credits: CreditsService;
  /** Runs a provider call, turning its failure into a clear 502 for the user. */
  callProvider: ProviderCall;
}

/**
 * Upgrades, downgrades and cancellation of the live plan. Each change holds the subscription row
 * locked from its decision to its last write (the provider call included), so two changes, or a
 * change and a renewal, apply one after the other and never on a stale plan.
 */
export class PlanChangeService {
  constructor(private readonly deps: PlanChangeDeps) {}

  async cancelAtPeriodEnd(userId: string): Promise<void> {
    const { provider } = this.deps;
    await this.deps.db.transaction(async (tx) => {
      const live = await findLiveForUser(tx, userId, { lock: true });
      if (!live) throw new UserFacingError(409, 'You have no active plan to cancel.');
      if (live.cancelAtPeriodEnd) return;
      await this.deps.callProvider('cancel', () =>
        provider.cancelAtPeriodEnd(live.providerSubscriptionId),
      );
      await updateSubscription(tx, live.id, { cancelAtPeriodEnd: true });
    });
  }

  /** Upgrades take effect now (new allowance minus what this period spent); downgrades at the period end. */
  async changePlan(userId: string, planId: PlanId): Promise<ChangePlanResponse['change']> {
    const { provider } = this.deps;
    return this.deps.db.transaction(async (tx) => {
      const live = await findLiveForUser(tx, userId, { lock: true });
      if (!live) throw new UserFacingError(409, 'You have no active plan to change.');
      const current = live.planId as PlanId;
      if (current === planId && !live.pendingPlanId)
        throw new UserFacingError(400, `You are already on the ${planName(planId)} plan.`);
      const currency = live.currency as CurrencyCode;
      if (PLAN_RANK[planId] > PLAN_RANK[current]) {
        const { providerPlanId } = await this.deps.callProvider('upgrade', () =>
          provider.changePlan(live.providerSubscriptionId, { planId, currency, when: 'now' }),
        );
        await updateSubscription(tx, live.id, { planId, providerPlanId, pendingPlanId: null });
        // Positive by the rank check above, made on the locked row.
        await this.deps.credits.adjust(
          tx,
          userId,
          creditsForPlan(planId) - creditsForPlan(current),
          {
            kind: 'adjustment',
            reason: `Upgraded from ${planName(current)} to ${planName(planId)}`,
            reference: `upgrade:${live.id}:${planId}:${live.currentPeriodEnd?.toISOString() ?? ''}`,
          },
        );
        return 'upgraded';
      }
      const { providerPlanId } = await this.deps.callProvider('downgrade', () =>
        provider.changePlan(live.providerSubscriptionId, { planId, currency, when: 'cycle_end' }),
      );
      await updateSubscription(tx, live.id, {
        pendingPlanId: planId === current ? null : planId,
        providerPlanId,
      });
      return 'downgrade-scheduled';
    });
  }
}
