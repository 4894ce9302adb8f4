import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { creditsForPlan, planById, type PlanId } from '@candlelens/contracts';
import type { Db } from '../db/client.ts';
import { subscriptions, user } from '../db/schema/index.ts';
import type { SandboxProvider } from '../payments/sandbox/sandbox-provider.ts';
import {
  findLiveForUser,
  insertSubscription,
  updateSubscription,
} from '../repositories/subscriptions.repository.ts';
import type { CreditsService } from '../services/credits.service.ts';
import { PERIOD_MS } from '../services/plan-period.ts';
import type { SubscriptionService } from '../services/subscription.service.ts';

export interface AdminDeps {
  db: Db;
  credits: CreditsService;
  subscriptions: SubscriptionService;
  sandbox: SandboxProvider | null;
}

async function userByEmail(db: Db, email: string) {
  const rows = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!rows[0]) throw new Error(`No user with e-mail ${email}`);
  return rows[0];
}

/** Every user with plan, status and credits, newest first. */
export async function listUsers(deps: AdminDeps) {
  const users = await deps.db.select().from(user).orderBy(desc(user.createdAt));
  const out = [];
  for (const u of users) {
    const s = await deps.subscriptions.status(u.id);
    out.push({
      email: u.email,
      name: u.name,
      plan: s.plan,
      status: s.status,
      credits: s.credits,
      periodEnd: s.currentPeriodEnd,
    });
  }
  return out;
}

/** Grants (positive) or removes (negative) credits, recorded in the ledger with the reason. */
export async function changeCredits(deps: AdminDeps, email: string, delta: number, reason: string) {
  const u = await userByEmail(deps.db, email);
  const balance = await deps.db.transaction((tx) =>
    deps.credits.adjust(tx, u.id, delta, {
      kind: delta >= 0 ? 'grant' : 'adjustment',
      reason: `Operator: ${reason}`,
      reference: null,
    }),
  );
  return { email: u.email, credits: balance };
}

/** Starts a plan now (no payment: an operator grant) with a fresh weekly allowance. */
export async function setSubscription(deps: AdminDeps, email: string, planId: PlanId, days = 7) {
  if (!planById(planId)) throw new Error(`Unknown plan ${planId} (basic, pro, elite)`);
  const u = await userByEmail(deps.db, email);
  await deps.db.transaction(async (tx) => {
    const live = await findLiveForUser(tx, u.id, { lock: true });
    if (live) await updateSubscription(tx, live.id, { status: 'cancelled' });
    const now = new Date();
    const row = await insertSubscription(tx, {
      id: randomUUID(),
      userId: u.id,
      planId,
      provider: 'sandbox',
      providerSubscriptionId: `sub_sandbox_admin_${randomUUID().slice(0, 8)}`,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + (days * PERIOD_MS) / 7),
      activatedAt: now,
    });
    await deps.credits.set(tx, u.id, creditsForPlan(planId), {
      kind: 'grant',
      reason: `Operator: ${planById(planId)!.name} plan set`,
      reference: `admin:${row.id}`,
    });
  });
  return deps.subscriptions.status(u.id);
}

/** Ends the user's plan now: access stops and the credits go to zero (recorded). */
export async function endSubscription(deps: AdminDeps, email: string) {
  const u = await userByEmail(deps.db, email);
  await deps.db.transaction(async (tx) => {
    const live = await findLiveForUser(tx, u.id, { lock: true });
    if (!live) throw new Error(`${email} has no active plan`);
    await updateSubscription(tx, live.id, { status: 'cancelled', currentPeriodEnd: new Date() });
    await deps.credits.set(tx, u.id, 0, {
      kind: 'expire',
      reason: 'Operator: plan ended',
      reference: `admin-end:${live.id}`,
    });
  });
  return deps.subscriptions.status(u.id);
}

/** Fires a signed sandbox event through the same webhook handler the HTTP route uses. */
export async function fireSandboxEvent(
  deps: AdminDeps,
  email: string,
  kind: 'renewal' | 'failure' | 'halt' | 'cancel',
) {
  if (!deps.sandbox) throw new Error('Sandbox events need PAYMENT_PROVIDER=sandbox');
  const u = await userByEmail(deps.db, email);
  const rows = await deps.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, u.id))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  const sub = rows[0];
  if (!sub || sub.provider !== 'sandbox') throw new Error(`${email} has no sandbox subscription`);
  const unix = (d: Date) => Math.floor(d.getTime() / 1000);
  const end = sub.currentPeriodEnd ?? new Date();
  const type = {
    renewal: 'subscription.charged',
    failure: 'subscription.pending',
    halt: 'subscription.halted',
    cancel: 'subscription.cancelled',
  } as const;
  const signed = deps.sandbox.signedWebhook({
    event: type[kind],
    subscription_id: sub.providerSubscriptionId,
    payment_id: kind === 'renewal' ? `pay_sandbox_${randomUUID().slice(0, 12)}` : null,
    period_start: kind === 'renewal' ? unix(end) : null,
    period_end: kind === 'renewal' ? unix(new Date(end.getTime() + PERIOD_MS)) : null,
    created_at: unix(new Date()),
  });
  const out = await deps.subscriptions.receiveWebhook(signed.raw, signed.signature, signed.eventId);
  return {
    event: type[kind],
    outcome: out.body.status ?? out.body.message,
    subscription: await deps.subscriptions.status(u.id),
  };
}
