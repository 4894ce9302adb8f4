import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRazorpayClient,
  RazorpayApiError,
  type RazorpayClient,
} from '../src/payments/razorpay/razorpay-client.ts';
import {
  createRazorpayProvider,
  RAZORPAY_TOTAL_COUNT,
  type RazorpayProvider,
} from '../src/payments/razorpay/razorpay-provider.ts';
import { startFakeRazorpay, type FakeRazorpay } from './helpers/fake-razorpay.ts';

let fake: FakeRazorpay;
let client: RazorpayClient;
let provider: RazorpayProvider;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  client = createRazorpayClient({
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    baseUrl: fake.baseUrl,
  });
  provider = createRazorpayProvider({
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    webhookSecret: fake.webhookSecret,
    baseUrl: fake.baseUrl,
    planIds: fake.planIds,
  });
});
afterAll(() => fake.close());

async function apiError(p: Promise<unknown>): Promise<RazorpayApiError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RazorpayApiError);
  return err as RazorpayApiError;
}

describe('Razorpay REST client against the fake API', () => {
  it('creates, fetches, updates and cancels a subscription', async () => {
    const created = await client.createSubscription({
      planId: fake.planIds.pro.USD!,
      totalCount: 12,
      notes: { candlelens_user_id: 'u1' },
    });
    expect(created.id).toMatch(/^sub_[A-Za-z0-9]{14}$/);
    expect(created).toMatchObject({
      entity: 'subscription',
      plan_id: fake.planIds.pro.USD,
      status: 'created',
      total_count: 12,
      paid_count: 0,
      current_start: null,
      current_end: null,
      notes: { candlelens_user_id: 'u1' },
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/subscriptions',
      body: { plan_id: fake.planIds.pro.USD, total_count: 12, customer_notify: true },
    });

    const paid = fake.pay(created.id);
    const fetched = await client.fetchSubscription(created.id);
    expect(fetched.status).toBe('active');
    expect(fetched.paid_count).toBe(1);
    expect(fetched.current_end! - fetched.current_start!).toBe(7 * 24 * 3600);
    expect(fetched.current_start).toBe(paid.subscription.current_start);

    const now = await client.updateSubscriptionPlan(created.id, {
      planId: fake.planIds.elite.USD!,
      scheduleChangeAt: 'now',
    });
    expect(now.plan_id).toBe(fake.planIds.elite.USD);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/v1/subscriptions/${created.id}`,
      body: { plan_id: fake.planIds.elite.USD, schedule_change_at: 'now' },
    });

    const later = await client.updateSubscriptionPlan(created.id, {
      planId: fake.planIds.basic.USD!,
      scheduleChangeAt: 'cycle_end',
    });
    expect(later.plan_id).toBe(fake.planIds.elite.USD);
    expect(later.has_scheduled_changes).toBe(true);
    expect(later.change_scheduled_at).toBe(fetched.current_end);

    const atEnd = await client.cancelSubscription(created.id, { cancelAtCycleEnd: true });
    expect(atEnd.status).toBe('active');
    expect(fake.requests.at(-1)?.body).toEqual({ cancel_at_cycle_end: true });

    const cancelled = await client.cancelSubscription(created.id, { cancelAtCycleEnd: false });
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.ended_at).toEqual(expect.any(Number));
    const again = await apiError(
      client.cancelSubscription(created.id, { cancelAtCycleEnd: false }),
    );
    expect(again.description).toBe('Subscription is not cancellable in cancelled status.');
  });

  it('surfaces bad credentials as a RazorpayApiError with status 401', async () => {
    const wrongSecret = createRazorpayClient({
      keyId: fake.keyId,
      keySecret: 'fake_wrong_secret',
      baseUrl: fake.baseUrl,
    });
    const err = await apiError(wrongSecret.fetchSubscription('sub_00000000000001'));
    expect(err).toMatchObject({
      status: 401,
      code: 'BAD_REQUEST_ERROR',
      description: 'Authentication failed',
    });
    const wrongKey = createRazorpayClient({
      keyId: 'rzp_test_fakeunknown',
      keySecret: fake.keySecret,
      baseUrl: fake.baseUrl,
    });
    expect(await apiError(wrongKey.fetchSubscription('sub_00000000000001'))).toMatchObject({
      status: 401,
      description: 'The api key provided is invalid',
    });
  });

  it('surfaces a missing or unknown plan as a 400 BAD_REQUEST_ERROR on plan_id', async () => {
    const unknown = await apiError(
      client.createSubscription({ planId: 'plan_00000000000099', totalCount: 4 }),
    );
    expect(unknown).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST_ERROR',
      description: 'The id provided does not exist',
      field: 'plan_id',
    });
    const missing = await apiError(client.createSubscription({ planId: '', totalCount: 4 }));
    expect(missing).toMatchObject({ status: 400, field: 'plan_id' });
    expect(missing.message).toContain('The plan id field is required.');
  });

  it('reports unknown subscriptions, server errors, timeouts and unreachable hosts', async () => {
    expect(await apiError(client.fetchSubscription('sub_00000000000001'))).toMatchObject({
      status: 400,
      description: 'The id provided does not exist',
    });
    fake.failNextRequest(502);
    expect(await apiError(client.fetchSubscription('sub_00000000000001'))).toMatchObject({
      status: 502,
      code: 'SERVER_ERROR',
    });
    fake.stallNextRequest(500);
    const impatient = createRazorpayClient({
      keyId: fake.keyId,
      keySecret: fake.keySecret,
      baseUrl: fake.baseUrl,
      timeoutMs: 50,
    });
    expect(await apiError(impatient.fetchSubscription('sub_00000000000001'))).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
    });
    const closed = createRazorpayClient({
      keyId: fake.keyId,
      keySecret: fake.keySecret,
      baseUrl: 'http://127.0.0.1:1',
    });
    expect(await apiError(closed.fetchSubscription('sub_00000000000001'))).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});

describe('Razorpay provider', () => {
  it('creates a subscription on the plan for the currency, falling back to USD', async () => {
    const inr = await provider.createSubscription({
      planId: 'pro',
      currency: 'INR',
      userId: 'user-1',
      email: 'a@example.com',
    });
    expect(inr).toEqual({
      providerSubscriptionId: expect.stringMatching(/^sub_[A-Za-z0-9]{14}$/),
      providerPlanId: fake.planIds.pro.INR,
      checkout: { keyId: fake.keyId },
    });
    expect(fake.requests.at(-1)?.body).toMatchObject({
      total_count: RAZORPAY_TOTAL_COUNT,
      notes: { candlelens_user_id: 'user-1', candlelens_plan: 'pro' },
    });
    const eur = await provider.createSubscription({
      planId: 'elite',
      currency: 'EUR',
      userId: 'user-2',
      email: 'b@example.com',
    });
    expect(eur.providerPlanId).toBe(fake.planIds.elite.USD);
    expect(fake.subscription(eur.providerSubscriptionId).status).toBe('created');
  });

  it('cancels at period end and changes plan through the API', async () => {
    const { providerSubscriptionId: id } = await provider.createSubscription({
      planId: 'basic',
      currency: 'USD',
      userId: 'user-3',
      email: 'c@example.com',
    });
    fake.pay(id);
    expect(await provider.changePlan(id, { planId: 'pro', currency: 'USD', when: 'now' })).toEqual({
      providerPlanId: fake.planIds.pro.USD,
    });
    expect(fake.subscription(id).plan_id).toBe(fake.planIds.pro.USD);
    await provider.changePlan(id, { planId: 'basic', currency: 'INR', when: 'cycle_end' });
    expect(fake.subscription(id)).toMatchObject({
      plan_id: fake.planIds.pro.USD,
      scheduledPlanId: fake.planIds.basic.INR,
    });
    await provider.cancelAtPeriodEnd(id);
    expect(fake.subscription(id)).toMatchObject({ status: 'active', cancelAtCycleEnd: true });
    const end = fake.renew(id);
    expect(end.subscription.status).toBe('cancelled');
    expect(provider.parseWebhook(Buffer.from(end.webhook.body), end.webhook.eventId)?.type).toBe(
      'subscription.cancelled',
    );
  });

  it('rejects changes the API refuses', async () => {
    const { providerSubscriptionId: id } = await provider.createSubscription({
      planId: 'basic',
      currency: 'USD',
      userId: 'user-4',
      email: 'd@example.com',
    });
    const err = await apiError(
      provider.changePlan(id, { planId: 'pro', currency: 'USD', when: 'now' }),
    );
    expect(err).toMatchObject({ status: 400, field: 'status' });
  });
});

describe('signatures', () => {
  const paymentId = 'pay_29QQoUBi66xm2f';
  const subscriptionId = 'sub_00000000000001';

  it('accepts the checkout signature Razorpay computes and nothing else', () => {
    const signature = fake.signCheckout(paymentId, subscriptionId);
    expect(provider.verifyCheckoutSignature({ paymentId, subscriptionId, signature })).toBe(true);
    expect(
      provider.verifyCheckoutSignature({
        paymentId,
        subscriptionId,
        signature: signature.toUpperCase(),
      }),
    ).toBe(true);
    const other = fake.signCheckout(paymentId, 'sub_00000000000002');
    expect(provider.verifyCheckoutSignature({ paymentId, subscriptionId, signature: other })).toBe(
      false,
    );
    // Swapped order (Razorpay's order scheme is order_id|payment_id; subscriptions are the reverse).
    const swapped = fake.signCheckout(subscriptionId, paymentId);
    expect(
      provider.verifyCheckoutSignature({ paymentId, subscriptionId, signature: swapped }),
    ).toBe(false);
    for (const bad of [signature.slice(0, 63), `${signature}00`, '', 'z'.repeat(64)]) {
      expect(provider.verifyCheckoutSignature({ paymentId, subscriptionId, signature: bad })).toBe(
        false,
      );
    }
  });

  it('verifies webhook signatures on the exact raw body', () => {
    const hook = fake.webhook('subscription.charged', { subscriptionId, paymentId });
    const raw = Buffer.from(hook.body);
    const sig = hook.headers['x-razorpay-signature'];
    expect(provider.verifyWebhookSignature(raw, sig)).toBe(true);
    expect(provider.verifyWebhookSignature(raw, undefined)).toBe(false);
    expect(provider.verifyWebhookSignature(raw, sig.slice(2))).toBe(false);
    expect(provider.verifyWebhookSignature(raw, fake.signCheckout(paymentId, subscriptionId))).toBe(
      false,
    );
    const tampered = Buffer.from(hook.body.replace('"status":"active"', '"status":"halted"'));
    expect(tampered.equals(raw)).toBe(false);
    expect(provider.verifyWebhookSignature(tampered, sig)).toBe(false);
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(hook.body), null, 1));
    expect(provider.verifyWebhookSignature(reformatted, sig)).toBe(false);
  });
});

describe('webhook parsing', () => {
  const start = new Date('2026-11-16T10:00:00Z');
  const end = new Date('2026-11-23T10:00:00Z');
  const types = [
    'subscription.activated',
    'subscription.charged',
    'subscription.pending',
    'subscription.halted',
    'subscription.cancelled',
    'subscription.completed',
  ] as const;

  it.each(types)('maps %s to a subscription event', (type) => {
    const createdAt = new Date('2026-11-16T10:00:05Z');
    const hook = fake.webhook(type, {
      subscriptionId: 'sub_00000000000007',
      paymentId: type === 'subscription.charged' ? 'pay_00000000000007' : undefined,
      periodStart: start,
      periodEnd: end,
      planId: fake.planIds.pro.INR,
      createdAt,
    });
    const body = JSON.parse(hook.body) as { contains: string[]; event: string };
    expect(body.event).toBe(type);
    expect(provider.parseWebhook(Buffer.from(hook.body), hook.eventId)).toEqual({
      eventId: hook.eventId,
      type,
      subscriptionId: 'sub_00000000000007',
      paymentId: type === 'subscription.charged' ? 'pay_00000000000007' : null,
      periodStart: start,
      periodEnd: end,
      createdAt,
      providerPlanId: fake.planIds.pro.INR,
    });
  });

  it('reads the period from a subscription the fake charged', async () => {
    const { providerSubscriptionId: id } = await provider.createSubscription({
      planId: 'pro',
      currency: 'USD',
      userId: 'user-5',
      email: 'e@example.com',
    });
    const paid = fake.pay(id, { periodStart: start });
    const first = provider.parseWebhook(Buffer.from(paid.charged.body), paid.charged.eventId);
    expect(first).toMatchObject({ paymentId: paid.paymentId, periodStart: start, periodEnd: end });
    const next = fake.renew(id);
    const second = provider.parseWebhook(Buffer.from(next.webhook.body), next.webhook.eventId);
    expect(second).toMatchObject({
      type: 'subscription.charged',
      paymentId: next.paymentId,
      periodStart: end,
      periodEnd: new Date('2026-11-30T10:00:00Z'),
    });
  });

  it('ignores events the product does not use', () => {
    for (const type of ['payment.captured', 'subscription.authenticated', 'subscription.updated']) {
      const hook = fake.webhook(type, { subscriptionId: 'sub_00000000000007' });
      expect(provider.parseWebhook(Buffer.from(hook.body), hook.eventId)).toBeNull();
    }
  });

  it('throws on bodies that are not JSON or lack the subscription', () => {
    expect(() => provider.parseWebhook(Buffer.from('{"entity":"event",'), 'e1')).toThrow(
      /not valid JSON/,
    );
    const noSub = JSON.stringify({
      entity: 'event',
      event: 'subscription.charged',
      contains: ['payment'],
      payload: {},
      created_at: 1763287205,
    });
    expect(() => provider.parseWebhook(Buffer.from(noSub), 'e2')).toThrow(/subscription/);
  });
});
