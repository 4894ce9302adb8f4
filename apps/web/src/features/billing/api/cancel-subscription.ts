import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@candlelens/contracts';
import { api } from '@/lib/api.ts';
import { subscriptionQueryKey } from '@/lib/subscription.ts';
import { creditLedgerQueryKey } from './get-credit-ledger.ts';

/** Cancels at the end of the current weekly period; the plan stays usable until then. */
export function cancelSubscription(): Promise<SubscriptionStatus> {
  return api<SubscriptionStatus>('/api/subscriptions/cancel', { body: {} });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (status) => {
      queryClient.setQueryData(subscriptionQueryKey, status);
      void queryClient.invalidateQueries({ queryKey: creditLedgerQueryKey });
    },
  });
}
