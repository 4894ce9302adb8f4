import { planById, type PlanId } from '@candlelens/contracts';

/** Where a visitor's chosen plan waits while they sign in (spec section 4). */
export const SELECTED_PLAN_KEY = 'selectedPlan';

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
