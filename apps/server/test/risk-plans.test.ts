import { riskPlanFromBasis } from '@candlelens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, subscribe } from './helpers/billing.ts';
import { analysisForm, CHART_PNG } from './helpers/images.ts';
import { buildTestApp, ORIGIN, type Client, type TestApp } from './helpers/test-app.ts';

// The trader's risk plan on their analysis: saved by its owner only, schema-checked with clear
// messages, kept with the analysis, shown on the shared page without the account.

let t: TestApp;
let owner: Client;
let id: string;
const planPath = () => `/api/analyses/${id}/plan`;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client: owner } = await signedInClient(t.app, 'planner'));
  await subscribe(owner, 'basic');
  const form = analysisForm(CHART_PNG, 'key-levels');
  const res = await owner.post('/api/analyses', form.payload, form.headers);
  expect(res.statusCode).toBe(201);
  id = res.json().analysis.id;
});
afterAll(() => t.close());

describe('risk plans', () => {
  it('are computed from the reading, saved with the analysis and keep the trader`s settings', async () => {
    expect((await owner.get('/api/risk-settings')).json()).toEqual({ settings: null });
    const res = await owner.put(planPath(), {
      side: 'long',
      account: 10_000,
      risk: { percent: 1 },
      currency: 'EUR',
    });
    expect(res.statusCode).toBe(200);
    const { plan, settings } = res.json();
    expect(settings).toEqual({ account: 10_000, risk: { percent: 1 }, currency: 'EUR' });
    expect(plan.plan.side).toBe('long');
    expect(plan.plan.defaults.entry).toBe(true);
    expect(plan.plan.stop).toBeLessThan(plan.plan.entry);
    expect(plan.plan.risk).toBeCloseTo(100, 0);
    expect(plan.plan.units).toBeCloseTo(100 / (plan.plan.entry - plan.plan.stop), 2);
    expect(plan.plan.targets.length).toBeGreaterThan(0);
    expect(plan.plan.stopOdds.baseline).toBeGreaterThan(0);
    expect(plan.text).toContain('Position size:');
    expect(plan.publicText).not.toContain('Account');

    const record = (await owner.get(`/api/analyses/${id}`)).json();
    expect(record.plan.plan).toEqual(plan.plan);
    expect((await owner.get('/api/risk-settings')).json().settings.currency).toBe('EUR');
  });

  it('size the position from the stop: a closer stop, a larger position', async () => {
    const first = (
      await owner.put(planPath(), { side: 'long', account: 10_000, risk: { amount: 200 } })
    ).json().plan.plan;
    const gap = first.entry - first.stop;
    const closer = await owner.put(planPath(), {
      side: 'long',
      account: 10_000,
      risk: { amount: 200 },
      stop: first.entry - gap / 2,
    });
    expect(closer.statusCode).toBe(200);
    const p = closer.json().plan.plan;
    expect(p.units).toBeCloseTo(first.units * 2, 1);
    expect(p.stopOdds.baseline).toBeGreaterThan(first.stopOdds.baseline);
    // the currency kept from before
    expect(closer.json().settings).toEqual({
      account: 10_000,
      risk: { amount: 200 },
      currency: 'EUR',
    });
  });

  it('answer a plan that cannot be made with a clear 400', async () => {
    const entry = 100;
    const wrongSide = await owner.put(planPath(), {
      side: 'long',
      entry,
      stop: 101,
      account: 10_000,
      risk: { percent: 1 },
    });
    expect(wrongSide.statusCode).toBe(400);
    expect(wrongSide.json().message).toBe('For a long the stop must be below the entry.');
    const tooMuch = await owner.put(planPath(), {
      side: 'short',
      account: 10_000,
      risk: { percent: 150 },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toContain(
      'Risk per trade must be above 0% and at most 100% of the account.',
    );
    const noAccount = await owner.put(planPath(), {
      side: 'short',
      account: 0,
      risk: { percent: 1 },
    });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().message).toContain('Account size must be above zero.');
    const overAccount = await owner.put(planPath(), {
      side: 'short',
      account: 1_000,
      risk: { amount: 5_000 },
    });
    expect(overAccount.statusCode).toBe(400);
    expect(overAccount.json().message).toBe(
      'Risk per trade must be above zero and at most the account size (100%).',
    );
    const noSide = await owner.put(planPath(), { account: 1_000, risk: { percent: 1 } });
    expect(noSide.statusCode).toBe(400);
    expect(noSide.json().message).toContain('Choose long or short.');
  });

  it('give the page the chart`s basis, on which the same plan comes out', async () => {
    const res = await owner.get(`/api/analyses/${id}/plan-basis`);
    expect(res.statusCode).toBe(200);
    const { basis, settings } = res.json();
    expect(settings.account).toBe(10_000);
    expect(basis.spreads).toHaveLength(20);
    const request = { side: 'long' as const, account: 10_000, risk: { percent: 1 } };
    const saved = (await owner.put(planPath(), request)).json().plan.plan;
    expect(riskPlanFromBasis(basis, request)).toEqual(saved);
  });

  it('are the owner`s only', async () => {
    const { client: snoop } = await signedInClient(t.app, 'plan-snoop');
    expect((await snoop.get(`/api/analyses/${id}/plan-basis`)).statusCode).toBe(404);
    const res = await snoop.put(planPath(), { side: 'long', account: 1_000, risk: { percent: 1 } });
    expect(res.statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: planPath(),
      headers: { origin: ORIGIN, 'x-candlelens-csrf': '1' },
      payload: { side: 'long', account: 1_000, risk: { percent: 1 } },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await snoop.get('/api/risk-settings')).json()).toEqual({ settings: null });
  });

  it('show on the shared page without the account size or money', async () => {
    const made = await owner.post(`/api/analyses/${id}/share`);
    const token = made.json().token;
    const res = await t.app.inject({ method: 'GET', url: `/api/shared/${token}` });
    const plan = res.json().analysis.publicPlan;
    expect(plan.side).toBe('long');
    expect(plan.targets[0]).toHaveProperty('r');
    expect(plan.stopOdds).toHaveProperty('baseline');
    expect(JSON.stringify(plan)).not.toMatch(/account|units|reward|positionValue/);
    expect(plan.text).not.toContain('10,000');
  });
});
