import {
  ANALYSIS_TOOLS,
  CREDITS_PER_ANALYSIS,
  planIncludes,
  unlockingPlanName,
  type AnalysisType,
} from '@candlelens/contracts';
import { InsufficientCreditsError, UserFacingError } from '../errors.ts';
import type { CreditsService } from './credits.service.ts';
import type { SubscriptionService } from './subscription.service.ts';

/** The name a user sees for an analysis type. */
export const titleOf = (type: AnalysisType) =>
  ANALYSIS_TOOLS.find((t) => t.type === type)?.title ??
  (type === 'quick' ? 'Quick Analysis' : 'Chart Analysis');

export interface GateDeps {
  subscriptions: Pick<SubscriptionService, 'activePlan'>;
  credits: Pick<CreditsService, 'balance'>;
}

/** Refuses (402) when the balance does not cover one analysis. */
export async function assertCreditsCover(deps: GateDeps, userId: string): Promise<void> {
  if ((await deps.credits.balance(userId)) < CREDITS_PER_ANALYSIS)
    throw new InsufficientCreditsError();
}

const noPlan = () =>
  new UserFacingError(
    403,
    'An active plan is needed to analyze charts. Choose a plan to continue.',
    {
      requiredPlan: 'Basic',
    },
  );

/** Refuses a user with no active plan (403) or too few credits (402), whatever the tool. */
export async function assertHasPlanAndCredits(deps: GateDeps, userId: string): Promise<void> {
  if (!(await deps.subscriptions.activePlan(userId))) throw noPlan();
  await assertCreditsCover(deps, userId);
}

/**
 * Whether the user may run this analysis now: an active plan (403 naming Basic), a plan that
 * includes the type (403 naming the plan that unlocks it), and credits for it (402).
 */
export async function assertMayAnalyze(
  deps: GateDeps,
  userId: string,
  type: AnalysisType,
): Promise<void> {
  const plan = await deps.subscriptions.activePlan(userId);
  if (!plan) throw noPlan();
  if (!planIncludes(plan, type)) {
    const required = unlockingPlanName(type);
    throw new UserFacingError(
      403,
      `${titleOf(type)} is included in the ${required} plan. Upgrade to unlock it.`,
      { requiredPlan: required },
    );
  }
  await assertCreditsCover(deps, userId);
}

/** The pool's queue is full: try again in a moment (503 with Retry-After). */
export const busy = () =>
  new UserFacingError(
    503,
    'CandleLens is busy reading other charts. Please try again in a few seconds.',
    {},
    { 'retry-after': '2' },
  );
