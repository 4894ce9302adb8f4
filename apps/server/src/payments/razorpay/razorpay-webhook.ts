import { z } from 'zod';
import {
  SUBSCRIPTION_EVENT_TYPES,
  type SubscriptionEvent,
  type SubscriptionEventType,
} from '../provider.ts';
import {
  paymentEntitySchema,
  subscriptionEntitySchema,
  webhookEnvelopeSchema,
} from './razorpay-types.ts';

const HANDLED: ReadonlySet<string> = new Set<SubscriptionEventType>(SUBSCRIPTION_EVENT_TYPES);

export class RazorpayWebhookError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RazorpayWebhookError';
  }
}

const subscriptionPayload = z.object({
  subscription: z.object({ entity: subscriptionEntitySchema }),
  payment: z.object({ entity: paymentEntitySchema }).nullish(),
});

const fromUnix = (s: number | null | undefined): Date | null =>
  typeof s === 'number' ? new Date(s * 1000) : null;

function describe(err: z.ZodError): string {
  return err.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
}

/**
 * Maps a (verified) Razorpay webhook body to a SubscriptionEvent. Returns null for events the
 * product does not act on (payments, invoices, subscription.authenticated/updated/paused...).
 * Throws a RazorpayWebhookError when the body is not JSON or a handled event is malformed.
 */
export function parseRazorpayWebhook(rawBody: Buffer, eventId: string): SubscriptionEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch (err) {
    throw new RazorpayWebhookError('Razorpay webhook body is not valid JSON', { cause: err });
  }
  const envelope = webhookEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    throw new RazorpayWebhookError(`Malformed Razorpay webhook: ${describe(envelope.error)}`);
  }
  const { event, created_at: createdAt } = envelope.data;
  if (!HANDLED.has(event)) return null;

  const payload = subscriptionPayload.safeParse(envelope.data.payload);
  if (!payload.success) {
    throw new RazorpayWebhookError(
      `Malformed Razorpay ${event} webhook: ${describe(payload.error)}`,
    );
  }
  const sub = payload.data.subscription.entity;
  return {
    eventId,
    type: event as SubscriptionEventType,
    subscriptionId: sub.id,
    paymentId: payload.data.payment?.entity.id ?? null,
    periodStart: fromUnix(sub.current_start),
    periodEnd: fromUnix(sub.current_end),
    createdAt: new Date(createdAt * 1000),
    providerPlanId: sub.plan_id,
  };
}
