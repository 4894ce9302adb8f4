import { eq } from 'drizzle-orm';
import type { Executor } from '../db/tx.ts';
import { riskSettings } from '../db/schema/index.ts';

export type RiskSettingsRow = typeof riskSettings.$inferSelect;

export async function findRiskSettings(
  db: Executor,
  userId: string,
): Promise<RiskSettingsRow | null> {
  const rows = await db.select().from(riskSettings).where(eq(riskSettings.userId, userId));
  return rows[0] ?? null;
}

export async function saveRiskSettings(
  db: Executor,
  row: Omit<RiskSettingsRow, 'updatedAt'>,
): Promise<RiskSettingsRow> {
  const values = {
    account: row.account,
    riskPercent: row.riskPercent,
    riskAmount: row.riskAmount,
    currency: row.currency,
  };
  const rows = await db
    .insert(riskSettings)
    .values(row)
    .onConflictDoUpdate({
      target: riskSettings.userId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return rows[0]!;
}
