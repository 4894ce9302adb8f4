import { eq } from 'drizzle-orm';
import type { Executor } from '../db/tx.ts';
import { analyses, analysisShares } from '../db/schema/index.ts';

export type ShareRow = typeof analysisShares.$inferSelect;

/** The analysis's share, if its owner made one. */
export async function findShareOf(db: Executor, analysisId: string): Promise<ShareRow | null> {
  const rows = await db
    .select()
    .from(analysisShares)
    .where(eq(analysisShares.analysisId, analysisId));
  return rows[0] ?? null;
}

/** Adds the share unless the analysis already has one; either way returns the one it has. */
export async function insertShareOnce(
  db: Executor,
  analysisId: string,
  token: string,
): Promise<{ share: ShareRow; created: boolean }> {
  const inserted = await db
    .insert(analysisShares)
    .values({ analysisId, token })
    .onConflictDoNothing({ target: analysisShares.analysisId })
    .returning();
  if (inserted[0]) return { share: inserted[0], created: true };
  const existing = await findShareOf(db, analysisId);
  if (!existing) throw new Error(`share of ${analysisId} vanished while being made`);
  return { share: existing, created: false };
}

export async function deleteShareOf(db: Executor, analysisId: string): Promise<boolean> {
  const rows = await db
    .delete(analysisShares)
    .where(eq(analysisShares.analysisId, analysisId))
    .returning({ analysisId: analysisShares.analysisId });
  return rows.length > 0;
}

/** The shared analysis behind a token: only the columns a public page may show. */
export async function findSharedAnalysis(db: Executor, token: string) {
  const rows = await db
    .select({
      id: analyses.id,
      type: analyses.type,
      createdAt: analyses.createdAt,
      text: analyses.text,
      summary: analyses.summary,
      reading: analyses.reading,
      result: analyses.result,
      plan: analyses.plan,
      imageKey: analyses.imageKey,
      imageType: analyses.imageType,
    })
    .from(analysisShares)
    .innerJoin(analyses, eq(analyses.id, analysisShares.analysisId))
    .where(eq(analysisShares.token, token));
  return rows[0] ?? null;
}
