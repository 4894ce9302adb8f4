import type { CurrencyCode, PlanId } from '@candlelens/contracts';
import type { PaymentProvider } from '../provider.ts';
import type { RazorpayPlanIds } from './plan-config.ts';
import { createRazorpayClient, type RazorpayClient } from './razorpay-client.ts';
import { checkoutSignaturePayload, signatureMatches } from './razorpay-signature.ts';
import { parseRazorpayWebhook } from './razorpay-webhook.ts';

/** Weekly cycles before Razorpay completes a subscription: ten years, well inside its limit. */
export const RAZORPAY_TOTAL_COUNT = 520;

export interface RazorpayProviderOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Defaults to https://api.razorpay.com. */
  baseUrl?: string;
  planIds: RazorpayPlanIds;
  timeoutMs?: number;
}

export type RazorpayProvider = PaymentProvider & {
  readonly name: 'razorpay';
  /** The underlying REST client (for reconciliation and operator tools). */
  readonly client: RazorpayClient;
};

/** The Razorpay plan for a CandleLens plan in a currency, falling back to the plan's USD one. */
export function razorpayPlanIdFor(
  planIds: RazorpayPlanIds,
  plan: PlanId,
  currency: CurrencyCode,
): string {
  const id = planIds[plan][currency] ?? planIds[plan].USD;
  if (!id) throw new Error(`No Razorpay plan configured for ${plan} in ${currency} or USD`);
  return id;
}

/** PaymentProvider over Razorpay Subscriptions, Razorpay Checkout and Razorpay webhooks. */
export function createRazorpayProvider(opts: RazorpayProviderOptions): RazorpayProvider {
  const client = createRazorpayClient({
    keyId: opts.keyId,
    keySecret: opts.keySecret,
    baseUrl: opts.baseUrl,
    timeoutMs: opts.timeoutMs,
  });

  return {
    name: 'razorpay',
    client,

    async createSubscription({ planId, currency, userId }) {
      const providerPlanId = razorpayPlanIdFor(opts.planIds, planId, currency);
      const sub = await client.createSubscription({
        planId: providerPlanId,
        totalCount: RAZORPAY_TOTAL_COUNT,
        customerNotify: true,
        // Only our own ids: Razorpay Checkout collects the customer's contact details itself.
        notes: { candlelens_user_id: userId, candlelens_plan: planId },
      });
      return {
        providerSubscriptionId: sub.id,
        providerPlanId: sub.plan_id,
        checkout: { keyId: opts.keyId },
      };
    },

    verifyCheckoutSignature({ paymentId, subscriptionId, signature }) {
      if (!paymentId || !subscriptionId) return false;
      return signatureMatches(
        opts.keySecret,
        checkoutSignaturePayload(paymentId, subscriptionId),
        signature,
      );
    },

    verifyWebhookSignature(rawBody, signature) {
      return signatureMatches(opts.webhookSecret, rawBody, signature);
    },

    parseWebhook: parseRazorpayWebhook,

    async cancelAtPeriodEnd(providerSubscriptionId) {
      await client.cancelSubscription(providerSubscriptionId, { cancelAtCycleEnd: true });
    },

    async changePlan(providerSubscriptionId, { planId, currency, when }) {
      const providerPlanId = razorpayPlanIdFor(opts.planIds, planId, currency);
      await client.updateSubscriptionPlan(providerSubscriptionId, {
        planId: providerPlanId,
        scheduleChangeAt: when,
      });
      // With 'cycle_end' Razorpay keeps the old plan_id on the entity until the cycle ends.
      return { providerPlanId };
    },
  };
}
