import { planById, type PlanId } from '@candlelens/contracts';

/** A plan period: credits are granted per week and nothing rolls over. */
export const PERIOD_MS = 7 * 24 * 60 * 60 * 1000;

/** The plan's display name ('Free' for none or an unknown id). */
export const planName = (id: string) => planById(id)?.name ?? 'Free';

/** A stored plan id, or null when it is not a known plan. */
export const asPlanId = (id: string | null): PlanId | null =>
  id && planById(id) ? (id as PlanId) : null;
