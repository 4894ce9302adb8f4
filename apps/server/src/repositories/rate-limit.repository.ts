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

/**
 * Reserves the next turn of a paced queue under `key`: the n-th attempt in a quiet period of
 * `quietSeconds` runs `delayMs(n)` after the previous one (SQL below). One statement, so
 * parallel requests on every instance get distinct turns. Returns how long to wait for this turn,
 * or null (nothing reserved) when the turn would be more than `maxWaitMs` away.
 */
export async function reserveTurn(
  db: Db,
  key: string,
  opts: { quietSeconds: number; maxWaitMs: number },
): Promise<number | null> {
  const c = rateLimitCounter;
  const quiet = sql`${c.windowStart} < now() - make_interval(secs => ${opts.quietSeconds})`;
  const n = sql`(case when ${quiet} then 1 else ${c.count} + 1 end)`;
  // No wait for the first five attempts, then 250 ms doubling per attempt, at most 5 s apart.
  const gapMs = sql`(case when ${n} <= 5 then 0 else least(5000, 250 * power(2, ${n} - 6)) end)`;
  const turn = sql`greatest(${c.windowStart}, now()) + make_interval(secs => ${gapMs} / 1000.0)`;
  const rows = await db
    .insert(c)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: c.key,
      set: { count: n, windowStart: turn },
      setWhere: sql`${turn} <= now() + make_interval(secs => ${opts.maxWaitMs} / 1000.0)`,
    })
    .returning({
      waitMs: sql<number>`greatest(0, extract(epoch from (${c.windowStart} - now())) * 1000)`,
    });
  const row = rows[0];
  return row ? Math.ceil(Number(row.waitMs)) : null;
}
