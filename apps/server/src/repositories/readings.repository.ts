import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../db/tx.ts';
import { chartReadings } from '../db/schema/index.ts';

export type ReadingRow = typeof chartReadings.$inferSelect;
export type NewReading = typeof chartReadings.$inferInsert;

export async function insertReading(db: Executor, row: NewReading): Promise<ReadingRow> {
  const rows = await db.insert(chartReadings).values(row).returning();
  return rows[0]!;
}

/** The user's reading by id while it lasts; another user's id, or an expired one, finds nothing. */
export async function findLiveReading(
  db: Executor,
  userId: string,
  id: string,
): Promise<ReadingRow | null> {
  const rows = await db
    .select()
    .from(chartReadings)
    .where(
      and(
        eq(chartReadings.userId, userId),
        eq(chartReadings.id, id),
        gt(chartReadings.expiresAt, new Date()),
      ),
    );
  return rows[0] ?? null;
}

/** Records the latest reading of the user's screenshot: its marks, its verdict and itself. */
export async function updateReadingVerdict(
  db: Executor,
  userId: string,
  id: string,
  verdict: Pick<NewReading, 'hints' | 'accepted' | 'reason' | 'confidence' | 'reading'>,
): Promise<void> {
  await db
    .update(chartReadings)
    .set(verdict)
    .where(and(eq(chartReadings.userId, userId), eq(chartReadings.id, id)));
}

export async function deleteOwnedReading(
  db: Executor,
  userId: string,
  id: string,
): Promise<ReadingRow | null> {
  const rows = await db
    .delete(chartReadings)
    .where(and(eq(chartReadings.userId, userId), eq(chartReadings.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** Deletes up to `limit` readings that expired by `now`, and returns them (their images go next). */
export async function deleteExpiredReadings(
  db: Executor,
  now: Date,
  limit: number,
): Promise<ReadingRow[]> {
  const due = db
    .select({ id: chartReadings.id })
    .from(chartReadings)
    .where(lte(chartReadings.expiresAt, now))
    .limit(limit);
  return db.delete(chartReadings).where(inArray(chartReadings.id, due)).returning();
}
