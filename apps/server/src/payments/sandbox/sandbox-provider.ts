import { randomBytes } from 'node:crypto';
import {
  SUBSCRIPTION_EVENT_TYPES,
  type PaymentProvider,
  type SubscriptionEvent,
  type SubscriptionEventType,
} from '../provider.ts';
import {
  checkoutSignaturePayload,
  hmacSha256Hex,
  signatureMatches,
} from '../razorpay/razorpay-signature.ts';

function randomId(prefix: string): string {
  return `${prefix}_sandbox_${randomBytes(7).toString('hex')}`;
}

/** The body of a sandbox webhook: the same facts a Razorpay subscription event carries. */
export interface SandboxWebhookBody {
  event: SubscriptionEventType;
  subscription_id: string;
  payment_id: string | null;
  period_start: number | null;
  period_end: number | null;
  created_at: number;
}

/**
 * The embedded test-mode provider: checkouts are approved or declined by the tester in the app,
 * and the result is signed with a server secret and verified exactly like Razorpay's.
 */
export function createSandboxProvider(secrets: { keySecret: string; webhookSecret: string }) {
  const provider: PaymentProvider & {
    approve(subscriptionId: string): {
      razorpay_payment_id: string;
      razorpay_subscription_id: string;
      razorpay_signature: string;
    };
    signedWebhook(body: SandboxWebhookBody): { raw: Buffer; signature: string; eventId: string };
  } = {
    name: 'sandbox',
    async createSubscription({ planId }) {
      return {
        providerSubscriptionId: randomId('sub'),
        providerPlanId: `plan_sandbox_${planId}`,
        checkout: {},
      };
    },
    verifyCheckoutSignature({ paymentId, subscriptionId, signature }) {
      return signatureMatches(
        secrets.keySecret,
        checkoutSignaturePayload(paymentId, subscriptionId),
        signature,
      );
    },
    verifyWebhookSignature(rawBody, signature) {
      return signatureMatches(secrets.webhookSecret, rawBody, signature);
    },
    parseWebhook(rawBody, eventId): SubscriptionEvent | null {
      const body = JSON.parse(rawBody.toString('utf8')) as SandboxWebhookBody;
      if (!(SUBSCRIPTION_EVENT_TYPES as readonly string[]).includes(body.event)) return null;
      const date = (s: number | null) => (typeof s === 'number' ? new Date(s * 1000) : null);
      return {
        eventId,
        type: body.event,
        subscriptionId: body.subscription_id,
        paymentId: body.payment_id,
        periodStart: date(body.period_start),
        periodEnd: date(body.period_end),
        createdAt: new Date(body.created_at * 1000),
        providerPlanId: null,
      };
    },
    async cancelAtPeriodEnd() {},
    async changePlan(_id, { planId }) {
      return { providerPlanId: `plan_sandbox_${planId}` };
    },
    approve(subscriptionId) {
      const paymentId = randomId('pay');
      return {
        razorpay_payment_id: paymentId,
        razorpay_subscription_id: subscriptionId,
        razorpay_signature: hmacSha256Hex(
          secrets.keySecret,
          checkoutSignaturePayload(paymentId, subscriptionId),
        ),
      };
    },
    signedWebhook(body) {
      const raw = Buffer.from(JSON.stringify(body));
      return {
        raw,
        signature: hmacSha256Hex(secrets.webhookSecret, raw),
        eventId: randomId('evt'),
      };
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
