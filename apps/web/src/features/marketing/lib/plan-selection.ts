import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PLANS, type PlanId, type SubscriptionStatus } from '@candlelens/contracts';
import { api } from '@/lib/api.ts';
import { SELECTED_PLAN_KEY } from '@/lib/selected-plan.ts';

/**
 * Picking a plan on a public page (spec section 4): a visitor's choice is remembered and they
 * sign in; a signed-in user with an active plan goes to the chooser to change it; a signed-in
 * user without one goes to /payment with the plan.
 */
export function useVisitorPlanSelect(): (planId: PlanId) => void {
  const navigate = useNavigate();
  return useCallback(
    (planId: PlanId) => {
      const asVisitor = () => {
        try {
          localStorage.setItem(SELECTED_PLAN_KEY, planId);
        } catch {
          // Storage can be unavailable (private mode); signing in still works.
        }
        void navigate('/signin');
      };
      // Signed out (401) or no answer: the visitor path, which resumes the plan after sign-in.
      api<SubscriptionStatus>('/api/subscription').then(
        (s) =>
          void navigate(s.isActive ? '/subscription-plans' : '/payment', { state: { planId } }),
        asVisitor,
      );
    },
    [navigate],
  );
}

/** The cheapest weekly plan in US dollars, for 'Plans from ...' lines. */
export const LOWEST_WEEKLY_USD = Math.min(...PLANS.map((p) => p.priceUSD));
