import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePlanResponse, PlanId } from '@candlelens/contracts';
import { api } from '@/lib/api.ts';
import { creditLedgerQueryKey } from './get-credit-ledger.ts';
import { subscriptionQueryKey } from '@/lib/subscription.ts';

/** Upgrade (immediate) or downgrade (at the end of the period) an active plan. */
export function changePlan(planId: PlanId): Promise<ChangePlanResponse> {
  return api<ChangePlanResponse>('/api/subscriptions/change', { body: { planId } });
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (res) => {
      queryClient.setQueryData(subscriptionQueryKey, res.subscription);
      void queryClient.invalidateQueries({ queryKey: creditLedgerQueryKey });
    },
  });
}
