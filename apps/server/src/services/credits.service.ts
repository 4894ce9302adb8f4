import type { LedgerEntry } from '@candlelens/contracts';
import type { Db } from '../db/client.ts';
import type { Executor } from '../db/tx.ts';
import { InsufficientCreditsError } from '../errors.ts';
import {
  appendLedger,
  balanceOf,
  debitIfCovered,
  ledgerFor,
  lockBalance,
  setBalance,
  type LedgerKind,
} from '../repositories/credits.repository.ts';

export interface LedgerChange {
  kind: LedgerKind;
  reason: string;
  reference: string | null;
}

/**
 * The one owner of credits: balances and the ledger, read and written. Writes run inside the
 * caller's transaction (`tx`) so a charge commits together with what it paid for.
 */
export class CreditsService {
  constructor(private readonly deps: { db: Db }) {}

  /** The user's balance now (0 when they never had credits). */
  async balance(userId: string, tx?: Executor): Promise<number> {
    return balanceOf(tx ?? this.deps.db, userId);
  }

  /** The user's ledger, newest first. */
  async ledger(userId: string, limit: number): Promise<LedgerEntry[]> {
    const rows = await ledgerFor(this.deps.db, userId, limit);
    return rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      kind: r.kind as LedgerEntry['kind'],
      delta: r.delta,
      balanceAfter: r.balanceAfter,
      reason: r.reason,
      reference: r.reference,
    }));
  }

  /**
   * Spends credits inside the caller's transaction: succeeds only if the balance covers the
   * amount (one conditional update), and records the spend in the ledger. Returns the new balance.
   */
  async spend(
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
  async set(tx: Executor, userId: string, target: number, entry: LedgerChange): Promise<number> {
    const current = await lockBalance(tx, userId);
    const next = Math.max(0, target);
    if (next === current) return current;
    const fresh = await appendLedger(tx, {
      userId,
      kind: entry.kind,
      delta: next - current,
      balanceAfter: next,
      reason: entry.reason,
      reference: entry.reference,
    });
    if (entry.reference && !fresh) return current; // already applied once
    await setBalance(tx, userId, next);
    return next;
  }

  /** Adds (or with a negative delta removes) credits, never below zero. */
  async adjust(tx: Executor, userId: string, delta: number, entry: LedgerChange): Promise<number> {
    const current = await lockBalance(tx, userId);
    return this.set(tx, userId, current + delta, entry);
  }
}
