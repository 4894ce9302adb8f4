import { randomUUID } from 'node:crypto';
import { creditsForPlan, planById, type PlanId } from '@candlelens/contracts';
import type { Db } from '../db/client.ts';
import type { SandboxProvider } from '../payments/sandbox/sandbox-provider.ts';
import {
  findLiveForUser,
  insertSubscription,
  latestForUser,
  updateSubscription,
} from '../repositories/subscriptions.repository.ts';
import { findUserByEmail, listUsersNewestFirst } from '../repositories/users.repository.ts';
import type { CreditsService } from './credits.service.ts';
import { PERIOD_MS } from './plan-period.ts';
import type { SubscriptionService } from './subscription.service.ts';

export interface OperatorDeps {
  db: Db;
  credits: CreditsService;
  subscriptions: SubscriptionService;
  sandbox: SandboxProvider | null;
}

export type SandboxEventKind = 'renewal' | 'failure' | 'halt' | 'cancel';

/** What the operator tool (`npm run admin`) can do: every credit change goes to the ledger. */
export class OperatorService {
  constructor(private readonly deps: OperatorDeps) {}

  private async userByEmail(email: string) {
    const row = await findUserByEmail(this.deps.db, email.trim().toLowerCase());
    if (!row) throw new Error(`No user with e-mail ${email}`);
    return row;
  }

  /** Every user with plan, status and credits, newest first. */
  async listUsers() {
    const users = await listUsersNewestFirst(this.deps.db);
    const out = [];
    for (const u of users) {
      const s = await this.deps.subscriptions.status(u.id);
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
  async changeCredits(email: string, delta: number, reason: string) {
    const u = await this.userByEmail(email);
    const balance = await this.deps.db.transaction((tx) =>
      this.deps.credits.adjust(tx, u.id, delta, {
        kind: delta >= 0 ? 'grant' : 'adjustment',
        reason: `Operator: ${reason}`,
        reference: null,
      }),
    );
    return { email: u.email, credits: balance };
  }

  /** Starts a plan now (no payment: an operator grant) with a fresh weekly allowance. */
  async setSubscription(email: string, planId: PlanId, days = 7) {
    if (!planById(planId)) throw new Error(`Unknown plan ${planId} (basic, pro, elite)`);
    const u = await this.userByEmail(email);
    await this.deps.db.transaction(async (tx) => {
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
      await this.deps.credits.set(tx, u.id, creditsForPlan(planId), {
        kind: 'grant',
        reason: `Operator: ${planById(planId)!.name} plan set`,
        reference: `admin:${row.id}`,
      });
    });
    return this.deps.subscriptions.status(u.id);
  }

  /** Ends the user's plan now: access stops and the credits go to zero (recorded). */
  async endSubscription(email: string) {
    const u = await this.userByEmail(email);
    await this.deps.db.transaction(async (tx) => {
      const live = await findLiveForUser(tx, u.id, { lock: true });
      if (!live) throw new Error(`${email} has no active plan`);
      await updateSubscription(tx, live.id, { status: 'cancelled', currentPeriodEnd: new Date() });
      await this.deps.credits.set(tx, u.id, 0, {
        kind: 'expire',
        reason: 'Operator: plan ended',
        reference: `admin-end:${live.id}`,
      });
    });
    return this.deps.subscriptions.status(u.id);
  }

  /** Fires a signed sandbox event through the same webhook handler the HTTP route uses. */
  async fireSandboxEvent(email: string, kind: SandboxEventKind) {
    const { sandbox, subscriptions } = this.deps;
    if (!sandbox) throw new Error('Sandbox events need PAYMENT_PROVIDER=sandbox');
    const u = await this.userByEmail(email);
    const sub = await latestForUser(this.deps.db, u.id);
    if (!sub || sub.provider !== 'sandbox') throw new Error(`${email} has no sandbox subscription`);
    const unix = (d: Date) => Math.floor(d.getTime() / 1000);
    const end = sub.currentPeriodEnd ?? new Date();
    const type = {
      renewal: 'subscription.charged',
      failure: 'subscription.pending',
      halt: 'subscription.halted',
      cancel: 'subscription.cancelled',
    } as const;
    const signed = sandbox.signedWebhook({
      event: type[kind],
      subscription_id: sub.providerSubscriptionId,
      payment_id: kind === 'renewal' ? `pay_sandbox_${randomUUID().slice(0, 12)}` : null,
      period_start: kind === 'renewal' ? unix(end) : null,
      period_end: kind === 'renewal' ? unix(new Date(end.getTime() + PERIOD_MS)) : null,
      created_at: unix(new Date()),
    });
    const out = await subscriptions.receiveWebhook(signed.raw, signed.signature, signed.eventId);
    return {
      event: type[kind],
      outcome: 'status' in out.body ? out.body.status : out.body.message,
      subscription: await subscriptions.status(u.id),
    };
  }
}
