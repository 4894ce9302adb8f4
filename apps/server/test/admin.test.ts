import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorService } from '../src/services/operator.service.ts';
import { isSandbox } from '../src/payments/index.ts';
import { signedInClient } from './helpers/billing.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let ops: OperatorService;
let email: string;
beforeAll(async () => {
  t = await buildTestApp();
  const provider = t.app.subscriptions.provider;
  ops = new OperatorService({
    db: t.database.db,
    credits: t.app.credits,
    subscriptions: t.app.subscriptions,
    sandbox: isSandbox(provider) ? provider : null,
  });
  ({ email } = await signedInClient(t.app, 'ops'));
});
afterAll(() => t.close());

describe('operator tool', () => {
  it('sets a plan, adjusts credits through the ledger, fires sandbox events and ends the plan', async () => {
    expect((await ops.setSubscription(email, 'pro')).credits).toBe(15000);
    expect((await ops.changeCredits(email, -250, 'goodwill test')).credits).toBe(14750);
    expect((await ops.changeCredits(email, 50, 'correction')).credits).toBe(14800);

    const renewed = await ops.fireSandboxEvent(email, 'renewal');
    expect(renewed).toMatchObject({
      outcome: 'applied',
      subscription: { credits: 15000, isActive: true },
    });
    const failed = await ops.fireSandboxEvent(email, 'failure');
    expect(failed.subscription.status).toBe('pending');
    const halted = await ops.fireSandboxEvent(email, 'halt');
    expect(halted.subscription).toMatchObject({ isActive: false, credits: 0 });

    await ops.setSubscription(email, 'basic');
    const ended = await ops.endSubscription(email);
    expect(ended).toMatchObject({ isActive: false, credits: 0 });

    const row = (await ops.listUsers()).find((u) => u.email === email);
    expect(row).toMatchObject({ plan: 'Free', credits: 0 });
    await expect(ops.changeCredits('nobody@example.com', 10, 'x')).rejects.toThrow(/No user/);
  });
});
