import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { LedgerEntry } from '@candlelens/contracts';
import type { Executor } from '../db/tx.ts';
import { creditBalances, creditLedger } from '../db/schema/index.ts';

export type LedgerKind = LedgerEntry['kind'];

export async function balanceOf(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .select({ credits: creditBalances.credits })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId));
  return rows[0]?.credits ?? 0;
}

/** Locks the user's balance row (creating it at 0) for the rest of the transaction. */
export async function lockBalance(tx: Executor, userId: string): Promise<number> {
  await tx.insert(creditBalances).values({ userId, credits: 0 }).onConflictDoNothing();
  const rows = await tx
    .select({ credits: creditBalances.credits })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId))
    .for('update');
  return rows[0]?.credits ?? 0;
}

/**
 * Takes `amount` credits only if the balance covers it: one conditional UPDATE, so concurrent
 * spends can never take the balance below zero. Returns the new balance, or null when short.
 */
export async function debitIfCovered(
  tx: Executor,
  userId: string,
  amount: number,
): Promise<number | null> {
  const rows = await tx
    .update(creditBalances)
    .set({ credits: sql`${creditBalances.credits} - ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(creditBalances.userId, userId), gte(creditBalances.credits, amount)))
    .returning({ credits: creditBalances.credits });
  return rows[0]?.credits ?? null;
}

/** Sets the balance (the row must be locked by the caller). */
export async function setBalance(tx: Executor, userId: string, credits: number): Promise<void> {
  await tx
    .insert(creditBalances)
    .values({ userId, credits })
    .onConflictDoUpdate({ target: creditBalances.userId, set: { credits, updatedAt: sql`now()` } });
}

/** Appends a ledger row; false when the same (user, kind, reference) was already recorded. */
export async function appendLedger(
  tx: Executor,
  row: {
    userId: string;
    kind: LedgerKind;
    delta: number;
    balanceAfter: number;
    reason: string;
    reference: string | null;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(creditLedger)
    .values({ id: randomUUID(), ...row })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  return inserted.length > 0;
}

export async function ledgerHas(
  tx: Executor,
  userId: string,
  kind: LedgerKind,
  reference: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.kind, kind),
        eq(creditLedger.reference, reference),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function ledgerFor(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit);
}

export async function ledgerSum(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(rows[0]?.total ?? 0);
}
