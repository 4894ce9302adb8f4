import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../db/tx.ts';
import { subscriptions, webhookEvents } from '../db/schema/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/**
 * States in which the user may still have access (until the period end). The database keeps at
 * most one live subscription per user (index subscriptions_one_live_per_user).
 */
export const LIVE_STATES = ['active', 'pending'] as const;
export const ONE_LIVE_PER_USER = 'subscriptions_one_live_per_user';

/** Whether an error is the database refusing a second live subscription for a user. */
export function isSecondLiveSubscription(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (
      code === '23505' &&
      (constraint === ONE_LIVE_PER_USER || String(message).includes(ONE_LIVE_PER_USER))
    )
      return true;
  }
  return false;
}

export async function insertSubscription(
  db: Executor,
  row: NewSubscription,
): Promise<SubscriptionRow> {
  const rows = await db.insert(subscriptions).values(row).returning();
  return rows[0]!;
}

export async function findByProviderId(
  db: Executor,
  provider: string,
  providerSubscriptionId: string,
  opts: { lock?: boolean } = {},
) {
  const q = db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    );
  const rows = opts.lock ? await q.for('update') : await q;
  return rows[0] ?? null;
}

/** The user's live subscription (active or pending; at most one), optionally other than `exceptId`. */
export async function findLiveForUser(
  db: Executor,
  userId: string,
  opts: { lock?: boolean; exceptId?: string } = {},
) {
  const q = db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...LIVE_STATES]),
        opts.exceptId ? ne(subscriptions.id, opts.exceptId) : undefined,
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  const rows = opts.lock ? await q.for('update') : await q;
  return rows[0] ?? null;
}

export async function latestForUser(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateSubscription(
  db: Executor,
  id: string,
  patch: Partial<NewSubscription>,
): Promise<SubscriptionRow> {
  const rows = await db
    .update(subscriptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return rows[0]!;
}

/** Records a webhook delivery; false when this event id was already recorded (a replay). */
export async function recordWebhookEvent(
  db: Executor,
  row: {
    provider: string;
    eventId: string;
    type: string;
    subscriptionId: string | null;
    outcome: string;
    payload: unknown;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(webhookEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: webhookEvents.eventId });
  return inserted.length > 0;
}

export async function setWebhookOutcome(
  db: Executor,
  provider: string,
  eventId: string,
  outcome: string,
): Promise<void> {
  await db
    .update(webhookEvents)
    .set({ outcome })
    .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
}
