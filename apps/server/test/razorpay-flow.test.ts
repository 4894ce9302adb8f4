import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay, type FakeWebhook } from './helpers/fake-razorpay.ts';
import { signedInClient } from './helpers/billing.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await buildTestApp({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_API_URL: fake.baseUrl,
    RAZORPAY_KEY_ID: fake.keyId,
    RAZORPAY_KEY_SECRET: fake.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
    RAZORPAY_PLAN_IDS: JSON.stringify(fake.planIds),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const deliver = (w: FakeWebhook, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/razorpay',
    payload: w.body,
    headers: { ...w.headers, ...headers },
  });

describe('Razorpay subscriptions against the fake API', () => {
  it('creates a subscription with the configured plan, verifies the checkout and activates once', async () => {
    const { client } = await signedInClient(t.app, 'rzp');
    const created = await client.post('/api/subscriptions', { planId: 'pro' });
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({ provider: 'razorpay', keyId: fake.keyId, planId: 'pro' });
    expect(fake.subscription(body.subscriptionId).plan_id).toBe(fake.planIds.pro.USD);
    expect(JSON.stringify(body)).not.toContain(fake.keySecret);

    const paid = fake.pay(body.subscriptionId);
    const forged = await client.post('/api/subscriptions/verify', {
      razorpay_payment_id: paid.paymentId,
      razorpay_subscription_id: body.subscriptionId,
      razorpay_signature: fake.signCheckout(paid.paymentId, 'sub_someoneelse00'),
    });
    expect(forged.statusCode).toBe(400);

    const verified = await client.post('/api/subscriptions/verify', {
      razorpay_payment_id: paid.paymentId,
      razorpay_subscription_id: body.subscriptionId,
      razorpay_signature: paid.signature,
    });
    expect(verified.json()).toMatchObject({
      isActive: true,
      plan: 'Pro',
      credits: 15000,
      provider: 'razorpay',
    });

    // The provider's own events arrive afterwards: activation and first charge change nothing.
    expect((await deliver(paid.activated)).json()).toEqual({ status: 'ignored' });
    expect((await deliver(paid.charged)).json()).toEqual({ status: 'ignored' });
    expect((await client.get('/api/subscription')).json().credits).toBe(15000);
  });

  it('activates from the webhook alone, renews, ignores replays and forged or out-of-order deliveries, and halts', async () => {
    const { client } = await signedInClient(t.app, 'rzp2');
    const { subscriptionId } = (
      await client.post('/api/subscriptions', { planId: 'basic' })
    ).json();
    const paid = fake.pay(subscriptionId);
    expect((await deliver(paid.activated)).json()).toEqual({ status: 'applied' });
    expect((await client.get('/api/subscription')).json()).toMatchObject({
      isActive: true,
      credits: 7500,
    });

    const tampered = await deliver({
      ...paid.charged,
      body: paid.charged.body.replace('"basic"', '"elite"') + ' ',
    });
    expect(tampered.statusCode).toBe(400);

    const renewal = fake.renew(subscriptionId);
    expect((await deliver(renewal.webhook)).json()).toEqual({ status: 'applied' });
    expect((await deliver(renewal.webhook)).json()).toEqual({ status: 'duplicate' });
    const s = (await client.get('/api/subscription')).json();
    expect(new Date(s.currentPeriodEnd).getTime()).toBe(
      Number(fake.subscription(subscriptionId).current_end) * 1000,
    );

    const stale = fake.webhook('subscription.pending', {
      subscriptionId,
      createdAt: new Date(Date.now() - 86_400_000),
    });
    expect((await deliver(stale)).json()).toEqual({ status: 'stale' });

    const halted = fake.failCharge(subscriptionId, { halt: true });
    expect((await deliver(halted.webhook)).json()).toEqual({ status: 'applied' });
    expect((await client.get('/api/subscription')).json()).toMatchObject({
      isActive: false,
      credits: 0,
      status: 'halted',
    });
  });

  it('cancels at the cycle end and schedules a downgrade through the API', async () => {
    const { client } = await signedInClient(t.app, 'rzp3');
    const { subscriptionId } = (
      await client.post('/api/subscriptions', { planId: 'elite' })
    ).json();
    const paid = fake.pay(subscriptionId);
    await client.post('/api/subscriptions/verify', {
      razorpay_payment_id: paid.paymentId,
      razorpay_subscription_id: subscriptionId,
      razorpay_signature: paid.signature,
    });
    const down = await client.post('/api/subscriptions/change', { planId: 'pro' });
    expect(down.json().change).toBe('downgrade-scheduled');
    expect(fake.subscription(subscriptionId).scheduledPlanId).toBe(fake.planIds.pro.USD);

    const cancel = await client.post('/api/subscriptions/cancel');
    expect(cancel.json()).toMatchObject({ isActive: true, cancelAtPeriodEnd: true });
    expect(fake.subscription(subscriptionId).cancelAtCycleEnd).toBe(true);

    const ended = fake.renew(subscriptionId);
    expect((await deliver(ended.webhook)).json()).toEqual({ status: 'applied' });
    expect((await client.get('/api/subscription')).json()).toMatchObject({
      isActive: false,
      status: 'cancelled',
      credits: 0,
    });
  });

  it('reports a provider failure as a clear error and starts nothing', async () => {
    const { client } = await signedInClient(t.app, 'rzp4');
    fake.failNextRequest(500);
    const res = await client.post('/api/subscriptions', { planId: 'basic' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/payment provider/i);
    expect((await client.get('/api/subscription')).json()).toMatchObject({
      isActive: false,
      status: 'none',
    });
  });
});
