import type { CurrencyCode } from './currency.ts';
import type { PlanId } from './plans.ts';

/** Subscription states as the server stores them (provider states mapped onto ours). */
export type SubscriptionState =
  'created' | 'active' | 'pending' | 'halted' | 'cancelled' | 'completed' | 'expired';

/** GET /api/subscription: the signed-in user's plan and credits. */
export interface SubscriptionStatus {
  isActive: boolean;
  /** 'Free' when there is no active plan. */
  plan: 'Free' | 'Basic' | 'Pro' | 'Elite';
  planId: PlanId | null;
  status: SubscriptionState | 'none';
  provider: 'sandbox' | 'razorpay' | null;
  /** ISO timestamps of the current weekly period. */
  startDate: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** A downgrade waiting for the end of the period. */
  pendingPlanId: PlanId | null;
  credits: number;
}

/** POST /api/subscriptions { planId } -> what the browser needs to open the checkout. */
export type CreateSubscriptionResponse =
  | {
      provider: 'sandbox';
      subscriptionId: string;
      planId: PlanId;
      amount: number;
      currency: CurrencyCode;
    }
  | {
      provider: 'razorpay';
      subscriptionId: string;
      planId: PlanId;
      keyId: string;
      amount: number;
      currency: CurrencyCode;
    };

/** The checkout's signed result, as Razorpay Checkout hands it to the page. */
export interface VerifySubscriptionRequest {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
}

/** POST /api/subscriptions/change { planId }: upgrade now, downgrade at period end. */
export interface ChangePlanResponse {
  change: 'upgraded' | 'downgrade-scheduled';
  subscription: SubscriptionStatus;
}

/** GET /api/credits/ledger: newest first. */
export interface LedgerEntry {
  id: string;
  createdAt: string;
  kind: 'grant' | 'spend' | 'refund' | 'adjustment' | 'reset' | 'expire';
  delta: number;
  balanceAfter: number;
  reason: string;
  reference: string | null;
}

/** GET /api/geo: the currency to show prices in (display only; the charge is in USD). */
export interface GeoResponse {
  country: string;
  currency: CurrencyCode;
}
