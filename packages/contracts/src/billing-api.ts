import { z } from 'zod';
import { CURRENCY_CODES } from './currency.ts';
import { PLAN_IDS, PLAN_NAMES } from './plans.ts';

// The billing API's bodies, each defined once as a schema: the server validates requests and
// serializes replies with it, and the web reads the type inferred from it.

export const planIdSchema = z.enum(PLAN_IDS);
export const currencyCodeSchema = z.enum(CURRENCY_CODES);

/** Subscription states as the server stores them (provider states mapped onto ours). */
export const SUBSCRIPTION_STATES = [
  'created',
  'active',
  'pending',
  'halted',
  'cancelled',
  'completed',
  'expired',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** The payment providers a subscription can come from. */
export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** GET /api/subscription: the signed-in user's plan and credits. */
export const subscriptionStatusSchema = z.object({
  isActive: z.boolean(),
  /** 'Free' when there is no active plan. */
  plan: z.enum(['Free', ...PLAN_NAMES]),
  planId: planIdSchema.nullable(),
  status: z.enum([...SUBSCRIPTION_STATES, 'none']),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  /** ISO timestamps of the current weekly period. */
  startDate: z.string().nullable(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** A downgrade waiting for the end of the period. */
  pendingPlanId: planIdSchema.nullable(),
  credits: z.number(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** POST /api/subscriptions { planId, currency? }: the plan to check out. */
export const createSubscriptionRequestSchema = z.object({
  planId: planIdSchema,
  currency: currencyCodeSchema.optional(),
});

const checkoutBase = {
  subscriptionId: z.string(),
  planId: planIdSchema,
  amount: z.number(),
  currency: currencyCodeSchema,
};
/** POST /api/subscriptions -> what the browser needs to open the checkout. */
export const createSubscriptionResponseSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox'), ...checkoutBase }),
  z.object({ provider: z.literal('razorpay'), ...checkoutBase, keyId: z.string() }),
]);
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/** The checkout's signed result, as Razorpay Checkout (or the sandbox's approve) hands it over. */
export const verifySubscriptionRequestSchema = z.object({
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_subscription_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type VerifySubscriptionRequest = z.infer<typeof verifySubscriptionRequestSchema>;

/** POST /api/subscriptions/change { planId }: upgrade now, downgrade at period end. */
export const changePlanRequestSchema = z.object({ planId: planIdSchema });
export const changePlanResponseSchema = z.object({
  change: z.enum(['upgraded', 'downgrade-scheduled']),
  subscription: subscriptionStatusSchema,
});
export type ChangePlanResponse = z.infer<typeof changePlanResponseSchema>;

/** GET /api/credits/ledger?limit=50: newest first. */
export const ledgerQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const LEDGER_KINDS = ['grant', 'spend', 'refund', 'adjustment', 'reset', 'expire'] as const;
export const ledgerEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  kind: z.enum(LEDGER_KINDS),
  delta: z.number(),
  balanceAfter: z.number(),
  reason: z.string(),
  reference: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerResponseSchema = z.object({ entries: z.array(ledgerEntrySchema) });
export type LedgerResponse = z.infer<typeof ledgerResponseSchema>;

/** GET /api/geo: the currency to show prices in (display only; the charge is in USD). */
export const geoResponseSchema = z.object({
  country: z.string(),
  currency: currencyCodeSchema,
});
export type GeoResponse = z.infer<typeof geoResponseSchema>;
