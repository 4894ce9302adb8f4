import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { analyses } from './analyses.ts';

/**
 * A read-only link to one analysis, made by its owner. At most one per analysis; revoking deletes
 * the row, so the token stops working at once and a new share gets a new token.
 */
export const analysisShares = pgTable(
  'analysis_shares',
  {
    analysisId: text('analysis_id')
      .primaryKey()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    /** 256 random bits, base64url: the secret part of the public link. */
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('analysis_shares_token_uq').on(t.token)],
);
