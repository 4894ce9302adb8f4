import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { creditLedger, subscriptions } from '../src/db/schema/index.ts';
import { isSecondLiveSubscription } from '../src/repositories/subscriptions.repository.ts';
import { postSandboxWebhook, signedInClient, subscribe, unix } from './helpers/billing.ts';
import { buildTestApp, type Client, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Ledger = { kind: string; delta: number; balanceAfter: number; reason: string }[];
const status = async (client: Client) => (await client.get('/api/subscription')).json();
const ledger = async (client: Client) =>
  (await client.get('/api/credits/ledger?limit=100')).json().entries as Ledger;
async function liveRows(client: Client) {
  const userId = (await client.get('/api/auth/get-session')).json().user.id as string;
  return t.database.db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'pending'])),
    );
}

/** Starts a sandbox checkout and approves it in the provider, without telling the server yet. */
async function approvedCheckout(client: Client, planId: 'basic' | 'pro' | 'elite') {
  const created = await client.post('/api/subscriptions', { planId });
  expect(created.statusCode).toBe(200);
  const { subscriptionId } = created.json() as { subscriptionId: string };
  return {
    subscriptionId,
    approval: (await client.post(`/api/sandbox/checkout/${subscriptionId}/approve`)).json(),
  };
}

describe('one live subscription per user', () => {
  it('two checkouts started before either completes give one plan, not two', async () => {
    const { client } = await signedInClient(t.app, 'twice');
    const first = await approvedCheckout(client, 'pro');
    const second = await approvedCheckout(client, 'elite');

    const [a, b] = await Promise.all([
      client.post('/api/subscriptions/verify', first.approval),
      client.post('/api/subscriptions/verify', second.approval),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toMatch(/already have an active plan/);

    expect(await liveRows(client)).toHaveLength(1);
    const s = await status(client);
    expect(s.isActive).toBe(true);
    expect(s.credits).toBe(s.planId === 'pro' ? 15000 : 30000); // one allowance, not two
  });

  it('a late activation webhook for the second checkout does not start a second plan', async () => {
    const { client } = await signedInClient(t.app, 'late');
    const second = await approvedCheckout(client, 'elite'); // abandoned, then paid later
    await subscribe(client, 'basic');
    const res = await postSandboxWebhook(t.app, {
      event: 'subscription.activated',
      subscription_id: second.subscriptionId,
      payment_id: 'pay_late',
      period_start: unix(new Date()),
      period_end: unix(new Date(Date.now() + 7 * 24 * 3600 * 1000)),
      created_at: unix(new Date()),
    });
    expect(res.statusCode).toBe(200);
    expect(await liveRows(client)).toHaveLength(1);
    expect(await status(client)).toMatchObject({ plan: 'Basic', credits: 7500 });
  });

  it('the database itself refuses a second live subscription', async () => {
    const { client } = await signedInClient(t.app, 'db');
    const open = await approvedCheckout(client, 'pro');
    await subscribe(client, 'basic');
    await expect(
      t.database.db
        .update(subscriptions)
        .set({ status: 'active' })
        .where(eq(subscriptions.providerSubscriptionId, open.subscriptionId)),
    ).rejects.toSatisfy(isSecondLiveSubscription);
  });
});

describe('the ledger', () => {
  it('never records a negative balance', async () => {
    const { client } = await signedInClient(t.app, 'ledger');
    const userId = (await client.get('/api/auth/get-session')).json().user.id as string;
    await expect(
      t.database.db.insert(creditLedger).values({
        id: `neg-${userId}`,
        userId,
        kind: 'adjustment',
        delta: -15000,
        balanceAfter: -15000,
        reason: 'test',
      }),
    ).rejects.toThrow();
  });
});

describe('plan changes are serialised', () => {
  // The provider answers slowly, as a real one can: requests overlap for the whole call.
  let restore = () => {};
  let called = () => {};
  const nextProviderCall = () => new Promise<void>((r) => (called = r));
  beforeEach(() => {
    const provider = t.app.subscriptions.provider;
    const original = provider.changePlan.bind(provider);
    provider.changePlan = async (...args) => {
      called();
      await new Promise((r) => setTimeout(r, 100));
      return original(...args);
    };
    restore = () => {
      provider.changePlan = original;
    };
  });
  afterEach(() => restore());

  it('an upgrade and a downgrade at once never take credits away or end on the wrong plan', async () => {
    const { client } = await signedInClient(t.app, 'change');
    await subscribe(client, 'basic');
    const [toElite, toPro] = await Promise.all([
      client.post('/api/subscriptions/change', { planId: 'elite' }),
      client.post('/api/subscriptions/change', { planId: 'pro' }),
    ]);
    expect([toElite.statusCode, toPro.statusCode]).toEqual([200, 200]);
    const s = await status(client);
    expect(s.credits).toBe(s.planId === 'elite' ? 30000 : 15000);
    if (s.planId === 'elite') expect(s.pendingPlanId).toBe('pro'); // Pro came second: at period end
    const entries = await ledger(client);
    expect(entries.filter((e) => e.kind === 'adjustment' && e.delta < 0)).toEqual([]);
    expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true);
  });

  it('an upgrade racing a renewal that applies a scheduled downgrade stays consistent', async () => {
    const { client } = await signedInClient(t.app, 'renew');
    const subId = await subscribe(client, 'elite');
    await client.post('/api/subscriptions/change', { planId: 'pro' }); // scheduled
    const s0 = await status(client);
    const end = new Date(new Date(s0.currentPeriodEnd).getTime() + 7 * 24 * 3600 * 1000);
    const providerCalled = nextProviderCall();
    const change = client.post('/api/subscriptions/change', { planId: 'elite' });
    await providerCalled; // the renewal arrives while the change waits for the provider
    await Promise.all([
      change,
      postSandboxWebhook(t.app, {
        event: 'subscription.charged',
        subscription_id: subId,
        payment_id: 'pay_renew',
        period_start: unix(s0.currentPeriodEnd),
        period_end: unix(end),
        created_at: unix(new Date()),
      }),
    ]);
    // In either order the user ends on Elite: the downgrade is called off before the renewal,
    // or the renewal applies it and the change upgrades back at once.
    expect(await status(client)).toMatchObject({
      plan: 'Elite',
      pendingPlanId: null,
      credits: 30000,
    });
    const entries = await ledger(client);
    expect(entries.filter((e) => e.kind === 'adjustment' && e.delta < 0)).toEqual([]);
    expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true);
  });
});
