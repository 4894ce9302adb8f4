import { and, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/tx.ts';
import { analyses, analysisShares } from '../db/schema/index.ts';

export type AnalysisRow = typeof analyses.$inferSelect;
export type NewAnalysis = typeof analyses.$inferInsert;

export async function insertAnalysis(db: Executor, row: NewAnalysis): Promise<AnalysisRow> {
  const rows = await db.insert(analyses).values(row).returning();
  return rows[0]!;
}

/** The user's analysis whose `column` holds `value`; another user's finds nothing. */
async function findOwnedBy(
  db: Executor,
  userId: string,
  column: typeof analyses.id | typeof analyses.idempotencyKey | typeof analyses.readingKey,
  value: string,
): Promise<AnalysisRow | null> {
  const rows = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.userId, userId), eq(column, value)));
  return rows[0] ?? null;
}

/** The user's analysis by id; another user's id finds nothing. */
export const findOwned = (db: Executor, userId: string, id: string) =>
  findOwnedBy(db, userId, analyses.id, id);

export const findByIdempotencyKey = (db: Executor, userId: string, key: string) =>
  findOwnedBy(db, userId, analyses.idempotencyKey, key);

/** The user's analysis made from a reading preview with this key (screenshot, type and marks). */
export const findByReadingKey = (db: Executor, userId: string, key: string) =>
  findOwnedBy(db, userId, analyses.readingKey, key);

/** What narrows the history: a window, a symbol (any case; `none`: charts that show none), a tool. */
export interface HistoryFilter {
  /** null: every analysis the user kept. */
  since: Date | null;
  symbol?: { none: true } | { is: string } | undefined;
  type?: string | undefined;
}

function historyConditions(userId: string, filter: HistoryFilter): SQL[] {
  const conditions = [eq(analyses.userId, userId)];
  if (filter.since) conditions.push(gte(analyses.createdAt, filter.since));
  if (filter.symbol && 'none' in filter.symbol) conditions.push(isNull(analyses.symbol));
  else if (filter.symbol)
    conditions.push(sql`lower(${analyses.symbol}) = lower(${filter.symbol.is})`);
  if (filter.type) conditions.push(eq(analyses.type, filter.type));
  return conditions;
}

/**
 * Newest first within the filter, keyset-paged by (createdAt, id), each with its share link's
 * token and date when its owner shared it (null otherwise).
 */
export async function listOwned(
  db: Executor,
  userId: string,
  opts: HistoryFilter & { limit: number; before?: { createdAt: Date; id: string } | undefined },
) {
  const conditions = historyConditions(userId, opts);
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
      symbol: analyses.symbol,
      timeframe: analyses.timeframe,
      lastClose: analyses.lastClose,
      priceDecimals: analyses.priceDecimals,
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

/**
 * The symbols and the tools of the user's analyses in the window, each with how many analyses
 * it has, most first. Symbols that differ only in case count as one (under one of the spellings).
 */
export async function historyFacets(db: Executor, userId: string, since: Date | null) {
  const where = and(...historyConditions(userId, { since }));
  const key = sql<string | null>`lower(${analyses.symbol})`;
  const [symbols, types] = await Promise.all([
    db
      .select({ symbol: sql<string | null>`min(${analyses.symbol})`, count: count() })
      .from(analyses)
      .where(where)
      .groupBy(key)
      .orderBy(desc(count()), key),
    db
      .select({ type: analyses.type, count: count() })
      .from(analyses)
      .where(where)
      .groupBy(analyses.type)
      .orderBy(desc(count()), analyses.type),
  ]);
  return { symbols, types };
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
