import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounter } from '../db/schema/index.ts';

/**
 * Counts one hit against `key` in a fixed window and returns the count so far.
 * One statement, so concurrent requests (and several server instances) count correctly.
 */
export async function hitCounter(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; windowStart: Date }> {
  const fresh = sql`now() - make_interval(secs => ${windowSeconds})`;
  const rows = await db
    .insert(rateLimitCounter)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounter.key,
      set: {
        count: sql`case when ${rateLimitCounter.windowStart} < ${fresh} then 1 else ${rateLimitCounter.count} + 1 end`,
        windowStart: sql`case when ${rateLimitCounter.windowStart} < ${fresh} then now() else ${rateLimitCounter.windowStart} end`,
      },
    })
    .returning({ count: rateLimitCounter.count, windowStart: rateLimitCounter.windowStart });
  const row = rows[0]!;
  return { count: row.count, windowStart: new Date(row.windowStart) };
}

/** The count in `key`'s current window, without counting a hit (0 when the window is over). */
export async function readCounter(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await db
    .select({ count: rateLimitCounter.count })
    .from(rateLimitCounter)
    .where(
      and(
        eq(rateLimitCounter.key, key),
        sql`${rateLimitCounter.windowStart} >= now() - make_interval(secs => ${windowSeconds})`,
      ),
    );
  return rows[0]?.count ?? 0;
}

/** Removes counters whose window ended long ago. */
export async function pruneCounters(db: Db, olderThanSeconds: number): Promise<void> {
  await db
    .delete(rateLimitCounter)
    .where(
      sql`${rateLimitCounter.windowStart} < now() - make_interval(secs => ${olderThanSeconds})`,
    );
}
