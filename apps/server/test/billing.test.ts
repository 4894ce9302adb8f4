import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@candlelens/contracts';
import { subscriptions } from '../src/db/schema/index.ts';
import { ledgerSum } from '../src/repositories/credits.repository.ts';
import { postSandboxWebhook, signedInClient, subscribe, unix } from './helpers/billing.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function status(client: Awaited<ReturnType<typeof signedInClient>>['client']) {
  return (await client.get('/api/subscription')).json();
}
async function userIdOf(client: Awaited<ReturnType<typeof signedInClient>>['client']) {
  return (await client.get('/api/auth/get-session')).json().user.id as string;
}
async function spend(userId: string, ref: string) {
  return t.database.db.transaction((tx) =>
    t.app.credits.spend(tx, userId, 100, ref, 'Chart analysis'),
  );
}

describe('buying a plan through the sandbox checkout', () => {
  it('starts on Free with no credits, then activates Pro with 15,000 credits', async () => {
    const { client } = await signedInClient(t.app);
    expect(await status(client)).toMatchObject({
      isActive: false,
      plan: 'Free',
      credits: 0,
      status: 'none',
    });

    await subscribe(client, 'pro');
    const s = await status(client);
    expect(s).toMatchObject({
      isActive: true,
      plan: 'Pro',
      planId: 'pro',
      status: 'active',
      credits: 15000,
      provider: 'sandbox',
    });
    expect(new Date(s.currentPeriodEnd).getTime() - new Date(s.currentPeriodStart).getTime()).toBe(
      7 * 24 * 3600 * 1000,
    );

    const ledger = (await client.get('/api/credits/ledger')).json().entries;
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: 'grant',
      delta: 15000,
      balanceAfter: 15000,
      reason: 'Pro plan activated',
    });
  });

  it('refuses a forged signature and a checkout that belongs to someone else', async () => {
    const { client } = await signedInClient(t.app);
    const { subscriptionId } = (
      await client.post('/api/subscriptions', { planId: 'basic' })
    ).json();
    const approved = (await client.post(`/api/sandbox/checkout/${subscriptionId}/approve`)).json();

    const forged = await client.post('/api/subscriptions/verify', {
      ...approved,
      razorpay_signature: '0'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    const wrongPayment = await client.post('/api/subscriptions/verify', {
      ...approved,
      razorpay_payment_id: 'pay_other',
    });
    expect(wrongPayment.statusCode).toBe(400);

    const { client: other } = await signedInClient(t.app, 'other');
    expect((await other.post('/api/subscriptions/verify', approved)).statusCode).toBe(404);
    expect((await other.post(`/api/sandbox/checkout/${subscriptionId}/approve`)).statusCode).toBe(
      404,
    );
    expect(await status(client)).toMatchObject({ isActive: false, credits: 0 });
  });

  it('grants once even when the verification is replayed', async () => {
    const { client } = await signedInClient(t.app);
    const { subscriptionId } = (
      await client.post('/api/subscriptions', { planId: 'basic' })
    ).json();
    const approved = (await client.post(`/api/sandbox/checkout/${subscriptionId}/approve`)).json();
    await client.post('/api/subscriptions/verify', approved);
    await spend(await userIdOf(client), 'a1');
    const again = await client.post('/api/subscriptions/verify', approved);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ credits: 7400 });
  });

  it('refuses to sell a second plan to an active user', async () => {
    const { client } = await signedInClient(t.app);
    await subscribe(client, 'basic');
    expect((await client.post('/api/subscriptions', { planId: 'pro' })).statusCode).toBe(409);
  });

  it('asks for sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/subscription' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.notAuthenticated);
  });
});

describe('weekly periods from webhooks', () => {
  it('renewal resets credits to the allowance; replays and late events change nothing', async () => {
    const { client } = await signedInClient(t.app);
    const subId = await subscribe(client, 'basic');
    const userId = await userIdOf(client);
    for (let i = 0; i < 5; i++) await spend(userId, `r${i}`);
    const s0 = await status(client);
    expect(s0.credits).toBe(7000);

    const nextStart = new Date(s0.currentPeriodEnd);
    const nextEnd = new Date(nextStart.getTime() + 7 * 24 * 3600 * 1000);
    const body = {
      event: 'subscription.charged' as const,
      subscription_id: subId,
      payment_id: 'pay_renewal_1',
      period_start: unix(nextStart),
      period_end: unix(nextEnd),
      created_at: unix(new Date()),
    };
    const res = await postSandboxWebhook(t.app, body, { eventId: 'evt_renew_1' });
    expect(res.json()).toEqual({ status: 'applied' });
    const s1 = await status(client);
    expect(s1).toMatchObject({ credits: 7500, isActive: true });
    expect(unix(s1.currentPeriodEnd)).toBe(unix(nextEnd));

    await spend(userId, 'after-renewal');
    expect((await postSandboxWebhook(t.app, body, { eventId: 'evt_renew_1' })).json()).toEqual({
      status: 'duplicate',
    });
    // A late 'pending' from before the renewal must not move the subscription backwards.
    const late = await postSandboxWebhook(t.app, {
      ...body,
      event: 'subscription.pending',
      created_at: unix(new Date(Date.now() - 3600_000)),
    });
    expect(late.json()).toEqual({ status: 'stale' });
    expect(await status(client)).toMatchObject({ credits: 7400, status: 'active' });
    expect(await ledgerSum(t.database.db, userId)).toBe(7400);
  });

  it('refuses a webhook with a bad signature', async () => {
    const res = await postSandboxWebhook(
      t.app,
      {
        event: 'subscription.halted',
        subscription_id: 'sub_x',
        payment_id: null,
        period_start: null,
        period_end: null,
        created_at: unix(new Date()),
      },
      { signature: 'f'.repeat(64) },
    );
    expect(res.statusCode).toBe(400);
  });

  it('halt ends access and zeroes the credits', async () => {
    const { client } = await signedInClient(t.app);
    const subId = await subscribe(client, 'pro');
    const res = await postSandboxWebhook(t.app, {
      event: 'subscription.halted',
      subscription_id: subId,
      payment_id: null,
      period_start: null,
      period_end: null,
      created_at: unix(new Date()),
    });
    expect(res.json()).toEqual({ status: 'applied' });
    expect(await status(client)).toMatchObject({
      isActive: false,
      plan: 'Free',
      credits: 0,
      status: 'halted',
    });
  });

  it('expiry at the period end ends access; nothing rolls over', async () => {
    const { client } = await signedInClient(t.app);
    await subscribe(client, 'basic');
    const userId = await userIdOf(client);
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, userId));
    expect(await status(client)).toMatchObject({ isActive: false, credits: 0, status: 'expired' });
    const ledger = (await client.get('/api/credits/ledger')).json().entries;
    expect(ledger[0]).toMatchObject({ kind: 'expire', delta: -7500, balanceAfter: 0 });
  });
});

describe('changing plan', () => {
  it('upgrades now: new allowance minus what this period spent', async () => {
    const { client } = await signedInClient(t.app);
    await subscribe(client, 'pro');
    const userId = await userIdOf(client);
    for (let i = 0; i < 3; i++) await spend(userId, `u${i}`);
    const res = await client.post('/api/subscriptions/change', { planId: 'elite' });
    expect(res.json().change).toBe('upgraded');
    expect(await status(client)).toMatchObject({ plan: 'Elite', credits: 30000 - 300 });
  });

  it('downgrades at the period end, applied by the renewal', async () => {
    const { client } = await signedInClient(t.app);
    const subId = await subscribe(client, 'elite');
    const res = await client.post('/api/subscriptions/change', { planId: 'basic' });
    expect(res.json()).toMatchObject({
      change: 'downgrade-scheduled',
      subscription: { plan: 'Elite', pendingPlanId: 'basic', credits: 30000 },
    });
    const s = await status(client);
    const end = new Date(new Date(s.currentPeriodEnd).getTime() + 7 * 24 * 3600 * 1000);
    await postSandboxWebhook(t.app, {
      event: 'subscription.charged',
      subscription_id: subId,
      payment_id: 'pay_2',
      period_start: unix(s.currentPeriodEnd),
      period_end: unix(end),
      created_at: unix(new Date()),
    });
    expect(await status(client)).toMatchObject({
      plan: 'Basic',
      pendingPlanId: null,
      credits: 7500,
    });
  });

  it('cancels at the period end: access continues until then', async () => {
    const { client } = await signedInClient(t.app);
    await subscribe(client, 'basic');
    const res = await client.post('/api/subscriptions/cancel');
    expect(res.json()).toMatchObject({ isActive: true, cancelAtPeriodEnd: true });
  });
});

describe('spending', () => {
  it('50 concurrent spends against a balance of 3 analyses leave exactly 3 spent and 0 left', async () => {
    const { client } = await signedInClient(t.app);
    await subscribe(client, 'basic');
    const userId = await userIdOf(client);
    await t.database.db.transaction(async (tx) => {
      await t.app.credits.set(tx, userId, 300, {
        kind: 'adjustment',
        reason: 'test balance',
        reference: null,
      });
    });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => spend(userId, `c${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused).toHaveLength(47);
    expect((refused[0]!.reason as Error).message).toBe(messages.insufficientCredits);
    expect((await status(client)).credits).toBe(0);
    expect(await ledgerSum(t.database.db, userId)).toBe(0);
  });
});

describe('local currency', () => {
  it('reads the Accept-Language region, and a CDN header only when trusted', async () => {
    const geo = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/geo', headers }).then((r) => r.json());
    expect(await geo({ 'accept-language': 'en-IN,en;q=0.9' })).toEqual({
      country: 'IN',
      currency: 'INR',
    });
    expect(await geo({ 'accept-language': 'de-DE' })).toEqual({ country: 'DE', currency: 'EUR' });
    expect(await geo({})).toEqual({ country: 'US', currency: 'USD' });
    expect(await geo({ 'cf-ipcountry': 'GB', 'accept-language': 'en-US' })).toEqual({
      country: 'US',
      currency: 'USD',
    });
  });
});
