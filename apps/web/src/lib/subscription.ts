import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@candlelens/contracts';
import { api } from '@/lib/api.ts';

export const subscriptionQueryKey = ['subscription'] as const;

export function getSubscription(): Promise<SubscriptionStatus> {
  return api<SubscriptionStatus>('/api/subscription');
}

export const subscriptionQueryOptions = queryOptions({
  queryKey: subscriptionQueryKey,
  queryFn: getSubscription,
  staleTime: 15_000,
});

/** The signed-in user's plan and live credit balance. */
export function useSubscriptionStatus(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQueryOptions, enabled: opts.enabled ?? true });
}
