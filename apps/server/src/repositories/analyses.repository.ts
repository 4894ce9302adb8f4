import { and, desc, eq, gte, lt, or } from 'drizzle-orm';
import type { Executor } from '../db/tx.ts';
import { analyses, analysisShares } from '../db/schema/index.ts';

export type AnalysisRow = typeof analyses.$inferSelect;
export type NewAnalysis = typeof analyses.$inferInsert;

export async function insertAnalysis(db: Executor, row: NewAnalysis): Promise<AnalysisRow> {
  const rows = await db.insert(analyses).values(row).returning();
  return rows[0]!;
}

/** The user's analysis by id; another user's id finds nothing. */
export async function findOwned(
  db: Executor,
  userId: string,
  id: string,
): Promise<AnalysisRow | null> {
  const rows = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.userId, userId), eq(analyses.id, id)));
  return rows[0] ?? null;
}

export async function findByIdempotencyKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<AnalysisRow | null> {
  const rows = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.userId, userId), eq(analyses.idempotencyKey, key)));
  return rows[0] ?? null;
}

/** The user's analysis made from a reading preview with this key (screenshot, type and marks). */
export async function findByReadingKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<AnalysisRow | null> {
  const rows = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.userId, userId), eq(analyses.readingKey, key)));
  return rows[0] ?? null;
}

/**
 * Newest first since a moment, keyset-paged by (createdAt, id), each with its share link's token
 * and date when its owner shared it (null otherwise).
 */
export async function listOwned(
  db: Executor,
  userId: string,
  opts: { since: Date; limit: number; before?: { createdAt: Date; id: string } },
) {
  const conditions = [eq(analyses.userId, userId), gte(analyses.createdAt, opts.since)];
  if (opts.before) {
    conditions.push(
      or(
        lt(analyses.createdAt, opts.before.createdAt),
        and(eq(analyses.createdAt, opts.before.createdAt), lt(analyses.id, opts.before.id)),
      )!,
    );
  }
  return db
    .select({
      id: analyses.id,
      type: analyses.type,
      createdAt: analyses.createdAt,
      summary: analyses.summary,
      readingChecked: analyses.readingChecked,
      shareToken: analysisShares.token,
      sharedAt: analysisShares.createdAt,
    })
    .from(analyses)
    .leftJoin(analysisShares, eq(analysisShares.analysisId, analyses.id))
    .where(and(...conditions))
    .orderBy(desc(analyses.createdAt), desc(analyses.id))
    .limit(opts.limit);
}

export async function deleteOwned(
  db: Executor,
  userId: string,
  id: string,
): Promise<AnalysisRow | null> {
  const rows = await db
    .delete(analyses)
    .where(and(eq(analyses.userId, userId), eq(analyses.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** Stores the owner's plan on their analysis; another user's id changes nothing. */
export async function setPlanOwned(
  db: Executor,
  userId: string,
  id: string,
  plan: unknown,
): Promise<AnalysisRow | null> {
  const rows = await db
    .update(analyses)
    .set({ plan })
    .where(and(eq(analyses.userId, userId), eq(analyses.id, id)))
    .returning();
  return rows[0] ?? null;
}
