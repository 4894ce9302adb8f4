import type { CreateSubscriptionResponse, CurrencyCode, PlanId } from '@candlelens/contracts';
import { api } from '@/lib/api.ts';

/** Starts a checkout for a plan; the answer says which checkout to open. */
export function createSubscription(input: {
  planId: PlanId;
  currency?: CurrencyCode;
}): Promise<CreateSubscriptionResponse> {
  return api<CreateSubscriptionResponse>('/api/subscriptions', { body: { ...input } });
}
