import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeCredits,
  endSubscription,
  fireSandboxEvent,
  listUsers,
  setSubscription,
  type AdminDeps,
} from '../src/cli/admin-commands.ts';
import { isSandbox } from '../src/payments/index.ts';
import { signedInClient } from './helpers/billing.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let deps: AdminDeps;
let email: string;
beforeAll(async () => {
  t = await buildTestApp();
  const provider = t.app.subscriptions.provider;
  deps = {
    db: t.database.db,
    credits: t.app.credits,
    subscriptions: t.app.subscriptions,
    sandbox: isSandbox(provider) ? provider : null,
  };
  ({ email } = await signedInClient(t.app, 'ops'));
});
afterAll(() => t.close());

describe('operator tool', () => {
  it('sets a plan, adjusts credits through the ledger, fires sandbox events and ends the plan', async () => {
    expect((await setSubscription(deps, email, 'pro')).credits).toBe(15000);
    expect((await changeCredits(deps, email, -250, 'goodwill test')).credits).toBe(14750);
    expect((await changeCredits(deps, email, 50, 'correction')).credits).toBe(14800);

    const renewed = await fireSandboxEvent(deps, email, 'renewal');
    expect(renewed).toMatchObject({
      outcome: 'applied',
      subscription: { credits: 15000, isActive: true },
    });
    const failed = await fireSandboxEvent(deps, email, 'failure');
    expect(failed.subscription.status).toBe('pending');
    const halted = await fireSandboxEvent(deps, email, 'halt');
    expect(halted.subscription).toMatchObject({ isActive: false, credits: 0 });

    await setSubscription(deps, email, 'basic');
    const ended = await endSubscription(deps, email);
    expect(ended).toMatchObject({ isActive: false, credits: 0 });

    const row = (await listUsers(deps)).find((u) => u.email === email);
    expect(row).toMatchObject({ plan: 'Free', credits: 0 });
    await expect(changeCredits(deps, 'nobody@example.com', 10, 'x')).rejects.toThrow(/No user/);
  });
});
