import type { VerifySubscriptionRequest } from '@candlelens/contracts';
import { api } from '@/lib/api.ts';

const base = (subscriptionId: string) =>
  `/api/sandbox/checkout/${encodeURIComponent(subscriptionId)}`;

/** Test mode: the tester approves; the server answers with a result signed like Razorpay's. */
export function approveSandboxCheckout(subscriptionId: string): Promise<VerifySubscriptionRequest> {
  return api<VerifySubscriptionRequest>(`${base(subscriptionId)}/approve`, { body: {} });
}

/** Test mode: the tester declines the payment. */
export function declineSandboxCheckout(subscriptionId: string): Promise<{ declined: true }> {
  return api<{ declined: true }>(`${base(subscriptionId)}/decline`, { body: {} });
}
