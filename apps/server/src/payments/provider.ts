import type { CurrencyCode, PaymentProviderName, PlanId } from '@candlelens/contracts';

/** Subscription events, as every provider's webhooks are mapped onto them. */
export const SUBSCRIPTION_EVENT_TYPES = [
  'subscription.activated',
  'subscription.charged',
  'subscription.pending',
  'subscription.halted',
  'subscription.cancelled',
  'subscription.completed',
] as const;
export type SubscriptionEventType = (typeof SUBSCRIPTION_EVENT_TYPES)[number];

export interface SubscriptionEvent {
  /** Unique per delivery source (Razorpay: the x-razorpay-event-id header). */
  eventId: string;
  type: SubscriptionEventType;
  /** The provider's subscription id (e.g. 'sub_...'). */
  subscriptionId: string;
  /** The payment behind a charge, when there is one. */
  paymentId: string | null;
  /** The period the subscription is in after this event (from the provider's subscription entity). */
  periodStart: Date | null;
  periodEnd: Date | null;
  /** When the provider created the event. */
  createdAt: Date;
  /** The provider's own plan id on the subscription entity, when present. */
  providerPlanId: string | null;
}

export interface CreatedSubscription {
  providerSubscriptionId: string;
  providerPlanId: string;
  /** Extra fields the browser needs to open this provider's checkout (e.g. Razorpay's key id). */
  checkout: Record<string, string>;
}

/** A payment provider as the subscription service uses it. Signatures are verified here. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createSubscription(input: {
    planId: PlanId;
    currency: CurrencyCode;
    userId: string;
    email: string;
  }): Promise<CreatedSubscription>;
  /** Checkout result: HMAC-SHA256 of `${paymentId}|${subscriptionId}` (subscription id from our records). */
  verifyCheckoutSignature(input: {
    paymentId: string;
    subscriptionId: string;
    signature: string;
  }): boolean;
  /** Webhook: HMAC-SHA256 over the raw body with the webhook secret. */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
  /** Maps a verified webhook body to an event; null for events the product does not use. */
  parseWebhook(rawBody: Buffer, eventId: string): SubscriptionEvent | null;
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** Upgrade now or downgrade at the end of the current cycle. */
  changePlan(
    providerSubscriptionId: string,
    input: { planId: PlanId; currency: CurrencyCode; when: 'now' | 'cycle_end' },
  ): Promise<{ providerPlanId: string }>;
}
