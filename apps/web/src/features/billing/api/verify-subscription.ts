import type { SubscriptionStatus, VerifySubscriptionRequest } from '@candlelens/contracts';
import { api } from '@/lib/api.ts';

/** Hands the checkout's signed result to the server, which checks it and activates the plan. */
export function verifySubscription(result: VerifySubscriptionRequest): Promise<SubscriptionStatus> {
  return api<SubscriptionStatus>('/api/subscriptions/verify', { body: { ...result } });
}
