import type { Executor } from '../db/tx.ts';
import { InsufficientCreditsError } from '../errors.ts';
import {
  appendLedger,
  debitIfCovered,
  lockBalance,
  setBalance,
  type LedgerKind,
} from '../repositories/credits.repository.ts';

/**
 * Spends credits inside the caller's transaction: succeeds only if the balance covers the amount
 * (one conditional update), and records the spend in the ledger. Returns the new balance.
 */
export async function spendCredits(
  tx: Executor,
  userId: string,
  amount: number,
  reference: string,
  reason: string,
): Promise<number> {
  const balance = await debitIfCovered(tx, userId, amount);
  if (balance === null) throw new InsufficientCreditsError();
  await appendLedger(tx, {
    userId,
    kind: 'spend',
    delta: -amount,
    balanceAfter: balance,
    reason,
    reference,
  });
  return balance;
}

/** Moves the balance to `target`, recording the difference in the ledger (no row when unchanged). */
export async function setCredits(
  tx: Executor,
  userId: string,
  target: number,
  entry: { kind: LedgerKind; reason: string; reference: string | null },
): Promise<number> {
  const current = await lockBalance(tx, userId);
  const next = Math.max(0, target);
  if (next === current) return current;
  if (entry.reference) {
    const fresh = await appendLedger(tx, {
      userId,
      kind: entry.kind,
      delta: next - current,
      balanceAfter: next,
      reason: entry.reason,
      reference: entry.reference,
    });
    if (!fresh) return current; // already applied once
  } else {
    await appendLedger(tx, {
      userId,
      kind: entry.kind,
      delta: next - current,
      balanceAfter: next,
      reason: entry.reason,
      reference: null,
    });
  }
  await setBalance(tx, userId, next);
  return next;
}

/** Adds (or with a negative delta removes) credits, never below zero. */
export async function adjustCredits(
  tx: Executor,
  userId: string,
  delta: number,
  entry: { kind: LedgerKind; reason: string; reference: string | null },
): Promise<number> {
  const current = await lockBalance(tx, userId);
  return setCredits(tx, userId, current + delta, entry);
}
