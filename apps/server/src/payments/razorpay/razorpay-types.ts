import { z } from 'zod';

/** Subscription statuses Razorpay reports (its documented life cycle). */
export const RAZORPAY_SUBSCRIPTION_STATUSES = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'cancelled',
  'completed',
  'expired',
  'paused',
] as const;
export type RazorpaySubscriptionStatus = (typeof RAZORPAY_SUBSCRIPTION_STATUSES)[number];

const unixSeconds = z.number().int().nullable();
/** Razorpay sends `notes` as an object, or as an empty array when there are none. */
const notes = z
  .union([z.record(z.string(), z.union([z.string(), z.number()])), z.array(z.unknown())])
  .transform((n) =>
    Array.isArray(n) ? {} : Object.fromEntries(Object.entries(n).map(([k, v]) => [k, String(v)])),
  );

/**
 * Razorpay's subscription entity (the fields CandleLens reads; unknown fields are kept).
 * Timestamps are unix seconds; `current_start`/`current_end` are null until the first charge.
 */
export const subscriptionEntitySchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('subscription'),
  plan_id: z.string().min(1),
  customer_id: z.string().nullish(),
  /** One of RAZORPAY_SUBSCRIPTION_STATUSES; kept open so a new status never breaks parsing. */
  status: z.string().min(1),
  current_start: unixSeconds.optional().default(null),
  current_end: unixSeconds.optional().default(null),
  ended_at: unixSeconds.optional().default(null),
  quantity: z.number().int().optional(),
  notes: notes.optional(),
  charge_at: unixSeconds.optional().default(null),
  start_at: unixSeconds.optional().default(null),
  end_at: unixSeconds.optional().default(null),
  auth_attempts: z.number().int().optional(),
  total_count: z.number().int().nullish(),
  paid_count: z.number().int().optional().default(0),
  remaining_count: z.union([z.number().int(), z.string()]).nullish(),
  customer_notify: z.union([z.boolean(), z.number()]).optional(),
  created_at: z.number().int().optional(),
  expire_by: unixSeconds.optional(),
  short_url: z.string().nullish(),
  has_scheduled_changes: z.boolean().optional().default(false),
  change_scheduled_at: unixSeconds.optional().default(null),
  source: z.string().nullish(),
  offer_id: z.string().nullish(),
});
export type RazorpaySubscription = z.output<typeof subscriptionEntitySchema>;

/** Razorpay's payment entity, as carried in subscription webhooks (amount in the currency's subunit). */
export const paymentEntitySchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('payment'),
  amount: z.number().int(),
  currency: z.string().length(3),
  status: z.string(),
  invoice_id: z.string().nullish(),
  method: z.string().nullish(),
  created_at: z.number().int().optional(),
});
export type RazorpayPayment = z.output<typeof paymentEntitySchema>;

/** The envelope of every Razorpay webhook delivery. */
export const webhookEnvelopeSchema = z.looseObject({
  entity: z.literal('event'),
  account_id: z.string().optional(),
  event: z.string().min(1),
  contains: z.array(z.string()).optional(),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.number().int(),
});

/** Razorpay's error body: `{ error: { code, description, ... } }`. */
export const errorBodySchema = z.object({
  error: z.looseObject({
    code: z.string(),
    description: z.string().nullish(),
    field: z.string().nullish(),
    source: z.string().nullish(),
    step: z.string().nullish(),
    reason: z.string().nullish(),
  }),
});
