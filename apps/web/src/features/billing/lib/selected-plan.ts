import { planById, type PlanId } from '@candlelens/contracts';
import { SELECTED_PLAN_KEY } from '@/features/marketing/lib/plan-selection.ts';

/** The plan a visitor picked before signing in, if any. */
export function readSelectedPlan(): PlanId | null {
  try {
    return planById(localStorage.getItem(SELECTED_PLAN_KEY) ?? '')?.id ?? null;
  } catch {
    return null;
  }
}

export function clearSelectedPlan() {
  try {
    localStorage.removeItem(SELECTED_PLAN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
